// What a webhook fault changes in a delivery's signature (the rule that picks it is faults.ts's, what it does to the
// delivery is webhooks.ts's deliver()).
import { createHash } from 'node:crypto';

interface Signing {
  id: string;
  webhookSecret: string;
  webhookPreviousSecret: string | null;
  webhookPreviousUntil: number | null;
}

/**
 * The secrets an attempt is signed with: the endpoint's, and the one a rotation replaced while it overlaps. A stale
 * signature (the `staleSignature` fault) is made with a secret that no longer verifies: the replaced one, even past
 * its overlap, or, without one, a secret the endpoint never had (derived from the event, the same on each attempt).
 */
export function signingSecrets(event: Signing, now: number, stale: boolean): string[] {
  if (stale) return [event.webhookPreviousSecret ?? `whsec_${createHash('sha256').update(`stale:${event.id}`).digest('base64')}`];
  const secrets = [event.webhookSecret];
  if (event.webhookPreviousSecret && (event.webhookPreviousUntil ?? 0) > now) secrets.push(event.webhookPreviousSecret);
  return secrets;
}
