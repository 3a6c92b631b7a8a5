// The domain on its own: services built from a store, a clock and a random source, called as functions. No
// Express, no listener, no HTTP status: a failure is a ContractError with the spec's errorType.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractError } from '../../server/contract/errors.js';
import { loadConfig } from '../../server/config.js';
import { seededRandom } from '../../server/deps/random.js';
import type { Deps } from '../../server/deps/deps.js';
import { createServices, type Services } from '../../server/domain/services.js';
import { openStore } from '../../server/store/store.js';
import type { InstitutionAdapter } from '../../server/institutions/adapter.js';
import type { InstitutionType } from '../../server/institutions/catalog.js';
import { sandboxInstitutions } from '../../server/institutions/simulator.js';
import { ManualClock } from '../support/clock.js';

const CLIENT = '22222222-2222-4222-8222-222222222222';
let readOnly = false;
let deps: Deps;
let services: Services;

beforeAll(async () => {
  const store = await openStore({ dataDir: ':memory:' });
  // The sandbox's institutions, but Gemini's API keys lack withdrawal permission: the domain must ask its adapter.
  const readOnlyGemini: InstitutionAdapter = Object.assign(Object.create(sandboxInstitutions('gemini')) as InstitutionAdapter, {
    checkWithdrawal() {
      throw new ContractError('withdrawalPermissionDisabled', 'This API key cannot withdraw.');
    },
  });
  const institutions = Object.assign(
    (type: InstitutionType) => (type === 'gemini' && readOnly ? readOnlyGemini : sandboxInstitutions(type)),
    { signInHelp: sandboxInstitutions.signInHelp, ofIntegration: sandboxInstitutions.ofIntegration },
  );
  deps = {
    store,
    clock: new ManualClock(),
    random: seededRandom('domain'),
    config: loadConfig({}),
    logger: pino({ level: 'silent' }),
    institutions,
  };
  services = createServices(deps);
  await services.clients.ensure(CLIENT, 'sk_domain_0123456789abcdef', 'Domain test');
});
afterAll(() => deps.store.close());

/** A connected account of user-1 (Gemini unless said): its tokens. */
async function connected(username: string, type: 'gemini' | 'eTrade' = 'gemini') {
  const { linkToken } = await services.linkSessions.create(CLIENT, { userId: 'user-1' });
  const session = await services.linkSessions.open(CLIENT, linkToken);
  const result = await services.connections.connect(session, { type, username, password: 'pass_good' });
  return result.accessToken!.accountTokens[0]!;
}

/** What the promise was rejected with, which must be a ContractError. */
async function failure(promise: Promise<unknown>): Promise<ContractError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContractError);
  return error as ContractError;
}

describe('domain services without HTTP', () => {
  it('connect an account and read its holdings', async () => {
    const { tokenId } = await connected('alice');
    const { connection, positions } = await services.connections.accountWithPositions('getHoldings', CLIENT, tokenId, 'gemini');
    const holdings = services.holdings.ofAccount(connection, false, positions);
    expect(holdings.status).toBe('succeeded');
    expect(holdings.cryptocurrencyPositions.length).toBeGreaterThan(0);
  });

  it('refuse a transfer the balance cannot cover with insufficientFunds', async () => {
    const { tokenId } = await connected('bob');
    const { linkToken } = await services.linkSessions.create(CLIENT, { userId: 'user-1' });
    const session = await services.linkSessions.open(CLIENT, linkToken);
    const connection = await services.connections.findActive(CLIENT, tokenId, 'gemini');
    const error = await failure(
      services.transfers.submit(session, connection, {
        symbol: 'USDC',
        amount: 1e12,
        toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
      }),
    );
    expect(error.errorType).toBe('insufficientFunds');
  });

  it('name the field a failure is about, not its place in an HTTP request', async () => {
    const { refreshToken } = await connected('carol', 'eTrade');
    const error = await failure(services.connections.refresh(CLIENT, { type: 'eTrade', refreshToken: refreshToken! }));
    expect(error.errorType).toBe('missingField');
    expect(error.details.fields).toEqual([
      { field: 'accessToken', message: "must have required property 'accessToken'", errorCode: 'required' },
    ]);
    expect((await failure(services.connections.refresh(CLIENT, { type: 'gemini', refreshToken: 'rt_unknown' }))).errorType).toBe(
      'refreshNotSupported',
    );
  });

  it('ask the institution adapter they are given, not the catalog', async () => {
    const { tokenId } = await connected('dave');
    const { linkToken } = await services.linkSessions.create(CLIENT, { userId: 'user-1' });
    const session = await services.linkSessions.open(CLIENT, linkToken);
    const connection = await services.connections.findActive(CLIENT, tokenId, 'gemini');
    readOnly = true;
    try {
      const error = await failure(
        services.transfers.submit(session, connection, {
          symbol: 'USDC',
          amount: 10,
          toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
        }),
      );
      expect(error.errorType).toBe('withdrawalPermissionDisabled');
    } finally {
      readOnly = false;
    }
  });

  it('answer an unknown transfer with transferNotFound', async () => {
    expect((await failure(services.transfers.get(CLIENT, '00000000-0000-4000-8000-000000000000'))).errorType).toBe('transferNotFound');
  });
});
