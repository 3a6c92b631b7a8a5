// Delivers the outbox: claims due events with FOR UPDATE SKIP LOCKED (several processes may share a
// PostgreSQL), posts them outside any transaction, and records every attempt. Delivery is at least once:
// a claim is a lease, so an event whose process died is claimed again when the lease ends.
import { performance } from 'node:perf_hooks';
import type { operations } from '../../../generated/openapi.js';
import { signWebhook } from '../../../client/webhooks.js';
import { hex, uuid } from '../../deps/random.js';
import { onClientTime, realClockOf } from '../../deps/time.js';
import type { Deps } from '../../deps/deps.js';
import { errors } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { DueEvent as StoredEvent } from '../../store/webhooks/outbox.js';
import type { EventPayload } from '../transfers/transferRecords.js';
import type { ActivityFeed } from '../activityFeed.js';
import { timeOf } from '../clientTime.js';
import { cleanText, postPinned } from './webhookPost.js';
import { signatureVerifies } from './webhookAttempts.js';
import { deliveryTarget } from './webhookUrls.js';
import { signingSecrets } from './webhookFaults.js';
import { webhookEvents } from './webhookEvents.js';
import { deliveriesUnderWay } from './underWay.js';

type TransferWebhook = Schemas['TransferWebhookPayload'];
const WEBHOOK_OPERATION: keyof operations = 'transferStatusWebhook';

type DueEvent = StoredEvent & { payload: EventPayload };

interface Outcome {
  httpStatus: number | null;
  latencyMs: number;
  error: string | null;
  retryAfterMs: number | null;
  /** What was sent, as signed, and the start of the answer. */
  sent: { headers: Record<string, string>; body: string };
  excerpt: string | null;
}

/** How long an attempt's error may be (the spec's bound on `error`). */
const MAX_ERROR_CHARS = 4000;

/** A status a receiver may answer: HTTP's range; anything else is kept as an attempt that got no valid answer. */
const isHttpStatus = (status: number) => Number.isInteger(status) && status >= 100 && status <= 599;

/**
 * A receiver's Retry-After in milliseconds, at most `cap`: whole seconds (RFC 9110's delay-seconds, digits only) or
 * an HTTP date; anything else is ignored.
 */
function retryAfterOf(value: string | string[] | undefined, now: number, cap: number): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{1,20}$/.test(text)) return Math.min(Number(text) * 1000, cap);
  const date = Date.parse(text);
  return Number.isNaN(date) || /^[-+\d.eE\s]+$/.test(text) ? null : Math.min(Math.max(0, date - now), cap);
}

/** The dashboard's test delivery: the payload of a transfer no one has, signed as every delivery. */
const testPayload = (eventId: string, transferId: string, now: number, status: Schemas['TransferStatus']): EventPayload => ({
  EventId: eventId,
  TransferId: transferId,
  Timestamp: now,
  TransferStatus: status,
  TransactionId: null,
  TxHash: null,
  UserId: 'dashboard-test',
  Token: 'ETH',
  Chain: 'ethereum',
  SourceAmount: 0.01,
  SourceAccountProvider: 'sandbox',
  DestinationAmount: 0.01,
  DestinationAddress: '0x0000000000000000000000000000000000000000',
  RefundAddress: null,
});

/** What an attempt shows of what was sent and what the receiver answered. */
const exchanged = (outcome: Outcome) => ({
  requestHeaders: outcome.sent.headers,
  requestBody: outcome.sent.body,
  httpStatus: outcome.httpStatus,
  responseExcerpt: outcome.excerpt,
  durationMs: outcome.latencyMs,
  error: outcome.error,
});

/** The fault a client's rules set on a webhook attempt, which sandbox/faults.ts decides from above. */
export interface WebhookFaults {
  forWebhook(event: {
    clientId: string;
    clockNow: number | null;
    payload: { UserId?: unknown };
  }): Promise<{ rule: string; action: Schemas['FaultAction']; delayMs: number } | undefined>;
}

