// record (issue 48): a real sandbox's answers for two connected accounts, taken through the typed client and folded
// by foldRecorded into scenario users, which putSandboxUser accepts and which hold no token; then a fresh sandbox
// started with those users (startSandbox({ users })) answers the same holdings, balances, owner, deposit address
// and transfer history from its own state, the history's times rebased to its clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api, type Content, type OperationId } from '../../../client/index.js';
import type { SandboxUser } from '../../../generated/openapi.js';
import { sandboxInstitutions } from '../../../server/institutions/simulator.js';
import { startSandbox, type SandboxWithoutReceiver } from '../../../server/sandbox/index.js';
import { foldRecorded, RECORDED_OPERATIONS, recordedUsername } from '../../../server/domain/upstream/record.js';
import { documentIssues } from '../../../server/domain/upstream/recordedValidity.js';
import { CLIENT, ok, startTestServer, type TestServer } from '../../support/server.js';
import { DESTINATION, ETHEREUM, PORTFOLIO } from '../../support/sandboxUsers.js';

const MFA = { mfa: () => '123456' };
/** When the replaying sandbox's clock stands: months after the recording. */
const REPLAY_TIME = Date.UTC(2027, 4, 1, 8, 30, 0);

type Call = (input: Record<string, unknown>, options?: typeof MFA) => Promise<unknown>;
const callOf = (api: Api, id: OperationId) => api[id] as unknown as Call;

/** Signs the login in headless (with the sandbox's code where asked) and answers its first account's tokens. */
async function connect(api: Api, type: 'robinhood' | 'coinbase' | 'gemini', username: string) {
  const { linkToken } = await api.createLinkToken({ userId: 'recorder' });
  const first = await api.sandboxConnect({ linkToken, type, username, password: 'pass_good' });
  const connected =
    first.brokerResponseStatus === 'mfaRequired'
      ? await api.sandboxConnect({ linkToken, type, username, password: 'pass_good', mfaCode: '123456' })
      : first;
  return connected.accessToken!.accountTokens[0]!;
}

/** The reads record folds, of one account, as a client makes them: each request with the answer's content. */
async function readsOf(api: Api, type: 'robinhood' | 'coinbase', authToken: string, integrationId: string, transferId?: string) {
  const reads: { operationId: OperationId; request: Record<string, unknown> }[] = [
    { operationId: 'getHoldings', request: { authToken, type } },
    { operationId: 'getAccountBalance', request: { authToken, type } },
    { operationId: 'verifyAccount', request: { authToken, integrationId } },
  ];
  if (type === 'coinbase')
    reads.push(
      { operationId: 'getDepositAddress', request: { authToken, type, symbol: 'ETH' } },
      { operationId: 'listInstitutionTransfers', request: { authToken, type } },
      { operationId: 'getInstitutionTransfer', request: { authToken, type, transactionId: transferId } },
    );
  const answered = [];
  for (const read of reads) answered.push({ ...read, content: await callOf(api, read.operationId)(read.request, MFA) });
  return answered;
}

