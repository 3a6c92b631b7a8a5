// Transfer webhooks signed and verified: the one implementation of the signing protocol (Standard Webhooks),
// used by the server to sign deliveries, by receivers to verify them, and by tests to make them.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { components, operations } from '../generated/openapi.js';

export type TransferWebhook = components['schemas']['TransferWebhookPayload'];
/** The Standard Webhooks headers, as the spec's webhook declares them. */
export type WebhookHeaders = operations['transferStatusWebhook']['parameters']['header'];
type WebhookHeader = keyof WebhookHeaders;

/** The v1 signature of one delivery with one secret. */
const signature = (secret: string, id: string, timestamp: number, body: string) =>
  new Webhook(secret).sign(id, new Date(timestamp * 1000), body);

/** The public service's signature: Base64 of HMAC-SHA256 over the raw body, keyed by the secret string's UTF-8 bytes. */
const meshSignature = (secret: string, body: string) =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(body, 'utf8').digest('base64');

/**
 * The headers of a delivery, signed both ways with the same secret: the Standard Webhooks headers (its id, its
 * timestamp in unix seconds, and one v1 signature per secret, space-separated while a rotated secret overlaps the
 * new one), and the public service's X-Mesh-Signature-256 with the newest secret, the first of `secrets`.
 */
export function signWebhook(
  body: string,
  { id, timestamp, secrets }: { id: string; timestamp: number; secrets: string | string[] },
): WebhookHeaders {
  const all = [secrets].flat();
  const signatures = all.map((secret) => signature(secret, id, timestamp, body));
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatures.join(' '),
    'X-Mesh-Signature-256': meshSignature(all[0]!, body),
  };
}

/**
 * A delivery signed as the sandbox signs it, to test a receiver without a server (as stripe-node's
 * generateTestHeaderString does): the body to post and its headers. The timestamp is now unless given.
 */
export function signTestWebhook(
  payload: TransferWebhook | string,
  secret: string | string[],
  { id = randomUUID(), timestamp = Math.floor(Date.now() / 1000) }: { id?: string; timestamp?: number } = {},
): { body: string; headers: WebhookHeaders & { 'content-type': string } } {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return { body, headers: { 'content-type': 'application/json', ...signWebhook(body, { id, timestamp, secrets: secret }) } };
}

export type WebhookFailure =
  | 'missingHeaders'
  | 'invalidTimestamp'
  | 'timestampTooOld'
  | 'timestampInFuture'
  | 'invalidSignature'
  | 'invalidPayload';

export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: WebhookFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export interface VerifyOptions {
  /** Seconds a timestamp may be off; 5 minutes by default. */
  toleranceSeconds?: number;
  /** Current time in milliseconds; injectable for tests. */
  now?: () => number;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: WebhookHeader): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  return Array.isArray(value) ? value[0] : value;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Verifies a webhook and returns its typed payload. `secrets` may hold several `whsec_` secrets (during a
 * rotation). Signed the Standard Webhooks way, any one valid `v1` signature among the space-separated ones is
 * enough, within the timestamp tolerance; those headers decide whenever they are present. A delivery signed only
 * the public service's way (`X-Mesh-Signature-256`, which carries no timestamp) is checked by that signature.
 * Throws WebhookVerificationError otherwise. Pass the body exactly as received: a re-serialised body fails.
 */
export function verifyWebhook(
  rawBody: string | Buffer,
  headers: HeaderSource,
  secrets: string | string[],
  options: VerifyOptions = {},
): TransferWebhook {
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  const mesh = header(headers, 'X-Mesh-Signature-256');
  if (!id && !timestamp && !signatures && mesh) {
    if (![secrets].flat().some((secret) => same(meshSignature(secret, body), mesh)))
      throw new WebhookVerificationError('invalidSignature', 'X-Mesh-Signature-256 does not match the body.');
    return parse(body);
  }
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError(
      'missingHeaders',
      'Send webhook-id, webhook-timestamp and webhook-signature, or X-Mesh-Signature-256.',
    );
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('invalidTimestamp', 'webhook-timestamp is not unix seconds.');
  const tolerance = options.toleranceSeconds ?? 300;
  const skew = Math.floor((options.now ?? Date.now)() / 1000) - Number(timestamp);
  if (skew > tolerance) throw new WebhookVerificationError('timestampTooOld', `webhook-timestamp is more than ${tolerance} s old.`);
  if (skew < -tolerance)
    throw new WebhookVerificationError('timestampInFuture', `webhook-timestamp is more than ${tolerance} s in the future.`);

  const presented = signatures.split(' ').filter((s) => s.startsWith('v1,'));
  const expected = [secrets].flat().map((secret) => signature(secret, id, Number(timestamp), body));
  if (!expected.some((e) => presented.some((p) => same(e, p))))
    throw new WebhookVerificationError('invalidSignature', 'No signature matches the body.');
  return parse(body);
}

function parse(body: string): TransferWebhook {
  try {
    return JSON.parse(body) as TransferWebhook;
  } catch {
    throw new WebhookVerificationError('invalidPayload', 'The body is not JSON.');
  }
}

export interface WebhookHandlerOptions extends VerifyOptions {
  secrets: string | string[];
  /** True when this EventId was processed before: the delivery is acknowledged and skipped. */
  isDuplicate(eventId: string): boolean | Promise<boolean>;
  /** Processes a new event, after the 200 was sent (answer fast; the service retries anything else). */
  onEvent(event: TransferWebhook): void | Promise<void>;
  /** Failures of onEvent, which can no longer change the answer. */
  onError?(error: unknown, event: TransferWebhook): void;
  /** Largest body accepted, in bytes (1 MiB). */
  limitBytes?: number;
}

type Next = (error?: unknown) => void;

async function readRaw(req: IncomingMessage & { body?: unknown }, limit: number): Promise<Buffer> {
  if (Buffer.isBuffer(req.body)) return req.body; // express.raw() ran first
  if (req.body !== undefined)
    throw new Error('The webhook body was already parsed: mount this handler before express.json(), or use express.raw().');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new WebhookVerificationError('invalidPayload', 'The body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/**
 * An Express (or plain node:http) handler for the transfer webhook: verifies the signature on the raw body,
 * answers 400 to anything unsigned, 200 at once to a duplicate, and 200 before processing a new event.
 */
export function transferWebhookHandler(options: WebhookHandlerOptions) {
  return async (req: IncomingMessage & { body?: unknown }, res: ServerResponse, next?: Next) => {
    let event: TransferWebhook;
    try {
      event = verifyWebhook(await readRaw(req, options.limitBytes ?? 1024 * 1024), req.headers, options.secrets, options);
    } catch (error) {
      if (error instanceof WebhookVerificationError) return answer(res, 400, { error: error.reason });
      return next ? next(error) : answer(res, 500, { error: 'misconfigured' });
    }
    if (await options.isDuplicate(event.EventId)) return answer(res, 200, { received: true, duplicate: true });
    answer(res, 200, { received: true });
    try {
      await options.onEvent(event);
    } catch (error) {
      options.onError?.(error, event);
    }
  };
}
