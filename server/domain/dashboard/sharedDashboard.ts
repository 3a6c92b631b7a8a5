// One dashboard across processes: where several processes share PostgreSQL, the kept calls and the stream's events
// are kept in the database (store/dashboardLog.ts) instead of each process's memory, bounded as in memory, so that
// any process shows every call of the client in one order and a restart loses none. Each process writes what it
// recorded and published in one transaction per turn of its event loop, and hears the database's notification of
// every client's new events, from any process, to feed its own open streams.
import type { Deps } from '../../deps/deps.js';
import { loggable } from '../../deps/logging.js';
import type { AppendedEvent, EventRow } from '../../store/dashboard/dashboardLog.js';
import { DASHBOARD_CHANNEL } from '../../store/dashboard/dashboardLog.js';
import { resumeAfter, resyncEvent, type Activity, type ActivityFeed, type ActivityName, type Listener } from './activity.js';
import {
  MINUTE_MS,
  MINUTES,
  hourOf,
  keptRecord,
  summaryOf,
  type Exchange,
  type Kept,
  type RequestFilter,
  type RequestLog,
  type RequestLogLimits,
  type RequestRecord,
} from './requestLog.js';

/** Names the events of the database, not of one start of one process: an id stays good across processes and restarts. */
const START = 'db';
/** Events read at once when a stream catches up. */
const READ_BATCH = 1000;
/**
 * Events kept at least, whatever DASHBOARD_EVENTS_KEPT says, so that every process can read each new event once
 * before it goes; a reader that resumes still gets only the latest DASHBOARD_EVENTS_KEPT.
 */
const KEPT_FOR_PROCESSES = 1000;

interface ClientBatch {
  events: AppendedEvent[];
  /** Calls per minute: requests, 4xx, 5xx. */
  minutes: Map<number, [number, number, number]>;
}

interface Feed {
  listeners: Set<Listener>;
  /** The seq of the last event handed to the listeners; undefined until it is read. */
  last: Promise<number>;
  reading: boolean;
  again: boolean;
}

const idOf = (seq: number) => `${START}-${seq}`;
const activityOf = (row: EventRow): Activity => ({
  id: idOf(row.seq),
  seq: row.seq,
  event: row.event as ActivityName,
  data: JSON.parse(row.data),
});

