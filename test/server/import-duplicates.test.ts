// An import that names a row twice (issue 45, defect 5), on both stores: every list of the document whose rows the
// store keeps under a key (an id, a username, a login, a symbol) refuses a second row with the same key with 400,
// `duplicate`, naming the second row's key in errorData, and applies nothing. Two fault rules of one id once reached
// the database and answered 500 (its primary key).
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../client/operations.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { connect, fieldErrors, headersOf, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

type Document = Content<'sandboxExport'>;
type Connection = Document['connections'][number];
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const START = Date.UTC(2030, 0, 1);
const USER = 'duplicates-user';
const wallet = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

/** The list's first row again at its end, changed by `change`: the path of that row. */
function again<T>(list: T[], at: string, change: (row: T) => void = () => {}): string {
  const copy = structuredClone(present(list[0], `the first row of ${at}`));
  change(copy);
  list.push(copy);
  return `/body/${at}/${list.length - 1}`;
}

describe.each(['sqlite', 'postgres'] as const)('an import that names a row twice, on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    receiver = await startReceiver();
    document = await populated();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  async function newClient() {
    const created = ok(await server.call('createClient', { body: { name: 'duplicates' } }));
    ok(await server.call('setWebhook', { params: { clientId: created.clientId }, body: { url: receiver.url } }));
    return { clientId: created.clientId, headers: headersOf(created) };
  }

  /** An export with at least one row of every keyed list. */
  async function populated(): Promise<Document> {
    const { clientId, headers } = await newClient();
    const call = <K extends Parameters<TestServer['call']>[0]>(id: K, body?: unknown, params?: Record<string, string>) =>
      server.call(id, { body, params, headers });
    ok(await call('sandboxCreateTestClock', { frozenTime: START }));
    ok(await server.call('putSandboxUser', { params: { clientId, username: 'dave' }, body: { institutions: [{ type: 'coinbase' }] } }));
    const gemini = await connect(server, 'gemini', { userId: USER, username: 'alice', headers });
    const coinbase = await connect(server, 'coinbase', { userId: USER, username: 'bob', headers });
    ok(await call('getDepositAddress', { authToken: coinbase.tokenId, type: 'coinbase', symbol: 'ETH' }));
    const { linkToken } = ok(await call('createLinkToken', { userId: USER }));
    ok(
      await call('sandboxTransfer', {
        linkToken,
        authToken: gemini.tokenId,
        type: 'gemini',
        symbol: 'ETH',
        amount: 0.01,
        toAddress: DESTINATION,
      }),
    );
    const message = 'I own this wallet';
    const verifying = ok(await call('createLinkToken', { userId: USER, verifyWalletOptions: { message } })).linkToken;
    const signature = await wallet.signMessage({ message });
    ok(await call('sandboxVerifyWallet', { linkToken: verifying, address: wallet.address, message, signature }));
    ok(await call('sandboxFailInstitution', { type: 'kraken', error: 'unavailable', durationSeconds: 3600 }));
    ok(
      await call(
        'sandboxPutFault',
        { match: { operationIds: ['listNetworks'] }, action: { kind: 'error', status: 503 } },
        { faultId: 'slow' },
      ),
    );
    const order = { authToken: coinbase.tokenId, type: 'coinbase', symbol: 'ETH', paymentSymbol: 'USD', paymentIsCryptocurrency: false };
    ok(
      await call(
        'executeOrder',
        { ...order, amountIsInPaymentSymbol: false, amount: 0.01, orderType: 'market', timeInForce: 'immediateOrCancel' },
        { side: 'buy' },
      ),
    );
    return ok(await server.call('sandboxExport', { headers }));
  }

  const withHoldings = (d: Document, list: 'positions' | 'balances' | 'depositAddresses') => {
    const index = d.connections.findIndex((c) => c[list].length > 0);
    return { at: `connections/${index}/${list}`, connection: present(d.connections[index], `a connection with ${list}`) as Connection };
  };

  /** Each case: what it duplicates, and the field of the second row that names it. */
  const cases: [string, (d: Document) => string][] = [
    ['two fault rules of one id', (d) => `${again(d.faultRules ?? [], 'faultRules')}/id`],
    ['two connections of one id', (d) => `${again(d.connections, 'connections')}/id`],
    [
      "two connections of one login's account",
      (d) => `${again(d.connections, 'connections', (c) => Object.assign(c, { id: '00000000-0000-4000-8000-00000000000c' }))}/accountId`,
    ],
    [
      'two positions of one symbol',
      (d) => {
        const { at, connection } = withHoldings(d, 'positions');
        return `${again(connection.positions, at)}/symbol`;
      },
    ],
    [
      'two balances of one symbol',
      (d) => {
        const { at, connection } = withHoldings(d, 'balances');
        return `${again(connection.balances, at)}/symbol`;
      },
    ],
    [
      'two deposit addresses of one network',
      (d) => {
        const { at, connection } = withHoldings(d, 'depositAddresses');
        return `${again(connection.depositAddresses, at)}/networkId`;
      },
    ],
    ['two transfers of one id', (d) => `${again(d.transfers, 'transfers')}/id`],
    ['two webhook events of one id', (d) => `${again(d.webhookEvents, 'webhookEvents')}/id`],
    [
      "two webhook events at one place among their transfer's",
      (d) => `${again(d.webhookEvents, 'webhookEvents', (e) => Object.assign(e, { id: `${e.id}-again` }))}/seq`,
    ],
    ['two orders of one id', (d) => `${again(d.orders ?? [], 'orders')}/id`],
    ['two wallet verifications of one id', (d) => `${again(d.walletVerifications, 'walletVerifications')}/id`],
    ['two sandbox users of one username', (d) => `${again(d.sandboxUsers, 'sandboxUsers')}/username`],
    ['two failures of one institution', (d) => `${again(d.institutionFailures, 'institutionFailures')}/type`],
  ];

  it.each(cases)('refuses %s with 400 naming the second, and applies nothing', async (_, duplicate) => {
    const copy = structuredClone(document);
    const path = duplicate(copy);
    const { headers } = await newClient();
    const refused = await server.call('sandboxImport', { body: copy, headers });
    expect(refused.status, JSON.stringify(refused.body).slice(0, 500)).toBe(400);
    expect(fieldErrors(refused)).toContainEqual(expect.objectContaining({ path, errorCode: 'duplicate' }));
    const after = ok(await server.call('sandboxExport', { headers }));
    expect([after.connections, after.transfers, after.faultRules, after.sandboxUsers]).toEqual([[], [], [], []]);
    ok(await server.call('sandboxImport', { body: document, headers }));
  });
});
