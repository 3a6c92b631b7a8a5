// Rate limits over HTTP: the allowance per client and the keys it is counted by.
import { describe, expect, it } from 'vitest';
import { clientHeaders, ok, present, withTestServer } from '../support/server.js';

describe('rate limit', () => {
  it('counts requests in windows of burst / per-second seconds, says so in the RateLimit headers, answers 429 with Retry-After past them, and recovers', async () => {
    await withTestServer({ env: { RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_SECOND: '1' } }, async (limited) => {
      for (let i = 0; i < 3; i++) {
        const answer = await limited.call('listNetworks');
        ok(answer);
        expect(answer.headers.get('ratelimit-policy')).toMatch(/^"requests"; q=3; w=3; pk=:[A-Za-z0-9+/=]+:$/);
        expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^"requests"; r=${2 - i}; t=\\d+$`));
      }
      limited.clock.advance(2000);
      const over = await limited.call('listNetworks');
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ status: 'tooManyRequest', errorType: 'rateLimited', errorData: { retryAfterSeconds: 1 } });
      expect(over.headers.get('retry-after')).toBe('1');
      expect(over.headers.get('ratelimit')).toMatch(/^"requests"; r=0; /);
      limited.clock.advance(1000);
      ok(await limited.call('listNetworks'));
    });
  });
});

describe('rate limit keys', () => {
  it('are the authenticated client, whatever the letter case of X-Client-Id', async () => {
    await withTestServer({ env: { RATE_LIMIT_BURST: '4', RATE_LIMIT_PER_SECOND: '1' } }, async (limited) => {
      const created = ok(await limited.call('createClient', { body: { name: 'Cased' } }));
      const { clientId: id } = created;
      const secret = present(created.clientSecret);
      expect(id).toMatch(/[a-f]/); // letters to change the case of
      const casings = [
        id,
        id.toUpperCase(),
        id.replace(/[a-f]/, (c) => c.toUpperCase()),
        id.replace(/[a-f]([^a-f]*)$/, (c) => c.toUpperCase()),
      ];
      expect(new Set(casings).size).toBe(4);
      for (const casing of casings) ok(await limited.call('listNetworks', { headers: clientHeaders({ id: casing, secret }) }));
      const over = await limited.call('listNetworks', { headers: clientHeaders({ id: id.toUpperCase(), secret }) });
      expect(over.status).toBe(429);
    });
  });
});
