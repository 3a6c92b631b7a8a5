// Scenario users' owners and past transfers (issue 48, record): what verifyAccount and verifyExchangeAccount answer
// for an account whose document gives its owner, and its transfer history beside the transfers sent through the
// sandbox, with the times counted back from the moment the account was connected on the client's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser, SandboxUserPastTransfer } from '../../generated/openapi.js';
import { storeKinds } from '../support/postgres.js';
import { CLIENT, fieldErrors, ok, present, startTestServerOn, type TestServer } from '../support/server.js';
import { connectCustom, DESTINATION, ETH_ACCOUNT, oneInstitution } from '../support/sandboxUsers.js';

const OWNER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  accountNumber: 'GEM-77',
  idType: 'passport',
  idNumber: 'P123',
} as const;
const HASH = '0xabc0000000000000000000000000000000000000000000000000000000000def';
const DAY = 86_400;
/** Three past transfers, oldest last: a deposit two days before, a withdrawal one day before, one still pending. */
const HISTORY: SandboxUserPastTransfer[] = [
  { id: 'W-PENDING', type: 'withdrawal', status: 'pending', symbol: 'ETH', amount: 0.2, createdSecondsBefore: 10 },
  {
    id: 'W-1',
    type: 'withdrawal',
    status: 'succeeded',
    symbol: 'ETH',
    amount: 1.01,
    transactionAmount: 1,
    transferFee: 0.01,
    targetAddress: DESTINATION,
    chain: 'Ethereum',
    hash: HASH,
    networkTransactionFee: { amount: 0.002, symbol: 'ETH' },
    confirmations: 30,
    createdSecondsBefore: DAY,
    updatedSecondsBefore: DAY - 60,
  },
  { id: 'D-1', type: 'deposit', status: 'succeeded', symbol: 'USDC', amount: 500, createdSecondsBefore: 2 * DAY },
];

