// Delivers the outbox: claims due events with FOR UPDATE SKIP LOCKED (several processes may share a
// PostgreSQL), posts them outside any transaction, and records every attempt. Delivery is at least once:
// a claim is a lease, so an event whose process died is claimed again when the lease ends.
import { performance } from 'node:perf_hooks';
import type { operations } from '../../generated/openapi.js';
import { retryAfterMs } from '../../client/retry.js';
import { signWebhook } from '../../client/webhooks.js';
import { hex, onClientTime, realClockOf, uuid, type Deps } from '../deps.js';
import { ContractError, errors } from '../contract/errors.js';
import type { Schemas } from '../contract/types.js';
import type { DueEvent as StoredEvent } from '../store/outbox.js';
import type { EventPayload } from './transferRecords.js';
import type { ActivityFeed } from './activity.js';
import { timeOf } from './clientTime.js';
import { postPinned } from './webhookPost.js';
import { signatureVerifies } from './webhookAttempts.js';
import { deliveryTarget } from './webhookUrls.js';

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

export function createWebhooks({ store, random, clock, config, observer }: Deps, activity?: ActivityFeed) {
  const { timeoutMs, retryScheduleMs, allowPrivate } = config.webhook;
  // Longer than any attempt can take (its timeout, and as long again, at most 5 s, to record it); a claim left by a
  // process that died is free again after it.
  const leaseMs = timeoutMs + Math.min(timeoutMs, 5_000);
  // Leases and signatures are real time whatever the client's clock: a receiver checks the timestamp against its own.
  const real = realClockOf(clock);
  /** Deliveries under way in this process, per client: an advance of the client's test clock waits for them. */
  const underWay = new Map<string, Set<Promise<unknown>>>();

  async function claim(limit: number, clientId?: string): Promise<DueEvent[]> {
    const now = real.now();
    return (await store.transaction((tx) => tx.outbox.claimDue(now, limit, now + leaseMs, clientId))) as DueEvent[];
  }

  /** Signs one attempt: a fresh Id and timestamp, one signature per live secret. */
  function sign(event: DueEvent) {
    const now = real.now();
    const sentAt = Math.floor(now / 1000);
    const { EventId, ...rest } = event.payload;
    const body = JSON.stringify({ EventId, Id: uuid(random), SentTimestamp: sentAt, ...rest } satisfies TransferWebhook);
    const secrets = [event.webhookSecret];
    if (event.webhookPreviousSecret && (event.webhookPreviousUntil ?? 0) > now) secrets.push(event.webhookPreviousSecret);
    const signed = signWebhook(body, { id: event.id, timestamp: sentAt, secrets });
    return { body, headers: { 'content-type': 'application/json', 'user-agent': 'account-connection-webhooks/1.0', ...signed } };
  }

  async function post(event: DueEvent): Promise<Outcome> {
    const sent = sign(event);
    const { body, headers } = sent;
    const started = performance.now();
    // Checked again on each delivery, on the addresses the host resolves to now; the POST goes to the one checked.
    const target = await deliveryTarget(event.webhookUrl, allowPrivate);
    if ('problem' in target)
      return { httpStatus: null, latencyMs: 0, error: `refused: ${target.problem}`, retryAfterMs: null, sent, excerpt: null };
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await postPinned(event.webhookUrl, target, headers, body, signal);
      observer?.answered(WEBHOOK_OPERATION, response.status);
      const retryAfter = response.headers['retry-after'];
      return {
        httpStatus: response.status,
        latencyMs: Math.round(performance.now() - started),
        error: null,
        retryAfterMs: retryAfterMs(typeof retryAfter === 'string' ? retryAfter : null, clock.now()) ?? null,
        sent,
        excerpt: response.excerpt,
      };
    } catch (error) {
      const message = signal.aborted ? `timeout after ${timeoutMs} ms` : (error as Error).message;
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
    return { nextAttemptAt: now + Math.max(backoff(attempt), outcome.retryAfterMs ?? 0) };
  }

  async function record(event: DueEvent, outcome: Outcome) {
    const attempt = event.attempts + 1;
    const now = clock.now();
    const next = nextState(attempt, outcome, now);
    await store.transaction(async (tx) => {
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
      await tx.outbox.settle(event.id, attempt, 'status' in next ? { status: next.status } : { nextAttemptAt: next.nextAttemptAt });
    });
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

  /** Posts one event and records the attempt on its client's time; true when the receiver acknowledged it. */
  function deliver(event: DueEvent): Promise<boolean> {
    const delivery = (async () => {
      const outcome = await post(event);
      const time = event.clockNow === null ? undefined : await timeOf(store, event.clientId);
      await onClientTime(time, () => record(event, outcome));
      return outcome.httpStatus !== null && outcome.httpStatus >= 200 && outcome.httpStatus < 300;
    })();
    const running = underWay.get(event.clientId) ?? new Set();
    underWay.set(event.clientId, running.add(delivery));
    const done = () => {
      running.delete(delivery);
      if (!running.size) underWay.delete(event.clientId);
    };
    delivery.then(done, done);
    return delivery;
  }

  return {
    /**
     * Delivers the events that are due by their client's time (of one client, when given); says how many attempts
     * were made and how many the receivers acknowledged.
     */
    async dispatchDue(limit = 50, clientId?: string): Promise<{ attempted: number; delivered: number }> {
      const events = await claim(limit, clientId);
      const outcomes = await Promise.all(events.map((event) => deliver(event)));
      return { attempted: events.length, delivered: outcomes.filter(Boolean).length };
    },

    /** Resolves when this process has no delivery of the client's under way. */
    async idle(clientId: string) {
      for (let running = underWay.get(clientId); running?.size; running = underWay.get(clientId)) await Promise.all(running);
    },

    async deliveries(clientId: string): Promise<Schemas['WebhookDeliveries']> {
      if (!(await store.clients.exists(clientId))) throw errors.clientNotFound();
      const records = await store.outbox.deliveries(clientId);
      return {
        deliveries: records.map((r) => ({
          ...r,
          transferStatus: r.transferStatus as Schemas['TransferStatus'],
          eventStatus: r.eventStatus as Schemas['WebhookDelivery']['eventStatus'],
        })),
      };
    },

    /** The sandbox control (and the dashboard's resend): every event of the transfer goes out again, with its EventId, in order. */
    async redeliverTransfer(clientId: string, transferId: string): Promise<Schemas['WebhooksQueued']> {
      if (!(await store.transfers.get(transferId, clientId))) throw errors.transferNotFound();
      const events = await store.outbox.redeliverTransfer(transferId, clientId, clock.now());
      return { transferId, events: events.map((e) => ({ eventId: e.id, transferStatus: e.transferStatus as Schemas['TransferStatus'] })) };
    },

    /** The dashboard: every event since `since` (the client's time) whose delivery failed goes out again, now. */
    async redeliverFailed(clientId: string, since: number): Promise<Schemas['DashboardResent']> {
      const now = (await timeOf(store, clientId))?.now ?? clock.now();
      const events = await store.outbox.redeliverFailed(clientId, since, now);
      return {
        events: events.map((e) => ({
          eventId: e.id,
          transferId: e.transferId,
          transferStatus: e.transferStatus as Schemas['TransferStatus'],
        })),
      };
    },

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

    /** The admin operation: due again now by the client's time, so a client on a test clock gets it too. */
    async redeliver(clientId: string, eventId: string) {
      const now = (await timeOf(store, clientId))?.now ?? clock.now();
      if (!(await store.outbox.redeliver(eventId, clientId, now)))
        throw new ContractError('eventNotFound', 'This client has no webhook event with this id.');
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
