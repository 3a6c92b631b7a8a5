// Scenario users (issue 29, section 3) registered by name for a client through the admin API: listed, replaced and
// deleted there, then signed in with as a username. A wrong document is refused whole, each problem at its JSON
// path, with "did you mean"; nothing of it is stored or used. The seeded users are what they were.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../../generated/openapi.js';
import { storeKinds } from '../support/postgres.js';
import { CLIENT, connect, fieldErrors, headersOf, ok, present, startTestServerOn, type TestServer } from '../support/server.js';
import { accountTokens, DESTINATION, ETH_ACCOUNT, ETHEREUM, oneInstitution, PORTFOLIO, signIn } from '../support/sandboxUsers.js';
import { projectRoot } from '../support/scratch.js';

/** The complete document docs/scenario-users.md shows. */
const DOCUMENTED = JSON.parse(
  /<!-- readme-test: a complete document -->\n```json\n([\s\S]*?)^```$/m.exec(
    readFileSync(join(projectRoot, 'docs/scenario-users.md'), 'utf8'),
  )![1]!,
) as SandboxUser;

describe.each(storeKinds)('registered scenario users on %s', (kind) => {
  let server: TestServer;
  let other: { id: string; headers: Record<string, string> };
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    const created = ok(await server.call('createClient', { body: { name: 'Other client' } }));
    other = { id: created.clientId, headers: headersOf(created) };
  });
  afterAll(() => server?.close());

  const put = (username: string, body: unknown, clientId = CLIENT.id) =>
    server.call('putSandboxUser', { params: { clientId, username }, body });
  const get = (username: string, clientId = CLIENT.id) => server.call('getSandboxUser', { params: { clientId, username } });
  const holdingsOf = async (authToken: string, type: string) => ok(await server.call('getHoldings', { body: { authToken, type } }));

  describe('registering', () => {
    it('stores, answers, lists, replaces and deletes a user by name', async () => {
      server.clock.advance(1000);
      const registered = ok(await put('alice', PORTFOLIO));
      expect(registered).toEqual({ username: 'alice', document: PORTFOLIO, createdAt: server.clock.now(), updatedAt: server.clock.now() });
      expect(ok(await get('alice'))).toEqual(registered);
      server.clock.advance(1000);
      const replacement = oneInstitution('gemini', { accounts: [ETH_ACCOUNT] });
      const replaced = ok(await put('alice', replacement));
      expect(replaced).toMatchObject({ document: replacement, createdAt: registered.createdAt, updatedAt: server.clock.now() });
      ok(await put('bob', PORTFOLIO));
      const listed = ok(await server.call('listSandboxUsers', { params: { clientId: CLIENT.id } })).users;
      expect(listed.map((u) => u.username)).toEqual(['alice', 'bob']);
      ok(await server.call('deleteSandboxUser', { params: { clientId: CLIENT.id, username: 'bob' } }));
      const gone = await get('bob');
      expect([gone.status, gone.body.errorType]).toEqual([404, 'sandboxUserNotFound']);
      const again = await server.call('deleteSandboxUser', { params: { clientId: CLIENT.id, username: 'bob' } });
      expect(again.status).toBe(404);
    });

    it('keeps each client’s users to that client, and refuses an unknown client', async () => {
      ok(await put('carol', PORTFOLIO));
      expect((await get('carol', other.id)).status).toBe(404);
      expect(ok(await server.call('listSandboxUsers', { params: { clientId: other.id } })).users).toEqual([]);
      const unknown = await put('carol', PORTFOLIO, '00000000-0000-4000-8000-000000000000');
      expect([unknown.status, unknown.body.errorType]).toEqual([404, 'clientNotFound']);
    });

    it('refuses user_custom as a name: its password is the document', async () => {
      const refused = await put('user_custom', PORTFOLIO);
      expect(refused.status).toBe(400);
      expect(fieldErrors(refused)).toEqual([expect.objectContaining({ path: '/path/username', errorCode: 'reserved' })]);
    });

    it('holds a client to 100 users, with 409 past them, and lets it replace one then', async () => {
      const client = ok(await server.call('createClient', { body: { name: 'Full client' } })).clientId;
      const document = oneInstitution('gemini');
      for (let i = 0; i < 100; i++) ok(await put(`user-${i}`, document, client));
      const full = await put('one-more', document, client);
      expect([full.status, full.body.errorType]).toEqual([409, 'conflict']);
      ok(await put('user-7', PORTFOLIO, client));
    });
  });

  describe('signing in with a registered name', () => {
    it('connects the document’s accounts with any password, and only at the institutions it lists', async () => {
      ok(await put('dave', PORTFOLIO));
      const tokens = accountTokens(await signIn(server, { type: 'coinbase', username: 'dave', password: 'anything' }));
      expect(tokens.map((t) => t.account.accountId)).toEqual(['CB-MAIN', 'CB-VAULT']);
      expect((await holdingsOf(present(tokens[0]).accessToken, 'coinbase')).cryptocurrencyPositions).toEqual([
        { symbol: 'ETH', amount: 2.5, costBasis: 1800, name: 'Ethereum', distribution: null },
        { symbol: 'USDC', amount: 1000, costBasis: 1, name: 'USD Coin', distribution: null },
      ]);
      const elsewhere = await signIn(server, { type: 'gemini', username: 'dave', password: 'pass_good' });
      expect([elsewhere.status, elsewhere.body.errorType]).toEqual([400, 'invalidInstitutionCredentials']);
    });

    it('asks for the password the document sets', async () => {
      ok(await put('erin', { ...oneInstitution('gemini', { accounts: [ETH_ACCOUNT] }), password: 'correct-horse' }));
      const wrong = await signIn(server, { type: 'gemini', username: 'erin', password: 'pass_good' });
      expect([wrong.status, wrong.body.errorType]).toEqual([400, 'invalidInstitutionCredentials']);
      expect(accountTokens(await signIn(server, { type: 'gemini', username: 'erin', password: 'correct-horse' }))).toHaveLength(1);
    });

    it('gives another client’s end users, and a deleted name, the seeded login of the username', async () => {
      const seeded = await connect(server, 'gemini', { username: 'frank', userId: 'seeded-frank' });
      const seededHoldings = await holdingsOf(seeded.accessToken, 'gemini');
      ok(await put('frank', oneInstitution('gemini', { accounts: [ETH_ACCOUNT] })));
      const theirs = await connect(server, 'gemini', { username: 'frank', userId: 'seeded-frank', headers: other.headers });
      expect((await server.call('getHoldings', { body: { authToken: theirs.accessToken, type: 'gemini' } })).status).toBe(404);
      const otherHoldings = ok(
        await server.call('getHoldings', { body: { authToken: theirs.accessToken, type: 'gemini' }, headers: other.headers }),
      );
      expect(otherHoldings.cryptocurrencyPositions).toEqual(seededHoldings.cryptocurrencyPositions);
      const registered = accountTokens(await signIn(server, { type: 'gemini', username: 'frank', password: 'x', userId: 'seeded-frank' }));
      expect(present(registered[0]).account.accountId).toBe('ETH-1');
      ok(await server.call('deleteSandboxUser', { params: { clientId: CLIENT.id, username: 'frank' } }));
      const again = await connect(server, 'gemini', { username: 'frank', userId: 'seeded-frank' });
      expect((await holdingsOf(again.accessToken, 'gemini')).cryptocurrencyPositions).toEqual(seededHoldings.cryptocurrencyPositions);
    });

    it('keeps a connected account on the document it was connected with when the user is replaced', async () => {
      ok(await put('gina', oneInstitution('gemini', { accounts: [ETH_ACCOUNT], transfers: { refusal: { errorType: 'ipNotTrusted' } } })));
      const before = present(accountTokens(await signIn(server, { type: 'gemini', username: 'gina', password: 'x' }))[0]).accessToken;
      ok(await put('gina', oneInstitution('gemini', { accounts: [{ ...ETH_ACCOUNT, accountName: 'Renamed' }] })));
      expect((await holdingsOf(before, 'gemini')).accountName).toBe('Trading');
      const after = present(accountTokens(await signIn(server, { type: 'gemini', username: 'gina', password: 'x' }))[0]).accessToken;
      expect((await holdingsOf(after, 'gemini')).accountName).toBe('Renamed');
    });
  });

  describe('the document of docs/scenario-users.md', () => {
    it('registers, and signs in as the page says', async () => {
      ok(await put('docs-user', DOCUMENTED));
      const as = (type: string, mfaCode?: string) =>
        signIn(server, { type, username: 'docs-user', password: 'correct-horse', userId: 'docs-user', ...(mfaCode ? { mfaCode } : {}) });
      expect(ok(await as('robinhood', '000000'))).toMatchObject({ brokerResponseStatus: 'mfaRequired' }); // asks again
      const robinhood = accountTokens(await as('robinhood', '654321'));
      expect(robinhood.map((t) => t.account.accountName)).toEqual(['Individual', 'Roth IRA']);
      expect((await holdingsOf(present(robinhood[0]).accessToken, 'robinhood')).optionPositions).toHaveLength(1);
      const coinbase = present(accountTokens(await as('coinbase'))[0]).accessToken;
      const address = ok(await server.call('getDepositAddress', { body: { authToken: coinbase, type: 'coinbase', symbol: 'ETH' } }));
      expect(address.address).toBe(DESTINATION);
      expect((await server.call('getDepositAddress', { body: { authToken: coinbase, type: 'coinbase', symbol: 'SOL' } })).status).toBe(404);
      const bybit = present(accountTokens(await as('bybit'))[0]).accessToken;
      const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'docs-user' } }));
      const body = { linkToken, authToken: bybit, type: 'bybit' as const, symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
      expect((await server.call('sandboxTransfer', { body })).body).toMatchObject({ errorType: 'withdrawalPermissionDisabled' });
      const gemini = present(accountTokens(await as('gemini'))[0]).accessToken;
      const previewed = ok(
        await server.call('previewTransfer', {
          body: { fromAuthToken: gemini, fromType: 'gemini', symbol: 'ETH', networkId: ETHEREUM, toAddress: DESTINATION, amount: 0.01 },
        }),
      );
      expect(previewed).toMatchObject({ status: 'failed', errorMessage: "Gemini needs the beneficiary's name and address." });
    });
  });

  describe('a wrong document', () => {
    const withTypos = {
      institutions: [{ type: 'coinbse' }, { type: 'gemini', acounts: [] }, { type: 'kraken', accounts: [{ accountId: 'K-1' }] }],
    };
    const wrongForTheInstitutions: SandboxUser = {
      institutions: [
        {
          type: 'coinbase',
          accounts: [
            { ...ETH_ACCOUNT, cryptocurrencyPositions: [{ symbol: 'ETHH', amount: 1 }], equityPositions: [{ symbol: 'AAPL', amount: 1 }] },
            ETH_ACCOUNT,
          ],
          depositAddresses: { addresses: [{ symbol: 'ETH', address: 'bc1qnotanethereumaddress' }], unavailable: ['DOG'] },
        },
        {
          type: 'robinhood',
          accounts: [
            {
              accountId: 'R',
              accountName: 'R',
              equityPositions: [{ symbol: 'APPL', amount: 1 }],
              optionPositions: [
                { symbol: 'X', underlyingSymbol: 'AAPL', optionType: 'call', strikePrice: 1, expirationDate: '2027-02-31', amount: 1 },
              ],
            },
          ],
        },
        { type: 'coinbase' },
      ],
    };

    it('is refused whole by putSandboxUser, each schema problem at its path, with did-you-mean, and nothing stored', async () => {
      const refused = await put('hank', withTypos);
      expect([refused.status, refused.body.errorType]).toEqual([400, 'missingField']);
      expect(fieldErrors(refused)).toEqual(
        expect.arrayContaining([
          { path: '/body/institutions/0/type', message: '`coinbse` is not allowed; did you mean `coinbase`?', errorCode: 'enum' },
          expect.objectContaining({ path: '/body/institutions/1/acounts', message: expect.stringContaining('did you mean `accounts`?') }),
          expect.objectContaining({ path: '/body/institutions/2/accounts/0/accountName', errorCode: 'required' }),
        ]),
      );
      expect((await get('hank')).status).toBe(404);
    });

    it('is refused whole for what only the institutions know: symbols, kinds, ids, addresses; a replaced user stays', async () => {
      ok(await put('ivan', PORTFOLIO));
      const refused = await put('ivan', wrongForTheInstitutions);
      expect([refused.status, refused.body.errorType]).toEqual([400, 'invalidField']);
      const at = (path: string) => fieldErrors(refused).find((e) => e.path === `/body/institutions/${path}`)?.message;
      expect(at('0/accounts/0/cryptocurrencyPositions/0/symbol')).toBe(
        '`ETHH` is not a cryptocurrency Coinbase holds; did you mean `ETH`?',
      );
      expect(at('0/accounts/0/equityPositions')).toMatch(/only brokerages hold equities/);
      expect(at('0/accounts/1/accountId')).toMatch(/repeats the accountId of \/institutions\/0\/accounts\/0/);
      expect(at('0/depositAddresses/addresses/0/address')).toMatch(/is not a valid Ethereum/);
      expect(at('0/depositAddresses/unavailable/0')).toMatch(/did you mean `DOGE`/);
      expect(at('1/accounts/0/equityPositions/0/symbol')).toMatch(/did you mean `AAPL`/);
      expect(at('1/accounts/0/optionPositions/0/expirationDate')).toBe('is not a day of the calendar');
      expect(at('2/type')).toMatch(/repeats the institution of \/institutions\/0/);
      expect(ok(await get('ivan')).document).toEqual(PORTFOLIO);
    });

    it('as the password of user_custom, is refused with each problem under /body/password, and connects nothing', async () => {
      const userId = 'wrong-document-user';
      const typo = await signIn(server, { type: 'coinbase', username: 'user_custom', password: JSON.stringify(withTypos), userId });
      expect(typo.status).toBe(400);
      expect(fieldErrors(typo)).toContainEqual({
        path: '/body/password/institutions/0/type',
        message: '`coinbse` is not allowed; did you mean `coinbase`?',
        errorCode: 'enum',
      });
      const semantic = await signIn(server, {
        type: 'coinbase',
        username: 'user_custom',
        password: JSON.stringify(wrongForTheInstitutions),
        userId,
      });
      expect(fieldErrors(semantic)).toContainEqual(
        expect.objectContaining({ path: '/body/password/institutions/0/accounts/0/cryptocurrencyPositions/0/symbol' }),
      );
      const notJson = await signIn(server, { type: 'coinbase', username: 'user_custom', password: '{"institutions": [', userId });
      expect([notJson.status, notJson.body.errorType]).toEqual([400, 'invalidField']);
      expect(fieldErrors(notJson)).toEqual([expect.objectContaining({ path: '/body/password', errorCode: 'json' })]);
      const portfolio = ok(await server.call('getPortfolio', { query: { UserId: userId } }));
      expect(portfolio.cryptocurrencyPositions).toEqual([]);
    });
  });
});
