// The dashboard's kept calls and stream events on PostgreSQL, shared by every process (migration 018): appended in
// one transaction per batch, numbered per client under the lock of the client's feed row (so that events commit in
// the order of their numbers, and a reader that reads after the last number it saw misses none), and bounded as in
// memory: the latest events and calls, none older than they are kept, and the last hour's counts.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.js';
import type { Tables } from '../schema.js';

export const DASHBOARD_CHANNEL = 'dashboard_events';
/** Events of a client between two trims of what it no longer keeps. */
const TRIM_EVERY = 64;

export interface KeptRequestRow {
  requestId: string;
  at: number;
  operationId: string | null;
  httpStatus: number;
  userId: string | null;
  /** The kept call, as JSON text. */
  record: string;
}

export interface AppendedEvent {
  event: string;
  /** As JSON text. */
  data: string;
  request?: KeptRequestRow;
}

export interface EventRow {
  seq: number;
  event: string;
  data: string;
}

export interface LogBounds {
  eventsKept: number;
  requestsKept: number;
  requestsMaxAgeMs: number;
  minutesKeptMs: number;
}

export interface RequestQuery {
  operationId?: string | undefined;
  statusFrom?: number | undefined;
  userId?: string | undefined;
  count: number;
  since: number;
}

export function dashboardLogStore(db: Kysely<Tables>, engine: Engine) {
  /** Deletes what fell out of the client's kept window: old events, calls and minutes. */
  async function trim(clientId: string, last: number, newestAt: number | undefined, bounds: LogBounds) {
    await db
      .deleteFrom('dashboard_events')
      .where('client_id', '=', clientId)
      .where('seq', '<=', last - bounds.eventsKept)
      .execute();
    if (newestAt !== undefined) {
      const keptFrom = db
        .selectFrom('dashboard_requests')
        .select('seq')
        .where('client_id', '=', clientId)
        .orderBy('seq', 'desc')
        .offset(bounds.requestsKept)
        .limit(1);
      await db
        .deleteFrom('dashboard_requests')
        .where('client_id', '=', clientId)
        .where((eb) => eb.or([eb('seq', '<=', keptFrom), eb('at', '<', newestAt - bounds.requestsMaxAgeMs)]))
        .execute();
      await db
        .deleteFrom('dashboard_minutes')
        .where('client_id', '=', clientId)
        .where('at', '<', newestAt - bounds.minutesKeptMs)
        .execute();
    }
  }

  return {
    /** Appends a client's events (and the calls among them) after its last; answers the number of the last. Run in a transaction. */
    async append(
      clientId: string,
      events: AppendedEvent[],
      bounds: LogBounds,
      minutes: Map<number, [number, number, number]>,
    ): Promise<number> {
      const n = events.length;
      const { seq: last } = await db
        .insertInto('dashboard_feeds')
        .values({ client_id: clientId, seq: n })
        .onConflict((oc) => oc.column('client_id').doUpdateSet({ seq: sql<number>`dashboard_feeds.seq + ${n}` }))
        .returning('seq')
        .executeTakeFirstOrThrow();
      const first = Number(last) - n + 1;
      await db
        .insertInto('dashboard_events')
        .values(events.map((e, i) => ({ client_id: clientId, seq: first + i, event: e.event, data: e.data })))
        .execute();
      const requests = events.flatMap((e, i) => (e.request ? [{ ...e.request, seq: first + i }] : []));
      if (requests.length)
        await db
          .insertInto('dashboard_requests')
          .values(
            requests.map((r) => ({
              client_id: clientId,
              seq: r.seq,
              request_id: r.requestId,
              at: r.at,
              operation_id: r.operationId,
              http_status: r.httpStatus,
              user_id: r.userId,
              record: r.record,
            })),
          )
          .execute();
      for (const [at, [requests, clientErrors, serverErrors]] of minutes)
        await db
          .insertInto('dashboard_minutes')
          .values({ client_id: clientId, at, requests, client_errors: clientErrors, server_errors: serverErrors })
          .onConflict((oc) =>
            oc.columns(['client_id', 'at']).doUpdateSet({
              requests: sql<number>`dashboard_minutes.requests + ${requests}`,
              client_errors: sql<number>`dashboard_minutes.client_errors + ${clientErrors}`,
              server_errors: sql<number>`dashboard_minutes.server_errors + ${serverErrors}`,
            }),
          )
          .execute();
      // Bounded as in memory, give or take TRIM_EVERY: what fell out of the kept window goes each time the client's
      // events pass a multiple of TRIM_EVERY, not on every batch, which would cost each call three more statements.
      if (Math.floor(Number(last) / TRIM_EVERY) !== Math.floor((Number(last) - n) / TRIM_EVERY))
        await trim(clientId, Number(last), requests.at(-1)?.at, bounds);
      if (engine === 'postgres') await sql`SELECT pg_notify(${DASHBOARD_CHANNEL}, ${clientId})`.execute(db);
      return Number(last);
    },

    /** The number of the client's last event; 0 when it has none. */
    async lastSeq(clientId: string): Promise<number> {
      const row = await db.selectFrom('dashboard_feeds').select('seq').where('client_id', '=', clientId).executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    /** The client's kept events after `after`, oldest first, at most `limit`. */
    async eventsAfter(clientId: string, after: number, limit: number): Promise<EventRow[]> {
      const rows = await db
        .selectFrom('dashboard_events')
        .select(['seq', 'event', 'data'])
        .where('client_id', '=', clientId)
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ seq: Number(r.seq), event: r.event, data: r.data }));
    },

    /** The kept calls that match, newest first, as JSON text. */
    async requests(clientId: string, q: RequestQuery): Promise<string[]> {
      let query = db.selectFrom('dashboard_requests').select('record').where('client_id', '=', clientId).where('at', '>=', q.since);
      if (q.operationId !== undefined) query = query.where('operation_id', '=', q.operationId);
      if (q.statusFrom !== undefined) query = query.where('http_status', '>=', q.statusFrom).where('http_status', '<', q.statusFrom + 100);
      if (q.userId !== undefined) query = query.where('user_id', '=', q.userId);
      // In the order kept, the stream's: each call is kept before it is answered, so that is the order of the answers.
      const rows = await query.orderBy('seq', 'desc').limit(q.count).execute();
      return rows.map((r) => r.record);
    },

    /** One kept call by its request id, as JSON text. */
    async request(clientId: string, requestId: string, since: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('dashboard_requests')
        .select('record')
        .where('client_id', '=', clientId)
        .where('request_id', '=', requestId)
        .where('at', '>=', since)
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      return row?.record;
    },

    /** The client's counts per minute from `from` on. */
    async minutes(clientId: string, from: number) {
      const rows = await db
        .selectFrom('dashboard_minutes')
        .select(['at', 'requests', 'client_errors', 'server_errors'])
        .where('client_id', '=', clientId)
        .where('at', '>=', from)
        .execute();
      return rows.map((r) => ({
        at: Number(r.at),
        requests: Number(r.requests),
        clientErrors: Number(r.client_errors),
        serverErrors: Number(r.server_errors),
      }));
    },
  };
}