describe.each(storeKinds)('scenario users’ owners and past transfers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  const account = (extra: Record<string, unknown>) => ({ ...ETH_ACCOUNT, ...extra });
  const at = (type: string, extra: Record<string, unknown>): SandboxUser => oneInstitution(type, { accounts: [account(extra)] });
  const integrationId = async (type: string) => present(ok(await server.call('listIntegrations')).items.find((i) => i.type === type)).id;
  const list = async (authToken: string, type: string, extra: Record<string, unknown> = {}) =>
    ok(await server.call('listInstitutionTransfers', { body: { authToken, type, ...extra } as never }));
  const query = (authToken: string, type: string, extra: Record<string, unknown>) =>
    server.call('getInstitutionTransfer', { body: { authToken, type, ...extra } as never });

  it('answers the document’s owner, narrowed by accountInfo, with null for what it leaves out', async () => {
    const token = await connectCustom(server, 'gemini', at('gemini', { owner: OWNER }));
    const id = await integrationId('gemini');
    const owner = ok(await server.call('verifyAccount', { body: { authToken: token, integrationId: id } }));
    expect(owner).toEqual({
      integrationName: 'Gemini',
      ...{ firstName: 'Ada', middleName: null, lastName: 'Lovelace', accountNumber: 'GEM-77', email: 'ada@example.org' },
      ...{ mobileNumber: null, companyName: null, countryCode: null, city: null, postalCode: null, address: null },
      ...{ idType: 'passport', idNumber: 'P123', dateOfBirth: null },
    });
    const narrowed = ok(
      await server.call('verifyExchangeAccount', { body: { authToken: token, integrationId: id, accountInfo: ['email', 'id'] } }),
    );
    expect(Object.entries(narrowed).filter(([, v]) => v !== null)).toEqual([
      ['integrationName', 'Gemini'],
      ['email', 'ada@example.org'],
      ['idType', 'passport'],
      ['idNumber', 'P123'],
    ]);
  });

  it('lists the past transfers at times counted back from the connection, after what the sandbox sent since', async () => {
    const connectedAt = Math.floor(server.clock.now() / 1000);
    const token = await connectCustom(server, 'gemini', at('gemini', { transferHistory: HISTORY }));
    const listed = await list(token, 'gemini');
    expect(listed.transfers.map((t) => [t.id, t.createdTimestamp, t.updatedTimestamp])).toEqual([
      ['W-PENDING', connectedAt - 10, connectedAt - 10],
      ['W-1', connectedAt - DAY, connectedAt - DAY + 60],
      ['D-1', connectedAt - 2 * DAY, connectedAt - 2 * DAY],
    ]);
    expect(listed).toMatchObject({ total: 3, cursor: null, earliestTimestamp: connectedAt - 2 * DAY });
    expect(listed.transfers[1]).toEqual({
      id: 'W-1',
      status: 'succeeded',
      statusDetails: null,
      type: 'withdrawal',
      fromAddress: null,
      targetAddress: DESTINATION,
      symbol: 'ETH',
      chain: 'Ethereum',
      memo: null,
      hash: HASH,
      amount: 1.01,
      transactionAmount: 1,
      createdTimestamp: connectedAt - DAY,
      updatedTimestamp: connectedAt - DAY + 60,
      networkTransactionFee: { gasPrice: null, gasUsed: null, amount: 0.002, symbol: 'ETH' },
      transferFee: 0.01,
      confirmations: 30,
    });

    server.clock.advance(5_000);
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'scenario-user' } }));
    const body = { linkToken, authToken: token, type: 'gemini', symbol: 'ETH', amount: 0.5, toAddress: DESTINATION };
    const sent = present(ok(await server.call('sandboxTransfer', { body: body as never })).transfer);
    const first = await list(token, 'gemini', { count: 2 });
    expect(first.transfers.map((t) => t.id)).toEqual([sent.txId, 'W-PENDING']);
    expect(first.total).toBe(4);
    const second = await list(token, 'gemini', { count: 2, cursor: present(first.cursor) });
    expect(second).toMatchObject({ total: 4, cursor: null });
    expect(second.transfers.map((t) => t.id)).toEqual(['W-1', 'D-1']);

    expect((await list(token, 'gemini', { statuses: ['succeeded'] })).transfers.map((t) => t.id)).toEqual(['W-1', 'D-1']);
    const recent = await list(token, 'gemini', { from: connectedAt - DAY });
    expect(recent.transfers.map((t) => t.id)).toEqual([sent.txId, 'W-PENDING', 'W-1']);
    expect(recent.earliestTimestamp).toBe(connectedAt - DAY);
  });

  it('finds a past transfer by its id or its hash, and as the institution reports hashes', async () => {
    const gemini = await connectCustom(server, 'gemini', at('gemini', { transferHistory: HISTORY }));
    expect(ok(await query(gemini, 'gemini', { transactionId: 'W-1' })).hash).toBe(HASH);
    expect(ok(await query(gemini, 'gemini', { transactionHash: HASH.toUpperCase().replace('0X', '0x') })).id).toBe('W-1');
    expect((await query(gemini, 'gemini', { transactionId: 'W-1', symbol: 'BTC' })).body).toMatchObject({ errorType: 'transferNotFound' });
    expect((await query(gemini, 'gemini', { transactionId: 'w-1' })).body).toMatchObject({ errorType: 'transferNotFound' });
    // Coinbase gives a hash only when one transfer is queried: its list shows none.
    const coinbase = await connectCustom(server, 'coinbase', at('coinbase', { transferHistory: HISTORY }));
    expect((await list(coinbase, 'coinbase')).transfers.find((t) => t.id === 'W-1')?.hash).toBeNull();
    expect(ok(await query(coinbase, 'coinbase', { transactionId: 'W-1' })).hash).toBe(HASH);
  });

  it('counts back from the client’s test clock', async () => {
    const frozenTime = Date.UTC(2031, 0, 1);
    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime } }));
    try {
      // Another account, so another login than the tests' before, whose transfers it would list.
      const token = await connectCustom(server, 'gemini', at('gemini', { accountId: 'CLOCKED', transferHistory: HISTORY }));
      const listed = await list(token, 'gemini');
      expect(listed.transfers.map((t) => t.createdTimestamp)).toEqual([10, DAY, 2 * DAY].map((s) => frozenTime / 1000 - s));
    } finally {
      ok(await server.call('sandboxDeleteTestClock'));
    }
  });

  it('refuses an owner at a wallet, a history where the institution lists none, and an id twice', async () => {
    const put = (document: SandboxUser) =>
      server.call('putSandboxUser', { params: { clientId: CLIENT.id, username: 'history' }, body: document });
    const wallet = oneInstitution('openSea', { accounts: [{ accountId: 'W', accountName: 'Wallet', owner: OWNER }] });
    expect(fieldErrors(await put(wallet))).toEqual([
      expect.objectContaining({ path: '/body/institutions/0/accounts/0/owner', message: expect.stringMatching(/self-custody wallet/) }),
    ]);
    const brokerage = oneInstitution('robinhood', { accounts: [{ accountId: 'R', accountName: 'Individual', transferHistory: HISTORY }] });
    expect(fieldErrors(await put(brokerage))).toEqual([
      expect.objectContaining({
        path: '/body/institutions/0/accounts/0/transferHistory',
        message: expect.stringMatching(/lists no transfers/),
      }),
    ]);
    const twice = at('gemini', { transferHistory: [HISTORY[0]!, { ...HISTORY[1]!, id: 'W-PENDING' }] });
    expect(fieldErrors(await put(twice))).toEqual([
      expect.objectContaining({ path: '/body/institutions/0/accounts/0/transferHistory/1/id', errorCode: 'duplicate' }),
    ]);
  });

  it('keeps the owner and the past transfers through an export and an import', async () => {
    ok(await server.call('sandboxReset'));
    const connectedAt = Math.floor(server.clock.now() / 1000);
    await connectCustom(server, 'gemini', at('gemini', { owner: OWNER, transferHistory: HISTORY }));
    const exported = ok(await server.call('sandboxExport'));
    expect(exported.connections[0]?.scenario?.institution.accounts).toEqual([
      { accountId: ETH_ACCOUNT.accountId, accountName: ETH_ACCOUNT.accountName, owner: OWNER, transferHistory: HISTORY },
    ]);
    ok(await server.call('sandboxReset'));
    const imported = ok(await server.call('sandboxImport', { body: exported }));
    const authToken = present(imported.connections[0]).tokenId;
    expect((await list(authToken, 'gemini')).transfers.map((t) => [t.id, t.createdTimestamp])).toEqual(
      HISTORY.map((t) => [t.id, connectedAt - t.createdSecondsBefore]),
    );
    const id = await integrationId('gemini');
    expect(ok(await server.call('verifyAccount', { body: { authToken, integrationId: id } })).email).toBe(OWNER.email);
  });
});
