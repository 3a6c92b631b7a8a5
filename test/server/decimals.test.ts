// Amounts are exact decimals: after any sequence of transfers with fees, settled either way, the balance is the
// first balance less each succeeded amount and fee, to the last unit (10⁻⁸), and no answer carries float noise.
// The oracle counts in integer units (BigInt), independently of the server's decimal library. The store keeps each
// amount as that exact decimal, on both engines.
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromScaled, scaled } from '../support/decimals.js';
import { storeKinds } from '../support/postgres.js';
import { DESTINATION } from '../support/sandboxUsers.js';
import { connect, ok, present, startTestServer, startTestServerOn, type TestServer } from '../support/server.js';

const UNITS = 8;

/** A decimal number's exact value in units of 10⁻⁸; fails on a number that has more decimals (float noise). */
const units = (value: number) => scaled(value, UNITS);
const fromUnits = (n: number) => fromScaled(n, UNITS);

/** Every number in an answer, with its path. */
function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}/${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numbersIn(v, `${path}/${k}`));
  return [];
}
/** No float noise: a number printed with more than 12 significant digits after its decimal point is noise. */
const noisy = (body: unknown) => numbersIn(body).filter(([, n]) => /\.\d*?(\d)\1{5,}\d$|\.\d{13,}/.test(String(n)));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_BURST: '1000000' } }); // shrinking a counterexample takes many requests
});
afterAll(() => server?.close());

let accounts = 0;
/** The account's ETH at Gemini, as getHoldings shows it; fails on float noise anywhere in the answer. */
async function ethOf(authToken: string) {
  const holdings = ok(await server.call('getHoldings', { body: { authToken, type: 'gemini' } }));
  expect(noisy(holdings)).toEqual([]);
  return present(
    present(
      holdings.cryptocurrencyPositions?.find((p) => p.symbol === 'ETH'),
      'ETH',
    ).amount,
  );
}
/** A transfer of ETH out of the Gemini account, amount and fee in units of 10⁻⁸. */
const ethTransfer = (authToken: string, amount: number, fee: number) => ({
  authToken,
  type: 'gemini',
  symbol: 'ETH',
  amount: fromUnits(amount),
  fee: fromUnits(fee),
});
const transferPlan = fc.array(
  fc.record({ amount: fc.integer({ min: 300_000, max: 3_000_000 }), fee: fc.integer({ min: 0, max: 99_999 }), succeeds: fc.boolean() }),
  { minLength: 1, maxLength: 5 },
);

