// Connections refused past MAX_CONNECTIONS or MAX_CONNECTIONS_PER_ADDRESS, logged at warn so that an operator sees
// them, but summarised: the first at once, then at most one line per SUMMARY_MS with how many more, from where, and
// the variable to raise. A flood of refusals is one line every few seconds, not one per connection.
import type { Logger } from 'pino';
import type { RefusedBy } from './server.js';

const SUMMARY_MS = 10_000;
/** Addresses named in a summary: enough to tell one client from many. */
const ADDRESSES_NAMED = 5;

const advice = (by: RefusedBy) => `raise ${by} if these are your own clients`;

export function refusalLog(logger: Logger, listener: string) {
  let counts = new Map<RefusedBy, { count: number; addresses: Set<string> }>();
  let timer: NodeJS.Timeout | undefined;
  const summarise = () => {
    timer = undefined;
    for (const [by, { count, addresses }] of counts) {
      logger.warn(
        { listener, refused: count, by, addresses: [...addresses] },
        `${count} more connections refused past ${by} in the last ${SUMMARY_MS / 1000} s: ${advice(by)}`,
      );
    }
    if (counts.size) timer = setTimeout(summarise, SUMMARY_MS).unref();
    counts = new Map();
  };
  return {
    refused(address: string, by: RefusedBy) {
      if (!timer) {
        logger.warn({ listener, address, by }, `connection refused past ${by}: ${advice(by)}`);
        timer = setTimeout(summarise, SUMMARY_MS).unref();
        return;
      }
      let entry = counts.get(by);
      if (!entry) {
        entry = { count: 0, addresses: new Set() };
        counts.set(by, entry);
      }
      entry.count++;
      if (entry.addresses.size < ADDRESSES_NAMED) entry.addresses.add(address);
    },
    /** Logs what is still to be summarised (at shutdown). */
    close() {
      clearTimeout(timer);
      summarise();
      clearTimeout(timer);
    },
  };
}
