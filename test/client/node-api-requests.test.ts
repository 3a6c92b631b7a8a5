// Every request @meshconnect/node-api can build for an operation the sandbox serves is one the spec takes: each field
// its request type has, at any depth, the spec's request has too, and where node-api allows null the spec does (null
// stands for the field left out). Checked by the compiler (npm run check); node-api-types.test.ts sends them.
import type * as Api from '@meshconnect/node-api';
import { describe, expectTypeOf, it } from 'vitest';
import type { Query, RequestBody } from '../../client/operations.js';

type Front = Api.FrontApi<unknown>;
/** The request node-api's method takes (its body, or its query). */
type NodeApiRequest<G extends keyof Front, M extends keyof Front[G]> = NonNullable<
  Parameters<Extract<Front[G][M], (...args: never[]) => unknown>>[0]
>;

/** The paths of fields `Theirs` has and `Ours` lacks (`.a.b`, `[]` for an array's items); never when none. */
type Unknown<Ours, Theirs, At extends string = ''> = Theirs extends readonly (infer Item)[]
  ? Unknown<Ours extends readonly (infer OurItem)[] ? OurItem : never, Item, `${At}[]`>
  : Theirs extends object
    ? {
        [K in keyof Theirs & string]-?: K extends keyof Ours
          ? Unknown<NonNullable<Ours[K]>, NonNullable<Theirs[K]>, `${At}.${K}`>
          : `${At}.${K}`;
      }[keyof Theirs & string]
    : never;

/** The paths where `Theirs` allows null and `Ours` does not; never when none. */
type NullRefused<Ours, Theirs, At extends string = ''> = Theirs extends readonly (infer Item)[]
  ? NullRefused<Ours extends readonly (infer OurItem)[] ? OurItem : never, Item, `${At}[]`>
  : Theirs extends object
    ? {
        [K in keyof Theirs & string]-?: K extends keyof Ours
          ?
              | (null extends Theirs[K] ? (null extends Ours[K] ? never : `${At}.${K}`) : never)
              | NullRefused<NonNullable<Ours[K]>, NonNullable<Theirs[K]>, `${At}.${K}`>
          : never;
      }[keyof Theirs & string]
    : never;

/**
 * Where a destination's `symbol` and `address` may be null in node-api's type: the spec needs both (ToAddress and
 * TransferDestination say so), and refuses a destination without them with a 400.
 */
type Destination = `.${'transferOptions.toAddresses' | 'toAddresses'}[].${'symbol' | 'address'}`;

describe('the requests node-api builds', () => {
  it('have no field the spec lacks, and null only where the spec takes it', () => {
    type Pair<Ours, Theirs> = [Unknown<Ours, Theirs>, Exclude<NullRefused<Ours, Theirs>, Destination>];
    expectTypeOf<Pair<RequestBody<'createLinkToken'>, NodeApiRequest<'managedAccountAuthentication', 'v1LinktokenCreate'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<Pair<RequestBody<'refreshToken'>, NodeApiRequest<'managedAccountAuthentication', 'v1TokenRefreshCreate'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<Pair<RequestBody<'deleteAccount'>, NodeApiRequest<'managedAccountAuthentication', 'v1AccountDelete'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<Pair<RequestBody<'getHoldings'>, NodeApiRequest<'portfolio', 'v1HoldingsGetCreate'>>>().toEqualTypeOf<[never, never]>();
    expectTypeOf<Pair<Query<'getPortfolio'>, NodeApiRequest<'portfolio', 'v1HoldingsPortfolioList'>>>().toEqualTypeOf<[never, never]>();
    expectTypeOf<Pair<Query<'getFiatBalances'>, NodeApiRequest<'balance', 'v1BalancePortfolioList'>>>().toEqualTypeOf<[never, never]>();
    expectTypeOf<Pair<RequestBody<'getDepositAddress'>, NodeApiRequest<'transfers', 'v1TransfersAddressGetCreate'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<Pair<RequestBody<'getSymbolDetails'>, NodeApiRequest<'transfers', 'v1TransfersSymbolDetailsCreate'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<Pair<RequestBody<'listInstitutionTransfers'>, NodeApiRequest<'transfers', 'v1TransfersListCreate'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<Pair<RequestBody<'getInstitutionTransfer'>, NodeApiRequest<'transfers', 'v1TransfersDetailsCreate'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<
      Pair<RequestBody<'configureTransfer'>, NodeApiRequest<'managedTransfers', 'v1TransfersManagedConfigureCreate'>>
    >().toEqualTypeOf<[never, never]>();
    expectTypeOf<
      Pair<RequestBody<'previewTransfer'>, NodeApiRequest<'managedTransfers', 'v1TransfersManagedPreviewCreate'>>
    >().toEqualTypeOf<[never, never]>();
    expectTypeOf<
      Pair<RequestBody<'executeTransfer'>, NodeApiRequest<'managedTransfers', 'v1TransfersManagedExecuteCreate'>>
    >().toEqualTypeOf<[never, never]>();
    expectTypeOf<Pair<Query<'listManagedTransfers'>, NodeApiRequest<'managedTransfers', 'v1TransfersManagedMeshList'>>>().toEqualTypeOf<
      [never, never]
    >();
    expectTypeOf<Pair<Query<'listWalletVerifications'>, NodeApiRequest<'wallets', 'v1WalletsVerifyList'>>>().toEqualTypeOf<
      [never, never]
    >();
  });

  it('are told apart by the checks: a field the spec lacks, and a null it refuses, are named', () => {
    expectTypeOf<Unknown<{ a: { b?: string }[] }, { a: { b: string; c: number }[] }>>().toEqualTypeOf<'.a[].c'>();
    // The requests are node-api's own types, not never (which would pass every check).
    expectTypeOf<NodeApiRequest<'managedTransfers', 'v1TransfersManagedPreviewCreate'>>().toEqualTypeOf<Api.PreviewTransferRequest>();
    expectTypeOf<NodeApiRequest<'wallets', 'v1WalletsVerifyList'>>().toEqualTypeOf<{ UserId?: string; Address?: string }>();
    expectTypeOf<NullRefused<{ a?: string; b?: string | null }, { a?: string | null; b?: string | null }>>().toEqualTypeOf<'.a'>();
  });
});
