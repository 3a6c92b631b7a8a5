// Trading keeps the books exact: after any sequence of buys and sells (sized in units or in dollars, some refused),
// each filled order's value is its amount times its price rounded once, its fee the institution's rate of that value,
// and the cash and the position moved by exactly those figures; a refused order moved nothing. So the account's worth
// at the market price (cash plus position value) changed only by the fees, and by at most half a cent of rounding per
// order. The oracle counts in integers (BigInt), independently of the server's decimal library. On both engines.
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { fromScaled, scaled } from '../support/decimals.js';
import { storeKinds } from '../support/postgres.js';
import { connect, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

/** Tuesday 24 November 2026, 11:00 in New York: equities trade. */
const TUESDAY = Date.UTC(2026, 10, 24, 16, 0);
/** Scales: cash in cents, amounts in 10⁻⁸ units, prices in 10⁻⁶ dollars. */
const CASH = 2;
const AMOUNT = 8;
const PRICE = 6;

/** n / d, rounded half up (n, d > 0). */
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** The institutions traded here, the symbols, and their fee (the rate of the value, in parts per thousand). */
const VENUES = {
  coinbase: { symbols: ['ETH', 'BTC', 'SOL', 'DOGE'], feePerMille: 6n, precision: 8, payment: 'USD' },
  robinhood: { symbols: ['AAPL', 'MSFT', 'TSLA'], feePerMille: 0n, precision: 6, payment: 'USD' },
} as const;
type Venue = keyof typeof VENUES;

const step = fc.record({
  venue: fc.constantFrom<Venue>('coinbase', 'robinhood'),
  pick: fc.nat(),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  /** Units of 10⁻⁸ (cut to the symbol's precision), or cents to spend or receive. */
  size: fc.oneof(
    fc.record({ units: fc.integer({ min: 1, max: 200_000_000 }) }),
    fc.record({ cents: fc.integer({ min: 1, max: 400_000 }) }),
  ),
});
const plan = fc.array(step, { minLength: 1, maxLength: 6 });

describe.each(storeKinds)('trading on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: { RATE_LIMIT_BURST: '1000000' } });
    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: TUESDAY } }));
  });
  afterAll(() => server?.close());

  let runs = 0;
  test.prop([plan], { numRuns: 15 })(
    'moves cash and positions by exactly each fill, and the account’s worth only by fees',
    async (steps) => {
      const run = runs++;
      const accounts = {} as Record<Venue, { authToken: string; userId: string }>;
      for (const venue of Object.keys(VENUES) as Venue[]) {
        const userId = `books-${kind}-${run}-${venue}`;
        accounts[venue] = { authToken: (await connect(server, venue, { userId, username: `books-${run}` })).tokenId, userId };
      }
      /** What the user sees: cash in cents, and the position in 10⁻⁸ units. */
      async function books(venue: Venue, symbol: string) {
        const { authToken, userId } = accounts[venue];
        const holdings = ok(await server.call('getHoldings', { body: { authToken, type: venue } }));
        const position = [...(holdings.equityPositions ?? []), ...(holdings.cryptocurrencyPositions ?? [])].find(
          (p) => p.symbol === symbol,
        );
        const balances = ok(await server.call('getFiatBalances', { query: { UserId: userId } })).fiatBalances;
        return {
          cash: scaled(present(balances.find((b) => b.symbol === 'USD')).cash, CASH),
          position: scaled(position?.amount ?? 0, AMOUNT),
        };
      }

      /** Per venue: how far the account's worth at market prices moved, fees given back, and over how many fills. */
      const drift = { coinbase: { worth: 0n, fills: 0n }, robinhood: { worth: 0n, fills: 0n } };
      /** 10⁻¹⁴ dollars: a position's units times its price. */
      const WORTH = 10n ** BigInt(AMOUNT + PRICE - CASH);
      for (const { venue, pick, side, size } of steps) {
        const rules = VENUES[venue];
        const symbol = rules.symbols[pick % rules.symbols.length]!;
        const before = await books(venue, symbol);
        const cut = 10 ** (AMOUNT - rules.precision);
        const sized =
          'units' in size
            ? { amount: fromScaled(Math.max(cut, size.units - (size.units % cut)), AMOUNT), amountIsInPaymentSymbol: false }
            : { amount: 0, amountIsInPaymentSymbol: true, amountInPaymentSymbol: fromScaled(size.cents, CASH) };
        const body = {
          authToken: accounts[venue].authToken,
          type: venue,
          symbol,
          paymentSymbol: rules.payment,
          paymentIsCryptocurrency: false,
          orderType: 'market',
          timeInForce: venue === 'coinbase' ? 'immediateOrCancel' : 'goodForDay',
          ...sized,
        };
        const placed = ok(await server.call('executeOrder', { params: { side }, body }));
        const after = await books(venue, symbol);
        if (placed.status !== 'success') {
          expect(placed.status).toBe('rejected');
          expect(placed.errorMessage).toBeTruthy();
          expect(after).toEqual(before); // refused: nothing moved
          continue;
        }
        const price = scaled(present(placed.price), PRICE);
        const amount = scaled(placed.amount, AMOUNT);
        if ('cents' in size) {
          // Units the dollars buy, rounded down to the symbol's precision.
          const step = 10n ** BigInt(AMOUNT - rules.precision);
          expect(amount).toBe(((BigInt(size.cents) * WORTH) / price / step) * step);
        }
        const value = halfUp(amount * price, WORTH);
        const fee = halfUp(value * rules.feePerMille, 1000n);
        expect(scaled(present(placed.value), CASH)).toBe(value);
        expect(scaled(present(placed.fee), CASH)).toBe(fee);
        const buy = side === 'buy';
        expect(after.cash).toBe(buy ? before.cash - value - fee : before.cash + value - fee);
        expect(after.position).toBe(buy ? before.position + amount : before.position - amount);

        // Its worth moved by the fee and the value's rounding: half a cent at most per fill, whatever the sequence.
        const moved = drift[venue];
        moved.worth += (after.cash - before.cash + fee) * WORTH + (after.position - before.position) * price;
        moved.fills++;
        expect(moved.worth < 0n ? -moved.worth : moved.worth).toBeLessThanOrEqual((moved.fills * WORTH) / 2n);
      }
    },
  );
});
