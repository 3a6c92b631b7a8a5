// Test clocks: a client's simulated time, frozen until advanced. Advancing runs what falls due on the way, in order
// of its time, and answers once it has happened, so a test needs no waiting.
import { LATEST_UNIX_MILLIS } from '../../../client/operations.js';
import { onClientTime, realClockOf } from '../../deps/time.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, fieldError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { TestClockRow } from '../../store/sandbox/testClocks.js';
import type { Transfers } from '../transfers/transfers.js';
import type { Webhooks } from '../webhooks/webhooks.js';

/** Transfers settled, or webhook events claimed, per round of an advance. */
const BATCH = 50;

const DAY_MS = 86_400_000;
/**
 * The room a test clock keeps before the latest time the API writes: a year, longer than anything the sandbox
 * schedules from a moment (token lifetimes, settlements and institution failures set for up to 30 days, kept
 * idempotency keys), or, when the configuration asks for more, a transfer's settle time and every retry of its final
 * webhook after it. Without it a clock near the end of time would schedule what it could never reach or write.
 */
export function clockRoomMs(config: Pick<Deps['config'], 'settleMs' | 'webhook'>): number {
  const { retryScheduleMs, timeoutMs } = config.webhook;
  const retries = retryScheduleMs.reduce((sum, wait) => sum + Math.ceil(wait * 1.2) + timeoutMs, timeoutMs);
  return Math.max(365 * DAY_MS, config.settleMs + retries);
}

