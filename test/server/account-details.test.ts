// The owner of a connected account (account/verify, exchange/verify) through the public service's own Node client
// (@meshconnect/node-api), on both stores: made up from the login, the same person for the same login and another for
// another, the account's own number, what each kind of institution discloses, `accountInfo`'s narrowing, and the
// usual refusals of a token that opens nothing. Every answer node-api received is held to node-api's declared types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeApiTypeErrors, recordingNodeApi, refused } from '../support/nodeApi.js';
import { storeKinds } from '../support/postgres.js';
import { CLIENT, ok, present, startTestServerOn, type TestServer } from '../support/server.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../server/domain/connections/connectionTokens.js';

type Type = 'robinhood' | 'gemini' | 'coinbase' | 'kraken' | 'payPalConnect' | 'deFiWallet';

describe.each(storeKinds)('account owners through node-api, on %s', (kind) => {
  let server: TestServer;
  let mesh: ReturnType<typeof recordingNodeApi>['api'];
  let answers: ReturnType<typeof recordingNodeApi>['answers'];
  let integrationIds: Map<string, string>;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    ({ api: mesh, answers } = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret));
    // Read with the project's own client: listIntegrations' shapes are another part of issue 26's.
    integrationIds = new Map(ok(await server.call('listIntegrations')).items.map((i) => [i.type, i.id]));
  });
  afterAll(() => server?.close());

  const id = (type: Type) => present(integrationIds.get(type));
  /** A connected account of the login, by authenticate (robinhood asks for its code first). */
  async function connected(type: Type, username: string, userId = 'owner-user') {
    const auth = mesh.selfManagedAccountAuthentication;
    const body = { type, username, password: 'pass_good' };
    let content = present((await auth.v1AuthenticateCreate({ userId }, body)).data.content);
    if (content.status === 'mfaRequired')
      content = present((await auth.v1AuthenticateCreate({ userId }, { ...body, mfaCode: '123456' })).data.content);
    return present(present(content.accountTokens)[0]);
  }
  const verify = async (type: Type, authToken: string) =>
    present((await mesh.integrationsAccountInformation.v1AccountVerifyCreate({ authToken, integrationId: id(type) })).data.content);
  const exchangeVerify = async (
    type: Type,
    authToken: string,
    accountInfo?: Parameters<typeof mesh.integrationsAccountInformation.v1ExchangeVerifyCreate>[0]['accountInfo'],
  ) =>
    present(
      (
        await mesh.integrationsAccountInformation.v1ExchangeVerifyCreate({
          authToken,
          integrationId: id(type),
          ...(accountInfo ? { accountInfo } : {}),
        })
      ).data.content,
    );
  /** A refusal as its status and errorType. */
  const refusal = async (call: Promise<unknown>) => {
    const { status, data } = await refused(call);
    return [status, data.errorType];
  };

  it('gives a brokerage account’s whole owner record: the login’s person, the account’s number', async () => {
    const { tokenId, account } = await connected('robinhood', 'owner-maya');
    const owner = await verify('robinhood', present(tokenId));
    expect(owner).toMatchObject({
      integrationName: 'Robinhood',
      accountNumber: present(account).accountId,
      companyName: null,
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.stringMatching(/^[a-z]+\.[a-z]+\d{2}@example\.com$/),
      mobileNumber: expect.stringMatching(/^\+(1\d{3}5550[12]\d\d|447700900\d{3})$/),
      countryCode: expect.stringMatching(/^(US|CA|GB)$/),
      city: expect.any(String),
      postalCode: expect.any(String),
      address: expect.stringMatching(/^\d+ \w+ \w+$/),
      idType: expect.stringMatching(/^(passport|driversLicense)$/),
      idNumber: expect.any(String),
    });
    // Midnight UTC of a day, in seconds, of someone of age.
    const born = present(owner.dateOfBirth);
    expect(Math.abs(born % 86_400)).toBe(0);
    expect(new Date(born * 1000).getUTCFullYear()).toBeGreaterThanOrEqual(1950);
    expect(new Date(born * 1000).getUTCFullYear()).toBeLessThanOrEqual(2005);
    // exchange/verify answers the same record, and again the same.
    expect(await exchangeVerify('robinhood', present(tokenId))).toEqual(owner);
  });

  it('is the same person for the same login at another institution, and another person for another login', async () => {
    const person = ({ firstName, lastName, email, dateOfBirth, mobileNumber }: Awaited<ReturnType<typeof verify>>) => ({
      firstName,
      lastName,
      email,
      dateOfBirth,
      mobileNumber,
    });
    const robinhood = await verify('robinhood', present((await connected('robinhood', 'owner-maya')).tokenId));
    const gemini = await verify('gemini', present((await connected('gemini', 'owner-maya')).tokenId));
    expect(person(gemini)).toEqual(person(robinhood));
    expect(gemini.accountNumber).not.toBe(robinhood.accountNumber);
    const other = await verify('gemini', present((await connected('gemini', 'owner-omar')).tokenId));
    expect(person(other)).not.toEqual(person(gemini));
  });

  it('gives what each kind of institution discloses, and only the details accountInfo asks for', async () => {
    const given = (record: object) =>
      Object.entries(record)
        .filter(([name, value]) => value !== null && name !== 'integrationName')
        .map(([name]) => name);
    const oauth = await exchangeVerify('coinbase', present((await connected('coinbase', 'owner-maya')).tokenId));
    expect(given(oauth)).toEqual(['firstName', 'lastName', 'accountNumber', 'email', 'countryCode']);
    const apiKey = await exchangeVerify('kraken', present((await connected('kraken', 'owner-maya')).tokenId));
    expect(given(apiKey)).toEqual(['accountNumber', 'email', 'countryCode']);
    const payment = await exchangeVerify('payPalConnect', present((await connected('payPalConnect', 'owner-maya')).tokenId));
    expect(given(payment)).toEqual(['firstName', 'lastName', 'email', 'mobileNumber', 'countryCode']);
    expect([oauth.email, apiKey.email, payment.email]).toEqual([oauth.email, oauth.email, oauth.email]);

    const token = present((await connected('gemini', 'owner-maya')).tokenId);
    const narrowed = await exchangeVerify('gemini', token, ['firstName', 'id', 'companyName']);
    expect(given(narrowed)).toEqual(['firstName', 'idType', 'idNumber']);
    expect(narrowed.integrationName).toBe('Gemini');
    // A detail the institution does not disclose stays null, asked or not.
    expect(
      given(await exchangeVerify('kraken', present((await connected('kraken', 'owner-maya')).tokenId), ['firstName', 'email'])),
    ).toEqual(['email']);
  });

  it('refuses a wallet, an unknown integration, and a token that opens no live connection of this client', async () => {
    const wallet = await connected('deFiWallet', '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(await refusal(verify('deFiWallet', present(wallet.tokenId)))).toEqual([400, 'institutionNotSupported']);
    const { tokenId } = await connected('gemini', 'owner-gemini');
    const account = mesh.integrationsAccountInformation;
    expect(
      await refusal(account.v1AccountVerifyCreate({ authToken: present(tokenId), integrationId: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual([400, 'invalidField']);
    // Another institution's id names another connection: none.
    expect(await refusal(verify('coinbase', present(tokenId)))).toEqual([404, 'connectionNotFound']);
    expect(await refusal(verify('gemini', 'at_unknown_0123456789'))).toEqual([404, 'connectionNotFound']);
    expect(await refusal(account.v1ExchangeVerifyCreate({ integrationId: id('gemini') }))).toEqual([400, 'missingField']);

    // A refreshed access token past its lifetime no longer opens it; the tokenId does, until the user must sign in again.
    const coinbase = await connected('coinbase', 'owner-expiring');
    const refreshed = await mesh.managedAccountAuthentication.v1TokenRefreshCreate({
      refreshToken: present(coinbase.refreshToken),
      type: 'coinbase',
    });
    const accessToken = present(refreshed.data.content?.brokerAccountTokens?.[0]?.accessToken);
    expect(accessToken).not.toBe(coinbase.tokenId);
    expect((await verify('coinbase', accessToken)).integrationName).toBe('Coinbase');
    server.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await refusal(verify('coinbase', accessToken))).toEqual([404, 'connectionNotFound']);
    expect((await verify('coinbase', present(coinbase.tokenId))).integrationName).toBe('Coinbase');
    ok(await server.call('sandboxRequireReauthentication', { body: { authToken: present(coinbase.tokenId), type: 'coinbase' } }));
    expect(await refusal(verify('coinbase', present(coinbase.tokenId)))).toEqual([404, 'connectionNotFound']);

    // Another client's connection is as unknown as none.
    const other = ok(await server.call('createClient', { body: { name: 'Other client' } }));
    const stranger = recordingNodeApi(server.apiUrl, other.clientId, present(other.clientSecret));
    const mine = present((await connected('gemini', 'owner-maya')).tokenId);
    const theirs = stranger.api.integrationsAccountInformation.v1AccountVerifyCreate({ authToken: mine, integrationId: id('gemini') });
    expect(await refusal(theirs)).toEqual([404, 'connectionNotFound']);
    answers.push(...stranger.answers);
  });

  it('answers an institution failure set for the client', async () => {
    const { tokenId } = await connected('gemini', 'owner-failing');
    ok(await server.call('sandboxFailInstitution', { body: { type: 'gemini', error: 'rateLimited' } }));
    expect(await refusal(verify('gemini', present(tokenId)))).toEqual([429, 'institutionRateLimited']);
    ok(await server.call('sandboxClearInstitutionFailure', { body: { type: 'gemini' } }));
  });

  it('answered every call with a body of node-api’s declared type', () => {
    expect(answers.filter((a) => a.operation.startsWith('integrationsAccountInformation.')).length).toBeGreaterThan(15);
    expect(nodeApiTypeErrors(answers)).toEqual([]);
  });
});
