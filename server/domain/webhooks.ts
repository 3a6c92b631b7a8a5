// Delivers the outbox: claims due events with FOR UPDATE SKIP LOCKED (several processes may share a
// PostgreSQL), posts them outside any transaction, and records every attempt. Delivery is at least once:
// a claim is a lease, so an event whose process died is claimed again when the lease ends.
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import type { operations } from '../../generated/openapi.js';
import { uuid, type Deps } from '../deps.js';
import { recordCoverage } from '../http/coverage.js';
import { notFound } from '../http/errors.js';
import type { Schemas } from '../http/types.js';
import type { EventPayload } from './transfers.js';

type TransferWebhook = Schemas['TransferWebhookPayload'];
/** The Standard Webhooks headers, as the spec's webhook declares them. */
type WebhookHeaders = operations['transferStatusWebhook']['parameters']['header'];
const WEBHOOK_OPERATION: keyof operations = 'transferStatusWebhook';

interface DueEvent {
  id: string;
  payload: EventPayload;
  attempts: number;
  client_id: string;
  webhook_url: string;
  webhook_secret: string;
  webhook_previous_secret: string | null;
  webhook_previous_until: number | null;
}

interface Outcome {
  httpStatus: number | null;
  latencyMs: number;
  error: string | null;
  retryAfterMs: number | null;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function createWebhooks({ store, random, clock, config }: Deps) {
  const { timeoutMs, retryScheduleMs } = config.webhook;
  const { contractCoverageDir } = config;
  // Longer than any attempt can take; a claim left by a process that died is free again after it.
  const leaseMs = timeoutMs + 5_000;

  async function claim(limit: number): Promise<DueEvent[]> {
    return store.transaction(async (tx) => {
      const now = clock.now();
      const due = await tx.query<DueEvent>(
        `SELECT e.id, e.payload, e.attempts, e.client_id, c.webhook_url, c.webhook_secret, c.webhook_previous_secret, c.webhook_previous_until
         FROM webhook_events e JOIN api_clients c ON c.id = e.client_id
         WHERE e.status = 'pending' AND e.next_attempt_at <= $1 AND (e.locked_until IS NULL OR e.locked_until <= $1)
           AND c.webhook_url IS NOT NULL AND c.webhook_enabled
           -- events of one transfer go out in order: none while an earlier one is still pending
           AND NOT EXISTS (SELECT 1 FROM webhook_events p WHERE p.transfer_id = e.transfer_id AND p.seq < e.seq AND p.status = 'pending')
         ORDER BY e.next_attempt_at, e.created_at
         LIMIT $2
         FOR UPDATE OF e SKIP LOCKED`,
        [now, limit],
      );
      if (due.length) await tx.query('UPDATE webhook_events SET locked_until = $2 WHERE id = ANY($1)', [due.map((e) => e.id), now + leaseMs]);
      return due;
    });
  }

  /** Signs one attempt: a fresh Id and timestamp, one signature per live secret. */
  function sign(event: DueEvent) {
    const now = clock.now();
    const sentAt = Math.floor(now / 1000);
    const { EventId, ...rest } = event.payload;
    const body = JSON.stringify({ EventId, Id: uuid(random), SentTimestamp: sentAt, ...rest } satisfies TransferWebhook);
    const secrets = [event.webhook_secret];
    if (event.webhook_previous_secret && (event.webhook_previous_until ?? 0) > now) secrets.push(event.webhook_previous_secret);
    const signature = secrets.map((secret) => new Webhook(secret).sign(event.id, new Date(sentAt * 1000), body)).join(' ');
    const signed: WebhookHeaders = { 'webhook-id': event.id, 'webhook-timestamp': String(sentAt), 'webhook-signature': signature };
    return { body, headers: { 'content-type': 'application/json', 'user-agent': 'account-connection-webhooks/1.0', ...signed } };
  }

  async function post(event: DueEvent): Promise<Outcome> {
    const { body, headers } = sign(event);
    const started = performance.now();
    try {
      const response = await fetch(event.webhook_url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel().catch(() => undefined);
      if (contractCoverageDir) recordCoverage(contractCoverageDir, WEBHOOK_OPERATION, response.status);
      return { httpStatus: response.status, latencyMs: Math.round(performance.now() - started), error: null, retryAfterMs: retryAfterMs(response.headers.get('retry-after'), clock.now()) };
    } catch (error) {
      const name = (error as Error).name;
      const message = name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
      return { httpStatus: null, latencyMs: Math.round(performance.now() - started), error: message, retryAfterMs: null };
    }
  }

  /** Exponential schedule with ±20% jitter from the random source. */
  function backoff(attempt: number): number {
    const base = retryScheduleMs[attempt - 1]!;
    const jitter = 0.8 + (random.bytes(4).readUInt32BE(0) / 2 ** 32) * 0.4;
    return Math.round(base * jitter);
  }

  async function record(event: DueEvent, outcome: Outcome) {
    const attempt = event.attempts + 1;
    const now = clock.now();
    await store.transaction(async (tx) => {
      await tx.query('INSERT INTO webhook_attempts (event_id, attempt, attempted_at, http_status, latency_ms, error) VALUES ($1, $2, $3, $4, $5, $6)', [
        event.id,
        attempt,
        now,
        outcome.httpStatus,
        outcome.latencyMs,
        outcome.error,
      ]);
      const status = outcome.httpStatus ?? 0;
      if (status >= 200 && status < 300) {
        await tx.query("UPDATE webhook_events SET status = 'delivered', attempts = $2, locked_until = NULL WHERE id = $1", [event.id, attempt]);
      } else if (status === 410) {
        // Gone: the endpoint is disabled; its events wait until an endpoint is registered again.
        await tx.query('UPDATE api_clients SET webhook_enabled = false WHERE id = $1', [event.client_id]);
        await tx.query('UPDATE webhook_events SET attempts = $2, next_attempt_at = $3, locked_until = NULL WHERE id = $1', [event.id, attempt, now]);
      } else if (attempt > retryScheduleMs.length) {
        await tx.query("UPDATE webhook_events SET status = 'failed', attempts = $2, locked_until = NULL WHERE id = $1", [event.id, attempt]);
      } else {
        const delay = Math.max(backoff(attempt), outcome.retryAfterMs ?? 0);
        await tx.query('UPDATE webhook_events SET attempts = $2, next_attempt_at = $3, locked_until = NULL WHERE id = $1', [event.id, attempt, now + delay]);
      }
    });
  }

  return {
    /** Delivers the events that are due; returns how many attempts were made. */
    async dispatchDue(limit = 50): Promise<number> {
      const events = await claim(limit);
      await Promise.all(events.map(async (event) => record(event, await post(event))));
      return events.length;
    },

    async deliveries(clientId: string): Promise<Schemas['WebhookDeliveries']> {
      const [client] = await store.query('SELECT 1 FROM api_clients WHERE id = $1', [clientId]);
      if (!client) throw notFound('clientNotFound', 'No API client has this id.');
      const rows = await store.query<{
        event_id: string;
        transfer_id: string;
        transfer_status: Schemas['TransferStatus'];
        event_status: Schemas['WebhookDelivery']['eventStatus'];
        attempt: number;
        attempted_at: number;
        http_status: number | null;
        latency_ms: number;
        error: string | null;
      }>(
        `SELECT a.event_id, e.transfer_id, e.payload->>'TransferStatus' AS transfer_status, e.status AS event_status, a.attempt, a.attempted_at, a.http_status, a.latency_ms, a.error
         FROM webhook_attempts a JOIN webhook_events e ON e.id = a.event_id
         WHERE e.client_id = $1 ORDER BY a.attempted_at DESC, a.id DESC LIMIT 100`,
        [clientId],
      );
      return {
        deliveries: rows.map((r) => ({
          eventId: r.event_id,
          transferId: r.transfer_id,
          transferStatus: r.transfer_status,
          eventStatus: r.event_status,
          attempt: r.attempt,
          attemptedAt: r.attempted_at,
          httpStatus: r.http_status,
          latencyMs: r.latency_ms,
          error: r.error,
        })),
      };
    },

    async redeliver(clientId: string, eventId: string) {
      const rows = await store.query(
        "UPDATE webhook_events SET status = 'pending', attempts = 0, next_attempt_at = $3, locked_until = NULL WHERE id = $1 AND client_id = $2 RETURNING id",
        [eventId, clientId, clock.now()],
      );
      if (!rows.length) throw notFound('eventNotFound', 'This client has no webhook event with this id.');
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
