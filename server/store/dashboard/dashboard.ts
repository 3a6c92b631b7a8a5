// What the dashboard reads across the aggregates of one client: its connections with their holdings, the webhook
// events of a transfer, delivery attempts as sent and answered, the failed events to send again, the failures in
// force. Never on the path of an ordinary request.
import type { Kysely } from 'kysely';
import { fromDecimal } from '../amounts.js';
import type { Engine } from '../database.js';
import { readJson, type Tables } from '../schema.js';

export interface ConnectionSummaryRow {
  id: string;
  userId: string;
  type: string;
  accountId: string;
  accountName: string;
  reauthRequired: boolean;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  createdAt: number;
  holdings: { symbol: string; amount: number }[];
  balances: { symbol: string; cash: number }[];
}

export interface EventRow {
  id: string;
  transferId: string;
  transferStatus: string;
  timestamp: number;
  status: string;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  lastHttpStatus: number | null;
}

export interface AttemptRow {
  eventId: string;
  transferId: string;
  transferStatus: string;
  eventStatus: string;
  eventAttempts: number;
  nextAttemptAt: number;
  attempt: number;
  attemptedAt: number;
  httpStatus: number | null;
  latencyMs: number;
  error: string | null;
  requestHeaders: Record<string, string> | null;
  requestBody: string | null;
  responseExcerpt: string | null;
}

/** Rows grouped by their connection, in their order (Map.groupBy, which Node 20 lacks). */
function byConnection<R extends { connection_id: string }>(rows: R[]): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const group = groups.get(row.connection_id);
    if (group) group.push(row);
    else groups.set(row.connection_id, [row]);
  }
  return groups;
}

const payloadOf = (payload: unknown) => readJson<{ TransferStatus: string; Timestamp: number }>(payload);

export function dashboardStore(db: Kysely<Tables>, _engine: Engine) {
  return {
    /** The client's connections (of one user, when given), by user and creation, with their crypto positions and fiat balances. */
    async connections(clientId: string, userId?: string): Promise<ConnectionSummaryRow[]> {
      const ofClient = db
        .selectFrom('connections')
        .where('client_id', '=', clientId)
        .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!));
      const rows = await ofClient
        .select([
          'id',
          'user_id',
          'type',
          'account_id',
          'account_name',
          'reauth_required',
          'access_expires_at',
          'refresh_expires_at',
          'created_at',
        ])
        .orderBy('user_id')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      if (!rows.length) return [];
      // The same connections by a subquery, not their ids as parameters: a client can hold more than a statement takes.
      const ofRows = ofClient.select('id');
      const [positions, balances] = await Promise.all([
        db
          .selectFrom('positions')
          .select(['connection_id', 'symbol', 'amount'])
          .where('connection_id', 'in', ofRows)
          .where('kind', '=', 'crypto')
          .orderBy('symbol')
          .execute(),
        db
          .selectFrom('balances')
          .select(['connection_id', 'symbol', 'cash'])
          .where('connection_id', 'in', ofRows)
          .orderBy('symbol')
          .execute(),
      ]);
      // Grouped once: a filter per connection made the list quadratic in the client's connections.
      const holdings = byConnection(positions);
      const cash = byConnection(balances);
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        type: r.type,
        accountId: r.account_id,
        accountName: r.account_name,
        reauthRequired: Boolean(r.reauth_required),
        accessExpiresAt: Number(r.access_expires_at),
        refreshExpiresAt: Number(r.refresh_expires_at),
        createdAt: Number(r.created_at),
        holdings: (holdings.get(r.id) ?? []).map((p) => ({ symbol: p.symbol, amount: fromDecimal(p.amount) })),
        balances: (cash.get(r.id) ?? []).map((b) => ({ symbol: b.symbol, cash: fromDecimal(b.cash) })),
      }));
    },

    /** The client's connection with this id, if it has one. */
    async connectionExists(clientId: string, id: string): Promise<boolean> {
      const row = await db.selectFrom('connections').select('id').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
      return row !== undefined;
    },

    /** A transfer's webhook events, in order, each with the receiver's status at its latest attempt. */
    async eventsOf(clientId: string, transferId: string): Promise<EventRow[]> {
      const rows = await db
        .selectFrom('webhook_events as e')
        .select(['e.id', 'e.transfer_id', 'e.payload', 'e.status', 'e.attempts', 'e.next_attempt_at', 'e.created_at'])
        .select((eb) =>
          eb
            .selectFrom('webhook_attempts as a')
            .select('a.http_status')
            .whereRef('a.event_id', '=', 'e.id')
            .orderBy('a.id', 'desc')
            .limit(1)
            .as('last_http_status'),
        )
        .where('e.client_id', '=', clientId)
        .where('e.transfer_id', '=', transferId)
        .orderBy('e.seq')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        transferId: r.transfer_id,
        transferStatus: payloadOf(r.payload).TransferStatus,
        timestamp: Number(payloadOf(r.payload).Timestamp),
        status: r.status,
        attempts: r.attempts,
        nextAttemptAt: Number(r.next_attempt_at),
        createdAt: Number(r.created_at),
        lastHttpStatus: r.last_http_status ?? null,
      }));
    },

    /** The client's latest delivery attempts (of one transfer's events, when given), newest first. */
    async attempts(clientId: string, { transferId, limit }: { transferId?: string; limit: number }): Promise<AttemptRow[]> {
      const rows = await db
        .selectFrom('webhook_attempts as a')
        .innerJoin('webhook_events as e', 'e.id', 'a.event_id')
        .select(['a.event_id', 'e.transfer_id', 'e.payload', 'e.status', 'e.attempts', 'e.next_attempt_at'])
        .select([
          'a.attempt',
          'a.attempted_at',
          'a.http_status',
          'a.latency_ms',
          'a.error',
          'a.request_headers',
          'a.request_body',
          'a.response_excerpt',
        ])
        .where('e.client_id', '=', clientId)
        .$if(transferId !== undefined, (q) => q.where('e.transfer_id', '=', transferId!))
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        eventId: r.event_id,
        transferId: r.transfer_id,
        transferStatus: payloadOf(r.payload).TransferStatus,
        eventStatus: r.status,
        eventAttempts: r.attempts,
        nextAttemptAt: Number(r.next_attempt_at),
        attempt: r.attempt,
        attemptedAt: Number(r.attempted_at),
        httpStatus: r.http_status,
        latencyMs: r.latency_ms,
        error: r.error,
        requestHeaders: r.request_headers === null ? null : readJson<Record<string, string>>(r.request_headers),
        requestBody: r.request_body,
        responseExcerpt: r.response_excerpt,
      }));
    },

    /** The client's attempts since `from` (its time): when each was made, its status and duration, for the charts. */
    async attemptsSince(clientId: string, from: number): Promise<{ attemptedAt: number; httpStatus: number | null; latencyMs: number }[]> {
      const rows = await db
        .selectFrom('webhook_attempts as a')
        .innerJoin('webhook_events as e', 'e.id', 'a.event_id')
        .select(['a.attempted_at', 'a.http_status', 'a.latency_ms'])
        .where('e.client_id', '=', clientId)
        .where('a.attempted_at', '>=', from)
        .execute();
      return rows.map((r) => ({ attemptedAt: Number(r.attempted_at), httpStatus: r.http_status, latencyMs: r.latency_ms }));
    },
  };
}
