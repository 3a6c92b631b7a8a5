// When equities trade: New York's sessions on weekdays (no holidays in the sandbox), read at an instant of the
// client's clock. Cryptocurrencies trade at every hour, and their trading day ends at midnight UTC.
import { DAY } from './market.js';

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const MINUTE = 60_000;
/** Minutes after New York midnight that each session starts and ends. */
const PRE_MARKET = 4 * 60;
const OPEN = 9 * 60 + 30;
const CLOSE = 16 * 60;
const AFTER_HOURS_CLOSE = 20 * 60;

export type Session = 'regular' | 'extended' | 'closed';

interface NewYorkTime {
  weekday: string;
  /** Minutes after New York midnight. */
  minutes: number;
  /** The instant of that midnight (Unix milliseconds). */
  midnight: number;
}

function newYork(at: number): NewYorkTime {
  const parts = Object.fromEntries(NEW_YORK.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = (['year', 'month', 'day', 'hour', 'minute', 'second'] as const).map((k) =>
    Number(parts[k]),
  );
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const offset = wall - (at - (at % 1000)); // New York's offset from UTC at this instant
  return { weekday: parts.weekday!, minutes: hour! * 60 + minute!, midnight: Date.UTC(year!, month! - 1, day!) - offset };
}

const weekday = (t: NewYorkTime) => t.weekday !== 'Sat' && t.weekday !== 'Sun';

/** The equity session at an instant: regular hours, the extended session around them, or closed. */
export function equitySession(at: number): Session {
  const t = newYork(at);
  if (!weekday(t) || t.minutes < PRE_MARKET || t.minutes >= AFTER_HOURS_CLOSE) return 'closed';
  return t.minutes >= OPEN && t.minutes < CLOSE ? 'regular' : 'extended';
}

/**
 * When a `goodForDay` order placed at `at` expires: for equities the next close (16:00 New York time, 20:00 with the
 * extended session) on a weekday; for cryptocurrencies the next midnight UTC.
 */
export function endOfTradingDay(at: number, kind: 'equity' | 'crypto', extended: boolean): number {
  if (kind === 'crypto') return Math.floor(at / DAY) * DAY + DAY;
  const close = extended ? AFTER_HOURS_CLOSE : CLOSE;
  // Steps of 24 hours meet every weekday (daylight saving changes fall on Sundays, which they may skip or repeat).
  for (let day = 0; day < 8; day++) {
    const t = newYork(at + day * DAY);
    const closing = t.midnight + close * MINUTE;
    if (weekday(t) && closing > at) return closing;
  }
  throw new Error('no weekday within a week');
}

/** The hours of equities, in the words an order's refusal uses. */
export const EQUITY_HOURS = '9:30-16:00 New York time, Monday to Friday';
export const EXTENDED_HOURS = '4:00-20:00';