describe('amounts', () => {
  test.prop([transferPlan], { numRuns: 12 })('add up exactly: balance = first balance − Σ succeeded (amount + fee)', async (plan) => {
    const account = await connect(server, 'gemini', { userId: 'decimal-user', username: `decimal-${accounts++}` });
    let expected = units(await ethOf(account.tokenId));
    for (const { amount, fee, succeeds } of plan) {
      const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'decimal-user' } }));
      const body = { linkToken, ...ethTransfer(account.tokenId, amount, fee), toAddress: DESTINATION };
      const sent = ok(await server.call('sandboxTransfer', { body }));
      expect(noisy(sent)).toEqual([]);
      const transfer = present(sent.transfer);
      const settled = ok(
        await server.call('sandboxSettleTransfer', {
          params: { transferId: transfer.transferId },
          body: { outcome: succeeds ? 'Succeeded' : 'Failed' },
        }),
      );
      expect(noisy(settled)).toEqual([]);
      if (succeeds) expected -= BigInt(amount + fee);
    }
    expect(units(await ethOf(account.tokenId))).toBe(expected);
  });

  test.prop([transferPlan], { numRuns: 12 })(
    'add up exactly through POST transfers, each settled when updateTransferStatus reads it: balance = first − Σ succeeded (amount + fee)',
    async (plan) => {
      const account = await connect(server, 'gemini', { userId: 'decimal-user', username: `decimal-${accounts++}` });
      const authToken = account.tokenId;
      const update = async (transactionId: string) => {
        const updated = ok(await server.call('updateTransferStatus', { body: { authToken, type: 'gemini', transactionId } }));
        expect(noisy(updated)).toEqual([]);
        return present(updated.transferResult);
      };
      let expected = units(await ethOf(authToken));
      for (const { amount, fee, succeeds } of plan) {
        const body = { ...ethTransfer(authToken, amount, fee), targetAddress: DESTINATION };
        const sent = ok(await server.call('initiateTransfer', { body }));
        expect(noisy(sent)).toEqual([]);
        expect(sent.status, sent.statusDetails ?? '').toBe('pending');
        // Held at once, as amount plus fee: what left the balance if it succeeds.
        expect(units(present(sent.transaction).amount)).toBe(BigInt(amount + fee));
        const { id: transferId } = await update(present(sent.transactionId));
        const settlement = { outcome: succeeds ? 'Succeeded' : 'Failed', settleInSeconds: 0 } as const;
        ok(await server.call('sandboxScheduleSettlement', { params: { transferId }, body: settlement }));
        expect((await update(transferId)).status).toBe(succeeds ? 'succeeded' : 'failed');
        if (succeeds) expected -= BigInt(amount + fee);
      }
      expect(units(await ethOf(authToken))).toBe(expected);
    },
  );

  test('a refused transfer says what the account can send in exact decimals', async () => {
    const account = await connect(server, 'gemini', { userId: 'decimal-user', username: `decimal-${accounts++}` });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'decimal-user' } }));
    const refused = await server.call('sandboxTransfer', {
      body: { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 1000, toAddress: DESTINATION },
    });
    expect(refused.body.errorType).toBe('insufficientFunds');
    const stated = present(/can send (\d+(?:\.\d+)?) ETH/.exec(refused.body.message ?? ''), `the amount in: ${refused.body.message}`)[1]!;
    expect(units(Number(stated))).toBeGreaterThan(0n);
    expect(stated).toBe(String(Number(stated))); // as the holdings show it
  });
});

describe.each(storeKinds)('amounts stored on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  it('stay exact decimals after many transfers: holdings/get and the stored rows hold no 0.30000000000000004', async () => {
    const account = await connect(server, 'gemini', { userId: 'stored-decimals', username: 'stored-decimals' });
    const eth = async () => {
      const holdings = ok(await server.call('getHoldings', { body: { authToken: account.tokenId, type: 'gemini' } }));
      return present(
        present(
          holdings.cryptocurrencyPositions?.find((p) => p.symbol === 'ETH'),
          'ETH',
        ).amount,
      );
    };
    let expected = units(await eth());
    // 0.01 and 0.02 have no exact binary form: float sums of such amounts drift, as 0.1 + 0.2 = 0.30000000000000004.
    const amounts = Array.from({ length: 12 }, (_, i) => (i % 2 ? 0.02 : 0.01));
    const ids: string[] = [];
    for (const amount of amounts) {
      const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'stored-decimals' } }));
      const sent = ok(
        await server.call('sandboxTransfer', {
          body: { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount, fee: 0.00000001, toAddress: DESTINATION },
        }),
      );
      const { transferId } = present(sent.transfer);
      ids.push(transferId);
      ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } }));
      expected -= units(amount) + 1n;
    }
    const balance = await eth();
    expect(units(balance)).toBe(expected);

    const stored = await server.store.db
      .selectFrom('positions')
      .select('amount')
      .where('kind', '=', 'crypto')
      .where('symbol', '=', 'ETH')
      .where('connection_id', 'in', server.store.db.selectFrom('connections').select('id').where('user_id', '=', 'stored-decimals'))
      .execute();
    expect(stored).toEqual([{ amount: String(balance) }]); // the decimal itself, not a float that reads back near it
    const transfers = await server.store.db.selectFrom('transfers').select(['id', 'amount', 'fee']).where('id', 'in', ids).execute();
    expect(new Set(transfers.map((t) => `${t.amount} ${t.fee}`))).toEqual(new Set(['0.01 0.00000001', '0.02 0.00000001']));
  });
});
