// The Link page's client with a fake fetch: the session token once there is one, and, for a caller that repeats
// nothing (the Link page), no Idempotency-Key and no second attempt.
import { describe, expect, it } from 'vitest';
import { createApi, createLinkPageClient } from '@account-connection/client';

function recorded(options: { sessionToken?: string; idempotencyKey?: false; reply?: () => Response } = {}) {
  const calls: Request[] = [];
  const { reply = () => new Response(JSON.stringify({ status: 'ok', content: {} }), { status: 200 }), ...rest } = options;
  const api = createApi(
    createLinkPageClient({
      baseUrl: 'http://page.test',
      ...rest,
      ...(rest.idempotencyKey === false ? { retry: { maxAttempts: 1 } } : {}),
      fetch: async (request) => {
        calls.push(request);
        return reply();
      },
    }),
  );
  return { api, calls };
}

describe('the Link page client', () => {
  it('sends no Authorization before the session starts, and the session token after', async () => {
    const before = recorded();
    await before.api.startLinkSession({ linkToken: 'token' });
    expect(before.calls[0]!.headers.get('authorization')).toBeNull();

    const after = recorded({ sessionToken: 'lps_1' });
    await after.api.linkAccounts({ accessTokens: [] });
    expect(after.calls[0]!.headers.get('authorization')).toBe('Bearer lps_1');
  });

  it('sends an Idempotency-Key with each POST, or none with idempotencyKey: false, and then repeats nothing', async () => {
    const keyed = recorded({ sessionToken: 'lps_1' });
    await keyed.api.linkAccounts({ accessTokens: [] });
    expect(keyed.calls[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    const tooMany = () => new Response(JSON.stringify({ status: 'tooManyRequest', errorType: 'rateLimited' }), { status: 429 });
    const bare = recorded({ sessionToken: 'lps_1', idempotencyKey: false, reply: tooMany });
    await expect(bare.api.linkAccounts({ accessTokens: [] })).rejects.toMatchObject({ httpStatus: 429 });
    expect(bare.calls).toHaveLength(1);
    expect(bare.calls[0]!.headers.get('idempotency-key')).toBeNull();
  });
});
