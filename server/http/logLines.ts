// How the process logs: JSON lines for a log collector (stdout piped, in a container or CI), and on a terminal one
// readable line per event, so that a newcomer running `npm start` reads requests as they come, not JSON.
import { type DestinationStream, type Logger, pino } from 'pino';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

const two = (n: number) => String(n).padStart(2, '0');
/** The local time of day, to the millisecond: a terminal's reader knows the date. */
const timeOfDay = (ms: number) => {
  const t = new Date(ms);
  return `${two(t.getHours())}:${two(t.getMinutes())}:${two(t.getSeconds())}.${String(t.getMilliseconds()).padStart(3, '0')}`;
};

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A failure as loggable() gives it: its name, code and message. */
function failure(value: unknown): string {
  const { name, code, message } = (value ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  return typeof message === 'string' ? `${shown(name)}${code ? ` (${shown(code)})` : ''}: ${message}` : shown(value);
}

/**
 * One JSON log line as a terminal shows it. A request: its time, status, method, path, duration and request id
 * (and client); anything else: its time, level and message, then its fields as name=value.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const { level, time, msg, pid: _pid, hostname: _hostname, ...fields } = entry;
  const when = typeof time === 'number' ? timeOfDay(time) : '';
  if (msg === 'request' && level === 30) {
    const { method, path, status, ms, requestId, clientId } = fields;
    const duration = typeof ms === 'number' ? `${ms.toFixed(1)} ms` : '';
    return `${[
      when,
      `${shown(status)} ${shown(method)} ${shown(path)}`,
      duration,
      shown(requestId),
      clientId ? `client ${shown(clientId)}` : '',
    ]
      .filter(Boolean)
      .join('  ')}\n`;
  }
  const rest = Object.entries(fields).map(([name, value]) => `${name}=${name === 'error' ? failure(value) : shown(value)}`);
  return `${[when, LEVELS[level as number] ?? shown(level), shown(msg ?? ''), ...rest].filter(Boolean).join('  ')}\n`;
}

type Out = { isTTY?: boolean; write(text: string): unknown };
const destination = (out: Out, shape: (line: string) => string): DestinationStream => ({ write: (line) => void out.write(shape(line)) });

/** The process's logger: readable lines when stdout is a terminal, JSON lines otherwise. */
export function processLogger(level: string, stdout: Out = process.stdout): Logger {
  if (stdout.isTTY) return pino({ level }, destination(stdout, readableLine));
  // JSON to the process's own stdout goes through pino's default destination, which writes to the file descriptor.
  return stdout === process.stdout
    ? pino({ level })
    : pino(
        { level },
        destination(stdout, (line) => line),
      );
}
