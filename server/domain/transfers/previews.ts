// Transfer previews: how long one can be sent, and how a transfer is held to what its preview kept (KeptSends,
// sends.ts). The store keeps a Link page session's previews beside the server-side ones (managedTransfers.ts), which
// tell them apart by linkSessionId: only its session sends a session's preview.
import type { Sends } from '../../institutions/adapter.js';
import { type KeptSends, keptOf } from './sends.js';

/** How long a preview can be executed (server-side) or sent (by its Link page session). */
export const PREVIEW_TTL_SECONDS = 300;

/** The fields, in the request's names, in which what is sent differs from what a preview kept. */
export function differences(kept: KeptSends, sends: Sends): (keyof KeptSends)[] {
  const now = keptOf(sends);
  return (Object.keys(now) as (keyof KeptSends)[]).filter((k) => (kept[k] ?? null) !== (now[k] ?? null));
}

/**
 * What a Link page preview keeps, in the store's previews beside the server-side ones: its session, and the transfer
 * as checked, which `linkTransfer` with its id must match. `linkSessionId` tells it from a server-side preview.
 */
export interface SessionPreview {
  linkSessionId: string;
  sends: KeptSends;
}
export const isSessionPreview = (request: unknown): request is SessionPreview =>
  typeof request === 'object' && request !== null && 'linkSessionId' in request;
