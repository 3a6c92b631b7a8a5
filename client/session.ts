// Keeping a connection alive: refresh its access token before it expires. The tokenId never changes.
import type { components } from '../generated/openapi.js';
import type { Api, MfaOptions } from './api.js';

export interface ConnectionTokens {
  type: components['schemas']['InstitutionType'];
  tokenId: string;
  accessToken: string;
  refreshToken: string;
  /** Unix time in milliseconds at which accessToken expires. */
  expiresAt: number;
}

export interface KeepAliveOptions extends MfaOptions {
  /** Refresh this long before expiry (60 s). */
  marginMs?: number;
  now?: () => number;
}

/**
 * Returns the connection's current tokens, refreshing first when the access token expires within the margin.
 * Store what it returns: the refresh token may have rotated; the tokenId is the same.
 */
export async function freshTokens(api: Api, tokens: ConnectionTokens, options: KeepAliveOptions = {}): Promise<ConnectionTokens> {
  const now = (options.now ?? Date.now)();
  if (tokens.expiresAt - now > (options.marginMs ?? 60_000)) return tokens;
  const content = await api.refreshToken({ type: tokens.type, refreshToken: tokens.refreshToken }, options);
  const next = content.brokerAccountTokens[0];
  if (content.status !== 'succeeded' || !next)
    throw new Error(`Token refresh ended with status ${content.status}: ${content.errorMessage ?? ''}`);
  return { ...tokens, accessToken: next.accessToken, refreshToken: next.refreshToken, expiresAt: now + content.expiresInSeconds * 1000 };
}
