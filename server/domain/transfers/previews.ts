// Transfer previews: how long one can be sent, and what a Link page session's preview keeps. The store keeps a
// session's previews beside the server-side ones (managedTransfers.ts), which tell them apart by linkSessionId:
// only its session sends a session's preview.
import type { Chain } from '../../institutions/adapter.js';

/** How long a preview can be executed (server-side) or sent (by its Link page session). */
export const PREVIEW_TTL_SECONDS = 300;

/**
 * What a Link page preview keeps, in the store's previews beside the server-side ones: its session, and the transfer
 * as checked, which `linkTransfer` with its id must match. `linkSessionId` tells it from a server-side preview.
 */
export interface SessionPreview {
  linkSessionId: string;
  sends: { symbol: string; amount: number; networkId: string; toAddress: string; fee: number | null };
}
export const isSessionPreview = (request: unknown): request is SessionPreview =>
  typeof request === 'object' && request !== null && 'linkSessionId' in request;

/** What a checked transfer sends, as a session preview keeps it. */
export const sendsOf = ({
  chain,
  input,
  toAddress,
}: {
  chain: Chain;
  input: { symbol: string; amount: number; fee?: number | null | undefined };
  toAddress: string;
}): SessionPreview['sends'] => ({
  symbol: input.symbol,
  amount: input.amount,
  networkId: chain.network.id,
  toAddress,
  fee: input.fee ?? null,
});
