// Type tests: checked by `tsc` in npm run check (an @ts-expect-error that is not an error fails the build),
// and by expectTypeOf at run time.
import { describe, expectTypeOf, it } from 'vitest';
import { createApi, type Api, type ApiError, type components } from '@account-connection/client';

const api: Api = createApi({ baseUrl: 'http://api.test', clientId: 'id', clientSecret: 'secret', fetch: async () => new Response('{}') });

// Compile-time only: these calls are never made.
// biome-ignore lint/suspicious/noExportsInTest: exported only so that tsc keeps it without an unused-function error
export function wrongRequestsDoNotCompile() {
  // @ts-expect-error an unknown field name
  void api.getHoldings({ authToken: 'a', type: 'robinhood', includeMarketValues: true });
  // @ts-expect-error an institution type outside the spec's enum
  void api.getHoldings({ authToken: 'a', type: 'notABank' });
  // @ts-expect-error a required field missing
  void api.getDepositAddress({ type: 'kraken', symbol: 'BTC' });
  // @ts-expect-error an address type outside the enum
  void api.getDepositAddress({ authToken: 'a', type: 'kraken', addressType: 'ethereum' });
  // @ts-expect-error the query parameter is UserId, PascalCase
  void api.getPortfolio({ userId: 'u' });
  // @ts-expect-error an outcome that is not a final status
  void api.sandboxSettleTransfer({ transferId: 't', outcome: 'Pending' });
  // @ts-expect-error MFA options exist only where an institution can ask for a code
  void api.getHoldings({ authToken: 'a', type: 'robinhood' }, { mfa: () => '1' });
}

describe('typed results', () => {
  it('are the spec content types', () => {
    expectTypeOf(api.getHoldings).returns.resolves.toEqualTypeOf<components['schemas']['Holdings']>();
    expectTypeOf(api.getDepositAddress)
      .returns.resolves.toHaveProperty('brokerResponseStatus')
      .toEqualTypeOf<components['schemas']['BrokerResponseStatus'] | null | undefined>();
    expectTypeOf(api.createAdminToken).returns.resolves.toHaveProperty('id_token').toBeString();
    expectTypeOf(api.deleteAccount).returns.resolves.toBeVoid();
    expectTypeOf<ApiError['errorType']>().toEqualTypeOf<components['schemas']['ErrorType']>();
  });
});
