// The webhook receiver of a sandbox started from code: an HTTP server on a free port, registered as the client's
// webhook URL, that verifies each delivery with the client's secret (the client package's verifyWebhook, the same
// Standard Webhooks code the server signs with) and records it, so that a test awaits an event instead of sleeping.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, WebhookVerificationError, type TransferWebhook } from '../../client/webhooks.js';

/** One verified delivery. */
export interface WebhookDelivery {
  /** The `webhook-id` header: the event's EventId, the same on every attempt to deliver it. */
  id: string;
  /** The payload, verified and typed. */
  event: TransferWebhook;
  /** The body exactly as it arrived (what the signature covers). */
  body: string;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
  receivedAt: Date;
}

export type DeliveryPredicate = (event: TransferWebhook, delivery: WebhookDelivery) => boolean;

export interface WaitForOptions {
  /** How long to wait before rejecting with what did arrive; 10 s by default. */
  timeoutMs?: number;
}

/** The receiver, as `sandbox.webhooks`. */
export interface WebhookReceiver {
  /** Where the sandbox posts: registered as the client's webhook URL. */
  readonly url: string;
  /** The client's `whsec_` secret that every delivery is verified with. */
  readonly secret: string;
  /** The verified deliveries since the start (or the last clear()), in the order they arrived. */
  received(): WebhookDelivery[];
  /**
   * The first delivery, already received or still to come, whose event satisfies `predicate` (any delivery without
   * one). Rejects after `timeoutMs`, saying what arrived, and when the sandbox stops.
   */
  waitFor(predicate?: DeliveryPredicate, options?: WaitForOptions): Promise<WebhookDelivery>;
  /** Forgets what was received, so that a later waitFor sees only what comes after. */
  clear(): void;
}

/** The receiver with what only its sandbox does: set the secret once registered, and stop. */
export interface RunningReceiver extends WebhookReceiver {
  secret: string;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

interface Waiter {
  predicate: DeliveryPredicate;
  resolve(delivery: WebhookDelivery): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

const flatHeaders = (req: IncomingMessage) =>
  Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]));

/** Starts a receiver on `host`, port chosen by the system; `onDelivery` hears each verified one (the CLI prints them). */
export async function startReceiver(host: string, onDelivery?: (delivery: WebhookDelivery) => void): Promise<RunningReceiver> {
  let deliveries: WebhookDelivery[] = [];
  let refusals: string[] = [];
  const waiters = new Set<Waiter>();
  let closed = false;

  function record(delivery: WebhookDelivery) {
    deliveries.push(delivery);
    onDelivery?.(delivery);
    for (const waiter of waiters) {
      if (!waiter.predicate(delivery.event, delivery)) continue;
      waiters.delete(waiter);
      clearTimeout(waiter.timer);
      waiter.resolve(delivery);
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = flatHeaders(req);
      let event: TransferWebhook;
      try {
        event = verifyWebhook(body, headers, receiver.secret);
      } catch (error) {
        // Answered 400, so the sandbox retries it; a waitFor that times out names the refusals.
        refusals.push(error instanceof WebhookVerificationError ? error.reason : String(error));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(204).end();
      record({ id: headers['webhook-id'] ?? event.EventId, event, body, headers, receivedAt: new Date() });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const receiver: RunningReceiver = {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/webhooks`,
    secret: '',
    received: () => [...deliveries],
    clear() {
      deliveries = [];
      refusals = [];
    },
    waitFor(predicate = () => true, { timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
      const found = deliveries.find((d) => predicate(d.event, d));
      if (found) return Promise.resolve(found);
      if (closed) return Promise.reject(new Error('The sandbox is stopped: no webhook can arrive.'));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            reject(new Error(`No webhook matched within ${timeoutMs} ms. ${summary(deliveries, refusals)}`));
          }, timeoutMs),
        };
        waiters.add(waiter);
      });
    },
    async close() {
      closed = true;
      for (const waiter of waiters) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error('The sandbox stopped before a webhook matched.'));
      }
      waiters.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return receiver;
}

/** What arrived, for a waitFor that gives up: each event's status and transfer, and the refused deliveries. */
function summary(deliveries: WebhookDelivery[], refusals: string[]): string {
  const got = deliveries.length
    ? `Received ${deliveries.length}: ${deliveries.map((d) => `${d.event.TransferStatus} of ${d.event.TransferId}`).join(', ')}.`
    : 'None was received.';
  return refusals.length ? `${got} ${refusals.length} failed verification (${[...new Set(refusals)].join(', ')}).` : got;
}
