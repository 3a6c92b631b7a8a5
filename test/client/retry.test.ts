// Retries with a fake fetch and an injected sleep: nothing waits for real.
import { describe, expect, it } from 'vitest';
import { createApi, ApiError, retryingFetch } from '@account-connection/client';

const envelope = (status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ status, message: '', errorType: status === 'ok' ? '' : 'rateLimited', ...extra });

function harness(replies: (Response | Error)[], options: { random?: () => number } = {}) {
  const calls: Request[] = [];
  const sleeps: number[] = [];
  const api = createApi({
    baseUrl: 'http://api.test',
    clientId: 'id',
    clientSecret: 'secret',
    fetch: async (request) => {
      calls.push(request);
      const reply = replies.shift() ?? new Response(envelope('ok', { content: { networks: [] } }), { status: 200 });
      if (reply instanceof Error) throw reply;
      return reply;
    },
    retry: { sleep: async (ms) => void sleeps.push(ms), random: options.random ?? (() => 0.5), maxAttempts: 3 },
  });
  return { api, calls, sleeps };
}

const tooMany = (retryAfter?: string) =>
  new Response(envelope('tooManyRequest'), { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });

describe('client retries', () => {
  it('sends a fault asked for one call with its first attempt only, keeping the other preferences', async () => {
    const { api, calls } = harness([tooMany('1')]);
    await api.listNetworks({}, { fault: 'rateLimit; retryAfter=1' });
    expect(calls.map((c) => c.headers.get('Prefer'))).toEqual(['fault=rateLimit; retryAfter=1', null]);
    const strict = createApi({
      baseUrl: 'http://api.test',
      clientId: 'id',
      clientSecret: 'secret',
      strictBinding: true,
      fetch: async (request) => {
        calls.push(request);
        return calls.length === 3 ? tooMany('1') : new Response(envelope('ok', { content: { networks: [] } }), { status: 200 });
      },
      retry: { sleep: async () => undefined },
    });
    await strict.listNetworks({}, { fault: 'error; status=503' });
    expect(calls.slice(2).map((c) => c.headers.get('Prefer'))).toEqual(['fault=error; status=503, handling=strict', 'handling=strict']);
  });

  it('waits Retry-After on 429, then succeeds', async () => {
    const { api, calls, sleeps } = harness([tooMany('7')]);
    expect(await api.listNetworks()).toEqual({ networks: [] });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([7000]);
  });

  it('backs off exponentially with jitter on 503 without Retry-After', async () => {
    const { api, sleeps } = harness([new Response('', { status: 503 }), new Response('', { status: 503 })], { random: () => 0 });
    await api.listNetworks();
    expect(sleeps).toEqual([125, 250]); // half of 250 ms, then half of 500 ms
  });

  it('stops at the attempt bound and reports the last answer', async () => {
    const { api, calls } = harness([tooMany('1'), tooMany('1'), tooMany('1'), tooMany('1')]);
    const error = await api.listNetworks().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(429);
    expect(calls).toHaveLength(3);
  });

  it('never retries a 400', async () => {
    const bad = new Response(
      JSON.stringify({ status: 'badRequest', message: 'no', errorType: 'missingField', errorData: { errors: [] } }),
      { status: 400, headers: { 'x-request-id': 'req_1' } },
    );
    const { api, calls } = harness([bad]);
    const error = (await api.getHoldings({ authToken: 'a', type: 'robinhood' }).catch((e: unknown) => e)) as ApiError;
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ httpStatus: 400, status: 'badRequest', errorType: 'missingField', message: 'no', requestId: 'req_1' });
  });

  it('retries a network failure where the operation is safe to repeat, or carries an Idempotency-Key, as every POST of the client does', async () => {
    const read = harness([new TypeError('fetch failed')]);
    await read.api.getHoldings({ authToken: 'a', type: 'robinhood' }); // x-idempotent read
    expect(read.calls).toHaveLength(2);

    const write = harness([new TypeError('fetch failed')]);
    await write.api.sandboxTransfer({ linkToken: 'l', authToken: 'a', type: 'gemini', symbol: 'ETH', amount: 1 });
    const keys = write.calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]); // the retry is the same request to the server
    await write.api.sandboxTransfer({ linkToken: 'l', authToken: 'a', type: 'gemini', symbol: 'ETH', amount: 1 });
    expect(write.calls[2]!.headers.get('idempotency-key')).not.toBe(keys[0]); // a new call, a new key

    // A POST that carries no key and that the spec does not mark safe is never repeated.
    let attempts = 0;
    const bare = retryingFetch(
      async () => {
        attempts++;
        throw new TypeError('fetch failed');
      },
      { sleep: async () => {} },
    );
    await expect(bare(new Request('http://api.test/api/v1/sandbox/link/transfer', { method: 'POST', body: '{}' }))).rejects.toThrow(
      'fetch failed',
    );
    expect(attempts).toBe(1);
  });

  it('sends the body again on every attempt, and the client credentials', async () => {
    const { api, calls } = harness([tooMany('0')]);
    await api.getHoldings({ authToken: 'a', type: 'robinhood' });
    for (const call of calls) {
      expect(call.headers.get('x-client-id')).toBe('id');
      expect(call.headers.get('x-client-secret')).toBe('secret');
    }
    expect(await Promise.all(calls.map((c) => c.text()))).toEqual(Array(2).fill(JSON.stringify({ authToken: 'a', type: 'robinhood' })));
  });
});
