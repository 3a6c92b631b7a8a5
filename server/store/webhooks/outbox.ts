// The webhook outbox: events written with the status change they report, claimed by dispatchers under a lease,
// and every delivery attempt.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Engine } from '../database.js';
import { lockedForUpdate } from '../dialect.js';
import { readJson, type Tables } from '../schema.js';
import type { Schemas } from '../../contract/types.js';

export interface DueEvent {
  id: string;
  payload: unknown;
  attempts: number;
  clientId: string;
  webhookUrl: string;
  webhookSecret: string;
  webhookPreviousSecret: string | null;
  webhookPreviousUntil: number | null;
  /** The client's test clock time when it was claimed; null for a client on real time. */
  clockNow: number | null;
}

export interface DeliveryRecord {
  eventId: string;
  transferId: string;
  transferStatus: string;
  eventStatus: string;
  attempt: number;
  attemptedAt: number;
  httpStatus: number | null;
  latencyMs: number;
  error: string | null;
}

/** An event `e` of a client `c` (webhook_events as e, api_clients as c). */
type EventOfClient = ExpressionBuilder<Tables & { e: Tables['webhook_events']; c: Tables['api_clients'] }, 'e' | 'c'>;

/**
 * A pending event that a dispatcher may take once it is due: no lease on it lasts past `now`, its client has a webhook
 * endpoint that is enabled, and no earlier event of its transfer is pending (a transfer's events go out in order).
 */
export const deliverable =
  (now: number) =>
  ({ and, or, not, exists, selectFrom, eb }: EventOfClient) =>
    and([
      eb('e.status', '=', 'pending'),
      or([eb('e.locked_until', 'is', null), eb('e.locked_until', '<=', now)]),
      eb('c.webhook_url', 'is not', null),
      eb('c.webhook_enabled', '=', true),
      not(
        exists(
          selectFrom('webhook_events as p')
            .select('p.id')
            .whereRef('p.transfer_id', '=', 'e.transfer_id')
            .whereRef('p.seq', '<', 'e.seq')
            .where('p.status', '=', 'pending'),
        ),
      ),
    ]);

/** An event sent again from its first attempt, due at `now`. */
const sentAgain = (now: number) => ({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null }) as const;

