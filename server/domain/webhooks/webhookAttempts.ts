// A webhook delivery attempt as the dashboard shows it: what was sent and answered, when the event goes out next, and
// whether what was sent verifies with the endpoint's current secret, both ways the sandbox signs.
import { verifyWebhook } from '../../../client/webhooks.js';
import type { Schemas } from '../../contract/types.js';
import type { AttemptRow } from '../../store/dashboard/dashboard.js';

type Attempt = Schemas['DashboardWebhookAttempt'];

const headerOf = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/**
 * True when the body and its Standard Webhooks signature verify with `secret` (at the time it was signed: a kept
 * attempt is older than any tolerance), and so does its X-Mesh-Signature-256.
 */
export function signatureVerifies(headers: Record<string, string>, body: string, secret: string): boolean {
  const timestamp = Number(headerOf(headers, 'webhook-timestamp'));
  const mesh = headerOf(headers, 'X-Mesh-Signature-256');
  try {
    verifyWebhook(body, headers, secret, { now: () => timestamp * 1000 });
    if (mesh === undefined) return false;
    verifyWebhook(body, { 'X-Mesh-Signature-256': mesh }, secret);
    return true;
  } catch {
    return false;
  }
}

/**
 * An attempt of an event as kept; `latest` when no later attempt of its event is kept, so that its event's next
 * attempt time is its own. `secret` is the endpoint's current one (null without an endpoint).
 */
export function toDashboardAttempt(row: AttemptRow, latest: boolean, secret: string | null): Attempt {
  const pending = row.eventStatus === 'pending';
  return {
    eventId: row.eventId,
    transferId: row.transferId,
    transferStatus: row.transferStatus as Attempt['transferStatus'],
    eventStatus: row.eventStatus as Attempt['eventStatus'],
    attempt: Math.max(1, row.attempt),
    attemptedAt: row.attemptedAt,
    requestHeaders: row.requestHeaders,
    requestBody: row.requestBody,
    httpStatus: row.httpStatus,
    responseExcerpt: row.responseExcerpt,
    durationMs: row.latencyMs,
    error: row.error,
    nextAttemptAt: latest && pending && row.eventAttempts > 0 ? row.nextAttemptAt : null,
    signatureVerified:
      row.requestHeaders === null || row.requestBody === null || secret === null
        ? null
        : signatureVerifies(row.requestHeaders, row.requestBody, secret),
  };
}

/** Attempts newest first, each knowing whether it is its event's latest kept one. */
export function toDashboardAttempts(rows: AttemptRow[], secret: string | null): Attempt[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const latest = !seen.has(row.eventId);
    seen.add(row.eventId);
    return toDashboardAttempt(row, latest, secret);
  });
}