describe('record: a proxied account folded into a scenario user', () => {
  let source: TestServer;
  let api: Api;
  let replay: SandboxWithoutReceiver;
  const recorded = new Map<string, { type: 'robinhood' | 'coinbase'; document: SandboxUser; answers: Map<OperationId, unknown> }>();
  const tokens: string[] = [];
  const dropped: string[] = [];
  let recordedAt = 0;

  beforeAll(async () => {
    source = await startTestServer();
    api = createApi({ baseUrl: source.apiUrl, clientId: CLIENT.id, clientSecret: CLIENT.secret, retry: { maxAttempts: 1 } });
    ok(await source.call('putSandboxUser', { params: { clientId: CLIENT.id, username: 'portfolio' }, body: PORTFOLIO }));
    const robinhood = await connect(api, 'robinhood', 'portfolio');
    const coinbase = await connect(api, 'coinbase', 'portfolio');
    const gemini = await connect(api, 'gemini', 'alice');
    for (const t of [robinhood, coinbase, gemini]) tokens.push(t.accessToken, t.refreshToken!, t.tokenId!);

    // A withdrawal from the Coinbase account, and a deposit to it from Gemini, both settled.
    const { address } = await api.getDepositAddress({ authToken: coinbase.tokenId!, type: 'coinbase', symbol: 'ETH' }, MFA);
    const send = async (authToken: string, type: 'coinbase' | 'gemini', toAddress: string) => {
      const { linkToken } = await api.createLinkToken({ userId: 'recorder' });
      const sent = await api.sandboxTransfer(
        { linkToken, authToken, type, symbol: 'ETH', amount: 0.25, toAddress, networkId: ETHEREUM },
        MFA,
      );
      return sent.transfer!;
    };
    const withdrawal = await send(coinbase.tokenId!, 'coinbase', DESTINATION);
    await send(gemini.tokenId!, 'gemini', address!);
    source.clock.advance(60 * 60_000);
    await source.work();

    const ids = new Map((await api.listIntegrations()).items.map((i) => [i.type, i.id]));
    recordedAt = source.clock.now();
    for (const [type, token, transferId] of [
      ['robinhood', robinhood.tokenId!, undefined],
      ['coinbase', coinbase.tokenId!, withdrawal.txId!],
    ] as const) {
      let document: SandboxUser | undefined;
      const answers = new Map<OperationId, unknown>();
      for (const call of await readsOf(api, type, token, ids.get(type)!, transferId)) {
        answers.set(call.operationId, call.content);
        document =
          foldRecorded(document, call, recordedAt, {
            institutions: sandboxInstitutions,
            dropped: (path, why) => dropped.push(`${path}: ${why}`),
          }) ?? document;
      }
      recorded.set(recordedUsername(type, token), { type, document: document!, answers });
    }
    replay = await startSandbox({
      logLevel: 'silent',
      webhooks: false,
      startTime: REPLAY_TIME,
      users: Object.fromEntries([...recorded].map(([name, r]) => [name, r.document])),
    });
  });
  afterAll(async () => {
    await replay?.stop();
    await source?.close();
  });

  it('names each recorded user by its institution and a hash of its token, never the token', () => {
    const names = [...recorded.keys()];
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^recorded\.(robinhood|coinbase)\.[0-9a-f]{12}$/);
      expect(name).toMatch(/^[A-Za-z0-9._@+-]{1,128}$/);
      for (const token of tokens) expect(name).not.toContain(token);
    }
    expect(recordedUsername('coinbase', 'token-a')).toBe(recordedUsername('coinbase', 'token-a'));
    expect(recordedUsername('coinbase', 'token-a')).not.toBe(recordedUsername('coinbase', 'token-b'));
  });

  it('folds every answer into a document putSandboxUser accepts, with no token anywhere in it', async () => {
    expect(dropped).toEqual([]);
    for (const [name, { document }] of recorded) {
      expect(documentIssues(document, sandboxInstitutions)).toEqual([]);
      ok(await source.call('putSandboxUser', { params: { clientId: CLIENT.id, username: name }, body: document }));
      const text = JSON.stringify(document);
      for (const token of tokens) expect(text).not.toContain(token);
      expect(document.password).toBeUndefined();
    }
    const coinbase = [...recorded.values()].find((r) => r.type === 'coinbase')!.document;
    const account = coinbase.institutions[0]!.accounts![0]!;
    expect(account).toMatchObject({ accountId: 'CB-MAIN', accountName: 'Main' });
    expect(account.transferHistory?.map((t) => t.type).sort()).toEqual(['deposit', 'withdrawal']);
    expect(account.owner?.firstName).toEqual(expect.any(String));
    expect(coinbase.institutions[0]!.depositAddresses?.addresses).toHaveLength(1);
  });

  it('answers the same holdings, balances, owner and deposit address from the replaying sandbox alone', async () => {
    const replayApi = replay.api;
    const ids = new Map((await replayApi.listIntegrations()).items.map((i) => [i.type, i.id]));
    for (const [name, { type, answers }] of recorded) {
      const token = (await connect(replayApi, type, name)).tokenId!;
      const read = (id: OperationId, request: Record<string, unknown>) => callOf(replayApi, id)(request, MFA);
      // Each list in one order: by symbol, an NFT by its token.
      const keyOf = (p: { symbol?: string; tokenId?: string }) => p.symbol ?? p.tokenId ?? '';
      const bySymbol = (h: Content<'getHoldings'>) =>
        Object.fromEntries(
          Object.entries(h).map(([k, v]) => [
            k,
            Array.isArray(v) ? [...(v as { symbol?: string }[])].sort((a, b) => keyOf(a).localeCompare(keyOf(b))) : v,
          ]),
        );
      expect(bySymbol((await read('getHoldings', { authToken: token, type })) as Content<'getHoldings'>)).toEqual(
        bySymbol(answers.get('getHoldings') as Content<'getHoldings'>),
      );
      expect(await read('getAccountBalance', { authToken: token, type })).toEqual(answers.get('getAccountBalance'));
      expect(await read('verifyAccount', { authToken: token, integrationId: ids.get(type) })).toEqual(answers.get('verifyAccount'));
      if (type === 'coinbase')
        expect(await read('getDepositAddress', { authToken: token, type, symbol: 'ETH' })).toEqual(answers.get('getDepositAddress'));
    }
  });

  it('lists the same transfer history, its times rebased to the replaying clock', async () => {
    const [name, { answers }] = [...recorded].find(([, r]) => r.type === 'coinbase')!;
    const token = (await connect(replay.api, 'coinbase', name)).tokenId!;
    const shift = Math.floor(REPLAY_TIME / 1000) - Math.floor(recordedAt / 1000);
    const rebased = (t: Content<'getInstitutionTransfer'>) => ({
      ...t,
      createdTimestamp: t.createdTimestamp + shift,
      updatedTimestamp: t.updatedTimestamp + shift,
    });
    const listed = answers.get('listInstitutionTransfers') as Content<'listInstitutionTransfers'>;
    expect(listed.transfers.map((t) => t.type).sort()).toEqual(['deposit', 'withdrawal']);
    expect(await replay.api.listInstitutionTransfers({ authToken: token, type: 'coinbase' })).toEqual({
      ...listed,
      transfers: listed.transfers.map(rebased),
      earliestTimestamp: listed.earliestTimestamp! + shift,
    });
    // Coinbase lists no hash; queried alone, the withdrawal gives the one recorded when it was queried alone.
    const queried = answers.get('getInstitutionTransfer') as Content<'getInstitutionTransfer'>;
    expect(queried.hash).toMatch(/^0x/);
    expect(await replay.api.getInstitutionTransfer({ authToken: token, type: 'coinbase', transactionId: queried.id })).toEqual(
      rebased(queried),
    );
  });

  it('folds only the operations it records, and only answers that carry something', () => {
    const request = { authToken: tokens[0], type: 'coinbase' };
    expect(RECORDED_OPERATIONS).toEqual(
      expect.arrayContaining([
        'getHoldings',
        'getAccountBalance',
        'verifyAccount',
        'verifyExchangeAccount',
        'getDepositAddress',
        'listInstitutionTransfers',
      ]),
    );
    const fold = (operationId: OperationId, content: unknown) =>
      foldRecorded(undefined, { operationId, request, content }, recordedAt, { institutions: sandboxInstitutions });
    expect(fold('listIntegrations', { items: [] })).toBeUndefined();
    expect(fold('getHoldings', { status: 'notAuthorized', equityPositions: [] })).toBeUndefined();
    expect(fold('getDepositAddress', { address: null, brokerResponseStatus: 'mfaRequired' })).toBeUndefined();
    expect(
      foldRecorded(undefined, { operationId: 'getHoldings', request: { type: 'nowhere' }, content: {} }, 0, {
        institutions: sandboxInstitutions,
      }),
    ).toBeUndefined();
  });
  describe('answers a sandbox never gives', () => {
    const heard: string[] = [];
    const robinhood = () => [...recorded].find(([, r]) => r.type === 'robinhood')!;
    const fold = (doc: SandboxUser | undefined, operationId: OperationId, request: Record<string, unknown>, content: unknown) =>
      foldRecorded(doc, { operationId, request, content }, recordedAt, {
        institutions: sandboxInstitutions,
        dropped: (path, why) => heard.push(`${path}: ${why}`),
      });
    const accountOf = (doc: SandboxUser | undefined) => doc!.institutions[0]!.accounts![0]!;

    it('keeps positions the sandbox cannot price in the notSupported lists, and leaves out what no list holds', () => {
      heard.length = 0;
      const [, { answers }] = robinhood();
      const real = answers.get('getHoldings') as Content<'getHoldings'>;
      const position = (symbol: string, amount: number) => ({ symbol, amount, costBasis: 12, name: null, distribution: null });
      const content = {
        ...real,
        equityPositions: [...real.equityPositions, position('ZZZZ', 3), position('AAPL', 2), position('TSLA', -1)],
        cryptocurrencyPositions: [...real.cryptocurrencyPositions, position('FOO', 7)],
        optionPositions: [{ ...real.optionPositions[0]!, symbol: 'ZZZZ', strikePrice: 12.5, optionType: 'put' }],
      };
      const doc = fold(undefined, 'getHoldings', { authToken: tokens[0], type: 'robinhood' }, content);
      const account = accountOf(doc);
      const aapl = real.equityPositions.find((p) => p.symbol === 'AAPL')!;
      // Two lots of one symbol are one position: amounts summed, the cost basis averaged by amount.
      expect(account.equityPositions?.find((p) => p.symbol === 'AAPL')).toEqual({
        symbol: 'AAPL',
        amount: aapl.amount + 2,
        costBasis: (aapl.costBasis * aapl.amount + 12 * 2) / (aapl.amount + 2),
      });
      expect(account.notSupportedEquityPositions).toEqual(
        expect.arrayContaining([
          { symbol: 'ZZZZ', amount: 3 },
          { symbol: expect.stringMatching(/^ZZZZ \d{6}P00012500$/), amount: real.optionPositions[0]!.amount },
        ]),
      );
      expect(account.notSupportedCryptocurrencyPositions).toEqual(expect.arrayContaining([{ symbol: 'FOO', amount: 7 }]));
      expect(account.optionPositions).toBeUndefined();
      expect(account.equityPositions?.map((p) => p.symbol)).not.toContain('TSLA');
      expect(heard).toEqual([
        expect.stringMatching(/^\/institutions\/0\/accounts\/0\/equityPositions\/\d+\/amount: must be >= 0$/),
        expect.stringMatching(/equityPositions\/\d+: must have required property 'amount'$/),
      ]);
      expect(documentIssues(doc!, sandboxInstitutions)).toEqual([]);
    });

    it('leaves out equities where only brokerages hold them, and an address not valid on its network', () => {
      heard.length = 0;
      const request = { authToken: tokens[3], type: 'coinbase' };
      const holdings = {
        status: 'succeeded',
        accountId: 'CB-X',
        accountName: 'X',
        equityPositions: [{ symbol: 'AAPL', amount: 1, costBasis: 1 }],
        cryptocurrencyPositions: [{ symbol: 'ETH', amount: 1, costBasis: 1 }],
      };
      let doc = fold(undefined, 'getHoldings', request, holdings);
      doc = fold(
        doc,
        'getDepositAddress',
        { ...request, symbol: 'ETH' },
        { symbol: 'ETH', address: 'not-an-address', networkId: ETHEREUM, chain: null, memo: null },
      );
      expect(accountOf(doc)).toEqual({
        accountId: 'CB-X',
        accountName: 'X',
        cryptocurrencyPositions: [{ symbol: 'ETH', amount: 1, costBasis: 1 }],
      });
      expect(doc!.institutions[0]!.depositAddresses).toEqual({ addresses: [] });
      expect(heard).toEqual([
        expect.stringMatching(/^\/institutions\/0\/accounts\/0\/equityPositions: Coinbase is an exchange/),
        expect.stringMatching(/^\/institutions\/0\/depositAddresses\/addresses\/0\/address: is not a valid Ethereum address/),
        expect.stringMatching(/^\/institutions\/0\/depositAddresses\/addresses\/0: must have required property 'address'/),
      ]);
      expect(documentIssues(doc!, sandboxInstitutions)).toEqual([]);
    });

    it('joins an owner’s details across narrowed answers, and redacts a token an answer echoes', () => {
      const [, { answers }] = robinhood();
      const real = answers.get('verifyAccount') as Content<'verifyAccount'>;
      const integrationId = sandboxInstitutions('robinhood').id;
      const request = { authToken: tokens[0], integrationId };
      const nulls = Object.fromEntries(Object.keys(real).map((k) => [k, null]));
      let doc = fold(
        undefined,
        'verifyExchangeAccount',
        { ...request, accountInfo: ['email'] },
        { ...nulls, integrationName: 'Robinhood', email: real.email },
      );
      doc = fold(
        doc,
        'verifyExchangeAccount',
        { ...request, accountInfo: ['firstName'] },
        { ...nulls, integrationName: 'Robinhood', firstName: real.firstName },
      );
      expect(accountOf(doc).owner).toEqual({ email: real.email, firstName: real.firstName });
      const transfer = {
        ...{
          id: 'T-1',
          type: 'withdrawal',
          status: 'failed',
          symbol: 'ETH',
          amount: 1,
          createdTimestamp: recordedAt / 1000 - 30,
          updatedTimestamp: recordedAt / 1000 - 30,
        },
        statusDetails: `Refused for the key ${tokens[3]}`,
      };
      const echoed = fold(
        undefined,
        'listInstitutionTransfers',
        { authToken: tokens[3], type: 'coinbase' },
        { transfers: [transfer], total: 1, cursor: null },
      );
      expect(accountOf(echoed).transferHistory).toEqual([
        {
          id: 'T-1',
          type: 'withdrawal',
          status: 'failed',
          symbol: 'ETH',
          amount: 1,
          createdSecondsBefore: 30,
          statusDetails: 'Refused for the key [redacted]',
        },
      ]);
      expect(JSON.stringify(echoed)).not.toContain(tokens[3]);
    });

    it('keeps a hash a later list leaves null, takes the later status, and the newest 100 transfers', () => {
      heard.length = 0;
      const request = { authToken: tokens[3], type: 'coinbase' };
      const transfer = (id: string, secondsAgo: number, extra: Record<string, unknown> = {}) => ({
        ...{ id, type: 'withdrawal', status: 'pending', symbol: 'ETH', amount: 1, hash: null },
        ...{ createdTimestamp: Math.floor(recordedAt / 1000) - secondsAgo, updatedTimestamp: Math.floor(recordedAt / 1000) - secondsAgo },
        ...extra,
      });
      let doc = fold(undefined, 'getInstitutionTransfer', request, transfer('W', 50, { hash: '0xfeed' }));
      doc = fold(doc, 'listInstitutionTransfers', request, {
        transfers: [transfer('W', 50, { status: 'succeeded' })],
        total: 1,
        cursor: null,
      });
      expect(accountOf(doc).transferHistory).toEqual([
        { id: 'W', type: 'withdrawal', status: 'succeeded', symbol: 'ETH', amount: 1, hash: '0xfeed', createdSecondsBefore: 50 },
      ]);
      const many = Array.from({ length: 120 }, (_, i) => transfer(`M-${i}`, 100 + i));
      doc = fold(doc, 'listInstitutionTransfers', request, { transfers: many, total: 120, cursor: null });
      const kept = accountOf(doc).transferHistory!;
      expect(kept).toHaveLength(100);
      expect(kept[0]!.id).toBe('W');
      expect(kept.at(-1)!.id).toBe('M-98');
      expect(heard).toHaveLength(21);
      expect(documentIssues(doc!, sandboxInstitutions)).toEqual([]);
    });
  });
});
