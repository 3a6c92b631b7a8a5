// Idempotency-Key on POST, as Stripe has it: a repeat gets the first answer without acting twice, another request
// with the key is a 409, and what was refused before it was acted on keeps nothing. On both engines, and through
// the client, which sends a key with every POST and retries it after a lost answer.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, createClient } from '@account-connection/client';
import { operations, type OperationId } from '../../client/operations.js';
import { storeKinds } from '../support/postgres.js';
import { sampleRequest } from '../support/requests.js';
import {
  ADMIN_KEY,
  CLIENT,
  clientHeaders,
  connect,
  headersOf,
  ok,
  present,
  startTestServer,
  startTestServerOn,
  type CallOptions,
  type TestServer,
} from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const withKey = (key: string, headers: Record<string, string> = clientHeaders()) => ({ ...headers, 'Idempotency-Key': key });

describe.each(storeKinds)('Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let account: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    account = await connect(server, 'coinbase', { userId: 'idem-user', username: 'idem' });
  });
  afterAll(() => server?.close());

  const linkToken = async () => ok(await server.call('createLinkToken', { body: { userId: 'idem-user' } })).linkToken as string;
  const transferBody = async (amount = 0.01) => ({
    linkToken: await linkToken(),
    authToken: account.tokenId,
    type: 'coinbase' as const,
    symbol: 'ETH',
    amount,
    toAddress: DESTINATION,
  });
  const transfersOf = async () =>
    (await server.store.db.selectFrom('transfers').select('id').where('user_id', '=', 'idem-user').execute()).length;

  it('answers a repeat with the first answer, marked Idempotent-Replayed, without acting twice', async () => {
    const before = await transfersOf();
    const body = await transferBody();
    const first = await server.call('sandboxTransfer', { body, headers: withKey('transfer-1') });
    const repeat = await server.call('sandboxTransfer', { body, headers: withKey('transfer-1') });
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await transfersOf()).toBe(before + 1);

    // Without the key, the same body is a new request: its single-use link token is spent.
    expect((await server.call('sandboxTransfer', { body })).body.errorType).toBe('linkTokenInvalid');
  });

  it('gives back a credential-bearing answer with Cache-Control: no-store', async () => {
    const first = ok(await server.call('createLinkToken', { body: { userId: 'idem-user' }, headers: withKey('token-1') }));
    const repeat = await server.call('createLinkToken', { body: { userId: 'idem-user' }, headers: withKey('token-1') });
    expect(ok(repeat).linkToken).toBe(first.linkToken);
    expect(repeat.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses the key with another request: 409 idempotencyKeyReused', async () => {
    ok(await server.call('createLinkToken', { body: { userId: 'a' }, headers: withKey('reused') }));
    const other = await server.call('createLinkToken', { body: { userId: 'b' }, headers: withKey('reused') });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ status: 'conflict', errorType: 'idempotencyKeyReused' });
  });

  it('keeps a refusal that was acted on (a 4xx of the rules), and nothing for one refused by validation', async () => {
    const transfer = present(ok(await server.call('sandboxTransfer', { body: await transferBody() })).transfer);
    const settle = (outcome: string, key: string) =>
      server.call('sandboxSettleTransfer', { params: { transferId: transfer.transferId }, body: { outcome }, headers: withKey(key) });
    ok(await settle('Succeeded', 'settle-1'));
    const conflict = await settle('Failed', 'settle-2');
    expect(conflict.body.errorType).toBe('conflict');
    expect((await settle('Failed', 'settle-2')).body).toEqual(conflict.body);
    expect((await settle('Failed', 'settle-2')).headers.get('idempotent-replayed')).toBe('true');

    const invalid = await server.call('createLinkToken', { body: { userId: 7 }, headers: withKey('invalid-first') });
    expect(invalid.status).toBe(400);
    ok(await server.call('createLinkToken', { body: { userId: 'fixed' }, headers: withKey('invalid-first') }));
  });

  it('lets concurrent repeats act once: each gets the first answer or 409 idempotencyKeyInUse', async () => {
    const before = await transfersOf();
    const body = await transferBody();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.call('sandboxTransfer', { body, headers: withKey('concurrent-1') })),
    );
    const succeeded = answers.filter((a) => a.status === 200);
    expect(succeeded.length).toBeGreaterThan(0);
    for (const a of succeeded) expect(a.body).toEqual(succeeded[0]!.body);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.body).toMatchObject({ status: 'conflict', errorType: 'idempotencyKeyInUse', errorData: { retryAfterSeconds: 10 } });
      expect(a.headers.get('retry-after')).toBe('10');
    }
    expect(await transfersOf()).toBe(before + 1);
  });

  it('answers 409 idempotencyKeyInUse with Retry-After while the first request holds the key, and frees a dead one after its lease', async () => {
    const body = { userId: 'lease-user' };
    ok(await server.call('createLinkToken', { body, headers: withKey('died') }));
    // What a process that died mid-request leaves: the claim of the key, without an answer, for the lease.
    await server.store.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response: null, locked_until: server.clock.now() + 10_000 })
      .where('key', '=', 'died')
      .execute();
    const blocked = await server.call('createLinkToken', { body, headers: withKey('died') });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ errorType: 'idempotencyKeyInUse', errorData: { retryAfterSeconds: 10 } });
    expect(blocked.headers.get('retry-after')).toBe('10');
    server.clock.advance(10_000);
    ok(await server.call('createLinkToken', { body, headers: withKey('died') }));
  });

  it('scopes keys to their caller, and forgets them after 24 hours', async () => {
    const other = headersOf(ok(await server.call('createClient', { body: { name: 'Other idempotent client' } })));
    const mine = ok(await server.call('createLinkToken', { body: { userId: 'x' }, headers: withKey('shared-key') }));
    const theirs = ok(await server.call('createLinkToken', { body: { userId: 'y' }, headers: withKey('shared-key', other) }));
    expect(theirs.linkToken).not.toBe(mine.linkToken);

    server.clock.advance(24 * 60 * 60 * 1000 + 1);
    const later = await server.call('createLinkToken', { body: { userId: 'z' }, headers: withKey('shared-key') });
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(ok(later).linkToken).not.toBe(mine.linkToken);
  });

  it('is retried by the client after a lost answer: one transfer, the first answer', async () => {
    const before = await transfersOf();
    let lost = 0;
    // The first answer of each POST is lost on its way back, after the server acted.
    const lossyFetch = async (request: Request) => {
      const response = await fetch(request);
      if (request.method === 'POST' && lost++ === 0) throw new TypeError('fetch failed: socket hang up');
      return response;
    };
    const api = createApi(
      createClient({
        baseUrl: server.apiUrl,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        fetch: lossyFetch,
        retry: { maxAttempts: 3, sleep: async () => {} },
      }),
    );
    const answer = await api.sandboxTransfer(await transferBody());
    expect(lost).toBe(2);
    expect(answer.transfer?.status).toBe('pending');
    expect(await transfersOf()).toBe(before + 1);
  });
});

