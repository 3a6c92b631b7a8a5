// Reset, export and import of a client's sandbox (issue 29, section 4), over HTTP as a test suite would use them, on
// both stores: a reset empties everything and keeps the client; an export holds no secret; an import into a new
// client gives the same sandbox under new ids and new tokens; a wrong document or a client with data changes nothing.
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content, OperationId } from '../../client/operations.js';
import { verifyWebhook } from '../../client/webhooks.js';
import { hashSecret } from '../../server/domain/secrets.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { connect, fieldErrors, headersOf, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const START = Date.UTC(2030, 0, 1);
const USER = 'state-user';
/** A sandbox user whose institution fails an hour after its account is connected, for ten minutes. */
const DAVE = {
  institutions: [
    {
      type: 'coinbase' as const,
      accounts: [{ accountId: 'CB-DAVE', accountName: 'Dave', cryptocurrencyPositions: [{ symbol: 'ETH', amount: 2 }] }],
      failures: [{ error: 'unavailable' as const, afterSeconds: 3600, durationSeconds: 600 }],
    },
  ],
};
const wallet = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

type Document = Content<'sandboxExport'>;
type Account = Awaited<ReturnType<typeof connect>>;

/** Every string of a JSON value with the key it is under. */
function* stringsIn(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* stringsIn(v, k);
}

/** The value with every old id replaced by its new one. */
const translate = <T>(value: T, ids: [string, string][]): T =>
  JSON.parse(ids.reduce((text, [from, to]) => text.split(from).join(to), JSON.stringify(value)));