/** A duration's parts, which add up, in milliseconds. */
const durationMillis = ({
  days = 0,
  hours = 0,
  minutes = 0,
  seconds = 0,
}: {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}) => (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

const notFound = () =>
  new ContractError('testClockNotFound', 'This client has no test clock: its time is real. Create one with sandboxCreateTestClock.');
const iso = (ms: number) => new Date(ms).toISOString();

export function createTestClocks({ store, clock, config }: Deps, transfers: Transfers, webhooks: Webhooks) {
  const real = realClockOf(clock);
  /** The latest time a test clock may be set or moved to. */
  const latest = LATEST_UNIX_MILLIS - clockRoomMs(config);
  const tooLate = (field: string, where: string) => {
    const message =
      `A test clock cannot go past ${iso(latest)} (${latest}): it must leave room, ${Math.round(clockRoomMs(config) / DAY_MS)} days before ` +
      `${iso(LATEST_UNIX_MILLIS)}, for what it schedules (settlements, webhook retries, token lifetimes); ${where}.`;
    return fieldError('invalidField', message, { field, message, errorCode: 'maximum' });
  };
  /** One advance at a time per client in this process; another waits for it. */
  const advancing = new Map<string, Promise<unknown>>();

  const view = (row: TestClockRow | undefined): Schemas['TestClock'] =>
    row ? { frozen: true, now: row.now, createdAt: row.createdAt } : { frozen: false, now: real.now(), createdAt: null };

  /** Where an advance goes: forwards only, and never past the room the clock keeps. */
  function targetOf(row: TestClockRow, input: Schemas['TestClockAdvanceRequest']): number {
    const target = 'frozenTime' in input ? input.frozenTime : row.now + durationMillis(input);
    if (target < row.now) {
      const message = `Time never moves backwards: the test clock is at ${iso(row.now)} (${row.now}); ask for that time or later.`;
      throw fieldError('invalidField', message, { field: 'frozenTime', message, errorCode: 'minimum' });
    }
    if (target > latest)
      throw tooLate('frozenTime' in input ? 'frozenTime' : (Object.keys(input)[0] ?? 'seconds'), `it is at ${iso(row.now)} (${row.now})`);
    return target;
  }

  async function advance(clientId: string, input: Schemas['TestClockAdvanceRequest']): Promise<Schemas['TestClockAdvance']> {
    const row = await store.testClocks.get(clientId);
    if (!row) throw notFound();
    const target = targetOf(row, input);
    const happened = { transfersSettled: 0, webhooksAttempted: 0, webhooksDelivered: 0 };
    let { now, advanced } = row;
    const moveTo = async (to: number) => {
      if (to === now) return true;
      if (!(await store.testClocks.move(clientId, now, to))) return false;
      advanced += to - now;
      now = to;
      return true;
    };
    // Real time: no new work starts past it, and what is under way ends within its own timeout.
    const deadline = real.now() + config.webhook.timeoutMs;
    const started: Promise<boolean>[] = [];
    let stoppedBecause: Schemas['TestClockAdvance']['stoppedBecause'] = null;
    for (;;) {
      const due = await store.testClocks.nextDue(clientId, real.now());
      // Work due before any delivery under way could bring its event back is done now, beside those deliveries.
      if (due !== undefined && due <= target && due < webhooks.holdUntil(clientId)) {
        if (real.now() >= deadline) {
          stoppedBecause = 'timeLimit';
          break;
        }
        if (!(await moveTo(Math.max(now, due)))) {
          stoppedBecause = 'clockChanged';
          break;
        }
        const done = await onClientTime({ now, advanced }, async () => ({
          settled: await transfers.settleDue(BATCH, clientId),
          deliveries: await webhooks.startDue(BATCH, clientId),
        }));
        happened.transfersSettled += done.settled;
        started.push(...done.deliveries);
        if (done.settled || done.deliveries.length) continue;
        // Due but not ours to do now (another process's dispatcher holds it): it happens there.
      }
      // Deliveries under way (this advance's, or the background dispatcher's) count as what happened, and their
      // retries may fall due before the target.
      if (webhooks.busy(clientId)) {
        await webhooks.idle(clientId);
        continue;
      }
      break;
    }
    await webhooks.idle(clientId);
    const delivered = await Promise.all(started);
    happened.webhooksAttempted += started.length;
    happened.webhooksDelivered += delivered.filter(Boolean).length;
    if (!stoppedBecause && !(await moveTo(target))) stoppedBecause = 'clockChanged';
    if (stoppedBecause === 'clockChanged' && now === row.now && !happened.transfersSettled && !started.length)
      throw new ContractError(
        'conflict',
        'The test clock was moved, reset or deleted by another request meanwhile, before this advance changed anything; read it and try again.',
      );
    return {
      previous: row.now,
      now,
      target,
      complete: stoppedBecause === null,
      stoppedBecause,
      left: await store.testClocks.dueBy(clientId, target),
      happened,
    };
  }

  return {
    get: async (clientId: string) => view(await store.testClocks.get(clientId)),

    async create(clientId: string, input: Schemas['TestClockRequest'] = {}): Promise<Schemas['TestClock']> {
      const frozenTime = input.frozenTime ?? real.now();
      if (frozenTime > latest) throw tooLate('frozenTime', `${iso(frozenTime)} (${frozenTime}) is later`);
      if (!(await store.testClocks.create(clientId, frozenTime))) {
        const current = await store.testClocks.get(clientId);
        throw new ContractError(
          'conflict',
          `This client has a test clock already, at ${current ? iso(current.now) : 'an unknown time'}: advance it, or delete it first.`,
        );
      }
      return view(await store.testClocks.get(clientId));
    },

    async delete(clientId: string): Promise<Schemas['TestClock']> {
      if (!(await store.testClocks.delete(clientId))) throw notFound();
      return view(undefined);
    },

    async advance(clientId: string, input: Schemas['TestClockAdvanceRequest']): Promise<Schemas['TestClockAdvance']> {
      const previous = advancing.get(clientId) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(() => advance(clientId, input));
      advancing.set(clientId, run);
      try {
        return await run;
      } finally {
        if (advancing.get(clientId) === run) advancing.delete(clientId);
      }
    },
  };
}

export type TestClocks = ReturnType<typeof createTestClocks>;
