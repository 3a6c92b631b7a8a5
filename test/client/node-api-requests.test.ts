// Every request @meshconnect/node-api can build is one the spec takes, for all of its operations: each field its
// request type has, at any depth, the spec's request has too, with a type that takes node-api's values (enums
// included); null is taken where node-api allows it (null stands for the field left out); and the spec requires no
// field node-api leaves optional but where the public reference requires it (each written down below, and in the
// spec). Checked by the compiler (npm run check); node-api-types.test.ts and its siblings send them.
import type * as Api from '@meshconnect/node-api';
import { describe, expectTypeOf, it } from 'vitest';
import type { PathParams, Query, RequestBody } from '../../client/operations.js';

type Front = Api.FrontApi<unknown>;
/** The arguments node-api's method takes (path parameters, then its body or query, as the method declares them). */
type Args<G extends keyof Front, M extends keyof Front[G]> = Parameters<Extract<Front[G][M], (...args: never[]) => unknown>>;
/** The request node-api's method takes first (its body, or its query). */
type NodeApiRequest<G extends keyof Front, M extends keyof Front[G]> = NonNullable<Args<G, M>[0]>;

type Leaf = string | number | boolean | bigint;

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

/** The paths of values `Theirs` can hold that `Ours` cannot (a number for a string, an enum member the spec lacks). */
type Mismatched<Ours, Theirs, At extends string = ''> = [Theirs] extends [Leaf]
  ? [Theirs] extends [Ours]
    ? never
    : At
  : Theirs extends readonly (infer Item)[]
    ? Ours extends readonly (infer OurItem)[]
      ? Mismatched<OurItem, Item, `${At}[]`>
      : At
    : Theirs extends object
      ? {
          [K in keyof Theirs & string]-?: K extends keyof Ours
            ? Mismatched<NonNullable<Ours[K]>, NonNullable<Theirs[K]>, `${At}.${K}`>
            : never;
        }[keyof Theirs & string]
      : never;

/** Whether `K` is an optional field of `T`. */
type IsOptional<T, K extends keyof T> = Record<never, never> extends Pick<T, K> ? true : false;

/** The fields the spec requires where node-api leaves them optional; never when none. */
type RequiredByUs<Ours, Theirs, At extends string = ''> = Theirs extends readonly (infer Item)[]
  ? RequiredByUs<Ours extends readonly (infer OurItem)[] ? OurItem : never, Item, `${At}[]`>
  : Theirs extends object
    ? Ours extends object
      ? {
          [K in keyof Ours & string]-?: K extends keyof Theirs
            ?
                | (IsOptional<Ours, K> extends true ? never : IsOptional<Theirs, K> extends true ? `${At}.${K}` : never)
                | RequiredByUs<NonNullable<Ours[K]>, NonNullable<Theirs[K]>, `${At}.${K}`>
            : IsOptional<Ours, K> extends true
              ? never
              : `${At}.${K}`; // required, and node-api cannot send it at all
        }[keyof Ours & string]
      : never
    : never;

/** What the spec and node-api disagree on, as four lists of paths: all never when node-api's request is taken. */
type Check<Ours, Theirs, Allowed extends string = never> = [
  Unknown<Ours, Theirs>,
  Exclude<NullRefused<Ours, Theirs>, Allowed>,
  Exclude<Mismatched<Ours, Theirs>, Allowed>,
  Exclude<RequiredByUs<Ours, Theirs>, Allowed>,
];
type Taken = [never, never, never, never];

// The spec's written exceptions (each in its schema's description, and in the Decisions' list of fields node-api
// leaves optional that an operation cannot do without).
/** A destination's `networkId`, `symbol` and `address`: all needed (ToAddress, TransferDestination), null refused. */
type Destination = `.${'transferOptions.toAddresses' | 'toAddresses'}[].${'networkId' | 'symbol' | 'address'}`;
/** `fiatCurrency`, a string in node-api: the sandbox prices in US dollars only (FiatCurrency). */
type UsdOnly = '.fiatCurrency';