export function createWebhooks({ store, random, clock, config, observer }: Deps, activity?: ActivityFeed, faults?: WebhookFaults) {
  const { timeoutMs, retryScheduleMs, allowPrivate } = config.webhook;
  // Longer than any attempt can take (its timeout, and as long again, at most 5 s, to record it); a claim left by a
  // process that died is free again after it.
  // A receiver's Retry-After is honoured up to the longest wait of the schedule, so it can delay an event, never park it.
  const longestWaitMs = Math.max(...retryScheduleMs);
  const leaseMs = timeoutMs + Math.min(timeoutMs, 5_000);
  // Leases and signatures are real time whatever the client's clock: a receiver checks the timestamp against its own.
  const real = realClockOf(clock);
  const underWay = deliveriesUnderWay();

  async function claim(limit: number, clientId?: string): Promise<DueEvent[]> {
    const now = real.now();
    return (await store.transaction((tx) => tx.outbox.claimDue(now, limit, now + leaseMs, clientId))) as DueEvent[];
  }

  /** Signs one attempt: a fresh Id and timestamp, one signature per live secret. */
  function sign(event: DueEvent, stale = false) {
    const now = real.now();
    const sentAt = Math.floor(now / 1000);
    const { EventId, ...rest } = event.payload;
    const body = JSON.stringify({ EventId, Id: uuid(random), SentTimestamp: sentAt, ...rest } satisfies TransferWebhook);
    const secrets = signingSecrets(event, now, stale);
    const signed = signWebhook(body, { id: event.id, timestamp: sentAt, secrets });
    return { body, headers: { 'content-type': 'application/json', 'user-agent': 'account-connection-webhooks/1.0', ...signed } };
  }

  async function post(event: DueEvent, stale = false): Promise<Outcome> {
    const sent = sign(event, stale);
    const { body, headers } = sent;
    const started = performance.now();
    // Checked again on each delivery, on the addresses the host resolves to now; the POST goes to the one checked.
    const target = await deliveryTarget(event.webhookUrl, allowPrivate);
    if ('problem' in target)
      return { httpStatus: null, latencyMs: 0, error: `refused: ${target.problem}`, retryAfterMs: null, sent, excerpt: null };
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await postPinned(event.webhookUrl, target, headers, body, signal);
      const valid = isHttpStatus(response.status);
      if (valid) observer?.answered(WEBHOOK_OPERATION, response.status);
      return {
        httpStatus: valid ? response.status : null,
        latencyMs: Math.round(performance.now() - started),
        error: valid ? null : `the receiver answered ${response.status}, not an HTTP status`,
        retryAfterMs: retryAfterOf(response.headers['retry-after'], clock.now(), longestWaitMs),
        sent,
        excerpt: response.excerpt,
      };
    } catch (error) {
      const message = signal.aborted ? `timeout after ${timeoutMs} ms` : cleanText((error as Error).message).slice(0, MAX_ERROR_CHARS);
      return {
        httpStatus: null,
        latencyMs: Math.round(performance.now() - started),
        error: message,
        retryAfterMs: null,
        sent,
        excerpt: null,
      };
    }
  }

  /** Exponential schedule with ±20% jitter from the random source. */
  function backoff(attempt: number): number {
    const base = retryScheduleMs[attempt - 1]!;
    const jitter = 0.8 + (random.bytes(4).readUInt32BE(0) / 2 ** 32) * 0.4;
    return Math.round(base * jitter);
  }

  /** The event's state after an attempt: delivered, failed for good, or pending again at a time. */
  function nextState(
    attempt: number,
    outcome: Outcome,
    now: number,
  ): { status: 'delivered' | 'failed' } | { nextAttemptAt: number; disable?: true } {
    const status = outcome.httpStatus ?? 0;
    if (status >= 200 && status < 300) return { status: 'delivered' };
    // Gone: the endpoint is disabled; its events wait until an endpoint is registered again.
    if (status === 410) return { nextAttemptAt: now, disable: true };
    if (attempt > retryScheduleMs.length) return { status: 'failed' };
    return { nextAttemptAt: now + Math.max(backoff(attempt), outcome.retryAfterMs ?? 0) }; // retryAfterMs is capped already
  }

  async function record(event: DueEvent, outcome: Outcome) {
    const attempt = event.attempts + 1;
    const now = clock.now();
    const next = nextState(attempt, outcome, now);
    // The event is updated first: that locks it, or finds it deleted meanwhile (a disconnect, a reset), in which case
    // the attempt is dropped with it rather than refused by its foreign key.
    const kept = await store.transaction(async (tx) => {
      if (!(await tx.outbox.settle(event.id, attempt, 'status' in next ? { status: next.status } : { nextAttemptAt: next.nextAttemptAt })))
        return false;
      await tx.outbox.recordAttempt({
        eventId: event.id,
        attempt,
        attemptedAt: now,
        httpStatus: outcome.httpStatus,
        latencyMs: outcome.latencyMs,
        error: outcome.error,
        requestHeaders: outcome.sent.headers,
        requestBody: outcome.sent.body,
        responseExcerpt: outcome.excerpt,
      });
      if ('disable' in next) await tx.clients.disableWebhook(event.clientId);
      return true;
    });
    if (!kept) return;
    activity?.publish(event.clientId, 'webhookAttempt', {
      eventId: event.id,
      transferId: event.payload.TransferId,
      transferStatus: event.payload.TransferStatus,
      eventStatus: 'status' in next ? next.status : 'pending',
      attempt,
      attemptedAt: now,
      ...exchanged(outcome),
      nextAttemptAt: 'status' in next ? null : next.nextAttemptAt,
      signatureVerified: signatureVerifies(outcome.sent.headers, outcome.sent.body, event.webhookSecret),
    });
  }

  /**
   * The earliest client time at which an event attempted at `at` can be due again: its shortest retry wait (the
   * schedule's, less the jitter), never for its last attempt.
   */
  function earliestRetry(event: DueEvent, at: number): number {
    const base = retryScheduleMs[event.attempts];
    return base === undefined ? Number.POSITIVE_INFINITY : at + Math.floor(base * 0.8);
  }

  /** Posts one event and records the attempt on its client's time; true when the receiver acknowledged it. */
  function deliver(event: DueEvent): Promise<boolean> {
    const delivery = (async () => {
      // A fault the client's rules set on this attempt (webhookFaults.ts): held, signed stale, or delivered twice.
      const fault = (await faults?.forWebhook(event))?.action;
      if (fault?.kind === 'hold') {
        await onClientTime(event.clockNow === null ? undefined : await timeOf(store, event.clientId), () =>
          store.outbox.settle(event.id, event.attempts, { nextAttemptAt: clock.now() + (fault.holdSeconds ?? 0) * 1000 }),
        );
        return false;
      }
      const outcome = await post(event, fault?.kind === 'staleSignature');
      const time = event.clockNow === null ? undefined : await timeOf(store, event.clientId);
      await onClientTime(time, () => record(event, outcome));
      const acknowledged = (o: Outcome) => o.httpStatus !== null && o.httpStatus >= 200 && o.httpStatus < 300;
      if (fault?.kind === 'duplicate' && acknowledged(outcome)) {
        const again = await post(event); // the same EventId, a new Id: as a retry would send it
        await onClientTime(time, () => record({ ...event, attempts: event.attempts + 1 }, again));
      }
      return acknowledged(outcome);
    })();
    underWay.add(event.clientId, delivery, earliestRetry(event, event.clockNow ?? clock.now()));
    return delivery;
  }

  return {
    ...webhookEvents(store, clock),
    /**
     * Delivers the events that are due by their client's time (of one client, when given); says how many attempts
     * were made and how many the receivers acknowledged.
     */
    async dispatchDue(limit = 50, clientId?: string): Promise<{ attempted: number; delivered: number }> {
      const events = await claim(limit, clientId);
      const outcomes = await Promise.all(events.map((event) => deliver(event)));
      return { attempted: events.length, delivered: outcomes.filter(Boolean).length };
    },

    /**
     * Claims the events of the client due by its time and starts their deliveries without waiting for them: each
     * promise resolves to whether its receiver acknowledged it.
     */
    async startDue(limit: number, clientId: string): Promise<Promise<boolean>[]> {
      return (await claim(limit, clientId)).map((event) => deliver(event));
    },

    holdUntil: underWay.holdUntil,
    busy: underWay.busy,
    idle: underWay.idle,

    /**
     * The dashboard's test delivery: one transferStatus payload of no transfer, signed with the current secret (and
     * the previous one while it still signs), posted now and not kept; what was sent and what the receiver answered.
     */
    async sendTest(clientId: string, status: Schemas['TransferStatus']): Promise<Schemas['DashboardTestWebhook']> {
      const endpoint = await store.clients.webhookEndpoint(clientId);
      if (!endpoint?.webhook_url || !endpoint.webhook_secret) throw errors.webhookNotFound();
      const eventId = `evt_test_${hex(random, 6)}`;
      const event: DueEvent = {
        id: eventId,
        payload: testPayload(eventId, uuid(random), clock.now(), status),
        attempts: 0,
        clientId,
        webhookUrl: endpoint.webhook_url,
        webhookSecret: endpoint.webhook_secret,
        webhookPreviousSecret: null,
        webhookPreviousUntil: null,
        clockNow: null,
      };
      return { eventId, ...exchanged(await post(event)) };
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