describe.each(['sqlite', 'postgres'] as const)('sandbox reset, export and import on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: { WEBHOOK_RETRY_SCHEDULE: '10,20,40' } });
    receiver = await startReceiver();
    // The first sandbox made pays for what a server and this file do once (compiling validators, the wallet's
    // signing): seconds on a busy machine, spent here under the hook's longer timeout rather than in a test's.
    await populated();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  /** A new API client, with a webhook endpoint at the receiver when asked. */
  async function newClient(webhook: boolean) {
    const created = ok(await server.call('createClient', { body: { name: 'state suite' } }));
    const headers = headersOf(created);
    const secret = webhook
      ? present(ok(await server.call('setWebhook', { params: { clientId: created.clientId }, body: { url: receiver.url } })).secret)
      : undefined;
    return { clientId: created.clientId, headers, secret, clientSecret: present(created.clientSecret) };
  }
  type Client = Awaited<ReturnType<typeof newClient>>;

  /** A client whose sandbox holds a row of every kind, and every secret it was handed. */
  async function populated() {
    const client = await newClient(true);
    const { headers } = client;
    const call = <K extends OperationId>(id: K, body?: unknown) => server.call(id, { body, headers });
    ok(await call('sandboxCreateTestClock', { frozenTime: START }));
    for (const username of ['dave', 'erin'])
      ok(await server.call('putSandboxUser', { params: { clientId: client.clientId, username }, body: DAVE }));
    const accounts: Account[] = [];
    for (const [type, username] of [
      ['gemini', 'alice'],
      ['coinbase', 'bob'],
      ['robinhood', 'carol'],
      ['coinbase', 'dave'],
    ] as const)
      accounts.push(await connect(server, type, { userId: USER, username, headers }));
    const [gemini, coinbase, robinhood] = accounts as [Account, Account, Account];
    ok(await call('getDepositAddress', { authToken: coinbase.tokenId, type: 'coinbase', symbol: 'ETH' }));
    const refreshed = present(
      ok(await call('refreshToken', { refreshToken: coinbase.refreshToken, type: 'coinbase' })).brokerAccountTokens[0],
    );
    ok(await call('sandboxRequireReauthentication', { authToken: robinhood.tokenId, type: 'robinhood' }));
    const transfer = async (settleInSeconds: number) => {
      const { linkToken } = ok(await call('createLinkToken', { userId: USER }));
      const body = { linkToken, authToken: gemini.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
      return present(ok(await call('sandboxTransfer', { ...body, settlement: { outcome: 'Succeeded', settleInSeconds } })).transfer);
    };
    const [settled, pending] = [await transfer(60), await transfer(7200)];
    receiver.replies.push({ status: 500 }); // one attempt fails, its retry is delivered
    ok(await call('sandboxAdvanceTestClock', { seconds: 120 }));
    const preview = { fromAuthToken: coinbase.tokenId, fromType: 'coinbase', symbol: 'ETH', networkId: ETHEREUM, toAddress: DESTINATION };
    ok(await call('previewTransfer', { ...preview, amount: 0.01 }));
    const message = 'I own this wallet';
    const { linkToken } = ok(await call('createLinkToken', { userId: USER, verifyWalletOptions: { message } }));
    ok(
      await call('sandboxVerifyWallet', { linkToken, address: wallet.address, message, signature: await wallet.signMessage({ message }) }),
    );
    ok(await call('sandboxFailInstitution', { type: 'kraken', error: 'unavailable', durationSeconds: 3600 }));
    // A fault rule on an operation the rest of this test never calls.
    ok(
      await server.call('sandboxPutFault', {
        params: { faultId: 'slow-networks' },
        body: { match: { operationIds: ['listNetworks'] }, action: { kind: 'error', status: 503 } },
        headers,
      }),
    );
    // A setting: strict binding, which the canonical requests here never notice.
    ok(await server.call('sandboxPutSettings', { body: { binding: 'strict' }, headers }));
    // Drift from an upstream this server has none of: what the upstream mode's report holds, written beneath the API.
    const drift = {
      key: 'k',
      operationId: 'listNetworks',
      kind: 'undeclaredStatus' as const,
      path: '$status',
      expected: '200',
      actual: '418',
    };
    await server.store.transaction((tx) => tx.upstream.record(client.clientId, [drift], 0, 1000));
    // Orders: one filled, one open (holding its funds), of the coinbase account.
    const order = { authToken: coinbase.tokenId, type: 'coinbase', symbol: 'ETH', paymentSymbol: 'USD', paymentIsCryptocurrency: false };
    const place = async (fields: Record<string, unknown>) =>
      ok(
        await server.call('executeOrder', {
          params: { side: 'buy' },
          body: { ...order, amountIsInPaymentSymbol: false, ...fields },
          headers,
        }),
      );
    expect((await place({ amount: 0.01, orderType: 'market', timeInForce: 'immediateOrCancel' })).status).toBe('success');
    expect((await place({ amount: 1, price: 1, orderType: 'limit', timeInForce: 'goodTillCanceled' })).status).toBe('inProgress');
    const keyed = await server.call('createLinkToken', { body: { userId: USER }, headers: { ...headers, 'Idempotency-Key': 'state-1' } });
    const secrets = [
      client.clientSecret,
      present(client.secret),
      ok(keyed).linkToken,
      refreshed.accessToken,
      present(refreshed.refreshToken),
    ];
    for (const a of accounts) secrets.push(a.accessToken, a.refreshToken, a.tokenId, a.linkToken);
    return { ...client, accounts, settled, pending, secrets };
  }

  const exportOf = async (client: Client) => ok(await server.call('sandboxExport', { headers: client.headers }));
  const importInto = (client: Client, document: unknown, headers: Record<string, string> = {}) =>
    server.call('sandboxImport', { body: document, headers: { ...client.headers, ...headers } });
  /** How many rows of the client each table holds, read beneath the API. */
  async function rowsOf(clientId: string) {
    const db = server.store.db;
    const connections = db.selectFrom('connections').select('id').where('client_id', '=', clientId);
    const events = db.selectFrom('webhook_events').select('id').where('client_id', '=', clientId);
    const count = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
    return {
      linkSessions: await count(db.selectFrom('link_sessions').select('id').where('client_id', '=', clientId)),
      connections: await count(connections),
      positions: await count(db.selectFrom('positions').select('symbol').where('connection_id', 'in', connections)),
      balances: await count(db.selectFrom('balances').select('symbol').where('connection_id', 'in', connections)),
      depositAddresses: await count(db.selectFrom('deposit_addresses').select('symbol').where('connection_id', 'in', connections)),
      retiredAccessTokens: await count(
        db.selectFrom('retired_access_tokens').select('token_hash').where('connection_id', 'in', connections),
      ),
      transfers: await count(db.selectFrom('transfers').select('id').where('client_id', '=', clientId)),
      transferPreviews: await count(db.selectFrom('transfer_previews').select('id').where('client_id', '=', clientId)),
      webhookEvents: await count(events),
      webhookAttempts: await count(db.selectFrom('webhook_attempts').select('id').where('event_id', 'in', events)),
      walletVerifications: await count(db.selectFrom('wallet_verifications').select('id').where('client_id', '=', clientId)),
      institutionFailures: await count(db.selectFrom('institution_failures').select('type').where('client_id', '=', clientId)),
      testClocks: await count(db.selectFrom('test_clocks').select('now').where('client_id', '=', clientId)),
      sandboxUsers: await count(db.selectFrom('sandbox_users').select('username').where('client_id', '=', clientId)),
      idempotencyKeys: await count(db.selectFrom('idempotency_keys').select('key').where('scope', '=', `client:${clientId}`)),
      orders: await count(db.selectFrom('orders').select('id').where('client_id', '=', clientId)),
      faultRules: await count(db.selectFrom('fault_rules').select('id').where('client_id', '=', clientId)),
      clientSettings: await count(db.selectFrom('client_settings').select('binding').where('client_id', '=', clientId)),
      driftEntries: await count(db.selectFrom('drift_entries').select('key').where('client_id', '=', clientId)),
    };
  }

  it('resets a client to empty, keeping its credentials and webhook endpoint, and no other client', async () => {
    const a = await populated();
    const other = await populated();
    const otherBefore = await exportOf(other);
    const held = await rowsOf(a.clientId);
    for (const [kind, n] of Object.entries(held)) expect(n, kind).toBeGreaterThan(0);

    const { deleted } = ok(await server.call('sandboxReset', { headers: a.headers }));
    expect(deleted).toEqual(held);
    expect(Object.values(await rowsOf(a.clientId)).every((n) => n === 0)).toBe(true);
    expect(ok(await server.call('sandboxReset', { headers: a.headers })).deleted).toEqual(
      Object.fromEntries(Object.keys(held).map((k) => [k, 0])),
    );
    expect(await exportOf(other)).toEqual(otherBefore);

    // The client, on real time again, works with the same secret; its old tokens do not.
    expect(ok(await server.call('sandboxGetTestClock', { headers: a.headers }))).toMatchObject({ frozen: false });
    const [gemini] = a.accounts as [Account];
    const old = await server.call('getHoldings', { body: { authToken: gemini.tokenId, type: 'gemini' }, headers: a.headers });
    expect(old.status).toBe(404);
    // Its webhook endpoint and secret are kept: a new transfer's webhook arrives, verified with the same secret.
    receiver.received.length = 0;
    const account = await connect(server, 'gemini', { userId: USER, username: 'after-reset', headers: a.headers });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER }, headers: a.headers }));
    const body = { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
    const transfer = present(ok(await server.call('sandboxTransfer', { body, headers: a.headers })).transfer);
    await server.work();
    const event = present(receiver.received.find((r) => r.json.TransferId === transfer.transferId));
    expect(
      verifyWebhook(event.body, event.headers as Record<string, string>, present(a.secret), { now: () => server.clock.now() }),
    ).toMatchObject({ TransferStatus: 'Pending' });
  });

  it('imports an export into a new client: the same holdings, transfers, deliveries and clock, under new ids and tokens', async () => {
    const a = await populated();
    const document = await exportOf(a);
    const b = await newClient(false);
    const imported = ok(await importInto(b, document));
    expect(imported.imported).toMatchObject({
      connections: 4,
      transfers: 2,
      walletVerifications: 1,
      sandboxUsers: 2,
      institutionFailures: 1,
      testClocks: 1,
      orders: 2,
    });
    expect(document.connections.filter((c) => c.scenario).map((c) => c.username)).toHaveLength(1);
    const ids: [string, string][] = [...imported.connections, ...imported.transfers, ...imported.webhookEvents, ...imported.orders].map(
      (m) => [m.exportedId, m.id],
    );
    for (const [from, to] of ids) expect(to).not.toBe(from);

    // Read back, it is the same document under the new ids (wallet verifications' ids are the document's own).
    const again = await exportOf(b);
    const verificationIds = document.walletVerifications.map((w, i): [string, string] => [w.id, present(again.walletVerifications[i]).id]);
    expect(again).toEqual(translate(document, [...ids, ...verificationIds]));

    // And the API answers alike, by the old tokens on the exporter and the new ones here.
    expect(ok(await server.call('sandboxGetTestClock', { headers: b.headers }))).toEqual(
      ok(await server.call('sandboxGetTestClock', { headers: a.headers })),
    );
    for (const account of a.accounts) {
      const renewed = present(imported.connections.find((c) => c.accountId === account.account.accountId && c.type === account.brokerType));
      expect(document.connections.find((c) => c.id === renewed.exportedId)?.accountId).toBe(account.account.accountId);
      const holdings = (authToken: string, client: Client) =>
        server.call('getHoldings', { body: { authToken, type: account.brokerType }, headers: client.headers });
      const [before, after] = [await holdings(account.tokenId, a), await holdings(renewed.tokenId, b)];
      expect({ status: after.status, body: after.body }).toEqual({ status: before.status, body: before.body });
      expect((await holdings(account.tokenId, b)).status).toBe(404); // the exporter's tokens never work here
      expect((await holdings(renewed.tokenId, a)).status).toBe(404);
      expect([renewed.accessToken, renewed.refreshToken]).not.toContain(account.accessToken);
    }
    // The coinbase account's orders, the same, in the same order; the open one is the importer's own to cancel.
    const exporterCoinbase = { authToken: present(a.accounts[1]).tokenId, type: 'coinbase' };
    const renewed = present(imported.connections.find((c) => c.accountId === present(a.accounts[1]).account.accountId));
    const importerCoinbase = { authToken: renewed.tokenId, type: 'coinbase' };
    const orders = async (client: Client, of: typeof exporterCoinbase) =>
      ok(await server.call('listOrders', { body: of, headers: client.headers }));
    const exported = await orders(a, exporterCoinbase);
    expect(await orders(b, importerCoinbase)).toEqual(translate(exported, ids));
    const open = present(exported.transactions.find((o) => o.status === 'inProgress'));
    const lookup = { id: present(imported.orders.find((o) => o.exportedId === open.id)).id, isCryptocurrency: true };
    // Coinbase needs the order's side to cancel it.
    ok(await server.call('cancelOrder', { body: { ...importerCoinbase, ...lookup, side: open.side }, headers: b.headers }));
    expect(ok(await server.call('getOrder', { body: { ...importerCoinbase, ...lookup }, headers: b.headers })).status).toBe('cancelled');
    expect(
      ok(await server.call('getOrder', { body: { ...exporterCoinbase, id: open.id, isCryptocurrency: true }, headers: a.headers })).status,
    ).toBe('inProgress');
    for (const id of ['getFiatBalances', 'getPortfolio', 'listWalletVerifications'] as const) {
      const of = async (client: Client) => ok(await server.call(id, { query: { UserId: USER }, headers: client.headers }));
      expect(await of(b), id).toEqual(translate(await of(a), ids));
    }
    // Newest first; transfers made at the same time (the frozen clock's) by their ids, which are new: compared as sets.
    const history = async (client: Client, mapped: [string, string][] = []) => {
      const page = translate(ok(await server.call('listManagedTransfers', { query: { UserId: USER }, headers: client.headers })), mapped);
      return { ...page, items: page.items?.sort((x, y) => x.id.localeCompare(y.id)) };
    };
    expect(await history(b)).toEqual(await history(a, ids));
    const transferId = present(imported.transfers.find((t) => t.exportedId === a.settled.transferId)).id;
    expect(ok(await server.call('getTransfer', { params: { transferId }, headers: b.headers }))).toEqual(
      translate(ok(await server.call('getTransfer', { params: { transferId: a.settled.transferId }, headers: a.headers })), ids),
    );
    // Newest first; attempts made at the same time (the frozen clock's) in any order: the API promises none among them.
    const deliveries = async (client: Client, mapped: [string, string][] = []) =>
      translate(ok(await server.call('listWebhookDeliveries', { params: { clientId: client.clientId } })).deliveries, mapped).sort(
        (x, y) => y.attemptedAt - x.attemptedAt || x.eventId.localeCompare(y.eventId) || x.attempt - y.attempt,
      );
    expect(await deliveries(b)).toEqual(await deliveries(a, ids));
    expect((await deliveries(b)).length).toBeGreaterThan(3);

    // The webhook URL was registered here with a new secret: the pending transfer's final webhook arrives signed with it.
    const webhook = present(imported.webhook);
    expect(webhook).toMatchObject({ url: receiver.url, enabled: true });
    expect(webhook.secret).not.toBe(a.secret);
    receiver.received.length = 0;
    const pendingId = present(imported.transfers.find((t) => t.exportedId === a.pending.transferId)).id;
    // The sandbox user's connection kept its document: its institution fails an hour after it was connected, here too.
    const dave = present(imported.connections.find((c) => c.accountId === 'CB-DAVE'));
    const daveHoldings = () => server.call('getHoldings', { body: { authToken: dave.tokenId, type: 'coinbase' }, headers: b.headers });
    expect((await daveHoldings()).status).toBe(200);
    const advance = async (seconds: number) =>
      ok(await server.call('sandboxAdvanceTestClock', { body: { seconds }, headers: b.headers })).happened;
    expect(await advance(3600)).toMatchObject({ transfersSettled: 0 });
    expect((await daveHoldings()).status).toBe(503);
    expect(await advance(3600)).toMatchObject({ transfersSettled: 1, webhooksDelivered: 1 });
    expect((await daveHoldings()).status).toBe(200);
    const [delivered] = receiver.received.map((r) =>
      verifyWebhook(r.body, r.headers as Record<string, string>, present(webhook.secret), { now: () => server.clock.now() }),
    );
    expect(delivered).toMatchObject({ TransferId: pendingId, TransferStatus: 'Succeeded' });
    expect(ok(await server.call('getTransfer', { params: { transferId: a.pending.transferId }, headers: a.headers })).status).toBe(
      'Pending',
    );
  });

  it('exports no secret: no token, key, hash or sealed value', async () => {
    const a = await populated();
    const text = JSON.stringify(await exportOf(a));
    const db = server.store.db;
    const stored = await db
      .selectFrom('connections')
      .select(['token_id_hash', 'token_id_sealed', 'access_token_hash', 'refresh_token_hash'])
      .where('client_id', '=', a.clientId)
      .execute();
    const retired = await db.selectFrom('retired_access_tokens').select('token_hash').execute();
    const client = await db.selectFrom('api_clients').select(['secret_hash', 'webhook_secret']).where('id', '=', a.clientId).execute();
    const known = [...a.secrets, ...a.secrets.map(hashSecret), ...[...stored, ...retired, ...client].flatMap((r) => Object.values(r))];
    expect(known.length).toBeGreaterThan(20);
    for (const secret of known) if (secret) expect(text, secret).not.toContain(secret);
    // Nothing that looks like a hash (but the transaction hashes) or a sealed value (nonce.tag.body).
    for (const [key, value] of stringsIn(JSON.parse(text))) {
      if (/^(0x)?[0-9a-f]{40,}$/i.test(value) && !/^(0x)?[0-9a-f]{40}$/i.test(value))
        expect(['txHash', 'TxHash', 'signature'], value).toContain(key);
      expect(value).not.toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    }
    expect(JSON.parse(text)).toMatchObject({ format: 'account-connection-sandbox-export', version: 1, secrets: 'reissuedOnImport' });
  });

  it('refuses to import into a client with data (409 naming it) and applies nothing', async () => {
    const document = await exportOf(await populated());
    const b = await newClient(false);
    ok(await server.call('createLinkToken', { body: { userId: USER }, headers: b.headers }));
    const refused = await importInto(b, document);
    expect({ status: refused.status, errorType: refused.body.errorType }).toEqual({ status: 409, errorType: 'conflict' });
    expect(refused.body.message).toContain('linkSessions (1)');
    expect(await rowsOf(b.clientId)).toMatchObject({ linkSessions: 1, connections: 0, transfers: 0, testClocks: 0 });
    expect((await exportOf(b)).webhookUrl).toBeNull();

    ok(await server.call('sandboxReset', { headers: b.headers }));
    ok(await importInto(b, document));
    const twice = await importInto(b, document);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(`connections (${document.connections.length})`);
  });

  it('refuses a broken document with 400 naming its JSON path, and applies nothing', async () => {
    const document = await exportOf(await populated());
    const b = await newClient(false);
    const broken = (change: (d: Document) => void) => {
      const copy = structuredClone(document);
      change(copy);
      return copy;
    };
    const cases: [(d: Document) => void, string, string][] = [
      [(d) => Object.assign(present(d.transfers[0]), { amount: 'ten' }), '/body/transfers/0/amount', 'type'],
      [(d) => Object.assign(d, { version: 2 }), '/body/version', 'const'],
      [
        (d) => Object.assign(present(d.transfers[1]), { connectionId: '00000000-0000-4000-8000-000000000000' }),
        '/body/transfers/1/connectionId',
        'reference',
      ],
      [
        (d) => Object.assign(present(d.connections[1]), { id: present(d.connections[0]).id.toUpperCase() }),
        '/body/connections/1/id',
        'duplicate',
      ],
      [
        (d) => Object.assign(present(d.webhookEvents[0]), { transferId: '00000000-0000-4000-8000-000000000000' }),
        '/body/webhookEvents/0/transferId',
        'reference',
      ],
      [(d) => Object.assign(d, { webhookUrl: 'http://169.254.169.254/latest' }), '/body/webhookUrl', 'webhookUrl'],
      [(d) => Object.assign(present(d.sandboxUsers[1]), { username: 'dave' }), '/body/sandboxUsers/1/username', 'duplicate'],
      [(d) => Object.assign(present(d.sandboxUsers[0]), { username: 'user_custom' }), '/body/sandboxUsers/0/username', 'reserved'],
      [
        (d) => Object.assign(present(present(d.sandboxUsers[0]).document.institutions[0]), { type: 'stash' }),
        '/body/sandboxUsers/0/document/institutions/0/accounts/0/cryptocurrencyPositions/0/symbol',
        '',
      ],
      [
        (d) => Object.assign(present(d.connections.find((c) => c.scenario)?.scenario).institution, { type: 'gemini' }),
        `/body/connections/${document.connections.findIndex((c) => c.scenario)}/scenario/institution/type`,
        'reference',
      ],
    ];
    for (const [change, path, errorCode] of cases) {
      const refused = await importInto(b, broken(change));
      expect(refused.status, path).toBe(400);
      expect(fieldErrors(refused), path).toContainEqual(expect.objectContaining({ path, errorCode: expect.stringContaining(errorCode) }));
      expect(
        Object.values(await rowsOf(b.clientId)).every((n) => n === 0),
        path,
      ).toBe(true);
    }
    ok(await importInto(b, document));
  });

  it('gives the same answer, tokens included, to a repeat with the same Idempotency-Key while the key is kept', async () => {
    const exported = await exportOf(await populated());
    // The imported clock is the client's time from then on, and keys are kept a day of it: here, near the server's time.
    const document = { ...exported, clock: { now: server.clock.now(), createdAt: server.clock.now() } };
    const b = await newClient(false);
    const first = await importInto(b, document, { 'Idempotency-Key': 'import-1' });
    const repeat = await importInto(b, document, { 'Idempotency-Key': 'import-1' });
    expect(repeat.body).toEqual(ok(first) && first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('cache-control')).toBe('no-store');

    // A clock years ahead has expired the key by the time of the repeat: it is not applied twice, but refused.
    const c = await newClient(false);
    ok(await importInto(c, exported, { 'Idempotency-Key': 'import-2' }));
    expect((await importInto(c, exported, { 'Idempotency-Key': 'import-2' })).status).toBe(409);
  });
});