describe('the requests node-api builds', () => {
  it('for connections, holdings, balances and the catalog: taken as node-api builds them', () => {
    type Auth = 'managedAccountAuthentication';
    expectTypeOf<Check<RequestBody<'createLinkToken'>, NodeApiRequest<Auth, 'v1LinktokenCreate'>, Destination>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'refreshToken'>, NodeApiRequest<Auth, 'v1TokenRefreshCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'deleteAccount'>, NodeApiRequest<Auth, 'v1AccountDelete'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'getCatalogLink'>, NodeApiRequest<Auth, 'v1CataloglinkList'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'createCatalogLink'>, NodeApiRequest<Auth, 'v1CataloglinkCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'createCatalogLink'>, NonNullable<Args<Auth, 'v1CataloglinkCreate'>[1]>, Destination>
    >().toEqualTypeOf<Taken>();

    type SelfManaged = 'selfManagedAccountAuthentication';
    expectTypeOf<Check<Query<'authenticate'>, NodeApiRequest<SelfManaged, 'v1AuthenticateCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'authenticate'>, NonNullable<Args<SelfManaged, 'v1AuthenticateCreate'>[1]>>>().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<PathParams<'getAuthenticationLink'>, { brokerType: Args<SelfManaged, 'v1AuthenticateDetail'>[0] }>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'getAuthenticationLink'>, NonNullable<Args<SelfManaged, 'v1AuthenticateDetail'>[1]>>>().toEqualTypeOf<Taken>();

    type Verify = 'integrationsAccountInformation';
    expectTypeOf<Check<RequestBody<'verifyAccount'>, NodeApiRequest<Verify, 'v1AccountVerifyCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'verifyExchangeAccount'>, NodeApiRequest<Verify, 'v1ExchangeVerifyCreate'>, '.authToken' | '.integrationId'>
    >().toEqualTypeOf<Taken>();

    expectTypeOf<Check<PathParams<'listAssets'>, { assetType: Args<'assets', 'v1AssetsDetail'>[0] }>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'listAssets'>, NonNullable<Args<'assets', 'v1AssetsDetail'>[1]>>>().toEqualTypeOf<Taken>();

    expectTypeOf<Check<RequestBody<'getHoldings'>, NodeApiRequest<'portfolio', 'v1HoldingsGetCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'getHoldingsValue'>, NodeApiRequest<'portfolio', 'v1HoldingsValueCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'getPortfolio'>, NodeApiRequest<'portfolio', 'v1HoldingsPortfolioList'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'getAccountBalance'>, NodeApiRequest<'balance', 'v1BalanceGetCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'getFiatBalances'>, NodeApiRequest<'balance', 'v1BalancePortfolioList'>, '.UserId'>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'listWalletVerifications'>, NodeApiRequest<'wallets', 'v1WalletsVerifyList'>>>().toEqualTypeOf<Taken>();

    type Solana = 'quickNode';
    expectTypeOf<
      Check<Query<'getSolanaLatestBlockhash'>, NodeApiRequest<Solana, 'v1CatalogSolanaGetLatestBlockhashCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<Query<'getSolanaTokenProgram'>, NodeApiRequest<Solana, 'v1CatalogSolanaGetTokenProgramCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<Query<'isSolanaTokenAddressCreated'>, NodeApiRequest<Solana, 'v1CatalogSolanaIsTokenAddressCreatedCreate'>>
    >().toEqualTypeOf<Taken>();
  });

  it('for transfers: taken as node-api builds them', () => {
    expectTypeOf<
      Check<RequestBody<'getDepositAddress'>, NodeApiRequest<'transfers', 'v1TransfersAddressGetCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'getSymbolDetails'>, NodeApiRequest<'transfers', 'v1TransfersSymbolDetailsCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'listInstitutionTransfers'>, NodeApiRequest<'transfers', 'v1TransfersListCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'getInstitutionTransfer'>, NodeApiRequest<'transfers', 'v1TransfersDetailsCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'initiateTransfer'>, NodeApiRequest<'transfers', 'v1TransfersCreate'>>>().toEqualTypeOf<Taken>();

    type Managed = 'managedTransfers';
    expectTypeOf<
      Check<RequestBody<'configureTransfer'>, NodeApiRequest<Managed, 'v1TransfersManagedConfigureCreate'>, Destination | UsdOnly>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'previewTransfer'>, NodeApiRequest<Managed, 'v1TransfersManagedPreviewCreate'>, UsdOnly>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'executeTransfer'>, NodeApiRequest<Managed, 'v1TransfersManagedExecuteCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<Check<Query<'listManagedTransfers'>, NodeApiRequest<Managed, 'v1TransfersManagedMeshList'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'verifyTransfer'>, NodeApiRequest<Managed, 'v1TransfersManagedVerifyList'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'getManagedDepositAddress'>, NodeApiRequest<Managed, 'v1TransfersManagedAddressGetCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'quoteTransfer'>, NodeApiRequest<Managed, 'v1TransfersManagedQuoteCreate'>, UsdOnly>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'updateTransferStatus'>, NodeApiRequest<Managed, 'v1TransfersManagedUpdateCreate'>>
    >().toEqualTypeOf<Taken>();
  });

  it('for trading: taken as node-api builds them', () => {
    type Trading = 'transactions';
    expectTypeOf<Check<RequestBody<'listOrders'>, NodeApiRequest<Trading, 'v1TransactionsListCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'getOrder'>, NodeApiRequest<Trading, 'v1TransactionsDetailsCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'cancelOrder'>, NodeApiRequest<Trading, 'v1TransactionsCancelCreate'>>>().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'getTradingFeatures'>, NodeApiRequest<Trading, 'v1TransactionsFeatureListCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<
      Check<RequestBody<'getSymbolTradingInfo'>, NodeApiRequest<Trading, 'v1TransactionsSymbolinfoCreate'>>
    >().toEqualTypeOf<Taken>();
    expectTypeOf<Check<PathParams<'previewOrder'>, { side: Args<Trading, 'v1TransactionsPreviewCreate'>[0] }>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'previewOrder'>, NonNullable<Args<Trading, 'v1TransactionsPreviewCreate'>[1]>>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<PathParams<'executeOrder'>, { side: Args<Trading, 'v1TransactionsCreate'>[0] }>>().toEqualTypeOf<Taken>();
    expectTypeOf<Check<RequestBody<'executeOrder'>, NonNullable<Args<Trading, 'v1TransactionsCreate'>[1]>>>().toEqualTypeOf<Taken>();
  });

  it('are told apart by the checks: an unknown field, a refused null, a value not taken and a field required are named', () => {
    expectTypeOf<Unknown<{ a: { b?: string }[] }, { a: { b: string; c: number }[] }>>().toEqualTypeOf<'.a[].c'>();
    expectTypeOf<NullRefused<{ a?: string; b?: string | null }, { a?: string | null; b?: string | null }>>().toEqualTypeOf<'.a'>();
    expectTypeOf<Mismatched<{ a: { b: 'x' | 'y' }[]; c: string }, { a: { b: 'x' | 'z' }[]; c: number }>>().toEqualTypeOf<'.a[].b' | '.c'>();
    expectTypeOf<Mismatched<{ a: 'x' | 'y' }, { a: 'x' }>>().toEqualTypeOf<never>();
    expectTypeOf<
      RequiredByUs<{ a: string; b?: string; c: { d: number }; e: string; f?: string }, { a?: string; b?: string; c: { d?: number } }>
    >().toEqualTypeOf<'.a' | '.c.d' | '.e'>();
    // The requests are node-api's own types, not never (which would pass every check).
    expectTypeOf<NodeApiRequest<'managedTransfers', 'v1TransfersManagedPreviewCreate'>>().toEqualTypeOf<Api.PreviewTransferRequest>();
    expectTypeOf<NodeApiRequest<'wallets', 'v1WalletsVerifyList'>>().toEqualTypeOf<{ UserId?: string; Address?: string }>();
    expectTypeOf<Args<'transactions', 'v1TransactionsCreate'>[1]>().toEqualTypeOf<Api.TransactionsB2BBrokerCreateOrderRequest>();
  });
});