export function outboxStore(db: Kysely<Tables>, engine: Engine) {
  return {
    /** Appends an event after the transfer's earlier ones. */
    async append(event: { id: string; clientId: string; transferId: string; payload: unknown; now: number }) {
      await db
        .insertInto('webhook_events')
        .values((eb) => ({
          id: event.id,
          client_id: event.clientId,
          transfer_id: event.transferId,
          seq: eb
            .selectFrom('webhook_events')
            .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
            .where('transfer_id', '=', event.transferId),
          payload: JSON.stringify(event.payload),
          next_attempt_at: event.now,
          created_at: event.now,
        }))
        .execute();
    },

    /**
     * Claims up to limit due events whose client has an enabled endpoint, leasing them until leaseUntil. Events of
     * one transfer go out in order: none while an earlier one is pending. Run inside a transaction.
     */
    async claimDue(now: number, limit: number, leaseUntil: number, clientId?: string): Promise<DueEvent[]> {
      const rows = await db
        .selectFrom('webhook_events as e')
        .innerJoin('api_clients as c', 'c.id', 'e.client_id')
        .leftJoin('test_clocks as t', 't.client_id', 'e.client_id')
        .select([
          't.now as clock_now',
          'e.id',
          'e.payload',
          'e.attempts',
          'e.client_id',
          'c.webhook_url',
          'c.webhook_secret',
          'c.webhook_previous_secret',
          'c.webhook_previous_until',
        ])
        // Due by the client's time: its test clock's, or `now`. Leases are real time, whatever the client's clock.
        .where('e.next_attempt_at', '<=', (eb) => eb.fn.coalesce('t.now', eb.val(now)))
        .where(deliverable(now))
        .$if(clientId !== undefined, (q) => q.where('e.client_id', '=', clientId!))
        .orderBy('e.next_attempt_at')
        .orderBy('e.created_at')
        .limit(limit)
        .$call(lockedForUpdate(engine, { skipLocked: true, of: 'e' }))
        .execute();
      if (rows.length)
        await db
          .updateTable('webhook_events')
          .set({ locked_until: leaseUntil })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      return rows.map((r) => ({
        id: r.id,
        payload: readJson(r.payload),
        attempts: r.attempts,
        clientId: r.client_id,
        webhookUrl: r.webhook_url!,
        webhookSecret: r.webhook_secret!,
        webhookPreviousSecret: r.webhook_previous_secret,
        webhookPreviousUntil: r.webhook_previous_until,
        clockNow: r.clock_now === null ? null : Number(r.clock_now),
      }));
    },

    async recordAttempt(attempt: {
      eventId: string;
      attempt: number;
      attemptedAt: number;
      httpStatus: number | null;
      latencyMs: number;
      error: string | null;
      /** What was sent, as signed, and the start of the answer: what the dashboard shows of the attempt. */
      requestHeaders?: Record<string, string>;
      requestBody?: string;
      responseExcerpt?: string | null;
    }) {
      await db
        .insertInto('webhook_attempts')
        .values({
          event_id: attempt.eventId,
          attempt: attempt.attempt,
          attempted_at: attempt.attemptedAt,
          http_status: attempt.httpStatus,
          latency_ms: attempt.latencyMs,
          error: attempt.error,
          request_headers: attempt.requestHeaders ? JSON.stringify(attempt.requestHeaders) : null,
          request_body: attempt.requestBody ?? null,
          response_excerpt: attempt.responseExcerpt ?? null,
        })
        .execute();
    },

    /**
     * Ends the lease with the event's new state: delivered, failed for good, or pending again at nextAttemptAt. False
     * when the event is gone (its connection was removed, or its sandbox reset, while it was being delivered).
     */
    async settle(
      id: string,
      attempts: number,
      next: { status: Exclude<Schemas['WebhookDelivery']['eventStatus'], 'pending'> } | { nextAttemptAt: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('webhook_events')
        .set(
          'status' in next
            ? { status: next.status, attempts, locked_until: null }
            : { attempts, next_attempt_at: next.nextAttemptAt, locked_until: null },
        )
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The client's latest 100 attempts, newest first. */
    async deliveries(clientId: string): Promise<DeliveryRecord[]> {
      const rows = await db
        .selectFrom('webhook_attempts as a')
        .innerJoin('webhook_events as e', 'e.id', 'a.event_id')
        .select([
          'a.event_id',
          'e.transfer_id',
          'e.payload',
          'e.status',
          'a.attempt',
          'a.attempted_at',
          'a.http_status',
          'a.latency_ms',
          'a.error',
        ])
        .where('e.client_id', '=', clientId)
        .orderBy('a.attempted_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((r) => ({
        eventId: r.event_id,
        transferId: r.transfer_id,
        transferStatus: readJson<{ TransferStatus: string }>(r.payload).TransferStatus,
        eventStatus: r.status,
        attempt: r.attempt,
        attemptedAt: r.attempted_at,
        httpStatus: r.http_status,
        latencyMs: r.latency_ms,
        error: r.error,
      }));
    },

    /** Sends every event of the client's transfer again from its first attempt; the events, in their order. */
    async redeliverTransfer(transferId: string, clientId: string, now: number): Promise<{ id: string; transferStatus: string }[]> {
      const rows = await db
        .updateTable('webhook_events')
        .set(sentAgain(now))
        .where('transfer_id', '=', transferId)
        .where('client_id', '=', clientId)
        .returning(['id', 'seq', 'payload'])
        .execute();
      return rows
        .sort((a, b) => a.seq - b.seq)
        .map((r) => ({ id: r.id, transferStatus: readJson<{ TransferStatus: string }>(r.payload).TransferStatus }));
    },

    /**
     * Sends again, from their first attempt, the client's events created at or after `since` whose delivery failed:
     * for good, or pending after a failed attempt. Answers them in creation order.
     */
    async redeliverFailed(
      clientId: string,
      since: number,
      now: number,
    ): Promise<{ id: string; transferId: string; transferStatus: string }[]> {
      const rows = await db
        .updateTable('webhook_events')
        .set(sentAgain(now))
        .where('client_id', '=', clientId)
        .where('created_at', '>=', since)
        .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)])]))
        .returning(['id', 'transfer_id', 'payload', 'created_at', 'seq'])
        .execute();
      return rows
        .sort((a, b) => Number(a.created_at) - Number(b.created_at) || a.seq - b.seq)
        .map((r) => ({
          id: r.id,
          transferId: r.transfer_id,
          transferStatus: readJson<{ TransferStatus: string }>(r.payload).TransferStatus,
        }));
    },

    /** Sends the client's event again from its first attempt; false when the client has no such event. */
    async redeliver(id: string, clientId: string, now: number): Promise<boolean> {
      const rows = await db
        .updateTable('webhook_events')
        .set(sentAgain(now))
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .returning('id')
        .execute();
      return rows.length > 0;
    },
  };
}