describe('every POST that is not safe to repeat', () => {
  let server: TestServer;
  let pageSession: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-1' } }));
    pageSession = { Authorization: `Bearer ${ok(await server.call('startLinkSession', { body: { linkToken } })).sessionToken}` };
  });
  afterAll(() => server?.close());

  const unsafePosts = (Object.keys(operations) as OperationId[]).filter(
    (id) => operations[id].method === 'post' && !operations[id].idempotent,
  );

  /** A test clock far from now would expire the key itself: a key is kept a day of the client's time. */
  const nearNow = <R extends { body?: unknown }>(id: OperationId, request: R, seed: number): R =>
    id === 'sandboxCreateTestClock' ? { ...request, body: { frozenTime: server.clock.now() + seed * 1000 } } : request;
  afterEach(async () => void (await server.call('sandboxDeleteTestClock')));

  it.each(unsafePosts)('%s answers 409 idempotencyKeyReused to its key with another request', async (id) => {
    const headers = (key: string): Record<string, string> => {
      const { auth } = operations[id];
      const base =
        auth === 'linkSession'
          ? pageSession
          : auth === 'admin'
            ? { Authorization: `Bearer ${ADMIN_KEY}` }
            : auth === 'none'
              ? {}
              : clientHeaders();
      return { ...base, 'Idempotency-Key': key };
    };
    if (/TestClock$/.test(id)) await server.call('sandboxDeleteTestClock');
    const first = nearNow(id, sampleRequest(id, 1), 1);
    const key = `every-${id}`;
    const answered = await server.call(id, { ...first, headers: headers(key) } as CallOptions);
    expect(answered.status, JSON.stringify(answered.body)).toBeLessThan(500);
    let other = first;
    for (let seed = 2; JSON.stringify(other) === JSON.stringify(first); seed++) other = nearNow(id, sampleRequest(id, seed), seed);
    const reused = await server.call(id, { ...other, headers: headers(key) } as CallOptions);
    expect(reused.status, JSON.stringify(reused.body)).toBe(409);
    expect(reused.body).toMatchObject({ status: 'conflict', errorType: 'idempotencyKeyReused' });
  });
});