export function createSharedDashboard(deps: Deps, limits: RequestLogLimits & { eventsKept: number }) {
  const { store, logger } = deps;
  const bounds = {
    eventsKept: Math.max(limits.eventsKept, KEPT_FOR_PROCESSES),
    requestsKept: limits.kept,
    requestsMaxAgeMs: limits.maxAgeMs,
    minutesKeptMs: MINUTES * MINUTE_MS,
  };

  // ---- Writing: what this process recorded and published, in order, in as few transactions as load allows: one
  // runs at a time, and the next takes everything that came meanwhile.
  let batch = new Map<string, ClientBatch>();
  let writing: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  /** The call recorded last, whose 'request' event comes next (each call is published as it is recorded). */
  let recorded: { requestId: string; kept: Kept } | undefined;
  const batchOf = (clientId: string): ClientBatch => {
    let found = batch.get(clientId);
    if (!found) {
      found = { events: [], minutes: new Map() };
      batch.set(clientId, found);
    }
    void flush();
    return found;
  };
  /** Resolves once everything published so far is kept (or could not be, which is logged). */
  function flush(): Promise<void> {
    if (queued) return queued;
    writing = writing
      .then(() => {
        queued = undefined;
        const writes = batch;
        batch = new Map();
        // Clients in one order, so that two processes' transactions take the feeds' row locks in the same order.
        const clients = [...writes.keys()].sort();
        return store.transaction(async (tx) => {
          for (const clientId of clients) {
            const { events, minutes } = writes.get(clientId)!;
            if (events.length) await tx.dashboardLog.append(clientId, events, bounds, minutes);
          }
        });
      })
      .catch((error: unknown) => logger.warn({ error: loggable(error) }, 'the dashboard could not keep calls and events in the database'));
    queued = writing;
    return queued;
  }

  /** What this process recorded so far, written: a read after a call answered here sees that call. */
  const written = () => writing;

  // ---- Reading: each process's streams, fed from the database when it says a client has new events.
  const feeds = new Map<string, Feed>();
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  async function pull(clientId: string) {
    const feed = feeds.get(clientId);
    if (!feed) return;
    if (feed.reading) {
      feed.again = true;
      return;
    }
    feed.reading = true;
    try {
      let last = await feed.last;
      do {
        feed.again = false;
        for (;;) {
          const rows = await store.dashboardLog.eventsAfter(clientId, last, READ_BATCH);
          for (const row of rows) {
            last = row.seq;
            const activity = activityOf(row);
            for (const listener of feed.listeners) listener(activity);
          }
          feed.last = Promise.resolve(last);
          if (rows.length < READ_BATCH) break;
        }
      } while (feed.again);
    } catch (error) {
      logger.warn({ error: loggable(error) }, 'the dashboard could not read new events from the database');
    } finally {
      feed.reading = false;
    }
  }
  const listen = () =>
    (listening ??= store.listen
      ? store
          .listen(
            DASHBOARD_CHANNEL,
            (clientId) => void pull(clientId),
            () => {
              for (const clientId of feeds.keys()) void pull(clientId);
            },
          )
          .catch((error: unknown) => {
            logger.warn({ error: loggable(error) }, 'the dashboard cannot hear new events from the database');
            listening = undefined;
            return undefined;
          })
      : Promise.resolve(undefined));

  const activity: ActivityFeed = {
    publish(clientId, event, data) {
      const request = recorded && (data as { requestId?: string }).requestId === recorded.requestId ? recorded.kept : undefined;
      if (event === 'request') recorded = undefined;
      batchOf(clientId).events.push({
        event,
        data: JSON.stringify(data),
        request: request && {
          requestId: request.requestId,
          at: request.at,
          operationId: request.operationId,
          httpStatus: request.httpStatus,
          userId: request.userId,
          record: JSON.stringify(request),
        },
      });
    },

    async since(clientId, lastEventId) {
      await written();
      const newest = await store.dashboardLog.lastSeq(clientId);
      const oldest = Math.max(1, newest - limits.eventsKept + 1);
      const { after, resync } = resumeAfter(lastEventId, { start: START, newest, oldest });
      const events: Activity[] = [];
      for (let from = Math.max(after, oldest - 1); from < newest; ) {
        const rows = await store.dashboardLog.eventsAfter(clientId, from, READ_BATCH);
        for (const row of rows) if (row.seq <= newest) events.push(activityOf(row));
        if (rows.length < READ_BATCH) break;
        from = rows.at(-1)!.seq;
      }
      return resync ? [resyncEvent(idOf(oldest - 1), resync), ...events] : events;
    },

    async lastEventId(clientId) {
      await written();
      const seq = await store.dashboardLog.lastSeq(clientId);
      return seq ? idOf(seq) : null;
    },

    subscribe(clientId, listener) {
      let feed = feeds.get(clientId);
      if (!feed) {
        // From the newest event on; the stream's catch-up, read after this, has the ones before.
        const last = listen().then(() => store.dashboardLog.lastSeq(clientId));
        feed = { listeners: new Set(), last, reading: false, again: false };
        last.catch(() => undefined);
        feeds.set(clientId, feed);
      }
      const { listeners } = feed;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size && feeds.get(clientId) === feed) feeds.delete(clientId);
      };
    },

    flush,

    async close() {
      await flush();
      const stop = await listening;
      await stop?.();
    },
  };

  const requestLog: RequestLog = {
    limits,
    record(clientId: string, exchange: Exchange) {
      const kept = keptRecord(exchange, limits.bodyLimitBytes);
      const minute = exchange.at - (exchange.at % MINUTE_MS);
      const counts = batchOf(clientId).minutes;
      const count = counts.get(minute) ?? [0, 0, 0];
      count[0]++;
      if (exchange.httpStatus >= 500) count[2]++;
      else if (exchange.httpStatus >= 400) count[1]++;
      counts.set(minute, count);
      recorded = { requestId: kept.requestId, kept };
      return summaryOf(kept);
    },

    async list(clientId: string, filter: RequestFilter, now: number) {
      await written();
      const records = await store.dashboardLog.requests(clientId, {
        operationId: filter.operationId,
        statusFrom: filter.statusClass === undefined ? undefined : Number(filter.statusClass[0]) * 100,
        userId: filter.userId,
        count: filter.count,
        since: now - limits.maxAgeMs,
      });
      return records.map((text) => summaryOf(JSON.parse(text) as Kept));
    },

    async get(clientId: string, requestId: string, now: number): Promise<RequestRecord | undefined> {
      await written();
      const text = await store.dashboardLog.request(clientId, requestId, now - limits.maxAgeMs);
      if (text === undefined) return undefined;
      const { responseText, ...record } = JSON.parse(text) as Kept;
      return responseText === undefined ? record : { ...record, responseBody: JSON.parse(responseText) };
    },

    async minutes(clientId: string, now: number) {
      await written();
      const rows = await store.dashboardLog.minutes(clientId, now - (now % MINUTE_MS) - (MINUTES - 1) * MINUTE_MS);
      const byMinute = new Map(rows.map((r) => [r.at, r]));
      return hourOf(now, (at) => byMinute.get(at));
    },
  };

  return { activity, requestLog };
}
