// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `npm run generate`.
export interface paths {
    "/api/v1/linktoken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a link token
         * @description Creates the link token that configures one session of the Link UI for an end user.
         *
         *     - The token is valid for **10 minutes** and can be used **once**.
         *     - `linkToken` is the Base64 of the URL of that session's Link page (the web SDK opens `atob(linkToken)`
         *       in an iframe).
         *     - `userId` identifies the end user in the client's system and must not be personal data.
         *     - `transferOptions` pre-configures a transfer (deposit, payment or onramp); `verifyWalletOptions`
         *       asks the user to prove ownership of a wallet.
         *     - `paymentLink` is set only when `transferOptions.generatePayLink` is `true`.
         */
        post: operations["createLinkToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cataloglink": {
        parameters: {
            query: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken`; reserved characters
                 *     percent-encoded, or as form encoding sends them ([Decisions](#tag/Decisions)).
                 * @example user-7d1c
                 */
                UserId: components["parameters"]["UserId"];
                /**
                 * @description Open the session straight on this institution; the catalog of every institution when absent. node-api 2.0.28
                 *     says the public service takes no wallets here (`deFiWallet`, `cryptocurrencyAddress`, `cryptocurrencyWallet`);
                 *     the sandbox's Link page connects them as any other.
                 * @example coinbase
                 */
                BrokerType?: components["schemas"]["InstitutionType"];
                /**
                 * @description Make the session a transfer: the user connects an account, then sends crypto from it (to the destination the
                 *     user enters, or, with `createCatalogLink`, the one its body names).
                 * @example false
                 */
                EnableTransfers?: boolean;
                /**
                 * @description Let the user connect only one account in the session.
                 * @example true
                 */
                RestrictMultipleAccounts?: boolean;
                /**
                 * @description Do not create institution API keys on the user's behalf (the sandbox never does).
                 * @example false
                 */
                DisableApiKeyGeneration?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a catalog link
         * @deprecated
         * @description The Link page of a new session for the end user, as a URL to open in a browser tab or an iframe rather than a
         *     link token for the web SDK: the catalog of institutions (or one, with `BrokerType`), where the user connects an
         *     account. The session is the one `createLinkToken` would make with the same options, and the page the same:
         *     valid 10 minutes, used once. Without the SDK in the opening window, the page's callbacks reach no app: read the
         *     connection afterwards with the client's operations (`getPortfolio` by `UserId`). Deprecated in the public
         *     service in favour of link tokens. node-api 2.0.28 also declares `404` for an unknown client; here an unknown
         *     client is `401`, as for every operation.
         */
        get: operations["getCatalogLink"];
        put?: never;
        /**
         * Get a catalog link with transfer parameters
         * @deprecated
         * @description `getCatalogLink` with the transfer the session offers: a body with any field makes the session a transfer
         *     (unless `EnableTransfers` is `false`), run by those fields as by `createLinkToken`'s `transferOptions`
         *     (destinations, amount, the client's transaction id and fee). An empty body is `getCatalogLink`.
         */
        post: operations["createCatalogLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh an institution token
         * @description Refreshes the access token of a connected institution and returns the new tokens.
         *
         *     - Some institutions need no refresh; they answer `400` with `errorType` `refreshNotSupported`.
         *     - `createNewRefreshToken: true` rotates the refresh token too (one brokerage requires it); the old
         *       refresh token stops working.
         *     - Two brokerages also need the current `accessToken`; one takes a `tradeToken` update.
         *     - The brokerage with enforced MFA answers `content.status` = `mfaRequired` first, with a challenge
         *       `accessToken` in `brokerAccountTokens`; send a second request with `mfaCode` and that `accessToken`.
         *     - The `tokenId` of a managed token never changes across refreshes. An access token that a refresh replaced
         *       keeps working until its own expiry; reconnecting the account ends every earlier token ([Decisions](#tag/Decisions)).
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an account connection
         * @description Removes the connection to the institution and erases all related data completely: tokens, holdings,
         *     balances, deposit addresses, and **the connection's transfers with their webhook events and delivery
         *     history**, delivered or not (`getTransfer` then answers `404` `transferNotFound`, and a transfer still
         *     `Pending` sends no further webhook). Keep what you need before disconnecting. The access token, its
         *     `tokenId` and the refresh token stop working at once. The body is JSON, on `DELETE`.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify account identity
         * @deprecated
         * @description The owner of a connected account as the institution knows them: `verifyExchangeAccount` without `accountInfo`,
         *     which replaces it in the public service. An unknown token, another client's, an expired access token or a
         *     connection that needs the user to sign in again is `404` `connectionNotFound`; a wallet, which has no owner on
         *     record, is `400` `institutionNotSupported`.
         */
        post: operations["verifyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the profile of a connected account
         * @description The owner of a connected account as the institution knows them, to compare with the end user your app knows.
         *     The connection is named by its token and its institution's `integrationId` (from `listIntegrations`). What an
         *     institution gives depends on how its users sign in to it:
         *
         *     | Institution | Details |
         *     |---|---|
         *     | brokerage, or exchange by password | the record it verified: name, account number, e-mail, mobile number, address, identity document, date of birth |
         *     | exchange by OAuth | its profile: name, account number, e-mail, country |
         *     | exchange by API key | what the key reads: account number, e-mail, country |
         *     | payment provider | its payer's contact: name, e-mail, mobile number, country |
         *     | wallet | none: `400` `institutionNotSupported` |
         *
         *     `accountInfo` narrows the answer to the details named; the others are null. The sandbox makes the owner up from
         *     the login (the same login is the same person at every institution, another login another person) and gives the
         *     account's own number; no sandbox login is a company, so `companyName` is null. An unknown token, another client's, an expired access token or a connection that needs
         *     the user to sign in again is `404` `connectionNotFound`; an `integrationId` of no integration is `400`
         *     `invalidField`.
         */
        post: operations["verifyExchangeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authenticationSchemes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the authentication schemes
         * @description How `authenticate` signs a user in to each institution, without the Link UI: the scheme (`usernamePassword`,
         *     `apiKey`, `blockchainAddress`, or `oAuth` through `getAuthenticationLink`), the fields of the first request, the
         *     steps that may follow (`mfaRequired`, then the same request with `mfaCode`) and the MFA schemes. The same for
         *     every client; institutions as the catalog configures them (a scenario user's document may ask for MFA where the
         *     institution does not).
         */
        get: operations["listAuthenticationSchemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authenticate a user's account
         * @description Connects an end user's account by their credentials, without the Link UI: the same sign-in as the Link page's
         *     (`linkConnect`), with the same institutions, sign-in kinds, MFA, scenario users and failures, and the same
         *     connection afterwards, whose `tokenId` every other operation takes as `authToken`. `listAuthenticationSchemes`
         *     says what each institution asks for. Answers, in `content.status`:
         *
         *     - `succeeded`: every account of the login is connected (a username containing `multi` holds two);
         *       `accountTokens` holds each, with its tokens and balances.
         *     - `mfaRequired`: the institution sent a code (sandbox: `123456`; Robinhood and Interactive Brokers ask at
         *       sign-in): send the same request again with `mfaCode`. A wrong code is `400` `invalidMfaCode`.
         *     - `delayed`: the institution finishes the sign-in later (sandbox: a username starting with `delayed`, where the
         *       institution can, see `Decisions`): `refreshToken` only, which `refreshToken` turns into the access token and
         *       `tokenId`.
         *
         *     Wrong credentials are `400` `invalidInstitutionCredentials` with the institution's message, and the user may try
         *     again. Credentials by scheme: `username` and `password` (sandbox password `pass_good`, or the public sandbox's
         *     `Mesh`/`Pass123`); an API key in `username` and its secret in `password` (secret `pass_good`; a key starting
         *     with `ip_trusted` has the client's IP on the trusted list); a wallet address in `username`. With the username
         *     `user_custom` the password is a `SandboxUser` document; a username the client registered signs in as that
         *     scenario user. An institution failure set with `sandboxFailInstitution` answers its status. node-api 2.0.28
         *     declares `ProblemDetails` for `400`: the sandbox answers the result envelope, as every operation does.
         */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authenticate/{brokerType}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The institution, one whose scheme is `oAuth` (`listAuthenticationSchemes`).
                 * @example coinbase
                 */
                brokerType: components["schemas"]["InstitutionType"];
            };
            cookie?: never;
        };
        /**
         * Get an OAuth authentication link
         * @description Where the end user signs in to an institution that signs its users in on its own page (scheme `oAuth`): a new
         *     session of the Link page, opened straight on the institution, for this end user; in the sandbox the
         *     institution's page is stood in for by a sign-in form with **Allow access** and **Deny access**. Open
         *     `redirectLink` for the user (a tab, or an iframe), or `linkToken` with the web SDK, which then fires
         *     `onIntegrationConnected` as for any link token. The session lasts 10 minutes and is used once. An institution of
         *     another scheme is `400` `institutionNotSupported`: `authenticate` takes its credentials.
         */
        get: operations["getAuthenticationLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holdings/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the holdings of one account
         * @description Returns the positions of one connected account. With `includeMarketValue: true`, cryptocurrency
         *     positions also carry `marketValue` and `lastPrice` where a price is available. Positions the service
         *     cannot price or classify are listed under `notSupported...Positions`. An expired access token gives
         *     `content.status` = `notAuthorized`; refresh it and try again.
         */
        post: operations["getHoldings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holdings/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the aggregated portfolio of a user
         * @description Aggregates the positions of every connection of the end user, with market values, cost basis and
         *     returns. `TimezoneOffset` (seconds east of UTC, as an int64) sets the start of the user's day from
         *     which the daily return of cryptocurrencies is computed. A user without connections has an empty
         *     portfolio.
         */
        get: operations["getPortfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/balance/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the aggregated fiat balances of a user
         * @description Returns the fiat balances of all connections of the end user, aggregated per currency. Balances are
         *     cached: they were read when the account was connected or last refreshed, not now. `cash` may be
         *     negative (margin). A user without connections has an empty list. `UserId` is needed, though node-api's type
         *     leaves it optional: the balances are one user's, and without it the answer is `400` `missingField`.
         */
        get: operations["getFiatBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/address/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a deposit address
         * @description Gets or generates a deposit address for an asset at the institution. Give `symbol` or `addressType`
         *     (an address type implies the chain's native asset); give `chain` where the asset exists on several.
         *
         *     - Institutions that send an MFA code by text message answer `content.brokerResponseStatus` =
         *       `mfaRequired` first; call again with the same body plus `mfaCode`.
         *     - Some institutions require `chain`: without it they answer `400` with `errorType` `chainRequired`.
         *       `getSymbolDetails` lists the chains.
         *     - Where the chain needs a memo or tag, `memo` carries it. Deposits below `minimumDepositAmount` are
         *       not refunded by the institution that sets one.
         *     - `404` when the institution has no address for the symbol.
         */
        post: operations["getDepositAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/symbol/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the details of a symbol
         * @description Lists the chains on which the institution supports a symbol, with the fee and the minimum and maximum
         *     withdrawal amount per chain. Institutions that require an explicit chain name or a fee parameter
         *     publish them here. Same request body as `getDepositAddress`; `404` when the symbol has no details.
         */
        post: operations["getSymbolDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/address/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List managed deposit addresses
         * @description Gets or generates deposit addresses for an asset on each of the chosen networks (ids from
         *     `listNetworks`). Institutions that send an MFA code by text message answer
         *     `content.brokerResponseStatus` = `mfaRequired` first; call again with `mfaCode`. A network on which the
         *     institution does not support the asset gives `400` with `errorType` `unsupportedNetwork`.
         */
        post: operations["listManagedAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the supported networks
         * @description Lists the networks the service supports, with the tokens and institutions supported on each. The `id`
         *     of a network is what `listManagedAddresses` takes in `networks[].networkId` and what addresses and
         *     symbol details report as `networkId`. The list is static for a given server version.
         */
        get: operations["listNetworks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the transfers of an institution account
         * @description Lists the crypto transfers (withdrawals and deposits) of a connected exchange account as the institution reports
         *     them, newest first: those sent through this service and, where the institution lists them, its other ones.
         *
         *     - `count` (default 100, at most 250) bounds a page; `cursor` from the previous answer gives the next one, and is
         *       `null` on the last page. `statuses` and `from` (Unix seconds) filter; `total` counts every match.
         *     - A `withdrawal` is a transfer the account sent: `id` is the institution's id of the transfer (`txId` of
         *       `getTransfer`); `amount` is what left the balance (the transferred `transactionAmount` plus `transferFee`).
         *     - A `deposit` is a transfer of this API client's to one of the account's deposit addresses (same address,
         *       network and symbol), shown while it is `pending` and once it `succeeded`: a failed withdrawal never arrives.
         *       Its `id` is its own, `DEP-` and the transfer's `transferId`; `amount` and `transactionAmount` are what arrived;
         *       `transferFee` and `networkTransactionFee` are `null`, the sender paid them.
         *     - A transfer between two accounts of one list is in it twice: the withdrawal, then the deposit.
         *     - `statuses`, `from`, the pages, `total` and `earliestTimestamp` cover withdrawals and deposits together.
         *     - Where the institution keeps one transfer list for the whole login (`coinbase`, `sandboxCoinbase`), every
         *       sub-account of the login answers the same list, whichever account's `authToken` asks.
         *     - Where the institution reports the hash only when one transfer is queried (`coinbase`, `sandboxCoinbase`),
         *       `hash` is `null` here; `getInstitutionTransfer` reads it once the transfer succeeded.
         *     - Institutions that do not transfer crypto answer `400` `institutionNotSupported`.
         */
        post: operations["listInstitutionTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get one transfer of an institution account
         * @description Queries the institution for one transfer of a connected exchange account, sent or received, by the institution's
         *     `transactionId` (the `id` that `listInstitutionTransfers` gives, a withdrawal's `transferId` too) or by
         *     `transactionHash`; `symbol` or `addressType`, when sent, must match the transfer's asset. Where a hash names
         *     both a withdrawal and a deposit of the account's list, the withdrawal is answered; the deposit by its `id`.
         *
         *     This is how the hash of an institution that gives none at transfer time is read: at `coinbase` and
         *     `sandboxCoinbase` the transfer's `hash` is `null` in webhooks and lists, and this query answers it once the
         *     transfer succeeded. No transfer of the account matches: `404` `transferNotFound`.
         */
        post: operations["getInstitutionTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/configure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Configure a server-side transfer
         * @description The first step of a transfer the client's server runs with the user's token, without the Link UI: which of the
         *     source account's assets can go to the destination, over which networks, with what limits and fees.
         *
         *     - The source is `fromAuthToken` and `fromType`. The destination is another connected account (`toAuthToken` and
         *       `toType`: its deposit address on each network) or the client's own addresses (`toAddresses`); with neither,
         *       every network the source supports is listed without a destination.
         *     - `symbol`, `networkId`, `amount` or `amountInFiat` narrow the answer; a network that cannot carry them is listed
         *       as not eligible, with the reason.
         *     - Balances are what the account can still send: its holding less what its `Pending` transfers hold.
         */
        post: operations["configureTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a server-side transfer
         * @description Checks a transfer against every rule of the source institution and records it as a preview, with its fees,
         *     without sending anything. `executeTransfer` sends it, once, within `previewExpiresIn` seconds (300).
         *
         *     - The destination is `toAddress` (with `addressTag` where the network needs one) or the deposit address of the
         *       account of `toAuthToken` and `toType`. `amount` is in units of the asset; `amountInFiat` (USD) may replace it.
         *     - Without `networkId` the institution's rule on chains applies: an institution that needs the explicit chain
         *       answers `400` `chainRequired`. Without `symbol`, the native asset of `networkId`'s network is sent; without
         *       either, `400` `missingField`.
         *     - `isBridging: true` is answered `failed`: the sandbox bridges no transfer to another network.
         *     - What the institution decides is answered as the public service answers it: `200` with `content.status` and
         *       `errorMessage`, `previewResult` `null` and nothing recorded, so code branches on `status`:
         *       - `requiresFunding`: the account's available balance (its balance less what its `Pending` transfers hold)
         *         does not cover amount and fee; `errorMessage` says how much more is needed.
         *       - `failed`: the institution refuses the transfer. Its rules are those of `sandboxTransfer`: per-currency
         *         minimum and maximum amount (the minimum fee is charged where the institution requires a fee; with
         *         `isInclusiveFeeEnabled` the amount must cover it), the trusted IP list and withdrawal permission (sandbox
         *         usernames as for `sandboxTransfer`), withdrawals only to whitelisted addresses (for a server-side
         *         transfer, only the deposit addresses of the client's connected accounts, named by `toAuthToken`, are
         *         whitelisted) or to a named address key (`krakenDirect`).
         *     - What is wrong with the request itself stays an error: a missing or malformed field, a destination that is
         *       not an address of the network (`400` `invalidAddress`), a symbol, chain or network the institution does not
         *       carry (`400`), an unknown token (`404`).
         *     - Where the destination institution does not refund deposits below a minimum (`cryptoCom`), a smaller amount
         *       is `failed` ([Decisions](#tag/Decisions)).
         *     - With `isInclusiveFeeEnabled: true` the institution's fee is taken from `amount`: `amountToReceive` is less
         *       than `amount`, and `totalEstimatedAmount` equals it.
         */
        post: operations["previewTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a previewed transfer
         * @description Sends the transfer a preview recorded. It is the same transfer as one approved in the Link UI: the client's
         *     webhook receives `Pending` and then `Succeeded` or `Failed`, `getTransfer` reads it by
         *     `executeTransferResult.transferId`, and it settles as `sandboxTransfer` says.
         *
         *     - Institutions that send an MFA code by text message answer `content.status` = `mfaRequired` (`mfaType`
         *       `phone`) first; call again with the same `previewId` and `mfaCode` (`123456` in the sandbox). A wrong code
         *       answers `mfaFailed`, and the preview can be executed again with the right one. `tryAnotherMfa: true` asks for
         *       the code another way (`mfaType` `email`); `challengeId`, optional, names the challenge a code answers.
         *     - A preview is executed once: executing it again answers `409` `conflict`. An unknown preview, or one of another
         *       source account, answers `404` `previewNotFound`; one older than `previewExpiresIn`, `400` `previewExpired`.
         *     - Every rule of the institution is checked again at execution, and a refusal is answered as at preview:
         *       `200` with `content.status` `failed` and `errorMessage` (funds that a transfer sent since the preview took,
         *       for one), or `addressWhitelistRequired` where the destination is no longer whitelisted (in the sandbox a
         *       preview's destination and whitelist are fixed, so only funds can fail it). Nothing is sent.
         *     - A refused execution does not spend the preview ([Decisions](#tag/Decisions)).
         */
        post: operations["executeTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/mesh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transfers sent through the service
         * @description Lists the transfers this client sent through the service (Link UI, `sandboxTransfer` and `executeTransfer`),
         *     filtered and paged. Every filter is optional and they combine: `Id`, `ClientTransactionId`, `UserId`,
         *     `SubClientId`, `IntegrationIds` (the source institutions), `Statuses` (repeat an array parameter, or send
         *     `Statuses[]` as the public client does), `FromTimestamp` and `ToTimestamp` (creation time, Unix seconds,
         *     inclusive), `MinAmountInFiat` and `MaxAmountInFiat` (inclusive), `Hash` and `IsSandBox`. `Count` (default
         *     10, at most 100) and `Offset` page the list, ordered by `OrderBy` (newest first by default; oldest first, or
         *     the smallest value first, when `DescendingOrder` is `false`); `total` counts every match.
         */
        get: operations["listManagedTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the institutions that transfer
         * @description Lists every institution that sends or receives crypto through the service, with the networks and tokens it
         *     supports and whether it sends (`supportsOutgoingTransfers`) and receives (`supportsIncomingTransfers`). An
         *     institution's `id` is stable. The list is static for a given server version.
         */
        get: operations["listTransferIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tokens that can be transferred
         * @description Lists every token the service transfers, with the networks that carry it and the institutions that send or
         *     receive it. The list is static for a given server version.
         */
        get: operations["listTransferTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/address/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a deposit address on a network
         * @description Gets or generates the deposit address of a connected account for an asset, on the network `networkId` names:
         *     where a managed transfer to this account goes. It is the account's one address of the asset on that network:
         *     the same that `getDepositAddress` and `listManagedAddresses` answer, and that a transfer to the account
         *     (`previewTransfer` with `toAuthToken`) sends to.
         *
         *     - Give `symbol` or `addressType`; without `networkId` the institution's rule on chains applies, as for
         *       `getDepositAddress` (`400` `chainRequired` where it needs one).
         *     - An asset the institution does not carry on the network is `400` `unsupportedNetwork`; one it gives no
         *       address for, `404` `addressNotFound`.
         *     - Institutions that send an MFA code by text message answer `content.brokerResponseStatus` = `mfaRequired`
         *       first; call again with `mfaCode`.
         */
        post: operations["getManagedDepositAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a transfer without an account
         * @description Checks, without any account, that an institution sends a token over a network and that an address is one of
         *     that network (its format and checksum), so that a transfer is not set up to fail. Each part of the request is
         *     optional and each part given is checked; the answer is `200` either way, with `content.status` `failed`
         *     and `failureReason` naming the first check that failed.
         *
         *     The public client sends the fields as a JSON body of this `GET`; they may also be sent as query parameters of
         *     the same names (a browser cannot send a `GET` with a body), and a field given both ways must agree
         *     ([Decisions](#tag/Decisions)).
         */
        get: operations["verifyTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a transfer
         * @description What a transfer bought with a fiat amount would deliver, without any account: the asset's price, every fee,
         *     and the smallest and largest amount that arrives at `toAddress`, depending on how the user funds it.
         *
         *     - The institution's fee (`withdrawalFee`) and the network's (`networkFee`) are those `previewTransfer`
         *       charges for the same asset and network at that moment (`institutionTransferFee`, `estimatedNetworkGasFee`);
         *       the partner fee is `feeFlat` plus `feePercentage` of the amount.
         *     - `fundingOptions` lists how the institution lets the user fund it: what the account holds (no further fee),
         *       buying the asset with the account's cash (`buyingPowerPurchase`), or with a bank account or card
         *       (`paymentMethodDepositUsage`, at payment institutions and Coinbase), each with its fees. `minFees` and
         *       `maxFees` are the cheapest and the dearest way.
         *     - `isEligible` says whether the institution would send it: the smallest amount that arrives is within its
         *       limits on the network, and it sends to any address (not only whitelisted ones).
         *     - An institution that sends no transfers is `400` `institutionNotSupported`; an asset or network it does not
         *       carry, `400` `unsupportedSymbol` or `unsupportedNetwork`; an address that is not one of the network,
         *       `400` `invalidAddress`.
         */
        post: operations["quoteTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/managed/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a transfer's status
         * @description Asks the institution for the status of a transfer sent from the connected account, now, and answers it with
         *     the transfer. A `Pending` transfer whose institution has finished it (its settle time has come, on the client's
         *     test clock where it has one) moves to `Succeeded` or `Failed` at once, with its webhook, as it would a moment
         *     later anyway: the same transfer that `getTransfer`, `listManagedTransfers` and the webhooks report. A final
         *     transfer is answered as it is; so is one still `pending`. Where the institution gives the hash only when a
         *     transfer is queried again (`coinbase`), this query is one. Repeating it is safe.
         *
         *     No transfer of the account has this id: `404` `transferNotFound`.
         */
        post: operations["updateTransferStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send crypto from a connected account
         * @deprecated
         * @description Withdraws crypto from a connected account to an address in one call, without a preview (the public service
         *     keeps it for older integrations and points to `previewTransfer` and `executeTransfer`). It is the same
         *     transfer as every other: `Pending` at once, holding its amount and fee, then `Succeeded` (the balance loses
         *     both) or `Failed` (nothing is lost), each with its webhook, on the client's test clock where it has one. It
         *     is reported by `getTransfer` (its id is in the webhooks), `listManagedTransfers`,
         *     `listInstitutionTransfers` and `getInstitutionTransfer` (by `transactionId`), and `updateTransferStatus`.
         *
         *     - Every rule of the institution applies, as for `sandboxTransfer`: per-currency minimum and maximum amount,
         *       its fee (`400` `missingField` without one where it requires it), the trusted IP list and withdrawal
         *       permission, whitelisted addresses only (`okx`; the deposit addresses of the client's connected accounts
         *       count as whitelisted), an address key for `krakenDirect`, the Travel Rule threshold (`bitstamp`).
         *     - What the institution decides is answered in `content` with HTTP `200`, and nothing is sent:
         *       `status` `failed` (funds short, limits, permissions), `addressWhitelistRequired` or `travelRuleRequired`,
         *       with `failed: true` and `statusDetails` saying why.
         *     - Institutions that send an MFA code by text message answer `status` `mfaRequired` (`mfaType` `phone`) first;
         *       call again with `mfaCode` (`123456` in the sandbox). A wrong code answers `mfaFailed`.
         *     - What is wrong with the request itself stays an error: no `amount` (`400` `missingField`), an address that
         *       is not one of the network (`400` `invalidAddress`), an asset or chain the institution does not carry.
         *     - Not safe to repeat by itself: send `Idempotency-Key` to make a retry safe.
         */
        post: operations["initiateTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holdings/value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the value of an account's holdings
         * @description What a connected account's holdings are worth now: its equities and cryptocurrencies at the market's prices
         *     (the `marketValue` of `getHoldings` with `includeMarketValue`, summed), its NFTs, and its cash in every
         *     currency, each in US dollars, with the performance of equities and cryptocurrencies against their cost basis.
         *     Every sum is exact, rounded once to the cent. A transfer that succeeded has left the holdings it values.
         *
         *     An expired access token is `404` `connectionNotFound`: refresh it or use the `tokenId`.
         */
        post: operations["getHoldingsValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/balance/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the fiat balances of an account
         * @description The fiat balances of one connected account now, per currency (`cash`, `buyingPower`, and
         *     `cryptocurrencyBuyingPower`, what a cryptocurrency buy can spend now, as `getTradingFeatures` answers it), with
         *     their totals in US dollars at the sandbox's reference exchange rates. `getFiatBalances` sums the same balances over every
         *     account of a user.
         *
         *     An expired access token is `404` `connectionNotFound`: refresh it or use the `tokenId`.
         */
        post: operations["getAccountBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{assetType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the assets of a kind
         * @description The equities or the cryptocurrencies the sandbox's market prices: the instruments its holdings, portfolios,
         *     quotes and transfers are valued with. `Search` keeps those whose symbol or name contains it (any letter case);
         *     `Count` and `Offset` page the list, by symbol; `total` counts every match.
         */
        get: operations["listAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/solana/getLatestBlockhash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the latest blockhash
         * @description The blockhash of the latest slot of the sandbox's Solana cluster, in base58, as a wallet puts it in a
         *     transaction it signs. The sandbox's chain makes a slot every 400 milliseconds of the client's clock (its test
         *     clock where it has one): the answer is the same within a slot, and another in the next one; the same time
         *     always gives the same blockhash.
         */
        post: operations["getSolanaLatestBlockhash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/solana/getTokenProgram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the token program of a token mint
         * @description The program that owns a token's mint on Solana, which a transfer of the token calls: the SPL Token program
         *     (`TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA`) or Token-2022 (`TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb`).
         *     `token` is the mint's address, or the symbol of a token Solana carries in `listNetworks`. A token the sandbox
         *     does not know on Solana is `400` `unsupportedSymbol`.
         */
        post: operations["getSolanaTokenProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/solana/isTokenAddressCreated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell whether a token account exists
         * @description Whether a token account (an associated token account: the address derived from its owner, the token program
         *     and the mint) exists on the sandbox's Solana cluster, as `"true"` or `"false"`: a wallet that sends a token
         *     to an owner whose account does not exist yet creates it in the same transaction.
         *
         *     The sandbox's chain holds the token accounts of its own addresses: those of the deposit addresses of the
         *     client's connected accounts for each token they take on Solana, and those of the addresses a transfer of a
         *     token on Solana reached (`Succeeded`). Any other valid address is `"false"`; one that is not a Solana address
         *     is `400` `invalidAddress`.
         */
        post: operations["isSolanaTokenAddressCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the orders of an account
         * @description Lists the orders the institution took for the account (`executeOrder`), oldest first: filled, open,
         *     cancelled and expired ones. A refused order was never placed, so it is not here.
         *
         *     - `count` (default 100, at most 250) bounds a page; `cursor` from the previous answer gives the next one, and is
         *       `null` on the last page. `statuses` and `from` (Unix seconds) filter; `total` counts every match, and
         *       `earliestTimestamp` is the creation time of the earliest (left out when none matches).
         *     - A `goodForDay` order whose day ended by the client's clock is `expired` here, and no longer holds funds.
         *     - Institutions that do not trade answer `400` `institutionNotSupported`.
         */
        post: operations["listOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get one order of an account
         * @description One order of the account, as `listOrders` shows it, by the `orderId` `executeOrder` answered: how to follow an
         *     open order. `isCryptocurrency` must be the order's, and `side`, when sent, its side; otherwise, or for an id
         *     the account has no order with, `404` `orderNotFound`.
         */
        post: operations["getOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an open order
         * @description Cancels an open order (`inProgress`) of the account: it is `cancelled` in `listOrders` and `getOrder`, and
         *     what it held is free again. The order is found as `getOrder` finds it (`404` `orderNotFound`). An order that
         *     is no longer open (filled, cancelled or expired) answers `409` `conflict`: a filled order cannot be undone.
         *     Every institution that trades cancels orders (`supportsOrderCancellation` in `getTradingFeatures`). Binance.US,
         *     Binance (both), OKX and bitFlyer need the order's `symbolPair`, and Coinbase its `side`, as the public reference
         *     says: without it, `400` `missingField`.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/featureList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get what an institution lets an account trade
         * @description What the institution of a connected account supports for trading, from the rules `previewOrder` and
         *     `executeOrder` enforce: for equities (`stockOrders`) and cryptocurrencies (`cryptocurrencyOrders`) the
         *     symbols, payment currencies, order types with their times in force, fractional units, extended hours and sizing
         *     in the payment symbol; whether open orders can be cancelled; and the account's fiat balances with what a
         *     buy can spend of them now. Every connected account answers, an institution that does not trade too
         *     (`isTradingSupported` `false`, both kinds `supported` `false`).
         */
        post: operations["getTradingFeatures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/symbolinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get how an institution trades a symbol
         * @description Whether the institution of a connected account trades `symbol`, and in fractions of a unit: its precision
         *     (decimal places of an amount) and the smallest order value, from the rules `previewOrder` enforces. A symbol the
         *     institution does not trade, at an institution that does not trade too, is `tradingNotAllowed`. The request is
         *     an order (as for `previewOrder`); only its institution and `symbol` (and `isCryptocurrency`, when sent)
         *     decide the answer.
         */
        post: operations["getSymbolTradingInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/preview/{side}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an order
         * @description Checks a buy or sell order against every rule of the institution, at the market price now, without placing it,
         *     and answers what it would do: its amount, the unit price it would fill at, and the fee. Nothing is recorded or
         *     held; `executeOrder` places the order and checks every rule again.
         *
         *     - What the institution decides is answered as the public service answers it: `200` with `content.status`
         *       `failed` and `errorMessage`, so code branches on `status`. The rules (per institution in
         *       `getTradingFeatures` and `getSymbolTradingInfo`): the account can pay for a buy (its cash, or its stablecoin,
         *       less what open buy orders hold, covers value and fee) or holds what it sells (less what its `Pending`
         *       transfers and open sell orders hold); the order type, time in force, sizing in the payment symbol and extended
         *       hours are ones the institution offers; the amount has no more decimal places than the symbol's precision
         *       (whole shares where the institution trades no fractions); the value reaches the institution's minimum; an
         *       equity market order needs the market open (9:30-16:00 New York time, Monday to Friday, by the client's clock:
         *       its test clock where it has one; 4:00-20:00 with `extendedHours` where offered); a `postOnly` order must not
         *       fill at once.
         *     - What is wrong with the request itself stays an error: a missing or malformed field, side `unknown`, a `limit`
         *       or `stopLoss` order without `price`, an order sized in the payment symbol without its amount, or of 0 units
         *       (`400`); a symbol or payment symbol the institution does not trade (`400` `unsupportedSymbol`); an
         *       institution that does not trade (`400` `institutionNotSupported`: wallets, payment services, and the
         *       brokerages and exchanges the public reference does not list for trading); an unknown token (`404`).
         *     - Prices are the sandbox market's, the ones `getHoldings` values positions at, moving with the client's clock.
         */
        post: operations["previewOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{side}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute an order
         * @description Places a buy or sell order at the institution, checking every rule `previewOrder` checks, again.
         *
         *     - A `market` order, and a `limit` or `stopLoss` order the market has reached, fills at once, whole, at the
         *       market price (`status` `success`): the account's holdings and cash change at once and exactly, as
         *       `getHoldings` and `getFiatBalances` show: a buy adds `amount` to the position (its cost basis becomes the
         *       average paid, fees included) and takes `value` plus `fee` from the cash balance (or from the stablecoin
         *       position that paid); a sell takes `amount` from the position (a position sold whole is gone) and adds
         *       `value` less `fee`. `value` is `amount` times `price`, rounded half up once, to 2 decimal places in a
         *       fiat currency and 8 in a cryptocurrency, and so is the fee.
         *     - An order the market has not reached stays open (`inProgress`) and holds what it would spend (a buy's value
         *       and fee at its price) or sell, so no other order can use it, until `cancelOrder` cancels it or, for
         *       `goodForDay`, the trading day ends (`expired`). The sandbox's market does not match open orders: an open
         *       order never fills later ([Decisions](#tag/Decisions)). An `immediateOrCancel` or `fillOrKill` order that
         *       cannot fill at once is `cancelled`.
         *     - A refusal is answered as the public service answers it: `200` with `content.status` `rejected`,
         *       `errorMessage` and `displayMessage`, and `orderId` `null`: nothing was placed. The rules, and what stays
         *       an error, are `previewOrder`'s.
         *     - Every order the institution took is in `listOrders` and `getOrder`. Repeat an order safely with an
         *       `Idempotency-Key`.
         */
        post: operations["executeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the integrations
         * @description Lists every institution the service integrates (the values of `type`), with its stable `id`, its categories
         *     and whether it transfers crypto. An `id` is what `createLinkToken` takes as `integrationId`.
         */
        get: operations["listIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the health of the integrations
         * @description Reports, for every institution, whether the service reaches it now (`isUp`) and what it supports
         *     (`supportedProducts`). In the sandbox every institution is up.
         */
        get: operations["listIntegrationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallet verifications
         * @description Returns the wallet ownership verifications recorded for an end user, or for a wallet, newest first (at most
         *     500). A verification is recorded when the user signs the message of `verifyWalletOptions` in the Link UI and
         *     the signature verifies for the address. `UserId`, `Address` or both: `Address` alone lists that wallet's
         *     verifications by every user of the client; with `UserId` it narrows the user's list to one wallet (compared
         *     case-insensitively for EVM addresses). Neither is `400` `missingField`.
         */
        get: operations["listWalletVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/link/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect an account as a user would in the link flow
         * @description The headless equivalent of a user connecting an institution in the Link UI: returns the payload the SDK
         *     callback `onIntegrationConnected` delivers, and consumes the link token.
         *
         *     - Sandbox credentials: any `username`, password `pass_good`. Any other password gives `400`
         *       `invalidInstitutionCredentials` and leaves the link token usable.
         *     - Institutions that ask for MFA at login answer `content.brokerResponseStatus` = `mfaRequired` first;
         *       call again with `mfaCode` `123456`. A wrong code gives `400` `invalidMfaCode`.
         *     - A username starting with `delayed` connects by delayed authentication where the institution can (see
         *       `Decisions`): `delayedAuth` holds a refresh token, `accessToken` is null.
         *     - The link token must be unexpired (10 minutes) and unused; otherwise `400` `linkTokenInvalid`.
         *     - At first connection `tokenId` equals `accessToken`; afterwards it stays fixed while the access token is
         *       refreshed. Access tokens live `expiresInSeconds`, refresh tokens `refreshTokenExpiresInSeconds`.
         *     - The connected account's holdings and balances are generated deterministically from the institution
         *       and the username, so the same login always shows the same portfolio.
         */
        post: operations["sandboxConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/wallets/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a wallet as a user would in the link flow
         * @description The headless equivalent of a user signing the verification message with a self-custody wallet in the
         *     Link UI. The verification is recorded (and listed by `listWalletVerifications`) only if `signature`
         *     really is the wallet's EIP-191 signature of `message` for `address`; otherwise `400`
         *     `invalidSignature` and nothing is recorded. When the link token set `verifyWalletOptions`, `message`
         *     must equal its message and `address` must be one of its addresses. Consumes the link token.
         */
        post: operations["sandboxVerifyWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/link/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a transfer as a user would in the link flow
         * @description The headless equivalent of a user approving a transfer in the Link UI: returns what the SDK callback
         *     `onTransferFinished` delivers, with status `pending`, consumes the link token, and starts the transfer.
         *     The client's webhook then receives `Pending` and, once the transfer settles, `Succeeded` or `Failed`.
         *
         *     - The destination is `toAddress`, or else the link token's `transferOptions.toAddresses` entry for the
         *       symbol; `transferOptions.transactionId` is echoed as `TransactionId`.
         *     - The institution's rules apply, with the `errorType`s of the address operations: MFA by text message
         *       (`mfaRequired`, then `mfaCode` `123456`), an explicit chain (`chainRequired`), a `fee` and per-currency
         *       minimum fee and amount (`feeBelowMinimum`, `amountBelowMinimum`, `amountAboveMaximum`), the trusted IP
         *       list (`403` `ipNotTrusted` unless the sandbox username starts with `ip_trusted`; `ip_trusted_readonly`
         *       gives `403` `withdrawalPermissionDisabled`), withdrawals only to whitelisted addresses
         *       (`addressNotWhitelisted`: only the link token's `toAddresses` are whitelisted) or to a named address key
         *       (`krakenDirect`: `toAddress` is a key name such as `my-eth-wallet`), and `insufficientFunds`.
         *     - A `Pending` transfer holds its amount and fee until it fails or succeeds ([Decisions](#tag/Decisions)).
         *     - Settlement: after `SANDBOX_SETTLE_MS` (10 s by default) the transfer moves to `Failed` when the decimal
         *       digits of `amount` end in `13` (for example `0.13` or `13`), and to `Succeeded` otherwise; or as
         *       `settlement` chooses (outcome, and seconds from now), or later `sandboxScheduleSettlement`; or at once
         *       with `sandboxSettleTransfer`. A final status never changes.
         *     - Where the institution reports the hash only later (`coinbase`), `txHash` is `null` here and in webhooks;
         *       read it with `getTransfer` once the transfer succeeded.
         */
        post: operations["sandboxTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/transfers/{transferId}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a pending transfer now
         * @description Moves a `Pending` transfer to the given final status at once, writing its webhook event, instead of
         *     waiting for `SANDBOX_SETTLE_MS`. A final status never changes: settling a transfer that is already
         *     `Succeeded` or `Failed` answers `409` `conflict`.
         */
        post: operations["sandboxSettleTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/account/reauthentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a connection need re-authentication
         * @description Makes the connection behave as one whose institution session ended: from now on every call with its
         *     tokens (the `tokenId` and every access token) answers as an expired access token does. `getHoldings`
         *     answers `content.status` `notAuthorized`, the other account operations `404` `connectionNotFound`, its
         *     refresh token `404` `refreshTokenNotFound`, and a returning user's Link page no longer lists it. It works
         *     again, with new tokens, once the user connects the same login again (`sandboxConnect` or the Link page);
         *     its transfers stay. `deleteAccount` still removes it. The connection is named by a token of its own, or by its
         *     id as `listDashboardUsers` answers it (the dashboard's way: it holds no token). It replaces the dashboard's
         *     `dashboardRequireReauthentication` ([Decisions](#tag/Decisions)).
         */
        post: operations["sandboxRequireReauthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/transfers/{transferId}/settlement": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Choose how and when a pending transfer settles
         * @description Sets the final status a `Pending` transfer moves to and when it does, instead of the sandbox's rule
         *     (`Failed` for amounts ending in `13`, otherwise `Succeeded`, after `SANDBOX_SETTLE_MS`). The background
         *     settler honours it: `settleInSeconds` from now the transfer moves to `outcome` and its webhook goes out;
         *     `0` settles it at the settler's next round (within a second). Setting it again replaces the schedule. The
         *     same choice can be made at creation with `sandboxTransfer`'s `settlement`. A transfer that is already
         *     final answers `409` `conflict`.
         */
        put: operations["sandboxScheduleSettlement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/transfers/{transferId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a transfer's webhooks again
         * @description Queues every webhook event of the transfer again, in their order (`Pending` first, then the final status
         *     once there is one), as new delivery attempts with the same `EventId`s, so that a receiver can be tested
         *     on redeliveries: it should acknowledge each and process none twice. Delivery follows the usual rules
         *     (signatures, retries, `410`); the admin listener's delivery list shows the attempts, and a client on a test clock
         *     gets them at its next advance. Events wait while the client has no enabled webhook endpoint. The dashboard's
         *     Resend calls it; it replaces `dashboardResendWebhookEvent` ([Decisions](#tag/Decisions)).
         */
        post: operations["sandboxResendWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/institutions/failure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make an institution fail for a while
         * @description Makes one institution fail, for this API client only, with the chosen error, for `durationSeconds` or
         *     until cleared with `sandboxClearInstitutionFailure`; setting it again replaces it. While it lasts, every
         *     operation that talks to the institution for this client answers the failure instead: signing in
         *     (`sandboxConnect`, `linkConnect`), `getHoldings`, the address operations, `refreshToken`, and transfers
         *     (`sandboxTransfer` and the Link page's). Reads of what the service keeps (`getPortfolio`,
         *     `getFiatBalances`, `getTransfer`) and `deleteAccount` go on working, and other clients see no failure.
         *
         *     | `error` | HTTP | `errorType` |
         *     |---|---|---|
         *     | `unavailable` | 503, with `Retry-After` | `institutionUnavailable` |
         *     | `rateLimited` | 429, with `Retry-After` | `institutionRateLimited` |
         *     | `serverFailure` | 500 | `institutionFailure` |
         *
         *     `Retry-After` (and `errorData.retryAfterSeconds`) is the time left, or 60 seconds for a failure without
         *     an end.
         */
        put: operations["sandboxFailInstitution"];
        post?: never;
        /**
         * End an institution's failure
         * @description Ends the failure `sandboxFailInstitution` set on the institution for this client, at once; the
         *     institution answers normally again. Clearing an institution that is not failing does nothing. The body is
         *     JSON, on `DELETE`.
         */
        delete: operations["sandboxClearInstitutionFailure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read this client's sandbox time
         * @description The time the sandbox runs on for this API client: its test clock's frozen time when it has one
         *     (`frozen: true`), otherwise the server's real time. Every time-driven rule of this client follows it; see
         *     `sandboxCreateTestClock`.
         */
        get: operations["sandboxGetTestClock"];
        put?: never;
        /**
         * Freeze this client's time on a test clock
         * @description Gives this API client a test clock: simulated time, frozen at `frozenTime` (now, when absent), that
         *     moves only when `sandboxAdvanceTestClock` moves it. Other clients keep real time, so suites that run in
         *     parallel on one server never affect each other.
         *
         *     Under a test clock, everything time-driven of this client uses its time: transfers settle when their
         *     settle time is reached; link tokens, Link page sessions, access, refresh and id tokens, idempotency keys
         *     and institution failures set for `durationSeconds` expire; webhook retries fall due. Webhook deliveries
         *     still carry the real time in their signature (`webhook-timestamp`, `SentTimestamp`), so receivers verify
         *     them as usual. Rate-limit windows refill with real time and with every advance.
         *
         *     A client has one test clock: creating it again answers `409` `conflict` (advance it, or delete it first).
         */
        post: operations["sandboxCreateTestClock"];
        /**
         * Return this client to real time
         * @description Deletes the client's test clock: from now on its time is the server's real time again, and what fell due
         *     by it (transfers whose settle time has passed, webhook retries) happens in the background as usual.
         *     Without a test clock it answers `404` `testClockNotFound`.
         */
        delete: operations["sandboxDeleteTestClock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move this client's test clock forward
         * @description Moves the test clock forward by a duration (`days`, `hours`, `minutes`, `seconds`), or to `frozenTime`, and runs everything that falls due on the
         *     way, in order of its time: each transfer settles at its settle time (its final webhook follows its
         *     `Pending` one), and each webhook attempt or retry that falls due is made. It answers when all of that has
         *     happened (webhooks attempted, whatever the receiver answered), with counts of what happened, so a test
         *     needs no polling. `seconds: 0` runs what is due now.
         *
         *     An advance is bounded in time: attempts due before the earliest retry of those under way are made at once,
         *     each within `WEBHOOK_TIMEOUT_MS`, and no new work starts once the advance has run for `WEBHOOK_TIMEOUT_MS`.
         *     An advance that stops short answers `complete: false`, with the time it reached, why it stopped and what is
         *     still due (`left`); advancing again to `target` goes on.
         *
         *     Time never moves backwards: a `frozenTime` before the clock's time answers `400` `invalidField` with the
         *     current time, and so does a time that leaves the clock no room for what it schedules (see
         *     `sandboxCreateTestClock`). Without a test clock it answers `404` `testClockNotFound`. Another request
         *     that moves, resets or deletes the clock before this advance changed anything answers `409` `conflict`,
         *     and nothing was done; after it changed something, the answer is `200` with `stoppedBecause: clockChanged`
         *     and what it did.
         */
        post: operations["sandboxAdvanceTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read this client's sandbox settings
         * @description The calling client's own settings: how its requests are bound (`binding`), and how many of its requests the
         *     lenient binding forgave something since the client's sandbox was last reset (`forgivenRequests`). See
         *     `sandboxPutSettings`, and "Binding" in the [Decisions](#tag/Decisions).
         */
        get: operations["sandboxGetSettings"];
        /**
         * Bind this client's requests strictly, or as the public service does
         * @description Sets how the calling client's requests are bound. `lenient` (the default, as production is) forgives what the
         *     public service's binding forgives: property and query names in any letter case, `""` for an optional value,
         *     a field that does not apply to the request's shape, a required boolean left out (bound to `false`), and an
         *     EVM address whose mixed-case checksum does not match. Each forgiven deviation is named in the answer's
         *     `Binding-Forgiven` header, marked on the call in the dashboard, and counted in `forgivenRequests`. `strict`
         *     refuses each of them with `400`, as the contract reads, for every request of the client; one request asks for
         *     the same with `Prefer: handling=strict`.
         *
         *     The setting is part of the client's sandbox: `sandboxExport` carries it, `sandboxImport` restores it, and
         *     `sandboxReset` clears it (back to `lenient`, the count to 0).
         */
        put: operations["sandboxPutSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Empty this client's sandbox
         * @description Deletes everything this API client's sandbox holds, in one transaction (all of it, or nothing): link
         *     sessions, connected accounts with their holdings and tokens, transfers (`Pending` ones never settle),
         *     transfer previews, webhook events (pending ones are never sent) with their delivery attempts, wallet
         *     verifications, institution failures, the test clock (the client is on real time again) and the answers
         *     kept for `Idempotency-Key` repeats. It answers how many rows of each kind it deleted.
         *
         *     The client is kept, with its credentials and its webhook endpoint (URL and secret), as Stripe's "delete
         *     test data" keeps API keys and endpoints; other clients are not touched. Rate-limit windows are kept too:
         *     a reset never gives a client more requests than its limit. Deliveries this server has under way for the
         *     client finish before it deletes.
         *
         *     Safe to repeat (`x-idempotent`): a second reset finds nothing left to delete.
         */
        post: operations["sandboxReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export this client's sandbox as one document
         * @description This API client's sandbox as one JSON document (`SandboxExport`, versioned): its test clock, webhook
         *     endpoint URL, connected accounts with their holdings, transfers, webhook events with their delivery
         *     attempts, wallet verifications and institution failures, read at one point in time. Give it to
         *     `sandboxImport` to load the same sandbox into another client, on this server or another.
         *
         *     No secret is exported (`secrets: reissuedOnImport`): no token, token hash, sealed value or webhook
         *     secret. An import issues new ones. What is left out, and why, is in `SandboxExport`.
         */
        get: operations["sandboxExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load an exported sandbox into this client
         * @description Loads a document from `sandboxExport` (its `content`) into this API client's sandbox, which must be
         *     empty: otherwise `409` `conflict` naming what it holds (`sandboxReset` empties it). The document is
         *     checked whole first, against `SandboxExport` and then for its references (each transfer's
         *     `connectionId`, each event's `transferId`, ids, logins, usernames and fault rule ids named twice): a wrong one is `400` naming its
         *     JSON path in `errorData`. Then it is applied in one transaction: all of it, or nothing.
         *
         *     - Every connection, transfer, webhook event and wallet verification gets a **new id** (the exporting
         *       client's rows may be on this server still); references follow, the `TransferId` and `EventId` in
         *       event payloads too. The answer maps each exported id to its new one.
         *     - **Tokens are issued anew**: each connection gets a new tokenId, access token and refresh token, as a
         *       newly connected account does; they are in this answer only (shown once; a repeat with the same
         *       `Idempotency-Key` gives the same answer). The exporting client's tokens never work here.
         *     - The **test clock** is created frozen at the document's time; the new tokens are issued at that time.
         *     - The **webhook URL** is registered, with a new secret in the answer, only if this client has no
         *       endpoint; an endpoint it has is kept.
         *
         *     The request body is limited to `IMPORT_BODY_LIMIT_BYTES` (256 MiB by default), far above every other
         *     operation's `BODY_LIMIT_BYTES`, so that any export can be imported again; a larger document answers `413`.
         *     Every value is held to what the server answers back ([Decisions](#tag/Decisions)).
         */
        post: operations["sandboxImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List this client's fault rules
         * @description The fault rules set with `sandboxPutFault`, by id, each with how many calls it matched and faulted. A rule
         *     whose `until` has passed on the client's clock is listed until removed, and no longer applies.
         */
        get: operations["sandboxListFaults"];
        put?: never;
        post?: never;
        /**
         * Delete all of this client's fault rules
         * @description Deletes every fault rule of this client at once; calls answer normally again. `sandboxReset` does it too.
         */
        delete: operations["sandboxClearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/faults/{faultId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a fault rule
         * @description Sets (or replaces, counts and all) the fault rule `faultId` of this API client: the failures a payments
         *     integration must survive in production (a lost answer after a commit, a `429` then success, a timeout, a
         *     reset connection), injected on the calls that match, when its trigger says, until it is removed or its
         *     `until` passes. Only this client's calls on the API listener are faulted, never another client's, the admin
         *     listener, the Link page's operations, `/health`, the docs or the pages. A faulted answer carries
         *     `Sandbox-Fault` naming the rule (where an answer is sent at all), and the dashboard marks the call.
         *
         *     A call is faulted after it passed validation; of the rules it matches, in the order of their ids, each counts
         *     it until one fires, whose fault it gets. Latency and hangs are real time, whatever the client's clock. `Prefer: fault=…` asks for a fault on one request alone. A rule is refused with
         *     `400` `invalidField` naming the field: an unknown `operationId` (with "did you mean"), a status the
         *     operation never answers, an `errorType` of another status, a field the `kind` does not take, or a latency
         *     above the server's request timeout. A client holds at most 1000 rules; `sandboxReset` deletes them and
         *     `sandboxExport` carries them.
         */
        put: operations["sandboxPutFault"];
        post?: never;
        /**
         * Delete a fault rule
         * @description Deletes the fault rule `faultId`; without one, `404` `faultNotFound`.
         */
        delete: operations["sandboxDeleteFault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the client's scenario users
         * @description As the admin operation `listSandboxUsers`, for the client itself: its registered scenario users with their documents.
         */
        get: operations["sandboxListUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/users/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        /**
         * Get a scenario user
         * @description As the admin operation `getSandboxUser`, for the client itself; `404` `sandboxUserNotFound` when there is none.
         */
        get: operations["sandboxGetUser"];
        /**
         * Register or replace a scenario user
         * @description As the admin operation `putSandboxUser`, for the client itself: the document is checked whole, and a `400`
         *     lists each wrong JSON path (`errorData.errors`) and what was expected. The dashboard's scenario users editor calls
         *     it; with `sandboxListUsers`, `sandboxGetUser` and `sandboxDeleteUser` it replaces the Dashboard tag's
         *     `/api/v1/dashboard/sandbox-users` operations ([Decisions](#tag/Decisions)).
         */
        put: operations["sandboxPutUser"];
        post?: never;
        /**
         * Delete a scenario user
         * @description As the admin operation `deleteSandboxUser`, for the client itself; connected accounts keep their document.
         */
        delete: operations["sandboxDeleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read this client's drift from the upstream
         * @description Where the upstream (the real service, `--upstream` or `UPSTREAM_URL`) departed from the contract or from the
         *     sandbox's own answers, for the calls of this client that went upstream: each difference once, with its operation,
         *     JSON path, what was expected and what the upstream said, when it was first and last seen, and how many times.
         *     `format=junit` answers the same as JUnit XML, one test case per difference, for CI. Bounded: past `limit`
         *     entries, new differences are counted in `dropped`. See [Decisions](#tag/Decisions), "Upstream".
         */
        get: operations["sandboxGetDrift"];
        put?: never;
        post?: never;
        /**
         * Clear this client's drift report
         * @description Empties the client's drift report and its counts; `sandboxReset` does it too.
         */
        delete: operations["sandboxClearDrift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{transferId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        /**
         * Get a transfer
         * @description Returns a transfer of this client by id, so that a webhook receiver can reconcile after missed or
         *     out-of-order deliveries: the status here is authoritative. Where the institution reports the hash only
         *     later, `txHash` appears here once the transfer succeeded. Another client's transfer answers `404`.
         */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/link/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the session of the link page
         * @description What the Link page calls when the web SDK opens it: exchanges the link token for a session token that
         *     authorises the page's other operations, and returns what the page shows (the session's flow, the
         *     institutions it may offer, the networks).
         *
         *     - No client credentials: the page runs in the end user's browser and never holds the client's secret.
         *       The link token itself authorises this call.
         *     - **Spends the link token**: it cannot start another session nor be used with the headless sandbox
         *       operations (`400` `linkTokenInvalid`). The page keeps its session token to survive a reload.
         *     - The session token lasts `expiresInSeconds` (30 minutes) or until `endLinkSession`.
         *     - `flow` is `verifyWallet` when the link token set `verifyWalletOptions`, `transfer` when it set
         *       `transferOptions`, and `connect` otherwise. Transfer sessions offer only institutions that can send;
         *       a `brokerType` offers only that institution.
         */
        post: operations["startLinkSession"];
        /**
         * End the link page session
         * @description Ends the session when the user closes the Link page or finishes: its session token stops working at
         *     once, so nothing can act on the session afterwards. Ending a session twice answers `401`.
         */
        delete: operations["endLinkSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/link/session/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to an institution from the link page
         * @description The user signs in to an institution in the Link page. Runs the same connection as `sandboxConnect`
         *     and answers, in `content.status`:
         *
         *     - `connected`: `accessToken` is the `brokerageAccountAccessToken` payload the page posts to the SDK
         *       (`onIntegrationConnected`); or, where the institution connects by delayed authentication (sandbox: a
         *       username starting with `delayed`, see `Decisions`), `accessToken` is null and `delayedAuth` is the
         *       `delayedAuthentication` payload: a refresh token, which `refreshToken` turns into the access token.
         *     - `mfaRequired`: the institution sent a code (sandbox: `123456`); call again with the same credentials
         *       and `mfaCode`.
         *     - `accountSelectionRequired`: the login holds several `accounts` (sandbox: a username containing
         *       `multi`); call again with the chosen `accountIds`, at most one when the link token set
         *       `restrictMultipleAccounts`.
         *
         *     Credentials follow the institution's `signIn` kind (see `startLinkSession`): `username` and `password`
         *     (sandbox password `pass_good`), `apiKey` and `apiSecret` (sandbox secret `pass_good`; a key starting with
         *     `ip_trusted` has the client's IP on the trusted list), or a wallet `address`. Wrong credentials answer
         *     `400` `invalidInstitutionCredentials` with the institution's message, and the user may try again.
         */
        post: operations["linkConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/link/session/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the accounts of a returning user's access tokens
         * @description For returning users: the SDK hands the page the access tokens the client stored (`accessTokens` of
         *     `createLink`, sent to the page as `frontAccessTokens`). The page offers those connections instead of a
         *     new sign-in. Only tokens of this link session's client and user that still open a connection are
         *     answered, each with the `index` of its token in the request; the others are left out.
         */
        post: operations["linkAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/link/session/transfer/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List what a connected account can send in this session
         * @description The assets and networks the user can choose from in a transfer session, with balances, minimums, fees
         *     and the destination of each network (from the link token's `transferOptions.toAddresses`). An asset or
         *     network that cannot be sent says why in `ineligibilityReason`; `amount` is set where the link token fixes
         *     it (`toAddresses[].amount`, or `amountInFiat` at the current price).
         */
        post: operations["linkTransferOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/link/session/transfer/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a transfer from the link page
         * @description Checks a transfer against every rule of the institution, exactly as `linkTransfer` will, without
         *     sending it, and answers the fees and the total: the institution's fee (the `fee` sent, or the minimum
         *     fee where the institution requires one), the estimated network fee, and the minimum and maximum amount.
         *     The preview is kept for `previewExpiresIn` seconds under its `previewId`, which the page posts to the SDK
         *     (`transferPreviewed`) and sends back with `linkTransfer`. A repeated call makes another preview.
         *     A rule that fails answers its `errorType`, as `sandboxTransfer` documents (`403` for the trusted IP list
         *     and the withdrawal permission).
         */
        post: operations["linkTransferPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/link/session/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the transfer the user approved in the link page
         * @description Sends the previewed transfer. Runs the same transfer as `sandboxTransfer`: the answer is the transfer
         *     the page reports to the SDK as `transferFinished` (`onTransferFinished`, with the SDK's status `success`;
         *     here `pending`), the client's webhook receives `Pending` and then `Succeeded` or `Failed`, and
         *     `getTransfer` returns the same `transferId`.
         *
         *     - Institutions that send a code by text message answer `content.brokerResponseStatus` `mfaRequired`
         *       first; call again with `mfaCode` (sandbox `123456`).
         *     - One session sends one transfer: a second answers `409` `conflict`, so a double click cannot send twice.
         *     - With `previewId`, only the transfer previewed is sent: another one is `400` `invalidField`, an unknown
         *       preview `404` `previewNotFound`, one older than its `previewExpiresIn` `400` `previewExpired`, and a sent
         *       one `409` `conflict`.
         */
        post: operations["linkTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/link/session/wallet/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the wallet signature the user made in the link page
         * @description Runs the same verification as `sandboxVerifyWallet` for a `verifyWallet` session: recorded, and listed
         *     by `listWalletVerifications`, only if `signature` is the wallet's EIP-191 signature of the session's
         *     message; otherwise `400` `invalidSignature`.
         */
        post: operations["linkVerifyWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow what happens in the client's sandbox
         * @description What happens in this client's sandbox, as it happens: each call of the client answered (`request`), each
         *     transfer created or settled (`transfer`) and each webhook delivery attempt (`webhookAttempt`). The dashboard
         *     (`/dashboard`) shows them live; a script can do the same.
         *
         *     - With `Accept: text/event-stream` the answer is a Server-Sent Events stream that stays open: first the kept
         *       events after `Last-Event-ID` (every kept one without it), then each new one as it happens, in order, each
         *       with its `id`; a comment line every 15 seconds keeps it open through proxies. Reconnect with the last `id` as
         *       `Last-Event-ID` (a browser's `EventSource` does) and nothing is missed that is still kept; when what followed
         *       it is no longer kept the stream starts with a `resync` event.
         *     - With any other `Accept`, the same catch-up as one JSON answer: the kept events after `Last-Event-ID`, and the
         *       `lastEventId` to send next time.
         *
         *     Authenticated like every other operation; the stream carries this client's events only. The server keeps the
         *     latest `DASHBOARD_EVENTS_KEPT` events per client (1000 by default): on the embedded store in the memory of the
         *     process, and with `DATABASE_URL` in PostgreSQL, where every process sharing it streams every event of the
         *     client, whichever process it happened in, in one order, and a reader may resume on any of them. A stream whose
         *     reader leaves more than `STREAM_BUFFER_BYTES` unsent is closed (resume with `Last-Event-ID`); past
         *     `MAX_STREAMS_PER_CLIENT` open streams of the client, or the server's other stream bounds, a new one is `429`.
         */
        get: operations["listDashboardEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the client's recent calls
         * @description The client's recent API calls, newest first: when, which operation, the status, how long it took, its
         *     `errorType` and its request id (the same as on the server's log line of the call), filtered by operation,
         *     status class and end user. The dashboard keeps the latest `DASHBOARD_REQUESTS_KEPT` calls per client (500 by
         *     default), none older than `DASHBOARD_REQUESTS_MAX_AGE_SECONDS` (an hour): on the embedded store in the memory of
         *     the process, and with `DATABASE_URL` in PostgreSQL, where every process sharing it keeps each call before its
         *     answer ends and lists every call, whichever process answered it, in the order answered. `getDashboardRequest`
         *     shows one with its bodies, masked.
         */
        get: operations["listDashboardRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The call's request id, from its `X-Request-Id` header or the server's log line.
                 * @example req_5f7a9c0e1b3d
                 */
                requestId: components["parameters"]["DashboardRequestId"];
            };
            cookie?: never;
        };
        /**
         * Get one recent call with its bodies
         * @description One kept call with its query, its request body and its answer. Every secret and token in them was replaced by
         *     `[masked]` before the call was kept (the fields the spec marks `x-secret`), so neither the dashboard nor this
         *     answer ever holds them; `404` `requestNotFound` once the call is past the kept history.
         */
        get: operations["getDashboardRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the last hour's calls and deliveries
         * @description The last hour, minute by minute: the client's calls and how many failed (4xx, 5xx), and its webhook delivery
         *     attempts, how many the receiver acknowledged and how long they took. The dashboard draws its charts from it.
         *     Calls are counted in the memory of the process (the embedded store) or in PostgreSQL, for every process that
         *     shares it (`DATABASE_URL`); deliveries are read from the store.
         */
        get: operations["getDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List end users and their connections
         * @description The client's end users that have a connection, each with its connections: institution, account, state (active,
         *     or waiting for the user to sign in again), when its access and refresh tokens expire, its holdings and fiat
         *     balances. No token is in it.
         */
        get: operations["listDashboardUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/connections/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The connection's id, as `listDashboardUsers` answers it.
                 * @example 3b9d1f7a-5c2e-4a8b-9d0f-1e3a5c7b9d2f
                 */
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a connection
         * @description Disconnects the connection as `deleteAccount` does, by its id rather than a token: its tokens, holdings,
         *     balances, addresses and transfers with their webhook history are erased.
         */
        delete: operations["dashboardDisconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfers with filters
         * @description The client's transfers, newest first, filtered by status, end user, institution and creation time (Unix
         *     milliseconds, inclusive); `total` counts every match.
         */
        get: operations["listDashboardTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/transfers/{transferId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        /**
         * Get a transfer with its timeline and webhooks
         * @description A transfer with its amounts and fees, its timeline (created, `Pending`, then its final status, each at the
         *     `Timestamp` its webhook reports) and its webhook events with where each delivery stands. Settle it with
         *     `sandboxSettleTransfer` and send its webhooks again with `sandboxResendWebhooks`.
         */
        get: operations["getDashboardTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the webhook endpoint
         * @description The client's webhook endpoint: its URL, whether it is enabled, and, after a rotation, until when the previous
         *     secret still signs. The secret itself is shown only once, in the answer that makes it.
         */
        get: operations["getDashboardWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/webhook/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the webhook secret
         * @description As the admin operation `rotateWebhookSecret`, for the client itself: a new secret signs every delivery from
         *     now on, and the previous one signs beside it for `overlapSeconds` (`WEBHOOK_ROTATION_OVERLAP_MS`, a day, when
         *     left out), so that the receiver can switch. The new secret is in this answer only. `404` `webhookNotFound` without an endpoint.
         */
        post: operations["dashboardRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/webhook/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook delivery attempts
         * @description The latest delivery attempts of the client's webhook events, newest first: the headers and body sent, the
         *     receiver's status, the start of its answer and the duration, the next retry's time while the event is pending,
         *     and whether the signatures verify with the endpoint's current secret.
         */
        get: operations["listDashboardWebhookAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/webhook/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send every failed webhook event again
         * @description Every event of the client created at or after `since` whose delivery failed (for good, or pending after a
         *     failed attempt) is due again now, each from its first attempt, with its `EventId`: the recovery after a
         *     receiver was down.
         */
        post: operations["dashboardResendFailedWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test webhook
         * @description Posts one test delivery to the endpoint now and answers what it sent and what the receiver answered. It is a
         *     `transferStatus` payload (reporting the `transferStatus` asked for, `Pending` by default), signed both ways
         *     with the current secret, whose `EventId` starts `evt_test_` and whose `TransferId` no transfer has: a receiver
         *     should verify it and may ignore it. It is not kept and not retried. `404` `webhookNotFound` without an endpoint.
         */
        post: operations["dashboardSendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/institution-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the institution failures in force
         * @description The failures this client set on institutions (`sandboxFailInstitution`) that are in force now, with until when.
         */
        get: operations["listDashboardInstitutionFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/Token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an id token for an API client
         * @description Exchanges an API client's id and secret for a short-lived `id_token` (a JWT, valid for `expires_in`
         *     seconds, 3600 by default). The `id_token` is accepted as `Authorization: Bearer` on every `/api/v1`
         *     operation in place of the two client headers. Served only on the admin address; the Bearer token of
         *     this call is the operator's admin key. The `content` names are snake_case, as the description fixes.
         */
        post: operations["createAdminToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an API client
         * @description Creates an API client and returns its `clientId` and `clientSecret`. The secret is shown **once**: the
         *     server stores only its hash. Every connection, link session, transfer and webhook belongs to exactly
         *     one client; another client's resources are indistinguishable from ones that do not exist.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients/{clientId}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Register the webhook endpoint of a client
         * @description Registers (or replaces) the URL to which transfer status webhooks of this client are sent, and returns a
         *     new `whsec_` signing secret. The secret is shown **once**. Replacing the endpoint re-enables it if it
         *     was disabled by a `410 Gone` answer.
         */
        put: operations["setWebhook"];
        post?: never;
        /**
         * Remove the webhook endpoint of a client
         * @description Removes the client's webhook endpoint and its secret. Events of the client's transfers are no longer
         *     delivered; `404` when the client has no endpoint.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients/{clientId}/webhook/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the webhook signing secret of a client
         * @description Returns a new `whsec_` secret, shown once. For the overlap (`WEBHOOK_ROTATION_OVERLAP_MS`, 24 hours by
         *     default) every delivery carries two signatures, one per secret, in `webhook-signature`, so receivers can
         *     switch secrets without dropping events. `404` when the client has no endpoint.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients/{clientId}/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * List recent webhook delivery attempts of a client
         * @description The 100 most recent delivery attempts of the client's webhook events, newest first: when, which event,
         *     the HTTP status (or the error, such as a timeout), the latency, and the event's state (`pending` while
         *     retries remain, `delivered`, or `failed` after the last attempt). Failed events stay here and can be sent
         *     again with `redeliverWebhook`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients/{clientId}/webhook/deliveries/{eventId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
                /**
                 * @description The `EventId` of the event (a GUID).
                 * @example 1809bb15-f892-5004-8c75-7b171a0cf3b8
                 */
                eventId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook event again
         * @description Queues the event for delivery now with a fresh retry schedule, whatever its state. It keeps its `EventId`,
         *     so receivers that already processed it skip it. `404` when the client has no such event.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients/{clientId}/upstream": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * Read where a client's calls go upstream
         * @description The upstream's URL, the client's mode and its id there; never its secret.
         */
        get: operations["getUpstream"];
        /**
         * Send a client's calls to the upstream
         * @description Sets the client's credentials at the upstream (the real service the server was started against with
         *     `--upstream` or `UPSTREAM_URL`) and how its calls meet it: `verify`, `shadow` or `record` (absent, the
         *     server's `UPSTREAM_MODE`). The secret is sent only to that upstream, and never shown, logged or exported.
         *     Only the client's own calls of the public service's operations go upstream, never the sandbox's own operations,
         *     the Link page's or the admin listener's. See [Decisions](#tag/Decisions), "Upstream".
         */
        put: operations["setUpstream"];
        post?: never;
        /**
         * Keep a client's calls in the sandbox
         * @description Forgets the client's upstream credentials and mode; its calls are answered by the sandbox alone again. `404` when none were set.
         */
        delete: operations["deleteUpstream"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients/{clientId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * List the sandbox users of a client
         * @description The sandbox users registered for the client with `putSandboxUser`, by username, each with its document.
         */
        get: operations["listSandboxUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/clients/{clientId}/users/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        /**
         * Get a sandbox user of a client
         * @description The sandbox user registered for the client under `username`, with its document; `404` `sandboxUserNotFound` when there is none.
         */
        get: operations["getSandboxUser"];
        /**
         * Register or replace a sandbox user of a client
         * @description Registers a sandbox user for the client under `username`, defined by a `SandboxUser` document, or replaces
         *     the one registered under that name. The client's end users then sign in with that username, at the
         *     institutions the document lists (`sandboxConnect`, `linkConnect`), with any password or the one the
         *     document sets, and its connected accounts answer every operation as the document says: holdings, portfolio
         *     and balances, deposit addresses, transfers, sign-in MFA and the institution's failures. The same document
         *     is also accepted as the password of the username `user_custom`, without registering.
         *
         *     The document is checked whole before anything is stored: a `400` lists each wrong JSON path
         *     (`errorData.errors`) and what was expected, with "did you mean" on institution types, symbols and field
         *     names. Accounts already connected keep the document they were connected with until the user connects them
         *     again. A client holds at most 100 sandbox users (`409` `conflict` past that).
         */
        put: operations["putSandboxUser"];
        post?: never;
        /**
         * Delete a sandbox user of a client
         * @description Removes the sandbox user registered for the client under `username`; `404` `sandboxUserNotFound` when there
         *     is none. Signing in with the name then gives the sandbox's seeded login again; accounts already connected
         *     keep the document they were connected with.
         */
        delete: operations["deleteSandboxUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    transferStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer status changed
         * @description Sent to the client's registered webhook URL each time a transfer's status changes: `Pending` first,
         *     then `Succeeded` or `Failed`. Only `Succeeded` confirms a transfer.
         *
         *     - Signed the Standard Webhooks way: verify `webhook-signature` (`v1,` + Base64 HMAC-SHA256 of
         *       `webhook-id.webhook-timestamp.rawBody` with the `whsec_` secret) on the raw body before parsing it,
         *       and reject timestamps more than 5 minutes off.
         *     - Signed the public service's way too, with the same secret: `X-Mesh-Signature-256` is Base64 of
         *       HMAC-SHA256 over the raw body, keyed by the secret string. A receiver may check either.
         *     - Delivery is at least once. `EventId` (also the `webhook-id` header) is the idempotency key and is the
         *       same on every retry; `Id` is new on every attempt.
         *     - A final status never follows another final status; a late `Pending` after a final one is to be
         *       ignored.
         *     - Answer any 2xx quickly to acknowledge, within 15 s (`WEBHOOK_TIMEOUT_MS`). Anything else, and no answer
         *       in time, is retried with exponential backoff over about three days (`WEBHOOK_RETRY_SCHEDULE`;
         *       `Retry-After` is honoured); `410 Gone` disables the endpoint.
         */
        post: operations["transferStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The fiat balances of one connected account, per currency, with their totals in US dollars. */
        AccountBalance: {
            balances: components["schemas"]["TradingBalance"][];
            totalCashUsdValue: number | null;
            totalBuyingPowerUsdValue: number | null;
        };
        AccountBalanceResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["AccountBalance"];
        };
        /**
         * @description What the institution knows of the account's owner. Each institution gives what its kind of sign-in reveals
         *     (see `verifyExchangeAccount`); the rest is null. In the sandbox the owner is made up from the login, so that the
         *     same login shows the same person everywhere and another login another person, and the account number is the
         *     account's; all of it is fictional (telephone numbers from the 555-01xx range, addresses that do not exist).
         */
        AccountDetails: {
            integrationName: string;
            firstName: string | null;
            middleName: string | null;
            lastName: string | null;
            /** @description The account's id at the institution (`accountId` elsewhere). */
            accountNumber: string | null;
            email: string | null;
            /** @description In E.164 form. */
            mobileNumber: string | null;
            companyName: string | null;
            /** @description ISO 3166-1 alpha-2. */
            countryCode: string | null;
            city: string | null;
            postalCode: string | null;
            /** @description Street and number. */
            address: string | null;
            /** @enum {string|null} */
            idType: "none" | "idCard" | "driversLicense" | "passport" | null;
            idNumber: string | null;
            /**
             * Format: int64
             * @description Midnight UTC of the owner's day of birth, in Unix seconds ([Decisions](#tag/Decisions)).
             */
            dateOfBirth: number | null;
        };
        AccountDetailsRequest: {
            authToken: components["schemas"]["AuthToken"];
            /**
             * Format: uuid
             * @description The institution of the connection, by its id in `listIntegrations` (`type` in other operations).
             */
            integrationId: string;
        };
        AccountDetailsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["AccountDetails"];
        };
        AccountFiatBalance: components["schemas"]["FiatBalance"] & {
            /**
             * @description What the account can spend on crypto in this currency: `buyingPower`, since the sandbox keeps one buying
             *     power per currency, which crypto spends as stocks do.
             */
            cryptoBuyingPower: number;
        };
        /**
         * @description A detail of the account's owner that `verifyExchangeAccount` can be asked for.
         * @enum {string}
         */
        AccountInfoType: "firstName" | "middleName" | "lastName" | "accountNumber" | "email" | "mobileNumber" | "companyName" | "countryCode" | "city" | "postalCode" | "address" | "id" | "dateOfBirth";
        /**
         * @description A destination address on a network (or, where an institution takes those, the name of an address key). One bound
         *     wherever a destination is taken or answered, 256 characters, as transfers always answered it
         *     ([Decisions](#tag/Decisions)).
         * @example 0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70
         */
        Address: string;
        /**
         * @description The destination tag or memo that goes with an address, on a network that takes one (the XRP Ledger's destination
         *     tag, a whole number from 0 to 4294967295); `400` `invalidField` on a network that takes none. Always carried with
         *     its address, to the institution's withdrawal check ([Decisions](#tag/Decisions)).
         * @example 4242
         */
        AddressTag: string | null;
        /**
         * @description A chain's native address kind; choosing one implies the native asset on that chain (`ethAddress` is ETH on Ethereum).
         * @enum {string}
         */
        AddressType: "ethAddress" | "btcAddress" | "ltcAddress" | "solAddress" | "algoAddress" | "celoAddress" | "cardanoAddress" | "polygonAddress" | "bnbAddress" | "elrondAddress" | "neoAddress" | "xrpAddress" | "flowAddress" | "harmonyOneAddress" | "tronAddress" | "dogeAddress" | "opAddress";
        /** @description Names are snake_case here, as the description fixes. */
        AdminToken: {
            /** @description Short-lived JWT, accepted as `Authorization Bearer` on every `/api/v1` operation. */
            id_token: string;
            /** @description Lifetime of `id_token` in seconds. */
            expires_in: number;
            /** @enum {string} */
            status: "succeeded";
        };
        AdminTokenRequest: {
            clientId: string;
            clientSecret: string;
        };
        AdminTokenResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["AdminToken"];
        };
        /**
         * @description An amount of an asset to send, in units of the asset: more than 0 and at most what an account can hold (1e12).
         *     One bound wherever an amount to send is taken ([Decisions](#tag/Decisions)).
         * @example 0.5
         */
        Amount: number;
        ApiClient: {
            /** Format: uuid */
            clientId: string;
            /** @description Shown only in the answer that creates the client. */
            clientSecret?: string;
            name: string;
        };
        ApiClientResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["ApiClient"];
        };
        /**
         * @description The result envelope every response carries. Operations that return data compose it with their `content`.
         *     `status` is `ok` on success, with an empty `message` and `errorType`; on failure `status`, `errorType`,
         *     `message` (for developers) and `displayMessage` (for end users) say what went wrong, and `errorData` carries
         *     the details.
         */
        ApiResult: {
            status: components["schemas"]["ResultStatus"];
            /** @description Message for developers. Empty on success. */
            message?: string | null;
            /** @description Text that can be shown to the end user; `null` on success. */
            displayMessage?: string | null;
            /**
             * @description Hash that groups occurrences of the same error: in the sandbox, 16 hex digits of the SHA-256 of the operation
             *     and the `errorType`; `null` on success.
             */
            errorHash?: string | null;
            /** @description Opaque 2-character code for routing alerts; not for display. */
            teamCode?: string | null;
            /** @description Strictly typed reason for an unsuccessful status; empty on success. */
            errorType?: components["schemas"]["ErrorType"] | null;
            /**
             * @description Details of the error; `null` on success: the fields a request got wrong, when to try again, or the
             *     request id of an unexpected failure ([Decisions](#tag/Decisions)).
             */
            errorData?: components["schemas"]["FieldErrors"] | components["schemas"]["RetryAfterData"] | components["schemas"]["RequestIdData"] | null;
        };
        /** @description An instrument the sandbox's market prices. */
        Asset: {
            symbol: components["schemas"]["AssetSymbol"];
            name: string;
            /** @enum {string} */
            type: "equity" | "cryptocurrency";
        };
        /** @description One page of the matching assets, by symbol. */
        AssetPage: {
            items: components["schemas"]["Asset"][];
            /**
             * Format: int32
             * @description How many assets match, on every page.
             */
            total: number;
        };
        AssetPageResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["AssetPage"];
        };
        /** @description Asset symbol, for example `ETH`. */
        AssetSymbol: string;
        /** @description Token that gives access to the institution account (an access token or its stable `tokenId`). */
        AuthToken: string;
        AuthTokenRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
        };
        /**
         * @description Where the sign-in stands, and on `succeeded` the connected accounts with their tokens (as `refreshToken` answers
         *     them): store each `tokenId` on your server. node-api's `B2BBrokerAuthResponse` also names fields of other
         *     institutions' flows (QR codes, challenges, face verification, confirmation e-mails, allocated IP addresses,
         *     re-authentication): no sandbox institution has those flows, so the sandbox never sends them.
         */
        Authentication: {
            status: components["schemas"]["AuthenticationStatus"];
            /** @description How the code of `mfaRequired` was sent (`phone`, by text message, at every sandbox institution); null otherwise. */
            mfaType: components["schemas"]["MfaType"] | null;
            /** @description What the institution tells the user, on `mfaRequired`; null otherwise. */
            errorMessage: string | null;
            /**
             * @deprecated
             * @description The first account's access token (read `accountTokens`); null unless `succeeded`.
             */
            accessToken: string | null;
            /**
             * @deprecated
             * @description The first account's refresh token; on `delayed`, the one token there is.
             */
            refreshToken: string | null;
            /** @description Lifetime of the access tokens; null unless `succeeded`. */
            expiresInSeconds: number | null;
            /** @description Lifetime of the refresh tokens; null on `mfaRequired`. */
            refreshTokenExpiresInSeconds: number | null;
            /**
             * @deprecated
             * @description The first connected account (read `accountTokens`); null unless `succeeded`.
             */
            account: components["schemas"]["BrokerAccount"] | null;
            /** @description Every account the sign-in connected, each with its tokens; null unless `succeeded`. */
            accountTokens: components["schemas"]["BrokerAccountToken"][] | null;
        };
        AuthenticationField: {
            /** @description The field of the `authenticate` body. */
            name: string;
            description: string;
        };
        /** @description Where the user signs in to an OAuth institution. */
        AuthenticationLink: {
            /**
             * @description `redirect`: open `redirectLink` for the user.
             * @enum {string}
             */
            status: "redirect";
            /**
             * Format: uri
             * @description The Link page of a new session for the end user, opened straight on the institution (in the sandbox its own
             *     page is stood in for by a sign-in form with **Allow access** and **Deny access**). Valid 10 minutes, once.
             */
            redirectLink: string;
            /** @description The same session as a link token (the Base64 of `redirectLink`), for the web SDK's `openLink`. */
            linkToken: string;
            /** @description Null. */
            errorMessage: string | null;
        };
        AuthenticationLinkResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["AuthenticationLink"];
        };
        /** @description A step of `authenticate`: the answer that asks for it (null for the first request) and the fields to send. */
        AuthenticationModel: {
            /** @description The answer of `authenticate` this step follows, by its `status` (and `mfaType`). */
            authResponse: {
                status: components["schemas"]["AuthenticationStatus"];
                mfaType: components["schemas"]["MfaType"] | null;
            } | null;
            fields: components["schemas"]["AuthenticationField"][];
        };
        /**
         * @description The user's credentials for the institution, as `listAuthenticationSchemes` names them, and the answers to its
         *     follow-up questions: the fields of node-api's `B2BBrokerAuthRequest`. The sandbox reads `type`, `username`,
         *     `password`, `mfaCode`, `authToken` and `isSensitiveFieldsEncrypted`; the other fields belong to other
         *     institutions' flows (phone numbers, trading PINs, challenges and security questions, device and web data, QR and
         *     face verification, confirmation e-mails, browser sessions), none of which a sandbox institution has: each is
         *     checked against its type and bound, and otherwise ignored.
         */
        AuthenticationRequest: {
            type: components["schemas"]["InstitutionType"];
            /**
             * @description Masked where it is kept, as a credential: an API key is sent here. The login: a username (`usernamePassword`, and the stand-in of `oAuth`), an API key (`apiKey`) or a wallet address
             *     (`blockchainAddress`). Sandbox: any username; `user_custom`, or a username the client registered, for a
             *     scenario user; a name containing `multi` holds two accounts, one starting with `delayed` connects by delayed
             *     authentication where the institution can.
             */
            username?: string | null;
            /**
             * @description The password or API secret; not sent for a wallet address. Sandbox: `pass_good` (or the public sandbox's
             *     `Pass123`); with `user_custom`, a `SandboxUser` document as JSON (up to 15,000 characters here, where the
             *     other fields share the body; 16,000 in `sandboxConnect`).
             */
            password?: string | null;
            mfaCode?: components["schemas"]["MfaCode"];
            /**
             * @description A connection this sign-in authenticates again (as after `sandboxRequireReauthentication`): an access token or
             *     `tokenId` of one of the client's connections to this end user's account at `type` (`404` `connectionNotFound`
             *     otherwise). Signing in to its login gives it new tokens, as connecting a login again always does.
             */
            authToken?: string | null;
            /**
             * @description `username`, `password` and `mfaCode` (and the ignored `phone`, `tradePin`, `challengeAnswer`, `deviceInfo` and
             *     `confirmationEmail`) are sent in Base64. A value that is not Base64 is `400` `invalidField`.
             */
            isSensitiveFieldsEncrypted?: boolean;
            /** @description Ignored in the sandbox. */
            phone?: string | null;
            /** @description Ignored in the sandbox. */
            tradePin?: string | null;
            /** @description Ignored in the sandbox. */
            countryInfo?: {
                countryCode?: string | null;
                countryNumber?: string | null;
                description?: string | null;
            } | null;
            /** @description Ignored in the sandbox (no institution issues challenges; its MFA is a code). */
            challengeId?: string | null;
            /** @description Ignored in the sandbox. */
            challengeCode?: string | null;
            /** @description Ignored in the sandbox. */
            challengeType?: string | null;
            /** @description Answer to a security question. Ignored in the sandbox. */
            challengeAnswer?: string | null;
            mfaType?: components["schemas"]["MfaType"];
            /** @description Ignored in the sandbox. */
            deviceInfo?: string | null;
            /** @description Ignored in the sandbox. */
            webData?: string | null;
            /** @description Ignored in the sandbox. */
            authFlowStep?: ("loginPassword" | "mfaFlow" | "faceVerification" | "createAPIKey" | "loginQrCode") | null;
            /** @description Ignored in the sandbox. */
            key?: string | null;
            /** @description Ignored in the sandbox. */
            redirectLink?: string | null;
            /** @description Ignored in the sandbox. */
            confirmationEmail?: string | null;
            /** @description A browser session's headers and cookies. Ignored in the sandbox. */
            trueAuthAuthRequest?: {
                requestHeaders: {
                    [key: string]: string | null;
                };
                cookies: {
                    [key: string]: string;
                }[] | null;
                userAgent: string | null;
            } | null;
            /** @description Ignored in the sandbox (its institutions have one MFA method). */
            isTryingAnotherWay?: boolean;
        };
        AuthenticationResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["Authentication"];
        };
        /**
         * @description How `authenticate` signs a user in to one institution: the fields of the first request, and what follows
         *     each answer that asks for more.
         */
        AuthenticationScheme: {
            brokerType: components["schemas"]["InstitutionType"];
            /**
             * @description `usernamePassword`, `apiKey` (key in `username`, secret in `password`) and `blockchainAddress` (the address in
             *     `username`) sign in with `authenticate`. `oAuth`: the institution signs its users in on its own page;
             *     `getAuthenticationLink` answers the Link page that stands in for it, where the user signs in (headless, the
             *     stand-in's username and password are taken by `authenticate` too).
             * @enum {string}
             */
            authenticationSchemeType: "usernamePassword" | "oAuth" | "apiKey" | "blockchainAddress";
            /** @description The fields of the first `authenticate` request; null for `oAuth`, which starts with `getAuthenticationLink`. */
            initialAuthenticationModel: components["schemas"]["AuthenticationModel"] | null;
            /** @description Each answer that asks for more (by its `status`), with the fields the next request adds. */
            authenticationSteps: components["schemas"]["AuthenticationModel"][];
            /** @description `mfaCode` where the institution sends a code at sign-in (then `authenticationSteps` says how to send it); empty otherwise. */
            mfaSchemes: "mfaCode"[];
            /**
             * Format: uri
             * @description Where the user learns to create an API key for an `apiKey` institution; null in the sandbox, whose keys need no creating.
             */
            instructionsUrl: string | null;
        };
        AuthenticationSchemesResult: components["schemas"]["ApiResult"] & {
            /** @description One scheme per institution, in the order of `InstitutionType`. */
            content: components["schemas"]["AuthenticationScheme"][];
        };
        /**
         * @description Where an `authenticate` sign-in stands: `succeeded` (the accounts are connected), `mfaRequired` (the institution
         *     sent a code: send the same request again with `mfaCode`), or `delayed` (the institution finishes later: a refresh
         *     token only, which `refreshToken` turns into the access token).
         * @enum {string}
         */
        AuthenticationStatus: "succeeded" | "mfaRequired" | "delayed";
        /**
         * @description How a client's requests are bound: `lenient` forgives what the public service's binding forgives, and reports each
         *     deviation; `strict` refuses them, as the contract reads ([Decisions](#tag/Decisions), "Binding").
         * @enum {string}
         */
        BindingMode: "lenient" | "strict";
        /**
         * @description The institution's brand, as the web SDK's `BrandInfo` declares it. The sandbox draws each institution a logo of
         *     its own: a monogram in the institution's colour (see `Decisions`), inline as a PNG and at its URLs as an SVG with
         *     the institution's name as its accessible name.
         */
        BrandInfo: {
            /**
             * @description The institution's icon for a light background: a 64 × 64 PNG, base64, without a `data:` prefix (apps show it
             *     as `data:image/png;base64,` followed by it).
             */
            brokerLogo: string;
            /**
             * Format: uri
             * @description The logo (icon and name) for a light background, served by the sandbox.
             */
            logoLightUrl: string;
            /**
             * Format: uri
             * @description The logo for a dark background.
             */
            logoDarkUrl: string;
            /**
             * Format: uri
             * @description The icon for a light background.
             */
            iconLightUrl: string;
            /**
             * Format: uri
             * @description The icon for a dark background.
             */
            iconDarkUrl: string;
        };
        BrokerAccount: {
            /** Format: uuid */
            meshAccountId: string;
            /**
             * Format: uuid
             * @deprecated
             * @description Deprecated, the account's `meshAccountId` under the service's former name (Front); use `meshAccountId`.
             */
            frontAccountId: string;
            accountId: string;
            accountName: string;
            /** @description Total value of the account in its fiat currency. */
            fund?: number;
            cash?: number;
            /**
             * @description The account was connected before and is now reconnected: it keeps its connection, transfers and balances,
             *     with new tokens ([Decisions](#tag/Decisions)).
             */
            isReconnected?: boolean;
            /** @description Fiat balances of the account, shaped as in `getFiatBalances`, with `cryptoBuyingPower`. */
            balances?: components["schemas"]["AccountFiatBalance"][];
        };
        BrokerAccountToken: {
            account?: components["schemas"]["BrokerAccount"];
            accessToken: string;
            refreshToken: string;
            /**
             * @description Stable id of the managed token; accepted as `authToken`. Equals the first access token, and every
             *     refresh answers it again ([Decisions](#tag/Decisions)).
             */
            tokenId: string;
        };
        /**
         * @description Institution-level outcome of an address operation. On `mfaRequired` call the same operation again with `mfaCode`.
         * @enum {string}
         */
        BrokerResponseStatus: "unknown" | "mfaRequired" | "kycRequired";
        /** @description The `accessToken` object of `onIntegrationConnected`. Store `tokenId` on your server. */
        BrokerageAccountAccessToken: {
            accountTokens: {
                account: {
                    accountId: string;
                    accountName: string;
                    fund: number;
                    cash: number;
                    isReconnected: boolean;
                };
                accessToken: string;
                refreshToken: string;
                tokenId: string;
            }[];
            brokerType: components["schemas"]["InstitutionType"];
            brokerName: string;
            brokerBrandInfo: components["schemas"]["BrandInfo"];
            expiresInSeconds: number;
            refreshTokenExpiresInSeconds: number | null;
        };
        /**
         * @description The Link page of a new session for the end user (the page a link token opens), to show them in a browser tab or
         *     an iframe: the page notices which and behaves accordingly, so both URLs are the same. Valid 10 minutes and used
         *     once, like a link token (whose Base64 it is).
         */
        CatalogLink: {
            /** Format: uri */
            url: string;
            /** Format: uri */
            iFrameUrl: string;
        };
        /**
         * @description The transfer the session offers after the user connects an account (node-api's `InitializeTransfersForLinkRequest`):
         *     the fields of `createLinkToken`'s `transferOptions` of the same names, which the Link page's transfer runs by.
         */
        CatalogLinkRequest: {
            /** @description Destination per network and symbol. */
            toAddresses?: components["schemas"]["ToAddress"][] | null;
            /** @description Amount in US dollars; without it the user chooses the amount. */
            amountInFiat?: number | null;
            /** @description The client's own identifier of the transfer, echoed in callbacks and webhooks. */
            transactionId?: string | null;
            /** @description The client's fee as a fraction of the amount. */
            clientFee?: number;
            /** @description What the session's transfer is for (`deposit` when left out), as in `createLinkToken`; a fiat ramp runs as a deposit. */
            transferType?: components["schemas"]["LinkTransferType"] | components["schemas"]["FiatRampTransferType"] | null;
            /** @description Description of the transaction (Binance Pay). */
            description?: string | null;
            /** @description What a Binance Pay order buys. The sandbox has no Binance Pay orders to attach them to, and ignores them. */
            goodsDetails?: {
                /** @description `01` tangible goods, `02` virtual goods. */
                goodsType?: string | null;
                goodsCategory?: string | null;
                referenceGoodsId?: string | null;
                goodsName?: string | null;
                goodsDetail?: string | null;
            }[] | null;
        };
        CatalogLinkResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["CatalogLink"];
        };
        ConfigureTransfer: {
            /** @enum {string} */
            status: "succeeded" | "failed";
            holdings: components["schemas"]["ConfigureTransferHolding"][];
            amountInFiat: number | null;
            /** @enum {string} */
            fiatCurrency: "USD";
            /** @description The fiat currencies amounts can be given and answered in; the sandbox prices in US dollars only. */
            supportedFiatCurrencies: "USD"[];
            /** @description The lowest minimum of the eligible networks, in fiat. */
            minimumTransferAmountInFiat: number | null;
            /** @description The highest maximum of the eligible networks, in fiat; `null` when one has none. */
            maximumTransferAmountInFiat: number | null;
            /**
             * @description Whether a balance short of a transfer can be topped up by converting the account's other assets: `disabled`
             *     in the sandbox, as the public service answers a client that has not enabled it. A transfer is sent from the
             *     balance of its own asset only.
             */
            transferBalanceFundingAvailability: {
                status: components["schemas"]["TransferBalanceFundingStatus"];
            };
        };
        ConfigureTransferHolding: {
            symbol: components["schemas"]["AssetSymbol"];
            /** @description What the account can send, less what its `Pending` transfers hold. */
            availableBalance: number;
            availableBalanceInFiat: number | null;
            eligibleForTransfer: boolean;
            /** @description Whether funding the balance would make the asset eligible: always `false` (see its networks). */
            eligibleForTransferWithFunding: boolean;
            /** @enum {string|null} */
            ineligibilityReason: "noEligibleNetworks" | "symbolDoesNotMatch" | "notSupportedForTransferByTarget" | "notSupportedForTransferBySource" | "amountNotSufficient" | "noPrice" | null;
            networks: components["schemas"]["ConfigureTransferNetwork"][];
        };
        ConfigureTransferNetwork: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The network as a CAIP-2 chain id: `eip155:` and the chain id for an EVM chain (`eip155:1`), the reference
             *     its namespace defines for the others (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
             *     `bip122:000000000019d6689c085ae165831e93`, `aptos:1`). `null` for Tron, Cardano and Neo, which no namespace
             *     of the CAIP registry covers.
             */
            caipNetworkId: string | null;
            minimumAmount: number;
            maximumAmount: number | null;
            /** @description `minimumAmount` at the asset's price, in `fiatCurrency`; `null` where the asset has no price. */
            minimumAmountInFiat: number | null;
            /** @description `maximumAmount` at the asset's price; `null` where there is no maximum, or no price. */
            maximumAmountInFiat: number | null;
            eligibleForTransfer: boolean;
            /**
             * @description Whether funding the balance from the account's other assets would make this network eligible: always
             *     `false`, as the sandbox funds no transfer that way (`transferBalanceFundingAvailability` is `disabled`).
             */
            eligibleForTransferWithFunding: boolean;
            /** @enum {string|null} */
            ineligibilityReason: "noTargetNetworkFound" | "refusedByInstitution" | "balanceBelowRequestedAmount" | "requestedAmountBelowMinimum" | "balanceBelowMinimum" | "requestedAmountAboveClientMaximum" | null;
            /** @description Where the transfer goes on this network; `null` when the caller names no destination. */
            toAddress: string | null;
            /**
             * @description The amount the request asks to send, in units of the asset: `amount`, or `amountInFiat` at the asset's
             *     price; `null` when it asks for none.
             */
            transferAmount: number | null;
            /**
             * @description The least balance that sends on this network as configured: `transferAmount` (without one, `minimumAmount`)
             *     plus the institution's fee. A smaller `availableBalance` makes the network ineligible
             *     (`balanceBelowRequestedAmount`, or `balanceBelowMinimum` without an amount).
             */
            minimumRequiredForTransferAmount: number;
            institutionTransferFee: components["schemas"]["TransferFee"];
            estimatedNetworkGasFee: components["schemas"]["TransferFee"];
            /**
             * @description What the account pays in fees on top of the amount, in `fiatCurrency`: the institution's fee
             *     (`institutionTransferFee`), out of which the institution pays the network's (`estimatedNetworkGasFee` is
             *     not added); `null` where the asset has no price.
             */
            totalEstimatedTransferFeeInFiat: number | null;
        };
        ConfigureTransferRequest: {
            fromAuthToken: components["schemas"]["AuthToken"];
            fromType: components["schemas"]["InstitutionType"];
            /** @description The connected account to send to, with `toType`, instead of `toAddresses`. */
            toAuthToken?: components["schemas"]["AuthToken"] | null;
            /**
             * @description The institution of `toAuthToken`. Without `toAuthToken` it does not apply and is ignored, as the public service
             *     ignores it (forgiven by the lenient binding: [Decisions](#tag/Decisions), "Binding").
             */
            toType?: components["schemas"]["InstitutionType"] | null;
            /** @description The client's addresses the transfer may go to. */
            toAddresses?: components["schemas"]["TransferDestination"][] | null;
            symbol?: components["schemas"]["AssetSymbol"] | null;
            amount?: components["schemas"]["Amount"] | null;
            amountInFiat?: number | null;
            fiatCurrency?: components["schemas"]["FiatCurrency"];
            networkId?: components["schemas"]["NetworkId"] | null;
            /** @default false */
            isInclusiveFeeEnabled?: boolean;
        };
        ConfigureTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["ConfigureTransfer"];
        };
        /** @description A connection named by its id, as `listDashboardUsers` answers it (what the dashboard knows of a connection). */
        ConnectionIdRequest: {
            /**
             * Format: uuid
             * @description The connection's id.
             */
            connectionId: string;
        };
        CreateClientRequest: {
            /** @description A name for the client, shown to operators. */
            name: string;
        };
        CryptocurrencyPosition: {
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
            costBasis: number;
            /** @description Present when market values were requested and a price is available. */
            marketValue?: number;
            /** @description Present when market values were requested and a price is available. */
            lastPrice?: number;
            /** @description The asset's name, such as `Bitcoin`; `null` for an asset the sandbox has no name for. */
            name: string | null;
            /**
             * @description Where the position is held, populated, as node-api says, for a self-custody wallet only: one item, the
             *     network and the wallet's address there. `null` at an institution.
             */
            distribution: components["schemas"]["PositionPlace"][] | null;
        };
        /** @description A connected institution account of an end user, without any of its tokens. */
        DashboardConnection: {
            /** Format: uuid */
            connectionId: string;
            type: components["schemas"]["InstitutionType"];
            institutionName: string;
            accountId: string;
            accountName: string;
            /**
             * @description `reauthenticationRequired` after `sandboxRequireReauthentication` until the user connects the login again.
             * @enum {string}
             */
            state: "active" | "reauthenticationRequired";
            /** @description When its latest access token expires (its `tokenId` does not). */
            accessExpiresAt: components["schemas"]["UnixMillis"];
            /** @description When its refresh token expires. */
            refreshExpiresAt: components["schemas"]["UnixMillis"];
            connectedAt: components["schemas"]["UnixMillis"];
            /** @description Its crypto positions. */
            holdings: {
                symbol: components["schemas"]["AssetSymbol"];
                amount: number;
            }[];
            /** @description Its fiat balances. */
            balances: {
                symbol: components["schemas"]["AssetSymbol"];
                cash: number;
            }[];
        };
        /**
         * @description One event of the dashboard's stream: its SSE `id` (send the last one seen as `Last-Event-ID` to resume), its
         *     `event` name and its `data`, one JSON object. In `text/event-stream` each is written as the SSE fields `id:`,
         *     `event:` and `data:`; in the JSON catch-up each is this object.
         */
        DashboardEvent: {
            id: components["schemas"]["DashboardEventId"];
            /**
             * @description A call of the client was answered.
             * @constant
             */
            event: "request";
            data: components["schemas"]["DashboardRequest"];
        } | {
            id: components["schemas"]["DashboardEventId"];
            /**
             * @description A transfer was created or reached its final status.
             * @constant
             */
            event: "transfer";
            data: components["schemas"]["Transfer"];
        } | {
            id: components["schemas"]["DashboardEventId"];
            /**
             * @description A webhook delivery attempt was made and recorded.
             * @constant
             */
            event: "webhookAttempt";
            data: components["schemas"]["DashboardWebhookAttempt"];
        } | {
            id: components["schemas"]["DashboardEventId"];
            /**
             * @description Events after `Last-Event-ID` are no longer kept (the server restarted, or more happened than it keeps):
             *     read the lists again.
             * @constant
             */
            event: "resync";
            data: {
                /** @enum {string} */
                reason: "unknownLastEventId" | "eventsDropped";
            };
        };
        /** @description The server process's start and the event's number for this client (`<start>-<n>`). */
        DashboardEventId: string;
        DashboardEvents: {
            /** @description The kept events after `Last-Event-ID` (all kept ones without it), oldest first. */
            events: components["schemas"]["DashboardEvent"][];
            /** @description The id to send as `Last-Event-ID` next time; `null` when nothing was ever published. */
            lastEventId: string | null;
        };
        DashboardEventsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardEvents"];
        };
        DashboardInstitutionFailures: {
            /** @description The failures in force now, by institution. */
            failures: components["schemas"]["InstitutionFailure"][];
        };
        DashboardInstitutionFailuresResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardInstitutionFailures"];
        };
        /**
         * @description One API call of the client as the dashboard keeps it (the terminal's request log line has the same `requestId`).
         *     Calls answered before the client was known (no or wrong credentials) belong to no client and are not kept, nor
         *     are the dashboard's own: its `Dashboard` operations, and the calls that say `Prefer: unrecorded`.
         */
        DashboardRequest: {
            /** @description The request's `X-Request-Id`, also on the server's log line of the request. */
            requestId: string;
            at: components["schemas"]["UnixMillis"];
            /** @description The operation the call reached; `null` for a path no operation has. */
            operationId: string | null;
            method: string;
            /** @description The path as the log shows it (a Link page session id replaced). */
            path: string;
            /**
             * @description The answer's status. For a call whose connection a fault broke (`fault` says which rule), the status of the
             *     answer it lost or cut: the operation's own after `commitThenFail`, else `500`.
             */
            httpStatus: number;
            /** @description From the request's arrival to the end of its answer, in milliseconds. */
            durationMs: number;
            /** @description The answer's `errorType`; `null` on success. */
            errorType: components["schemas"]["ErrorType"] | null;
            /** @description The end user the call names (`userId`, `UserId`, or its Link page session's user); `null` when it names none. */
            userId: components["schemas"]["UserId"] | null;
            /**
             * @description When the sandbox faulted the call (docs/faults.md): the id of the fault rule that fired, or `request` for a
             *     `Prefer: fault=…`. Absent on a call no fault touched. A call whose connection the fault broke (reset, empty,
             *     truncated, hang) is kept as the fault is applied, with the answer it lost (none when the operation did not
             *     run): the caller saw no answer, or a cut one.
             */
            fault?: string;
            /**
             * @description What the lenient binding forgave in the call, as its `Binding-Forgiven` header named it, each deviation whole
             *     (at most 20). Absent on a call that deviated in nothing, or was bound strictly.
             */
            forgiven?: string[];
            /**
             * @description When the call met the upstream (the real service, `UPSTREAM_URL`, with the client's credentials there set by
             *     `setUpstream`): how, as its `Sandbox-Upstream` header said. `verify` and `record`: the upstream answered it (or
             *     failed to, `upstreamUnavailable`), and the answer was checked against the contract; `shadow`: the sandbox
             *     answered it, and the same call went to the upstream to compare the two. Where they differed is in the drift
             *     report (`sandboxGetDrift`). Absent on a call the sandbox alone answered, a `shadow` call that changes state and
             *     was not sent (`shadowWrites`) included.
             */
            upstream?: components["schemas"]["UpstreamMode"];
        };
        /**
         * @description One kept call with what it carried. Bodies were masked before they were kept: the value of every field the spec
         *     marks secret (`x-secret`: client secrets, access, refresh and id tokens, `tokenId`, link and session tokens,
         *     passwords, API keys and secrets, logins (`username`, where an exchange's API key is sent), MFA codes, trading PINs,
         *     security answers, a browser session's headers and cookies (masked whole), webhook secrets) is replaced by
         *     `[masked]`, at any depth, and every Link session id inside a string (a Link page, pay or catalog link URL) becomes
         *     `ls_[masked]`; no header is kept. A body larger than the dashboard keeps is cut, and `truncated` says so.
         */
        DashboardRequestDetail: components["schemas"]["DashboardRequest"] & {
            /** @description The query parameters as sent; `null` when there were none. */
            query: {
                [key: string]: string | string[];
            } | null;
            /** @description The JSON body as the handler read it, masked; `null` without one. */
            requestBody: unknown;
            /** @description The result envelope answered, masked; `null` when the answer was not JSON. */
            responseBody: unknown;
            /** @description JSON pointers of the values replaced by `[masked]`, in the request (`/request/...`) and the answer (`/response/...`). */
            maskedFields: string[];
            /** @description A body was larger than the dashboard keeps (`DASHBOARD_BODY_LIMIT_BYTES`) and was cut. */
            truncated: boolean;
        };
        DashboardRequestDetailResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardRequestDetail"];
        };
        DashboardRequests: {
            /** @description The kept calls that match, newest first. */
            requests: components["schemas"]["DashboardRequest"][];
            /** @description How many calls the dashboard keeps per client at most (`DASHBOARD_REQUESTS_KEPT`). */
            keptCount: number;
            /** @description How long it keeps each (`DASHBOARD_REQUESTS_MAX_AGE_SECONDS`). */
            keptSeconds: number;
        };
        DashboardRequestsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardRequests"];
        };
        DashboardResendFailedRequest: {
            /**
             * Format: int64
             * @description Unix time in milliseconds (the client's time); events created at or after it whose delivery failed are sent again.
             */
            since: number;
        };
        DashboardResent: {
            /** @description The events queued again, each from its first attempt, with its `EventId`. */
            events: {
                eventId: string;
                /** Format: uuid */
                transferId: string;
                transferStatus: components["schemas"]["TransferStatus"];
            }[];
        };
        DashboardResentResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardResent"];
        };
        DashboardRotateRequest: {
            /**
             * @description How long the previous secret keeps signing beside the new one, in seconds; `WEBHOOK_ROTATION_OVERLAP_MS` (a day)
             *     when left out, and `0` stops it at once (after a leak).
             */
            overlapSeconds?: number;
        };
        DashboardStats: {
            /** @description The last hour, one entry per minute, oldest first; the last is the minute under way. */
            minutes: components["schemas"]["DashboardStatsMinute"][];
        };
        /** @description One minute of the client's traffic and webhook deliveries. */
        DashboardStatsMinute: {
            at: components["schemas"]["UnixMillis"];
            requests: number;
            /** @description Answers with a 4xx status. */
            clientErrors: number;
            /** @description Answers with a 5xx status. */
            serverErrors: number;
            webhookAttempts: number;
            /** @description Attempts the receiver acknowledged with a 2xx. */
            webhookDelivered: number;
            /** @description The attempts' mean duration; `null` without attempts. */
            webhookLatencyMs: number | null;
        };
        DashboardStatsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardStats"];
        };
        /** @description The test delivery as sent and as the receiver answered it. */
        DashboardTestWebhook: {
            /** @description Its `EventId` (and `webhook-id`), starting `evt_test_`; no transfer has it. */
            eventId: string;
            requestHeaders: components["schemas"]["DashboardWebhookHeaders"];
            requestBody: string;
            httpStatus: number | null;
            responseExcerpt: string | null;
            durationMs: number;
            error: string | null;
        };
        /** @description What the test payload reports; its `transferStatus` is `Pending` when left out. */
        DashboardTestWebhookRequest: {
            transferStatus?: components["schemas"]["TransferStatus"];
        };
        DashboardTestWebhookResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardTestWebhook"];
        };
        DashboardTransfer: {
            transfer: components["schemas"]["Transfer"];
            institutionName: string;
            /** @description What happened to it, in order, by its webhook events' `Timestamp`s; `created` is its creation. */
            timeline: {
                /** @enum {string} */
                step: "created" | "Pending" | "Succeeded" | "Failed";
                at: components["schemas"]["UnixMillis"];
            }[];
            /** @description Its webhook events, in delivery order. */
            events: components["schemas"]["DashboardWebhookEvent"][];
        };
        DashboardTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardTransfer"];
        };
        DashboardTransfers: {
            /** @description The matching transfers, newest first. */
            transfers: components["schemas"]["Transfer"][];
            /** @description How many transfers match, beyond `count` too. */
            total: number;
        };
        DashboardTransfersResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardTransfers"];
        };
        DashboardUsers: {
            /** @description The client's end users with a connection, by `userId`. */
            users: {
                userId: components["schemas"]["UserId"];
                connections: components["schemas"]["DashboardConnection"][];
            }[];
        };
        DashboardUsersResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardUsers"];
        };
        /** @description The client's webhook endpoint; its secret is never shown here (only once, when rotated). */
        DashboardWebhook: {
            /** @description `null` while the client has no endpoint (the admin operation `setWebhook` registers one). */
            url: string | null;
            /** @description False after the endpoint answered `410 Gone`. */
            enabled: boolean;
            /** @description After a rotation, until when the previous secret still signs beside the new one; `null` otherwise. */
            previousSecretUntil: components["schemas"]["UnixMillis"] | null;
        };
        /** @description One delivery attempt of a webhook event, as sent and as answered. */
        DashboardWebhookAttempt: {
            eventId: string;
            /** Format: uuid */
            transferId: string;
            transferStatus: components["schemas"]["TransferStatus"];
            /**
             * @description Where the event stands now.
             * @enum {string}
             */
            eventStatus: "pending" | "delivered" | "failed";
            attempt: number;
            attemptedAt: components["schemas"]["UnixMillis"];
            /** @description The headers sent, signatures included; `null` for an attempt recorded before the sandbox kept them. */
            requestHeaders: components["schemas"]["DashboardWebhookHeaders"] | null;
            /** @description The body sent, as signed; `null` for an attempt recorded before the sandbox kept it. */
            requestBody: string | null;
            /** @description The receiver's status; `null` when no answer came. */
            httpStatus: number | null;
            /** @description The start of the receiver's answer (at most 1 KiB); `null` when no answer came. */
            responseExcerpt: string | null;
            durationMs: number;
            /** @description Why no answer came (timeout, connection refused). */
            error: string | null;
            /** @description When the event's next attempt is due (the client's time), on its latest attempt while it is pending; `null` otherwise. */
            nextAttemptAt: components["schemas"]["UnixMillis"] | null;
            /**
             * @description Whether the sent body and headers verify, both ways the sandbox signs (`webhook-signature` and
             *     `X-Mesh-Signature-256`), with the endpoint's current secret: false after a rotation for what the old one
             *     signed. `null` when the attempt's body was not kept or the client has no endpoint.
             */
            signatureVerified: boolean | null;
        };
        DashboardWebhookAttempts: {
            /** @description The latest attempts, newest first. */
            attempts: components["schemas"]["DashboardWebhookAttempt"][];
        };
        DashboardWebhookAttemptsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardWebhookAttempts"];
        };
        /** @description A webhook event of a transfer and where its delivery stands. */
        DashboardWebhookEvent: {
            eventId: string;
            /** Format: uuid */
            transferId: string;
            transferStatus: components["schemas"]["TransferStatus"];
            /** @enum {string} */
            eventStatus: "pending" | "delivered" | "failed";
            attempts: number;
            createdAt: components["schemas"]["UnixMillis"];
            /** @description When the next attempt is due (the client's time); `null` once delivered or failed for good. */
            nextAttemptAt: components["schemas"]["UnixMillis"] | null;
            /** @description The receiver's status at the latest attempt; `null` before any, or when no answer came. */
            lastHttpStatus: number | null;
        };
        /** @description The headers of a delivery as they were sent. */
        DashboardWebhookHeaders: {
            [key: string]: string;
        };
        DashboardWebhookResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DashboardWebhook"];
        };
        /**
         * @description The DeFi wallet provider an integration connects through, as node-api's `DeFiWalletHealthStatusInfo` declares
         *     it. In the sandbox each institution connected by a wallet's address is its own provider.
         */
        DeFiWalletData: {
            /**
             * Format: uuid
             * @description The provider's id, the integration's `deFiWalletProviderId` in `listIntegrations`.
             */
            id: string;
            /** @description The provider's name, the institution's. */
            name: string;
        };
        /**
         * @description The `delayedAuthentication` payload of the web SDK, which it hands the app as `onIntegrationConnected({ delayedAuth })`.
         *     The institution finishes the sign-in later (the public service's `delayed`), so the app gets a refresh token only:
         *     `refreshToken` with it answers the access token and the `tokenId` once the institution is done (in the sandbox, at
         *     once). In the sandbox, a username (or API key) starting with `delayed` connects this way, in a connect session, at
         *     an institution whose tokens refresh with the refresh token alone (see `Decisions`).
         */
        DelayedAuthentication: {
            refreshToken: string;
            refreshTokenExpiresInSeconds: number;
            brokerType: components["schemas"]["InstitutionType"];
            brokerName: string;
            brokerBrandInfo: components["schemas"]["BrandInfo"];
        };
        DepositAddress: {
            symbol?: components["schemas"]["AssetSymbol"] | null;
            address?: string | null;
            chain?: string | null;
            /** @description Memo or tag to send with deposits, where the chain needs one. */
            memo?: string | null;
            /** @description Deposits below this amount are not refunded. */
            minimumDepositAmount?: string | null;
            networkId?: components["schemas"]["NetworkId"] | null;
            brokerResponseStatus?: components["schemas"]["BrokerResponseStatus"] | null;
            /** @description Institution-side error text. */
            errorMessage?: string | null;
        };
        DepositAddressRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description Asset symbol, for example `ETH`. May be used instead of `addressType`. */
            symbol?: components["schemas"]["AssetSymbol"] | null;
            /** @description May be used instead of `symbol`. */
            addressType?: components["schemas"]["AddressType"] | null;
            /** @description Chain of the asset where it exists on several; some institutions require it. */
            chain?: string | null;
            mfaCode?: components["schemas"]["MfaCode"];
        };
        DepositAddressResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DepositAddress"];
        };
        /** @description How many entries the report held when it was cleared. */
        DriftCleared: {
            deleted: number;
        };
        DriftClearedResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DriftCleared"];
        };
        /** @description One difference, counted each time a call shows it again. */
        DriftEntry: {
            /** @description The operation whose call showed it. */
            operationId: string;
            kind: components["schemas"]["DriftKind"];
            /**
             * @description Where, as a JSON path into the answer (`$.content.equityPositions[].symbol`: array indices are written `[]`, so
             *     that one difference is one entry; `$` for the answer's media type), `$status` for the status,
             *     `$headers['Cache-Control']` for a declared header, `$request.…` for a field of the request the binding forgave
             *     (in the body or the query, as `Binding-Forgiven` names it), or `$request` for a request the sandbox would have
             *     refused.
             */
            path: string;
            /** @description What the contract (or, in `shadow`, the sandbox) said there. */
            expected: string;
            /** @description What the upstream said there. Values are shown only where they are an enum's, a status or an error type. */
            actual: string;
            firstSeen: components["schemas"]["UnixMillis"];
            lastSeen: components["schemas"]["UnixMillis"];
            count: number;
        };
        /**
         * @description What differs. Against the contract (`verify`, `record`): `undeclaredStatus` (a status the operation does not
         *     declare), `missingField` (a required field is absent), `unknownField` (a field the schema does not have),
         *     `wrongType`, `wrongFormat`, `unknownEnumValue` (a value the enum lacks), `outOfBounds` (a length, range, pattern or
         *     count the schema bounds). Against the sandbox's own answer (`shadow`): `statusDiffers`, `fieldOnlyInSandbox`,
         *     `fieldOnlyUpstream`, `typeDiffers`, `valueDiffers` (an enum value, a `status` or an `errorType`). Of the request:
         *     `bindingForgiven` (what the sandbox's lenient binding forgave, which the upstream was sent as it came) and
         *     `sandboxRefused` (the sandbox would have answered `400` where the upstream did not). `upstreamFailed`: an
         *     error, a timeout or a reset, never replaced by a sandbox answer.
         * @enum {string}
         */
        DriftKind: "undeclaredStatus" | "missingField" | "unknownField" | "wrongType" | "wrongFormat" | "unknownEnumValue" | "outOfBounds" | "statusDiffers" | "fieldOnlyInSandbox" | "fieldOnlyUpstream" | "typeDiffers" | "valueDiffers" | "bindingForgiven" | "sandboxRefused" | "upstreamFailed";
        /** @description The client's drift since it was last cleared, most recent first. */
        DriftReport: {
            entries: components["schemas"]["DriftEntry"][];
            /** @description How many of the client's calls were sent upstream since the report was last cleared. */
            calls: number;
            /** @description Differences not kept because the report already held `limit` entries. */
            dropped: number;
            /** @description The most entries the report keeps per client. */
            limit: number;
        };
        DriftReportResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["DriftReport"];
        };
        EquityPosition: {
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
            costBasis: number;
            /** @description The asset's name, such as `Bitcoin`; `null` for an asset the sandbox has no name for. */
            name: string | null;
            /** @description Present when market values were requested and a price is available. */
            marketValue?: number;
            /** @description Present when market values were requested and a price is available. */
            lastPrice?: number;
            /**
             * @description Where the position is held, populated, as node-api says, for a self-custody wallet only: one item, the
             *     network and the wallet's address there. `null` at an institution.
             */
            distribution: components["schemas"]["PositionPlace"][] | null;
        };
        /** @description The envelope of an unsuccessful response. It carries no `content`. */
        ErrorResult: components["schemas"]["ApiResult"] & {
            status: unknown;
            errorType: components["schemas"]["ErrorType"];
        };
        /**
         * @description Strictly typed reason for an unsuccessful result; the empty string on success. Closed: every error the
         *     service produces has one of these values, and each is answered with one HTTP status (its `x-http-status`
         *     in the spec, which the server maps by; the responses of each operation list the statuses it answers with).
         * @enum {string}
         */
        ErrorType: "" | "missingField" | "invalidField" | "unknownField" | "malformedBody" | "badRequest" | "payloadTooLarge" | "institutionNotSupported" | "refreshNotSupported" | "invalidMfaCode" | "invalidInstitutionCredentials" | "chainRequired" | "unsupportedSymbol" | "unsupportedChain" | "unsupportedNetwork" | "amountBelowMinimum" | "amountAboveMaximum" | "feeBelowMinimum" | "addressNotWhitelisted" | "ipNotTrusted" | "withdrawalPermissionDisabled" | "travelRuleRequired" | "insufficientFunds" | "invalidAddress" | "missingCredentials" | "invalidCredentials" | "invalidIdToken" | "invalidAdminKey" | "routeNotFound" | "methodNotAllowed" | "connectionNotFound" | "addressNotFound" | "symbolNotFound" | "transferNotFound" | "orderNotFound" | "previewNotFound" | "previewExpired" | "eventNotFound" | "refreshTokenNotFound" | "linkTokenInvalid" | "linkSessionInvalid" | "invalidSignature" | "clientNotFound" | "webhookNotFound" | "testClockNotFound" | "faultNotFound" | "upstreamNotFound" | "sandboxUserNotFound" | "requestNotFound" | "conflict" | "idempotencyKeyReused" | "idempotencyKeyInUse" | "locked" | "rateLimited" | "institutionRateLimited" | "legalRestriction" | "unexpectedError" | "institutionFailure" | "storeUnavailable" | "institutionUnavailable" | "upstreamUnavailable";
        /**
         * @description node-api 2.0.28 types `authToken` and `integrationId` as optional (nullable in its model), but no account can be
         *     found without them: both are required, and a request without one is `400` `missingField` naming it.
         */
        ExchangeAccountRequest: {
            authToken: components["schemas"]["AuthToken"];
            /**
             * Format: uuid
             * @description The institution of the connection, by its id in `listIntegrations` (`type` in other operations).
             */
            integrationId: string;
            /**
             * @description The details to answer (`id` is `idType` with `idNumber`); the others are null. All that the institution gives
             *     when absent or null.
             */
            accountInfo?: components["schemas"]["AccountInfoType"][] | null;
        };
        ExecuteTransfer: {
            /**
             * @description `succeeded`: the transfer was sent and is `pending`. `mfaRequired`: call again with `mfaCode`; `mfaFailed`: the code was wrong. `failed`: the institution refused the transfer at execution (`errorMessage` says why); `addressWhitelistRequired`: the destination is not whitelisted. Only `succeeded` has an `executeTransferResult`.
             * @enum {string}
             */
            status: "succeeded" | "inProgress" | "failed" | "mfaRequired" | "mfaFailed" | "addressWhitelistRequired";
            /**
             * @description How the institution sent the code, when `status` is `mfaRequired`.
             * @enum {string|null}
             */
            mfaType: "phone" | "email" | "totp" | null;
            errorMessage: string | null;
            /** @description `mfaRequired` only: the code can also be sent another way (`tryAnotherMfa`). */
            fallbackMfaAvailable: boolean;
            /**
             * Format: uuid
             * @description The MFA challenge a `mfaRequired` or `mfaFailed` answer stands for, the same for every call on one preview; `null` otherwise.
             */
            challengeId: string | null;
            executeTransferResult: components["schemas"]["ExecutedTransfer"] | null;
        };
        ExecuteTransferRequest: {
            fromAuthToken: components["schemas"]["AuthToken"];
            fromType: components["schemas"]["InstitutionType"];
            /** Format: uuid */
            previewId: string;
            mfaCode?: components["schemas"]["MfaCode"];
            /**
             * @description The user cannot receive the institution's first way of sending the code: answered `mfaRequired` again with
             *     the fallback way (`mfaType` `email`), where `fallbackMfaAvailable` said there is one. The code stays the
             *     sandbox's.
             */
            tryAnotherMfa?: boolean;
            /**
             * Format: uuid
             * @description The `challengeId` of the `mfaRequired` answer this code answers. Optional; when sent, it must be that preview's
             *     challenge, or the call is `400` `invalidField`.
             */
            challengeId?: string | null;
        };
        ExecuteTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["ExecuteTransfer"];
        };
        ExecutedTransfer: {
            /**
             * Format: uuid
             * @description The transfer's id, as `getTransfer`, `listManagedTransfers` and webhooks (`TransferId`) know it.
             */
            transferId: string;
            status: components["schemas"]["InstitutionTransferStatus"];
            fromAddress: string | null;
            toAddress: string;
            symbol: components["schemas"]["AssetSymbol"];
            networkId: components["schemas"]["NetworkId"];
            networkName: string;
            /** @description `null` where the institution reports the hash only later (`coinbase`). */
            hash: string | null;
            amount: number;
            amountInFiat: number | null;
            /** @description What left the account, the institution's fee included, in USD at the price `amountInFiat` was valued at. */
            totalAmountInFiat: number | null;
            /** @description What the institution says of the status; `null`: a transfer just sent is `pending` with nothing more to say. */
            statusDetails: null;
            /** @description The network confirmations so far: `0`, for a transfer just sent. */
            completedConfirmations: number;
            institutionTransferFee: components["schemas"]["TransferFee"];
            networkGasFee: components["schemas"]["TransferFee"];
        };
        /**
         * @description What a fired rule does to the call.
         *
         *     | `kind` | The caller sees |
         *     |---|---|
         *     | `error` | `status` with its `errorType` in the envelope (`errorType` defaults, for 503, to `institutionUnavailable`, the outage of `sandboxFailInstitution`'s `unavailable`, and else to the first one the spec gives that status); the status must be one the operation declares |
         *     | `rateLimit` | `429` `rateLimited` with `Retry-After: retryAfterSeconds` |
         *     | `latency` | the answer, late by `latency` |
         *     | `reset` | the connection reset (`ECONNRESET`) |
         *     | `empty` | the connection closed without an answer |
         *     | `truncated` | the status and headers, and the body cut halfway, then the connection closed |
         *     | `hang` | no answer until the client gives up (or the server's request timeout, then a reset) |
         *
         *     Webhook deliveries (`match.operationIds: [transferStatusWebhook]`) take three faults of their own, on each
         *     attempt the rule fires on; a transfer's events still arrive in order (`Pending` before the final one):
         *
         *     | `kind` | The receiver sees |
         *     |---|---|
         *     | `duplicate` | the event delivered, then delivered again: the same `EventId`, a new `Id`, as a retry would |
         *     | `hold` | the attempt put off by `holdSeconds` on the client's clock (its test clock's: `sandboxAdvanceTestClock` releases it) |
         *     | `staleSignature` | the attempt signed with a secret that is no longer the endpoint's (the one a rotation replaced, else one it never had) |
         *
         *     With `commitThenFail: true` the operation runs and commits first, its `Idempotency-Key` keeping its real
         *     answer, and the answer is then replaced by the fault: a retry with the same key gets the stored answer, as
         *     after any lost answer. Without it, the operation is not acted on (`latency` excepted, which delays it). An
         *     operation whose answer can be an event stream (`listDashboardEvents`) takes no `commitThenFail`: a stream never
         *     ends, so no answer is there to lose after it; its other faults act before the stream opens.
         */
        FaultAction: {
            /**
             * @description The fault.
             * @enum {string}
             */
            kind: "error" | "rateLimit" | "latency" | "reset" | "empty" | "truncated" | "hang" | "duplicate" | "hold" | "staleSignature";
            /** @description For `error`. */
            status?: number;
            errorType?: components["schemas"]["ErrorType"];
            /** @description For `rateLimit`; 1 when absent. */
            retryAfterSeconds?: number;
            latency?: components["schemas"]["FaultLatency"];
            /** @description For `hold`. */
            holdSeconds?: number;
            /**
             * @description Run and commit the operation first, then replace its answer by the fault.
             * @default false
             */
            commitThenFail?: boolean;
        };
        /**
         * @description How late the answer comes. Each delay is drawn from the rule's seeded source, and at most `capMs`. Every
         *     value is at most the server's request timeout (`HEADERS_TIMEOUT_MS` + `BODY_TIMEOUT_MS`, 20 s by default).
         */
        FaultLatency: {
            /**
             * @description `fixed`: `ms`; `uniform`: from `minMs` to `maxMs`; `logNormal`: median `medianMs`, spread `sigma`.
             * @enum {string}
             */
            distribution: "fixed" | "uniform" | "logNormal";
            /** @description For `fixed`. */
            ms?: number;
            /** @description For `uniform`. */
            minMs?: number;
            /** @description For `uniform`. */
            maxMs?: number;
            /** @description For `logNormal`. */
            medianMs?: number;
            /** @description For `logNormal`: the standard deviation of the delay's logarithm. */
            sigma?: number;
            /** @description The longest delay; the server's request timeout when absent. */
            capMs?: number;
        };
        /**
         * @description Which calls a fault rule applies to; every field given must match. `institutionType` matches the calls that name
         *     that institution (the request's `type`, `fromType` or `brokerType`).
         */
        FaultMatch: {
            /**
             * @description The operations, by `operationId`, of the API listener that take client credentials (the fault rules' own
             *     operations excepted), or `transferStatusWebhook`, the client's webhook deliveries.
             */
            operationIds: string[];
            /** @description Only calls for this end user (the request's `userId` or `UserId`, in its body or query; a webhook's `UserId`). */
            userId?: components["schemas"]["UserId"];
            institutionType?: components["schemas"]["InstitutionType"];
            /**
             * @description Only calls with this HTTP method.
             * @enum {string}
             */
            method?: "get" | "put" | "post" | "delete" | "patch";
        };
        /** @description A fault rule of this client, with what it has done so far. */
        FaultRule: {
            /** @description The rule's id, given in `sandboxPutFault`'s path. */
            id: string;
            match: components["schemas"]["FaultMatch"];
            trigger: components["schemas"]["FaultTrigger"];
            /**
             * Format: int64
             * @description When the rule stops applying, on the client's clock; `null` until it is removed.
             */
            until: number | null;
            action: components["schemas"]["FaultAction"];
            /** @description Calls that matched the rule since it was set. */
            matched: number;
            /** @description Calls the rule faulted. */
            fired: number;
        };
        /** @description A fault rule, as `sandboxPutFault` takes it. */
        FaultRuleRequest: {
            match: components["schemas"]["FaultMatch"];
            trigger?: components["schemas"]["FaultTrigger"];
            /**
             * Format: int64
             * @description Unix time in milliseconds, on the client's clock (its test clock when it has one), when the rule stops applying; absent or `null` until it is removed.
             */
            until?: number | null;
            action: components["schemas"]["FaultAction"];
        };
        FaultRuleResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["FaultRule"];
        };
        /** @description This client's fault rules, by id. */
        FaultRules: {
            rules: components["schemas"]["FaultRule"][];
        };
        /** @description How many fault rules were deleted. */
        FaultRulesCleared: {
            deleted: number;
        };
        FaultRulesClearedResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["FaultRulesCleared"];
        };
        FaultRulesResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["FaultRules"];
        };
        /**
         * @description When a matching call gets the fault. The calls are counted per rule, from its creation (or replacement).
         *     `probability` draws from a source seeded by `seed` and the calls' counts, so the same seed and the same calls
         *     give the same faults.
         */
        FaultTrigger: {
            /**
             * @description `always`: every matching call; `nextN`: the next `count` matching calls, then none; `everyNth`: the
             *     `count`-th, `2 × count`-th… matching call; `probability`: each matching call with `probability`.
             * @enum {string}
             */
            kind: "always" | "nextN" | "everyNth" | "probability";
            /** @description For `nextN` and `everyNth`. */
            count?: number;
            /** @description For `probability`. */
            probability?: number;
            /** @description The seed of the rule's random draws (probability and latency); chosen at random when absent, and answered. */
            seed?: number;
        };
        FiatBalance: {
            /** @description Currency code, for example `USD`. */
            symbol: string;
            /** @description May be negative. */
            cash: number;
            buyingPower: number;
        };
        FiatBalances: {
            fiatBalances: components["schemas"]["FiatBalance"][];
        };
        FiatBalancesResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["FiatBalances"];
        };
        /**
         * @description The fiat currency of fiat amounts. The sandbox prices in US dollars only.
         * @default USD
         * @enum {string|null}
         */
        FiatCurrency: "USD" | null;
        /**
         * @description A transfer that buys (`fiatOnRamp`) or sells (`fiatOffRamp`) crypto by bank transfer, as node-api's
         *     `TransferTypeEnum` has it. The sandbox has no bank rails: a session asked for one runs as a deposit, and says
         *     `deposit`.
         * @enum {string}
         */
        FiatRampTransferType: "fiatOnRamp" | "fiatOffRamp";
        /** @description One field a request got wrong. */
        FieldError: {
            /**
             * @description Where the field is in the request, such as `/body/authToken` or `/query/UserId`.
             * @example /body/authToken
             */
            path: string;
            /**
             * @description What is wrong with it.
             * @example must have required property 'authToken'
             */
            message: string;
            /**
             * @description The rule it breaks, such as `required`, `type`, `enum` or `additionalProperties`.
             * @example required
             */
            errorCode: string;
        };
        /** @description The fields a request got wrong, each at its path in the request. */
        FieldErrors: {
            /** @description The first problems found, at most 20; `total` says how many there were. */
            errors: components["schemas"]["FieldError"][];
            /**
             * @description How many problems the request has in all.
             * @example 1
             */
            total?: number;
        };
        /** @description A colour, `#rrggbb`. */
        HexColour: string;
        Holdings: {
            equityPositions: components["schemas"]["EquityPosition"][];
            cryptocurrencyPositions: components["schemas"]["CryptocurrencyPosition"][];
            notSupportedEquityPositions: components["schemas"]["NotSupportedPosition"][];
            notSupportedCryptocurrencyPositions: components["schemas"]["NotSupportedPosition"][];
            nftPositions: components["schemas"]["NftPosition"][];
            optionPositions: components["schemas"]["OptionPosition"][];
            /** @enum {string} */
            status: "succeeded" | "failed" | "notAuthorized";
            /** @description Empty on success. */
            errorMessage: string;
            /** @description Empty on success. */
            displayMessage: string;
            type: components["schemas"]["InstitutionType"];
            accountId: string;
            institutionName: string;
            accountName: string;
        };
        HoldingsRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /**
             * @description Add `marketValue` and `lastPrice` to cryptocurrency positions.
             * @default false
             */
            includeMarketValue?: boolean;
        };
        HoldingsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["Holdings"];
        };
        /**
         * @description What a connected account's holdings are worth now, in US dollars, and how they did against their cost basis.
         *     `totalValue` is the sum of the other values; a performance is a percentage, 0 where the cost basis is 0.
         */
        HoldingsValue: {
            totalValue: number;
            /** @description Of equities and cryptocurrencies together. */
            totalPerformance: number;
            equitiesValue: number;
            equitiesPerformance: number;
            cryptocurrenciesValue: number;
            cryptocurrenciesPerformance: number;
            nftsValue: number;
            /** @description The account's cash in every currency, in US dollars. */
            fiatValue: number;
        };
        HoldingsValueResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["HoldingsValue"];
        };
        /**
         * @description A withdrawal of crypto from a connected account to an address. The asset is `symbol` (with `chain` where it
         *     exists on several) or `addressType` (the chain's native asset). Fields that the sandbox's institutions do not
         *     ask for are accepted and have no effect there: `data`, `password`, `mfaType`, `verificationSteps`,
         *     `challengeId`, `tryAnotherMfa` (each asks one code, by text message), `travelRuleTransactionId`,
         *     `travelRuleOptions` (the sandbox refuses a withdrawal over an institution's Travel Rule threshold whatever they
         *     say) and `previewId` (an institution's idempotency key; send `Idempotency-Key` for that).
         */
        InitiateTransferRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description The destination address, or the name of an address key where the institution takes one (`krakenDirect`). */
            targetAddress: string;
            /** @description Amount of the asset to send. Optional in the public client's types, but a transfer needs it (`400` `missingField` without it). */
            amount?: components["schemas"]["Amount"];
            /** @description The institution's fee in units of the asset, where it requires one (at least the `fee` of `getSymbolDetails`); taken from the balance with the amount. */
            fee?: number;
            /** @description May be used instead of `symbol` and `chain`; `ethAddress` sends ETH over Ethereum. */
            addressType?: components["schemas"]["AddressType"] | null;
            mfaCode?: components["schemas"]["MfaCode"];
            /** @description The asset to send, for example `USDT`; may be used instead of `addressType`. */
            symbol?: components["schemas"]["AssetSymbol"] | null;
            /** @description Chain name, as `getSymbolDetails` lists it; required by some institutions. */
            chain?: string | null;
            /**
             * @description The destination tag or memo of `targetAddress`, what the other requests call `addressTag`: on a network
             *     that takes one (the XRP Ledger's destination tag, a whole number from 0 to 4294967295; Stellar's and TON's
             *     memo) it is carried with the address to the institution's withdrawal check and kept with the transfer
             *     (`getTransfer`'s `addressTag`, the institution's `memo`); on a network that takes none, `400`
             *     `invalidField`.
             */
            memo?: components["schemas"]["AddressTag"];
            /** @description Data to send on chain. Accepted; no effect in the sandbox. */
            data?: string | null;
            /**
             * Format: int32
             * @description Accepted; no effect in the sandbox.
             */
            travelRuleTransactionId?: number | null;
            /** @description Accepted; the sandbox's institutions send one code, by text message. */
            mfaType?: components["schemas"]["MfaType"] | null;
            /** @description Accepted; no effect in the sandbox. */
            verificationSteps?: components["schemas"]["MfaType"][] | null;
            /** @description Accepted, never stored or logged; no sandbox institution asks for one. */
            password?: string | null;
            /** @description Accepted; no effect in the sandbox. */
            challengeId?: string | null;
            /** @description Accepted; the sandbox's institutions have no other way to send a code. */
            tryAnotherMfa?: boolean;
            /** @description Accepted; no effect in the sandbox. */
            travelRuleOptions?: components["schemas"]["TravelRuleOptions"] | null;
            /** @description Accepted; no effect in the sandbox (send `Idempotency-Key` to make a retry safe). */
            previewId?: string | null;
        };
        InitiateTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["InitiatedTransfer"];
        };
        /** @description A withdrawal as the institution answered it. */
        InitiatedTransfer: {
            /** @description The institution's id of the transfer; `null` when it sent nothing. */
            transactionId: string | null;
            /** @description The institution refused the transfer, or the MFA code was wrong. */
            failed: boolean;
            /**
             * @description `pending`: sent, with `transaction`. `mfaRequired`: call again with `mfaCode`; `mfaFailed`: the code was wrong. `failed`, `addressWhitelistRequired`, `travelRuleRequired`: refused, `statusDetails` says why, and nothing was sent.
             * @enum {string}
             */
            status: "pending" | "failed" | "mfaRequired" | "mfaFailed" | "addressWhitelistRequired" | "travelRuleRequired";
            statusDetails: string | null;
            /**
             * @description How the institution sent the code, when `status` is `mfaRequired` or `mfaFailed`.
             * @enum {string|null}
             */
            mfaType: "phone" | null;
            /** @description The transfer as the institution lists it, while `pending`; `null` otherwise. */
            transaction: components["schemas"]["InstitutionTransfer"] | null;
            /** @description Whether another way to send the code exists; never in the sandbox. */
            fallbackMfaAvailable: boolean;
        };
        /** @description A failure of one institution that this client set, and what its operations answer while it lasts. */
        InstitutionFailure: {
            type: components["schemas"]["InstitutionType"];
            error: components["schemas"]["InstitutionFailureKind"];
            /**
             * @description The `errorType` its operations answer.
             * @enum {string}
             */
            errorType: "institutionUnavailable" | "institutionRateLimited" | "institutionFailure";
            /**
             * @description The HTTP status its operations answer.
             * @enum {integer}
             */
            httpStatus: 429 | 500 | 503;
            /**
             * Format: int64
             * @description Unix time in milliseconds when it ends; `null` until it is cleared.
             */
            until: number | null;
        };
        /**
         * @description The failure: `unavailable` (503), `rateLimited` (429) or `serverFailure` (500).
         * @enum {string}
         */
        InstitutionFailureKind: "unavailable" | "rateLimited" | "serverFailure";
        InstitutionFailureRequest: {
            type: components["schemas"]["InstitutionType"];
            error: components["schemas"]["InstitutionFailureKind"];
            /** @description How long the failure lasts; absent or `null` for until it is cleared. */
            durationSeconds?: number | null;
        };
        InstitutionFailureResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["InstitutionFailure"];
        };
        InstitutionRequest: {
            type: components["schemas"]["InstitutionType"];
        };
        /** @description A crypto transfer as the institution reports it. */
        InstitutionTransfer: {
            /** @description The institution's id of the transfer; a deposit has its own, unlike the withdrawal's. */
            id: string;
            status: components["schemas"]["InstitutionTransferStatus"];
            statusDetails: string | null;
            /**
             * @description The direction of the transfer, seen from the account; `deposit` for what it received.
             * @enum {string}
             */
            type: "unknown" | "deposit" | "withdrawal";
            fromAddress: string | null;
            targetAddress: string | null;
            symbol: components["schemas"]["AssetSymbol"];
            chain: string | null;
            memo: string | null;
            /** @description The blockchain transaction hash; `null` until known, and in lists at institutions that report it only when one transfer is queried. */
            hash: string | null;
            /** @description For a withdrawal, what left the balance, the transferred amount plus the fee; for a deposit, what arrived. */
            amount: number;
            /** @description The transferred amount. */
            transactionAmount: number | null;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            createdTimestamp: number;
            /**
             * Format: int64
             * @description Unix seconds of the last status change.
             */
            updatedTimestamp: number;
            /** @description The fee the network took; `null` for a deposit, whose sender paid it. */
            networkTransactionFee: components["schemas"]["NetworkTransactionFee"] | null;
            /** @description The institution's fee; `null` for a deposit. */
            transferFee: number | null;
            /** Format: int64 */
            confirmations: number | null;
        };
        InstitutionTransferDetailsRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description The address type of the transferred asset, instead of `symbol`. */
            addressType?: components["schemas"]["AddressType"] | null;
            /** @description The institution's id of the transfer (`id` of the list, `txId` of `getTransfer`), or a withdrawal's `transferId`. */
            transactionId?: string | null;
            /** @description The hash of the transfer on the blockchain. */
            transactionHash?: string | null;
            /** @description The symbol of the transferred asset. */
            symbol?: components["schemas"]["AssetSymbol"] | null;
        };
        InstitutionTransferList: {
            transfers: components["schemas"]["InstitutionTransfer"][];
            /**
             * Format: int64
             * @description How many transfers match the filters, on every page.
             */
            total: number;
            /** @description Gives the next page; `null` on the last one. */
            cursor: string | null;
            /**
             * Format: int64
             * @description Creation time (Unix seconds) of the earliest matching transfer; absent when none matches (node-api types it as a number, never null).
             */
            earliestTimestamp?: number;
        };
        InstitutionTransferListRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /**
             * Format: int32
             * @description How many transfers a page holds.
             * @default 100
             */
            count?: number;
            /** @description The `cursor` of the previous page, for the next one. */
            cursor?: string | null;
            /** @description Only transfers in one of these statuses. */
            statuses?: components["schemas"]["InstitutionTransferStatus"][] | null;
            /** @description For a wallet address connection, the type of the address. */
            cryptocurrencyAddressType?: components["schemas"]["AddressType"] | null;
            /**
             * Format: int64
             * @description Only transfers created at or after this time (Unix seconds).
             */
            from?: number | null;
        };
        InstitutionTransferListResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["InstitutionTransferList"];
        };
        InstitutionTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["InstitutionTransfer"];
        };
        /**
         * @description Status of a transfer as the institution reports it. Transfers sent through the service are `pending`, then `succeeded` or `failed`.
         * @enum {string}
         */
        InstitutionTransferStatus: "unknown" | "failed" | "frozen" | "succeeded" | "mfaRequired" | "pending" | "expired" | "canceled" | "waitingForSignature" | "waitingForClearing" | "awaitingApproval" | "awaitingConfirmation" | "awaitingVerification" | "rejected" | "pendingCancel" | "emailVerification" | "deviceConfirmationRequired" | "mfaFailed" | "addressWhitelistRequired" | "secondMfaRequired" | "emailConfirmationApprovalRequired" | "travelRuleRequired";
        /**
         * @description The institution of a connection (also called broker type). Each operation accepts only the institutions that support it; others give `400` `institutionNotSupported`.
         * @enum {string}
         */
        InstitutionType: "robinhood" | "eTrade" | "alpaca" | "tdAmeritrade" | "weBull" | "stash" | "interactiveBrokers" | "public" | "coinbase" | "kraken" | "coinbasePro" | "cryptoCom" | "openSea" | "binanceUs" | "gemini" | "cryptocurrencyAddress" | "cryptocurrencyWallet" | "okCoin" | "bittrex" | "kuCoin" | "etoro" | "cexIo" | "binanceInternational" | "bitstamp" | "gateIo" | "acorns" | "okx" | "bitFlyer" | "coinlist" | "huobi" | "bitfinex" | "deFiWallet" | "krakenDirect" | "vanguard" | "binanceInternationalDirect" | "bitfinexDirect" | "bybit" | "paxos" | "coinbasePrime" | "btcTurkDirect" | "kuCoinDirect" | "okxOAuth" | "paribuDirect" | "robinhoodConnect" | "blockchainCom" | "bitsoDirect" | "binanceConnect" | "binanceOAuth" | "revolutConnect" | "binancePay" | "bybitDirect" | "paribuOAuth" | "payPalConnect" | "binanceTrDirect" | "coinbaseRamp" | "bybitDirectMobile" | "sandbox" | "cryptoComPay" | "bybitEuDirect" | "uphold" | "binancePayOnchain" | "sandboxCoinbase" | "bybitPay";
        Integration: {
            /** Format: uuid */
            id: string;
            name: string;
            type: components["schemas"]["InstitutionType"];
            /**
             * @description node-api 2.0.28's `FinancialInstitutionIntegrationType`. A payment service (`binancePay`, `payPalConnect`, ...)
             *     is listed as the `exchange` that holds the crypto it pays with; OpenSea is an `nftMarketplace`, the crypto
             *     address an `address`, the DeFi wallet a `deFiWallet`.
             */
            categories: ("brokerage" | "bank" | "exchange" | "wallet" | "address" | "nftMarketplace" | "deFiWallet")[];
            cryptoTransfersSupported: boolean;
            /**
             * Format: uuid
             * @description The DeFi wallet provider of an institution connected by a wallet's address: the `deFiWalletData.id` of its
             *     entry in `getIntegrationStatus`. `null` for every other institution.
             */
            deFiWalletProviderId: string | null;
            style: components["schemas"]["IntegrationStyle"];
            logo: components["schemas"]["IntegrationLogo"];
            /**
             * Format: uri
             * @description Where a user who forgot the password goes. In the sandbox the password is fixed, so for an institution that
             *     signs in with a password on the sandbox's own form (not OAuth) this is the sandbox's documentation of
             *     `sandboxConnect`, which names the passwords; `null` where the sign-in asks for none (an API key, a wallet
             *     address) or happens on the institution's own page (OAuth).
             */
            forgotPasswordLink: string | null;
        };
        /**
         * @description The institution's logos, as node-api's `IntegrationLogo` declares them: the URLs the sandbox serves (SVG, the same
         *     as `BrandInfo`'s) and the icon inline. The sandbox draws its logos in the institution's colour, so the coloured
         *     ones are those for a light background; it draws no single-colour (white or black) variant, and answers `null`
         *     for those.
         */
        IntegrationLogo: {
            /**
             * Format: uri
             * @description The logo (icon and name) for a light background.
             */
            logoLightUrl: string;
            /**
             * Format: uri
             * @description The logo for a dark background.
             */
            logoDarkUrl: string;
            /** @description A white logo; the sandbox draws none. */
            logoWhiteUrl: null;
            /** @description A black logo; the sandbox draws none. */
            logoBlackUrl: null;
            /**
             * Format: uri
             * @description The logo in the institution's colour; `logoLightUrl`'s.
             */
            logoColorUrl: string;
            /**
             * Format: uri
             * @description The icon for a light background.
             */
            iconLightUrl: string;
            /**
             * Format: uri
             * @description The icon for a dark background.
             */
            iconDarkUrl: string;
            /** @description A white icon; the sandbox draws none. */
            iconWhiteUrl: null;
            /** @description A black icon; the sandbox draws none. */
            iconBlackUrl: null;
            /**
             * Format: uri
             * @description The icon in the institution's colour; `iconLightUrl`'s.
             */
            iconColorUrl: string;
            /**
             * @description The icon for a light background as a 64 × 64 PNG, base64 without a `data:` prefix: the same as `BrandInfo`'s
             *     `brokerLogo`.
             */
            base64Logo: string;
        };
        IntegrationNetwork: {
            /** Format: uuid */
            id: string;
            name: string;
            chainId: string | null;
            nativeSymbol: string;
            /** @description The tokens the institution moves on this network. */
            supportedTokens: string[];
            /** @description Where a transfer on this network can be made; the sandbox's Link page runs in a browser and in every mobile SDK. */
            supportedDevices: ("android" | "ios" | "web")[];
        };
        IntegrationStatus: {
            type: components["schemas"]["InstitutionType"];
            name: string;
            isUp: boolean;
            description: string | null;
            /** Format: int64 */
            downTimeStart: number | null;
            /** Format: int64 */
            downTimeEnd: number | null;
            supportedProducts: ("holdings" | "balance" | "transfers" | "cryptocurrencyDepositAddresses")[];
            /**
             * @description The DeFi wallet provider of an institution connected by a wallet's address (`kind` `wallet` in the Link
             *     page's list: OpenSea, the crypto address and wallet, the DeFi wallet), as a wallet picker lists them; `null`
             *     for every other institution.
             */
            deFiWalletData: components["schemas"]["DeFiWalletData"] | null;
        };
        IntegrationStatusResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["IntegrationStatus"][];
        };
        /**
         * @description The colours an app can draw the institution's sign-in with, as node-api's `IntegrationStyle` declares them
         *     (#rrggbb). The sandbox derives them from the institution's colour (see `Decisions`): the button is the colour,
         *     darker on hover on a light background and lighter on a dark one (the other way for a colour near black or
         *     white); its text is white or near-black, whichever contrasts more; an active field's edge is the colour where
         *     it stands out 3:1 from the background, else grey.
         */
        IntegrationStyle: {
            fieldActiveLight: components["schemas"]["HexColour"];
            buttonPrimaryLight: components["schemas"]["HexColour"];
            buttonHoverLight: components["schemas"]["HexColour"];
            buttonTextLight: components["schemas"]["HexColour"];
            buttonTextHoverLight: components["schemas"]["HexColour"];
            fieldActiveDark: components["schemas"]["HexColour"];
            buttonPrimaryDark: components["schemas"]["HexColour"];
            buttonHoverDark: components["schemas"]["HexColour"];
            buttonTextDark: components["schemas"]["HexColour"];
            buttonTextHoverDark: components["schemas"]["HexColour"];
        };
        Integrations: {
            items: components["schemas"]["Integration"][];
        };
        IntegrationsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["Integrations"];
        };
        LinkAccounts: {
            accounts: {
                /** @description Position of the account's token in the request. */
                index: number;
                brokerType: components["schemas"]["InstitutionType"];
                brokerName: string;
                accountId: string;
                accountName: string;
                fund: number;
                cash: number;
            }[];
        };
        LinkAccountsRequest: {
            /** @description The tokens the SDK sent as `frontAccessTokens`. */
            accessTokens: {
                accessToken: components["schemas"]["AuthToken"];
                brokerType: components["schemas"]["InstitutionType"];
            }[];
        };
        LinkAccountsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["LinkAccounts"];
        };
        /** @description The credentials the institution's `signIn` kind asks for, and the answers to its follow-up questions. */
        LinkConnectRequest: {
            type: components["schemas"]["InstitutionType"];
            /** @description For `signIn` `password`. */
            username?: string;
            /** @description For `signIn` `password`; `pass_good` in the sandbox, or a `SandboxUser` document as JSON with the username `user_custom`. */
            password?: string;
            /** @description For `signIn` `apiKey`. */
            apiKey?: string;
            /** @description For `signIn` `apiKey`; `pass_good` in the sandbox, or a `SandboxUser` document as JSON with the API key `user_custom`. */
            apiSecret?: string;
            /** @description For `signIn` `address`; an EVM address. */
            address?: string;
            mfaCode?: components["schemas"]["MfaCode"];
            /** @description The accounts chosen after `accountSelectionRequired`. */
            accountIds?: string[];
        };
        LinkConnection: {
            /** @enum {string} */
            status: "connected" | "mfaRequired" | "accountSelectionRequired";
            /** @description The institution's prompt for the user. */
            message: string | null;
            /** @description The accounts to choose from, on `accountSelectionRequired`. */
            accounts: {
                accountId: string;
                accountName: string;
            }[] | null;
            /** @description On `connected`, the `brokerageAccountAccessToken` payload for the SDK; null where `delayedAuth` is set. */
            accessToken: components["schemas"]["BrokerageAccountAccessToken"] | null;
            /** @description On `connected` by delayed authentication, the `delayedAuthentication` payload for the SDK; null otherwise. */
            delayedAuth: components["schemas"]["DelayedAuthentication"] | null;
        };
        LinkConnectionResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["LinkConnection"];
        };
        LinkInstitution: {
            type: components["schemas"]["InstitutionType"];
            name: string;
            /** @enum {string} */
            kind: "brokerage" | "exchange" | "wallet" | "payment";
            /**
             * @description What the sign-in form asks for.
             * @enum {string}
             */
            signIn: "password" | "apiKey" | "address";
            /**
             * @description The institution signs its users in on its own page (OAuth), where the user may also deny access. In the
             *     sandbox the page's sign-in form stands in for that page.
             */
            oauth: boolean;
            /** @description The institution asks for an MFA code at sign-in. */
            loginMfa: boolean;
            /** @description The institution can send crypto (offered in transfer sessions). */
            canSend: boolean;
        };
        /** @description What the Link page shows in this session. */
        LinkPageSession: {
            /** @description Authorises the page's other operations as `Authorization Bearer`. Keep it in the page only. */
            sessionToken: string;
            expiresInSeconds: number;
            /** @enum {string} */
            flow: "connect" | "transfer" | "verifyWallet";
            restrictMultipleAccounts: boolean;
            /** @description The one institution the link token allows, if it named one (by `integrationId` or `brokerType`). */
            brokerType: components["schemas"]["InstitutionType"] | null;
            transferOptions: components["schemas"]["TransferOptions"] | null;
            verifyWalletOptions: components["schemas"]["VerifyWalletOptions"] | null;
            /**
             * @description The client's sandbox time when the session started: its test clock's (`frozen: true`), which the page
             *     shows, since the session expires by it, or real time.
             */
            clock?: {
                frozen: boolean;
                now: components["schemas"]["UnixMillis"];
            };
            /** @description When the session ends, in the client's sandbox time (`clock`). */
            expiresAt?: components["schemas"]["UnixMillis"];
            /** @description The sandbox's fixed credentials, for the page to show as hints. */
            sandbox: {
                password: string;
                mfaCode: string;
                /** @description The public service's own sandbox login, which this sandbox accepts too (with the same `mfaCode`), so that the same test steps work against both. */
                publicLogin: {
                    username: string;
                    password: string;
                };
            };
            /** @description The institutions this session may offer, in catalog order. */
            institutions: components["schemas"]["LinkInstitution"][];
            networks: components["schemas"]["Network"][];
        };
        LinkPageSessionResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["LinkPageSession"];
        };
        LinkToken: {
            /** @description Base64 of the URL of the session's Link page. Valid 10 minutes, usable once. */
            linkToken: string;
            /** @description Shareable payment link, when `transferOptions.generatePayLink` was set. */
            paymentLink: string | null;
        };
        LinkTokenRequest: {
            /** @description The end user's identifier in the client's system. Not personal data. */
            userId: components["schemas"]["UserId"];
            /**
             * @description Let the user connect only one account in the session.
             * @default false
             */
            restrictMultipleAccounts?: boolean;
            /**
             * Format: uuid
             * @description Open the session directly on one integration, by its `id` in `listIntegrations`: the Link page opens on it,
             *     and connecting another institution is refused, as with `brokerType`. An id no integration has is `400`
             *     `invalidField`; with `brokerType`, both must name the same institution.
             */
            integrationId?: string | null;
            /** @description Do not create institution API keys on the user's behalf. */
            disableApiKeyGeneration?: boolean;
            /**
             * Format: uuid
             * @description Sub-client on whose behalf the session runs.
             */
            subClientId?: string | null;
            /**
             * @deprecated
             * @description Deprecated; jumps straight to one institution. Use `integrationId`.
             */
            brokerType?: components["schemas"]["InstitutionType"] | null;
            /** @description `null`, as node-api may send it, is as if it were left out. */
            verifyWalletOptions?: components["schemas"]["VerifyWalletOptions"] | null;
            /** @description `null`, as node-api may send it, is as if it were left out. */
            transferOptions?: components["schemas"]["TransferOptions"] | null;
        };
        LinkTokenResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["LinkToken"];
        };
        /** @description A link token from `createLinkToken`. */
        LinkTokenValue: string;
        LinkTransferHolding: {
            symbol: components["schemas"]["AssetSymbol"];
            availableBalance: number;
            /** @description Price in US dollars. */
            price: number | null;
            availableBalanceInFiat: number | null;
            eligibleForTransfer: boolean;
            ineligibilityReason: string | null;
            networks: components["schemas"]["LinkTransferNetwork"][];
        };
        LinkTransferNetwork: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The institution's name of the chain (an explicit chain name where it requires one). */
            chain: string;
            minimumAmount: number;
            maximumAmount: number | null;
            /** @description The institution's (minimum) fee, in units of the asset. */
            institutionFee: number;
            /** @description Estimated network fee, in units of the asset. */
            estimatedNetworkFee: number;
            /** @description The session's destination on this network; `null` when the user enters one. */
            toAddress: string | null;
            addressTag: string | null;
            /** @description The amount the link token fixes, if any. */
            amount: number | null;
            eligibleForTransfer: boolean;
            ineligibilityReason: string | null;
        };
        LinkTransferOptions: {
            brokerType: components["schemas"]["InstitutionType"];
            brokerName: string;
            /** @description The institution requires a `fee` of at least each network's `institutionFee`. */
            requiresFee: boolean;
            /**
             * @description `addressKey`: the institution expects the name of an address key saved in its interface, not an address.
             * @enum {string}
             */
            destination: "address" | "addressKey";
            holdings: components["schemas"]["LinkTransferHolding"][];
        };
        LinkTransferOptionsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["LinkTransferOptions"];
        };
        LinkTransferPreview: {
            /**
             * Format: uuid
             * @description This preview's id; `linkTransfer` with it sends exactly this transfer, once.
             */
            previewId: string;
            /** @description Seconds for which `linkTransfer` can send this preview. */
            previewExpiresIn: number;
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
            amountInFiat: number | null;
            networkId: components["schemas"]["NetworkId"];
            networkName: string;
            chain: string;
            fromAddress: string;
            toAddress: string;
            /** @description The tag or memo sent with `toAddress` (the link token's, with its address); null where none. */
            addressTag: components["schemas"]["AddressTag"];
            institutionFee: number;
            estimatedNetworkFee: number;
            /** @description What leaves the account, `amount` plus `institutionFee`. */
            total: number;
            minimumAmount: number;
            maximumAmount: number | null;
            /** @description The institution will ask for a code by text message when the transfer is sent. */
            mfaRequired: boolean;
        };
        LinkTransferPreviewRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            symbol: components["schemas"]["AssetSymbol"];
            networkId: components["schemas"]["NetworkId"];
            amount: components["schemas"]["Amount"];
            /** @description Destination (or address key); defaults to the network's `toAddress` of `linkTransferOptions`. */
            toAddress?: string | null;
            /** @description Institution fee in units of `symbol`, where `requiresFee`; defaults to the minimum fee. */
            fee?: number | null;
        };
        LinkTransferPreviewResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["LinkTransferPreview"];
        };
        LinkTransferRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            symbol: components["schemas"]["AssetSymbol"];
            networkId: components["schemas"]["NetworkId"];
            amount: components["schemas"]["Amount"];
            /** @description As in `linkTransferPreview`. */
            toAddress?: string | null;
            /** @description As in `linkTransferPreview`. */
            fee?: number | null;
            /**
             * Format: uuid
             * @description The `previewId` of `linkTransferPreview`: the transfer is sent only if it is the one previewed (the same
             *     asset, network, amount, destination and fee), the preview is live and not yet sent; it is then spent.
             */
            previewId?: string;
            mfaCode?: components["schemas"]["MfaCode"];
        };
        /**
         * @description What a Link transfer is for. A fiat ramp (`FiatRampTransferType`) runs as a deposit here.
         * @enum {string}
         */
        LinkTransferType: "deposit" | "payment" | "onramp";
        LinkVerifyWalletRequest: {
            /** @description EVM address of the wallet. */
            address: string;
            /** @description The session's `verifyWalletOptions.message`, when it set one. */
            message: string;
            /** @description EIP-191 (`personal_sign`) signature of `message`. */
            signature: string;
        };
        ManagedAddress: {
            address: string;
            symbol: components["schemas"]["AssetSymbol"];
            networkName: string;
            networkId: components["schemas"]["NetworkId"];
        };
        ManagedAddressList: {
            addresses: components["schemas"]["ManagedAddress"][];
            brokerResponseStatus?: components["schemas"]["BrokerResponseStatus"] | null;
            errorMessage?: string | null;
        };
        ManagedAddressListRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            symbol: components["schemas"]["AssetSymbol"];
            /** @description Networks on which to get an address for the asset. */
            networks: {
                networkId: components["schemas"]["NetworkId"];
            }[];
            mfaCode?: components["schemas"]["MfaCode"];
        };
        ManagedAddressListResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["ManagedAddressList"];
        };
        /** @description An asset of a connected account, and the network its deposit address is on. */
        ManagedDepositAddressRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description Asset symbol, for example `USDC`. May be used instead of `addressType`. */
            symbol?: components["schemas"]["AssetSymbol"] | null;
            /** @description May be used instead of `symbol`; it implies the chain's native asset. */
            addressType?: components["schemas"]["AddressType"] | null;
            /** @description The network of the address (an `id` of `listNetworks`). Without it the institution's rule on chains applies, as for `getDepositAddress`. */
            networkId?: components["schemas"]["NetworkId"];
            mfaCode?: components["schemas"]["MfaCode"];
        };
        /**
         * @description A transfer sent through the service. Its fiat values are all at the price it was valued at when sent
         *     (`amountInFiat` / `amount`), and `null` where the asset had none.
         */
        ManagedTransfer: {
            /**
             * Format: uuid
             * @description The `transferId`.
             */
            id: string;
            clientTransactionId: string | null;
            institutionTransactionId: string;
            userId: components["schemas"]["UserId"];
            /**
             * Format: uuid
             * @description The sub-client of the link token whose session sent it (`subClientId`); `null` for none, and for a server-side transfer.
             */
            subClientId: string | null;
            status: components["schemas"]["ManagedTransferStatus"];
            /**
             * @description What it was for: its link token's `transferType` (`deposit` when it names none, or names a fiat ramp),
             *     `deposit` for a server-side transfer; `null` for a transfer kept before the sandbox recorded it.
             */
            transferType: components["schemas"]["LinkTransferType"] | null;
            /** @description What the destination receives, in units of the asset; the fees are on top of it (`sourceAmount`). */
            amount: number;
            amountInFiat: number | null;
            /** @description What reaches the destination, `amount`. */
            amountToReceive: number;
            /** @description `amountToReceive` in fiat, `amountInFiat`. */
            amountToReceiveInFiat: number | null;
            /** @enum {string} */
            amountInFiatCurrencyCode: "USD";
            symbol: components["schemas"]["AssetSymbol"];
            /** @description The token's contract on the network, as `previewTransfer`'s `contractAddress`; `null` for the network's own coin. */
            tokenAddress: string | null;
            networkId: components["schemas"]["NetworkId"] | null;
            networkName: string | null;
            /**
             * Format: int64
             * @description Unix seconds, as `transfers/list` and the public reference have it.
             */
            createdTimestamp: number;
            /**
             * Format: int64
             * @description Unix seconds of the final status; `null` while `pending`.
             */
            executedTimestamp: number | null;
            from: components["schemas"]["TransferIntegrationWithLogo"];
            hash: string | null;
            /**
             * @description A block explorer's page of the transfer: always `null`, as a sandbox transfer is on no chain and its `hash`
             *     is the sandbox's own, which no explorer shows.
             */
            infoUrl: null;
            destinationAddress: string | null;
            refundAddress: string | null;
            /**
             * @description The network's fee, in the asset: paid by the institution out of `withdrawalFee`, not on top of it; `null`
             *     where the sending institution does not carry the transfer's network (an imported transfer's).
             */
            gasFee: components["schemas"]["TransferFee"] | null;
            /** @description The institution's fee, in the asset (`0` where it took none). */
            withdrawalFee: components["schemas"]["TransferFee"];
            /** @description The service's processing fee; zero, as the sandbox takes none. */
            processingFee: components["schemas"]["TransferFee"];
            /**
             * @description Whether `amount` includes the fees: always `false`, as it is what the destination receives, the fees on top
             *     of it, however its preview was asked (an inclusive preview's amount is already less the fee).
             */
            isFeeIncluded: boolean;
            /** @description What left the account, `amount` and `withdrawalFee`. */
            sourceAmount: number;
            /** @description What the destination receives, `amount`. */
            destinationAmount: number;
            /** @description `destinationAmount` in fiat, `amountInFiat`. */
            destinationAmountInFiat: number | null;
            /** @description What the fees cost the user in fiat, `withdrawalFee` and `processingFee` (the network's is paid out of the first). */
            totalFeesAmountInFiat: number | null;
            /** @description What left the account in fiat, `amountInFiat` and `totalFeesAmountInFiat`. */
            totalTransactionAmountInFiat: number | null;
            /** @description How it was funded; the account's balance of the asset, whole, as the sandbox funds no transfer otherwise. */
            fundingMethods: components["schemas"]["TransferFunding"][];
        };
        ManagedTransferPage: {
            items: components["schemas"]["ManagedTransfer"][];
            /**
             * Format: int32
             * @description How many transfers match, on every page.
             */
            total: number;
        };
        ManagedTransferPageResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["ManagedTransferPage"];
        };
        /**
         * @description Status of a transfer sent through the service.
         * @enum {string}
         */
        ManagedTransferStatus: "pending" | "succeeded" | "failed";
        /** @description MFA code sent to the user by the institution, when an earlier call answered `mfaRequired`. */
        MfaCode: string | null;
        /**
         * @description A way an institution sends or asks for a second factor. The sandbox's institutions send codes by text message (`phone`).
         * @enum {string}
         */
        MfaType: "phone" | "email" | "totp" | "phoneAndEmail" | "requireNextSecurityQuestion" | "readEmail" | "face" | "tradingPin" | "qrCode" | "password" | "roaming" | "mobile" | "passkey";
        Network: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Chain id (EVM) or the network's own identifier. */
            chainId: string;
            nativeSymbol: string;
            networkType: components["schemas"]["NetworkType"];
            supportedTokens: string[];
            /** @description `supportedTokens` as node-api's `NetworkResponseToken` lists them: each by its symbol (the sandbox draws no token logos). */
            tokens: {
                symbol: components["schemas"]["AssetSymbol"];
            }[];
            supportedBrokerTypes: components["schemas"]["InstitutionType"][];
        };
        /**
         * Format: uuid
         * @description A network, an `id` of `listNetworks`. One bound wherever a network is taken or answered: a UUID's 36 characters
         *     (some answers said 256, which no UUID reaches) ([Decisions](#tag/Decisions)).
         * @example 7436e9d0-ba42-4d2b-b4c0-8e4e606b2c12
         */
        NetworkId: string;
        NetworkList: {
            networks: components["schemas"]["Network"][];
        };
        /** @description The fee the network took. */
        NetworkTransactionFee: {
            gasPrice: number | null;
            gasUsed: number | null;
            amount: number | null;
            symbol: components["schemas"]["AssetSymbol"] | null;
        };
        /**
         * @description Family of a network; all EVM chains share `evm`. The values are node-api 2.0.28's `NetworkType`: a network of a
         *     family it does not list (Algorand, MultiversX, Neo, Flow) is `unknown`.
         * @enum {string}
         */
        NetworkType: "unknown" | "evm" | "solana" | "bitcoin" | "cardano" | "tron" | "avalancheX" | "tezos" | "dogecoin" | "ripple" | "stellar" | "litecoin" | "sui" | "aptos" | "tvm" | "injective";
        NetworksResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["NetworkList"];
        };
        /** @description One NFT held in the account, as node-api 2.0.28's `B2BNftPosition`. */
        NftPosition: {
            /** @description How many of the token the account holds (1 for a unique NFT). */
            amount: number;
            name: string;
            contractAddress: string;
            tokenId: string;
            /**
             * @description The address kind of the NFT's network: Ethereum's `ethAddress` where the sandbox user's document names no
             *     network; absent for a network without one (Stellar).
             */
            addressType?: components["schemas"]["AddressType"];
        };
        NotSupportedPosition: {
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
            /** @description The asset's name, such as `Bitcoin`; `null` for an asset the sandbox has no name for. */
            name: string | null;
            /** @description What was paid per unit, where the account knows it; `null` otherwise. */
            costBasis: number | null;
            /**
             * @description Where the position is held, populated, as node-api says, for a self-custody wallet only: one item, the
             *     network and the wallet's address there. `null` at an institution.
             */
            distribution: components["schemas"]["PositionPlace"][] | null;
        };
        /**
         * @description One option contract position, as node-api 2.0.28's `B2BOptionPosition`: `symbol` is the underlying stock, not the
         *     contract. The sandbox's positions are long, bought to open.
         */
        OptionPosition: {
            /** @description The underlying stock, such as `AAPL`. */
            symbol: components["schemas"]["AssetSymbol"];
            /** @description How many contracts. */
            amount: number;
            /** @description The average price paid per share of the contract (an option's quoted price). */
            averageOpenPrice: number;
            /**
             * @description The trade that opened the position.
             * @enum {string}
             */
            direction: "unknown" | "buyToOpen" | "buyToClose" | "sellToOpen" | "sellToClose" | "buyToCover" | "sellShort";
            /** @description Shares of the underlying stock one contract covers. */
            numberOfSharesInContract: number;
            /** @enum {string} */
            optionType: "call" | "put";
            /**
             * Format: int64
             * @description The last day the contract is valid, as the Unix time (seconds) of that day's start in UTC: negative for a day
             *     before 1970, which a sandbox user's `expirationDate` may name (from `0000-01-01`).
             */
            expirationTimestamp: number;
            strikePrice: number;
        };
        /** @description An option contract's symbol, such as `AAPL 270115C00200000`. */
        OptionSymbol: string;
        /** @description An order of the account, as the institution reports it. */
        Order: {
            /** @description The order's id (`orderId` of `executeOrder`). */
            id: string;
            side: components["schemas"]["OrderSide"];
            symbol: components["schemas"]["AssetSymbol"];
            /** @description The name of the traded asset. */
            name: string | null;
            /**
             * @description The kind of the traded asset (the public service's enum also has `option` and `nft`, which the sandbox does not trade).
             * @enum {string}
             */
            assetType: "equity" | "cryptocurrency";
            paymentSymbol: string;
            /** @enum {string} */
            paymentType: "fiat" | "cryptocurrency";
            /**
             * Format: double
             * @description Units of the symbol ordered (and filled, once `success`).
             */
            amount: number;
            /**
             * Format: double
             * @description The unit price it filled at; the limit or stop price while it is open, cancelled or expired.
             */
            price: number | null;
            /**
             * Format: double
             * @description The institution's fee, in the payment symbol; `null` unless it filled.
             */
            fee: number | null;
            /**
             * Format: double
             * @description `amount` times `price`, in the payment symbol.
             */
            value: number | null;
            /**
             * Format: int64
             * @description When the order was placed (Unix seconds).
             */
            createdTimestamp: number;
            /**
             * Format: int64
             * @description When its status last changed (Unix seconds).
             */
            updatedTimestamp: number;
            status: components["schemas"]["OrderStatus"];
            statusDetails: string | null;
            orderType: components["schemas"]["OrderType"];
            timeInForce: components["schemas"]["TimeInForce"];
            brokerType: components["schemas"]["InstitutionType"];
            /**
             * @description Always `order` (the public service also lists conversions, deposits, rewards and more, which the sandbox does not record here).
             * @enum {string}
             */
            transactionType: "order";
            /** @description Always `null`: no sandbox order has a parent. */
            parentOrderId: null;
            /** @description Always `null`: the sandbox trades no options. */
            optionDetails: null;
        };
        OrderList: {
            /** @description The page's orders, oldest first. */
            transactions: components["schemas"]["Order"][];
            /** @description Gives the next page; `null` on the last one. */
            cursor: string | null;
            /**
             * Format: int64
             * @description How many orders match the filters, on every page.
             */
            total: number;
            /**
             * Format: int64
             * @description Creation time (Unix seconds) of the earliest matching order; left out when none matches.
             */
            earliestTimestamp?: number;
        };
        /** @description A page of the account's orders, oldest first, filtered by status and creation time. */
        OrderListRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description The `cursor` of the previous page, for the next one; the first page without it. */
            cursor?: string | null;
            /**
             * Format: int32
             * @description How many orders a page holds.
             * @default 100
             */
            count?: number;
            /** @description Only orders in one of these statuses; every status when left out. */
            statuses?: components["schemas"]["OrderStatus"][] | null;
            /**
             * Format: int64
             * @description Only orders placed at or after this time (Unix seconds).
             */
            from?: number | null;
        };
        OrderListResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["OrderList"];
        };
        /**
         * @description One order of the account, by the `orderId` that `executeOrder` answered (the `id` of `listOrders`).
         *     `isCryptocurrency` must be the order's (institutions keep equity and cryptocurrency orders apart), and `side` and
         *     `symbolPair`, when sent, its side and pair; otherwise no order is found (`404`).
         */
        OrderLookupRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description The order's id. */
            id: string;
            /** @description The order's side. Coinbase needs it to cancel an order (`400` `missingField` without it), as the public reference says. */
            side?: components["schemas"]["OrderSide"] | null;
            /** @description Whether the order trades a cryptocurrency (an equity otherwise). */
            isCryptocurrency: boolean;
            /**
             * @description The order's pair (`ETH-USD`; letter case and separators do not matter). Binance.US, Binance (both), OKX and
             *     bitFlyer need it to cancel an order (`400` `missingField` without it), as the public reference says.
             */
            symbolPair?: string | null;
            /** @description Accepted, and not needed: no sandbox institution asks for a code before cancelling an order. */
            mfaCode?: components["schemas"]["MfaCode"];
        };
        /**
         * @description What an order would do if placed now: its amount, the unit price it would fill at and the institution's fee, or
         *     why the institution would refuse it (`status` `failed`, with `errorMessage`).
         */
        OrderPreview: {
            brokerType: components["schemas"]["InstitutionType"];
            /**
             * Format: double
             * @description The institution's fee, in `paymentSymbol`: charged on top of a buy's value, taken from a sell's.
             */
            fee: number | null;
            /** @description How the fee is made up, for example `0.60% of the order value, at least 0.00 USD`. */
            feeText: string | null;
            /**
             * Format: double
             * @description Units of the symbol the order trades (from `amountInPaymentSymbol` and the price, when the order is sized in the payment symbol).
             */
            amount: number;
            side: components["schemas"]["OrderSide"];
            /**
             * @description `success`: the institution would take the order; `failed`: it would refuse it, as `errorMessage` says.
             * @enum {string}
             */
            status: "success" | "failed";
            /** @description Why the institution would refuse the order; `null` on success. */
            errorMessage: string | null;
            paymentSymbol: string | null;
            paymentIsCryptocurrency: boolean;
            /**
             * Format: double
             * @description The price per unit the order would fill at now, in `paymentSymbol` (the limit or stop price for an order the market has not reached).
             */
            estimatedUnitPrice: number | null;
        };
        OrderPreviewResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["OrderPreview"];
        };
        /**
         * @description An order to buy or sell `symbol`, paid in `paymentSymbol`, as `previewOrder` checks it and `executeOrder` places
         *     it (the side is the path's). The amount is `amount` units of `symbol`, or, with `amountIsInPaymentSymbol`, the
         *     units that `amountInPaymentSymbol` of `paymentSymbol` buys or sells (rounded down to the symbol's precision).
         *     The deprecated `amountIsFiat` and `amountInFiat` mean the same where the two new fields are left out or false.
         */
        OrderRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description The symbol to trade, for example `AAPL` or `ETH` (letter case is ignored). */
            symbol: components["schemas"]["AssetSymbol"];
            /** @description What the order is paid in (a buy) or paid out in (a sell), for example `USD`, or a stablecoin such as `USDT` where the institution takes one. */
            paymentSymbol: components["schemas"]["AssetSymbol"];
            /**
             * Format: double
             * @description Units of `symbol` to trade; ignored (send `0`) when the amount is in the payment symbol.
             */
            amount: number;
            /**
             * Format: double
             * @description The limit price (`limit`) or the stop price (`stopLoss`) per unit, in `paymentSymbol`; ignored for a `market` order.
             */
            price?: number;
            /**
             * @deprecated
             * @description Whether `symbol` is a cryptocurrency (an equity otherwise); when left out, the symbol says which ([Decisions](#tag/Decisions)).
             */
            isCryptocurrency?: boolean;
            /** @description Whether `paymentSymbol` is a cryptocurrency (a stablecoin such as `USDT`) rather than a fiat currency. */
            paymentIsCryptocurrency: boolean;
            /**
             * @deprecated
             * @description The former `amountIsInPaymentSymbol`, read where that is false.
             */
            amountIsFiat?: boolean | null;
            /**
             * Format: double
             * @deprecated
             * @description The former `amountInPaymentSymbol`, read where that is left out.
             */
            amountInFiat?: number | null;
            /** @description Whether the order's size is `amountInPaymentSymbol` of the payment symbol (buy ETH for 10 USD) rather than `amount` units. */
            amountIsInPaymentSymbol: boolean;
            /**
             * Format: double
             * @description The order's worth in `paymentSymbol`, with `amountIsInPaymentSymbol`.
             */
            amountInPaymentSymbol?: number | null;
            /** @description Lets an equity order fill in the extended session (4:00-9:30 and 16:00-20:00 New York time) at institutions that offer it. */
            extendedHours?: boolean;
            orderType: components["schemas"]["OrderType"];
            timeInForce: components["schemas"]["TimeInForce"];
            /** @description Accepted, and not needed: no sandbox institution asks for a code before an order. */
            mfaCode?: components["schemas"]["MfaCode"];
        };
        OrderResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["Order"];
        };
        /**
         * @description The side of an order. `unknown` is in the public service's enum (node-api's `BrokerOrderType`) and accepted as a
         *     value, but an order is a `buy` or a `sell`: the sandbox answers an order with side `unknown` `400` `invalidField`.
         * @enum {string}
         */
        OrderSide: "unknown" | "buy" | "sell";
        /**
         * @description The status of an order: `success` filled; `inProgress` open (a limit or stop order the market has not reached);
         *     `cancelled` cancelled by `cancelOrder`, or an `immediateOrCancel` or `fillOrKill` order that could not fill;
         *     `expired` a `goodForDay` order whose day ended; `rejected` refused by the institution (an execution answer only:
         *     a refused order is not placed, so no list holds it). `unknown`, `failed` and `partiallyFilled` are in the public
         *     service's enum; the sandbox fills an order whole and never answers them.
         * @enum {string}
         */
        OrderStatus: "unknown" | "inProgress" | "cancelled" | "rejected" | "failed" | "success" | "partiallyFilled" | "expired";
        /** @description How the institution trades a symbol, from the rules `previewOrder` enforces. */
        OrderSymbolInfo: {
            fractionalTradingAllowance: components["schemas"]["SymbolTradingAllowance"];
            /**
             * Format: double
             * @description The smallest order value (amount times price) the institution takes, in the payment symbol; 0 where it trades the symbol in whole units with no minimum, or not at all.
             */
            minimumOrderValue: number;
            /**
             * Format: int32
             * @description The most decimal places an amount of the symbol may have (0 for whole units); `null` where the institution does not trade it.
             */
            precisionScale: number | null;
        };
        OrderSymbolInfoResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["OrderSymbolInfo"];
        };
        /**
         * @description How an order is placed: `market` fills at once at the market price; `limit` buys at or below, or sells at or
         *     above, `price`; `stopLoss` becomes a market order once the market reaches `price` (a sell at or below it, a buy
         *     at or above it). Which types an institution takes, `getTradingFeatures` says.
         * @enum {string}
         */
        OrderType: "market" | "limit" | "stopLoss";
        /** @description One order type at the institution, for one kind of asset. */
        OrderTypeFeature: {
            supported: boolean;
            /** @description Whether an amount may be a fraction of a unit; whole units only when `false`. */
            supportsFractionalShares: boolean;
            /** @description Whether an equity order may fill in the extended session (`extendedHours`). */
            supportsExtendedMarketHours: boolean;
            /**
             * @deprecated
             * @description The same as `supportsPlacingBuyOrdersInPaymentSymbolAmount`.
             */
            supportsPlacingBuyOrdersInFiatAmount: boolean;
            /**
             * @deprecated
             * @description The same as `supportsPlacingSellOrdersInPaymentSymbolAmount`.
             */
            supportsPlacingSellOrdersInFiatAmount: boolean;
            supportedTimeInForceList: components["schemas"]["TimeInForce"][] | null;
            /** @description Whether a buy may be sized in the payment symbol (`amountIsInPaymentSymbol`). */
            supportsPlacingBuyOrdersInPaymentSymbolAmount: boolean;
            supportsPlacingSellOrdersInPaymentSymbolAmount: boolean;
            /** @description Whether a buy may be sized in units of the symbol (`amount`). */
            supportsPlacingBuyOrdersInBaseSymbolAmount: boolean;
            supportsPlacingSellOrdersInBaseSymbolAmount: boolean;
        };
        /**
         * @description The order as placed: filled (`success`), open (`inProgress`), cancelled at once (an `immediateOrCancel` or
         *     `fillOrKill` order that could not fill), or refused by the institution (`rejected`, not placed: `orderId` is
         *     `null` and `errorMessage` says why).
         */
        PlacedOrder: {
            /** @description The order's id, for `getOrder` and `cancelOrder`; `null` when the order was refused. */
            orderId: string | null;
            brokerType: components["schemas"]["InstitutionType"];
            side: components["schemas"]["OrderSide"];
            /**
             * Format: double
             * @description Units of the symbol ordered (and filled, once `success`).
             */
            amount: number;
            /**
             * Format: double
             * @description The unit price it filled at; the limit or stop price of an open order.
             */
            price: number | null;
            /**
             * Format: double
             * @description `amount` times `price`, in the payment symbol, rounded to its decimals (2 for fiat, 8 for a cryptocurrency).
             */
            value: number | null;
            /**
             * Format: double
             * @description The institution's fee, in the payment symbol; `null` until the order fills.
             */
            fee: number | null;
            /**
             * Format: int64
             * @description When the order was placed (Unix seconds).
             */
            timestamp: number;
            status: components["schemas"]["OrderStatus"];
            statusDetails: string | null;
            timeInForce: components["schemas"]["TimeInForce"] | null;
            /** @description The traded pair, symbol and payment symbol (`ETH-USD`). */
            symbolPair: string | null;
            /** @description Always `null`: no sandbox order has a parent. */
            parentOrderId: null;
            /** @description Always `null`: the sandbox fills an order in one trade. */
            trades: null;
            /** @description Why the institution refused the order; `null` when it was placed. */
            errorMessage: string | null;
            /** @description The same, in words for the end user. */
            displayMessage: string | null;
        };
        PlacedOrderResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["PlacedOrder"];
        };
        Portfolio: {
            portfolioCostBasis: number;
            /** @description Return of the whole portfolio over its cost basis, in percent. */
            actualPortfolioPerformance: number;
            equitiesValue: number;
            cryptocurrenciesValue: number;
            nftsValue: number;
            equityPositions: components["schemas"]["PortfolioPosition"][];
            cryptocurrencyPositions: components["schemas"]["PortfolioPosition"][];
            nftPositions: components["schemas"]["PortfolioNftPosition"][];
        };
        /** @description One NFT of the user's connections, with its market value, as node-api 2.0.28's `NftPositionWithMarketValues`. */
        PortfolioNftPosition: {
            /** @description How many of the token the account holds (1 for a unique NFT). */
            amount: number;
            name: string;
            contractAddress: string;
            tokenId: string;
            /** @description The symbol of the NFT's contract (collection); `null` where it has none. */
            contractSymbol: string | null;
            /**
             * @description The NFT's chain; absent for a chain outside node-api's three.
             * @enum {string}
             */
            blockchain?: "ethereum" | "polygon" | "klaytn";
            /** @description In US dollars; `null` where the NFT has no known value. */
            marketValue: number | null;
        };
        /** @description A position aggregated over all of the user's connections, with market values. */
        PortfolioPosition: {
            symbol: components["schemas"]["AssetSymbol"];
            name?: string;
            companyName?: string;
            amount: number;
            /** @description Average cost per unit. */
            costBasis: number;
            lastPrice: number;
            marketValue: number;
            /** @description Share of the portfolio's market value, in percent. */
            portfolioPercentage: number;
            /** @description Market value minus total cost. */
            totalReturn: number;
            returnPercentage: number;
            /** @description Change of market value since the start of the user's day (see `TimezoneOffset`). */
            totalDailyReturn: number;
            dailyReturnPercentage: number;
            /**
             * @description How the position splits over the user's connections that hold it, one item each, as node-api 2.0.28's
             *     `DeFiPositionDistribution`: at a self-custody wallet, the network (CAIP-2) and the wallet's address there; at an
             *     institution, which holds it for the user, both `null`.
             */
            distribution?: components["schemas"]["PositionPlace"][];
        };
        PortfolioResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["Portfolio"];
        };
        /**
         * @description Where a position is held, as node-api 2.0.28's `DeFiPositionDistribution`: at a self-custody wallet, the network
         *     (CAIP-2) and the wallet's address there; at an institution, which holds it for the user, both `null`.
         */
        PositionPlace: {
            /**
             * @description The network as a CAIP-2 chain id, such as `eip155:1` for Ethereum (as `configureTransfer`'s
             *     `caipNetworkId`); `null` for a network no CAIP-2 namespace covers (Tron, Cardano, Neo).
             */
            caipNetworkId: string | null;
            address: string | null;
            amount: number;
        };
        PreviewTransfer: {
            /**
             * @description `succeeded`: the preview is recorded. `requiresFunding`: the available balance does not cover amount and fee. `failed`: the institution refuses the transfer. Only `succeeded` has a `previewResult`.
             * @enum {string}
             */
            status: "succeeded" | "failed" | "requiresFunding";
            /**
             * @description Why the preview is not `succeeded`, for `requiresFunding` with how much more is needed; `null` when it is. The
             *     public reference documents it; node-api 2.0.28's `PreviewTransferResponse` does not declare it.
             */
            errorMessage: string | null;
            previewResult: components["schemas"]["TransferPreviewDetails"] | null;
            /**
             * @description Whether converting the account's other assets could fund the transfer (`disabled`, as in
             *     `configureTransfer`), with the total it needs; `null` without a `previewResult`.
             */
            transferBalanceFundingAvailability: components["schemas"]["TransferBalanceFunding"] | null;
            /**
             * @description Whether the institution would first move funds from another account of the login (a spot account topped
             *     up from a funding one): never in the sandbox, whose accounts each send from their own balance.
             */
            transferFromAnotherAccountAvailabilityInfo: {
                /** @description Always `false`. */
                transferFromAnotherAccountNeeded: boolean;
                /** @description What would be moved, in units of the asset; `0`. */
                transferFromAnotherAccountAmount: number;
                /** @description The account it would come from; none. */
                anotherAccountName: null;
            };
        };
        PreviewTransferRequest: {
            fromAuthToken: components["schemas"]["AuthToken"];
            fromType: components["schemas"]["InstitutionType"];
            /** @description The connected account to send to, with `toType`, instead of `toAddress`. */
            toAuthToken?: components["schemas"]["AuthToken"] | null;
            /**
             * @description The institution of `toAuthToken`. Without `toAuthToken` it does not apply and is ignored, as the public service
             *     ignores it (forgiven by the lenient binding: [Decisions](#tag/Decisions), "Binding").
             */
            toType?: components["schemas"]["InstitutionType"] | null;
            networkId?: components["schemas"]["NetworkId"] | null;
            /**
             * @description The asset to send. Absent or `null` (node-api leaves it optional): the native asset of `networkId`'s network
             *     (ETH on Ethereum); one of the two is needed.
             */
            symbol?: components["schemas"]["AssetSymbol"] | null;
            /** @description The destination address, or the name of an address key where the institution takes one (`krakenDirect`). */
            toAddress?: string | null;
            addressTag?: components["schemas"]["AddressTag"];
            amount?: components["schemas"]["Amount"] | null;
            amountInFiat?: number | null;
            fiatCurrency?: components["schemas"]["FiatCurrency"];
            /** @description The client's id of the transfer, reported as `clientTransactionId` and in webhooks as `TransactionId`. */
            transactionId?: string | null;
            /** @default false */
            isInclusiveFeeEnabled?: boolean;
            /**
             * @description Asks to bridge the asset to another network on the way. The sandbox sends a transfer on the one network
             *     `networkId` names and bridges none: `true` is answered `failed`, with an `errorMessage` saying so; `false` and
             *     `null` change nothing.
             */
            isBridging?: boolean | null;
        };
        PreviewTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["PreviewTransfer"];
        };
        /** @description The fees of a quote in units of the asset. */
        QuoteFeesInCrypto: {
            paymentMethodFeeMax: number;
            tradingFeeMax: number;
            /** @description The institution's fee, `previewTransfer`'s `institutionTransferFee.fee`. */
            withdrawalFee: number;
            partnerFee: number;
            /** @description The network's fee, `previewTransfer`'s `estimatedNetworkGasFee.fee`. */
            networkFee: number;
            minFees: number;
            maxFees: number;
        };
        /** @description The fees of a quote in US dollars. */
        QuoteFeesInFiat: {
            /** @description The largest fee of a payment method among the funding options. */
            paymentMethodFeeMaxFiat: number;
            /** @description The largest fee of buying the asset among the funding options. */
            tradingFeeMaxFiat: number;
            /** @description The institution's fee, as `previewTransfer`'s `institutionTransferFee` values it. */
            withdrawalFeeFiat: number;
            partnerFeeFiat: number;
            /** @description The network's fee, as `previewTransfer`'s `estimatedNetworkGasFee` values it. */
            networkFeeFiat: number;
            /** @description Withdrawal, network and partner fees, with the cheapest funding option's. */
            minFeesFiat: number;
            /** @description Withdrawal, network and partner fees, with the dearest funding option's. */
            maxFeesFiat: number;
        };
        /** @description One way the user can fund the transfer, with what it costs. */
        QuoteFundingOption: {
            /**
             * @description Send what the account holds; buy the asset with the account's cash (buying power); or buy it with a payment method.
             * @enum {string}
             */
            fundingOption: "existingCryptocurrencyBalance" | "buyingPowerPurchase" | "paymentMethodDepositUsage";
            /**
             * @description The payment method of `paymentMethodDepositUsage`; `null` for the others.
             * @enum {string|null}
             */
            paymentMethodType: "card" | "bankAccount" | null;
            paymentMethodFeeFiat: number;
            tradingFeeFiat: number;
        };
        /** @description A transfer quote. Amounts are what arrives at `toAddress`, after the fees. */
        QuoteTransfer: {
            amountInFiat: number;
            /** @enum {string} */
            fiatCurrency: "USD";
            symbol: components["schemas"]["AssetSymbol"];
            networkId: components["schemas"]["NetworkId"];
            toAddress: string;
            brokerType: components["schemas"]["InstitutionType"];
            /** @description Whether the institution sends this, that is whether the smallest amount that arrives (`minAmount`) is within its limits on the network and it sends to such an address. */
            isEligible: boolean;
            /** @description The institution's smallest amount of the asset on the network. */
            minEligibleAmount: number;
            minEligibleAmountFiat: number;
            /** @description Its largest amount; `null` where it sets none. */
            maxEligibleAmount: number | null;
            maxEligibleAmountFiat: number | null;
            /**
             * @description Why it is not eligible, in `configureTransfer`'s words. A quote names no account, so no balance is short: `refusedByInstitution` (it sends only to addresses whitelisted at it), `requestedAmountBelowFees` (the fees take the whole amount), `requestedAmountBelowMinimum` or `requestedAmountAboveClientMaximum`.
             * @enum {string|null}
             */
            ineligibilityReason: "noTargetNetworkFound" | "refusedByInstitution" | "requestedAmountBelowFees" | "requestedAmountBelowMinimum" | "requestedAmountAboveClientMaximum" | "balanceBelowRequestedAmount" | "balanceBelowMinimum" | null;
            /** @description The institution's price of the asset in US dollars; in the sandbox the market's own. */
            brokerPrice: number;
            /** @description The reference price of the asset in US dollars. */
            price: number;
            minAmountFiat: number;
            maxAmountFiat: number;
            /** @description What arrives with the dearest funding option. */
            minAmount: number;
            /** @description What arrives with the cheapest funding option. */
            maxAmount: number;
            fees: {
                inFiat: components["schemas"]["QuoteFeesInFiat"];
                inCrypto: components["schemas"]["QuoteFeesInCrypto"];
            };
            fundingOptions: components["schemas"]["QuoteFundingOption"][];
        };
        /** @description A fiat amount to turn into a transfer of an asset from an institution, over a network, to an address. */
        QuoteTransferRequest: {
            /** @description What the user spends, in `fiatCurrency`; every fee comes out of it. */
            amountInFiat: number;
            /**
             * @description The currency of `amountInFiat`. The sandbox prices in US dollars only.
             * @enum {string}
             */
            fiatCurrency: "USD";
            symbol: components["schemas"]["AssetSymbol"];
            /** @description The network to send on (an `id` of `listNetworks`). */
            networkId: components["schemas"]["NetworkId"];
            /** @description The destination address; it must be an address of the network. */
            toAddress: string;
            brokerType: components["schemas"]["InstitutionType"];
            /** @description The client's (partner's) fee, in units of `symbol`. */
            feeFlat?: number | null;
            /** @description The client's (partner's) fee as a fraction of the amount (`0.01` is 1%); added to `feeFlat` when both are given. */
            feePercentage?: number | null;
        };
        QuoteTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["QuoteTransfer"];
        };
        RefreshTokenRequest: {
            /** @description Refresh token of the connection. */
            refreshToken: string;
            type: components["schemas"]["InstitutionType"];
            /**
             * @description Rotate the refresh token too; the old one stops working.
             * @default false
             */
            createNewRefreshToken?: boolean | null;
            /** @description Current access token (two brokerages require it), or the challenge token of an `mfaRequired` answer. */
            accessToken?: string | null;
            /** @description New trade token, for the one brokerage that uses it. */
            tradeToken?: string | null;
            mfaCode?: components["schemas"]["MfaCode"];
            /** @description Additional metadata passed to the institution. */
            metadata?: {
                [key: string]: string | null;
            };
        };
        RefreshTokenResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["TokenRefresh"];
        };
        /** @description The request id of an unexpected failure, which identifies it in the server's logs. */
        RequestIdData: {
            /**
             * @description The `X-Request-Id` of the response.
             * @example req_5f7a9c0e1b3d
             */
            requestId: string;
        };
        /**
         * @description Outcome class of a response: `ok` on success. Each unsuccessful HTTP status has one (`x-http-status` in the
         *     spec, which the server maps by).
         * @enum {string}
         */
        ResultStatus: "ok" | "serverFailure" | "permissionDenied" | "badRequest" | "notFound" | "conflict" | "tooManyRequest" | "locked" | "unavailableForLegalReasons";
        /** @description When a rate-limited caller may try again; the same as the `Retry-After` header. */
        RetryAfterData: {
            /**
             * @description Seconds to wait before the next request.
             * @example 2
             */
            retryAfterSeconds: number;
        };
        SandboxConnectRequest: {
            linkToken: components["schemas"]["LinkTokenValue"];
            type: components["schemas"]["InstitutionType"];
            username: string;
            /**
             * @description `pass_good` succeeds; anything else is rejected. With the username `user_custom`, a `SandboxUser` document
             *     as JSON; with the username of a sandbox user the client registered (`putSandboxUser`), any password, or
             *     the one its document sets.
             */
            password: string;
            mfaCode?: components["schemas"]["MfaCode"];
        };
        SandboxConnectResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxConnection"];
        };
        /** @description What the SDK callback `onIntegrationConnected` delivers, plus the institution's MFA answer. */
        SandboxConnection: {
            brokerResponseStatus: components["schemas"]["BrokerResponseStatus"] | null;
            errorMessage: string | null;
            accessToken: components["schemas"]["BrokerageAccountAccessToken"] | null;
            /** @description Where the account connected by delayed authentication, what `onIntegrationConnected` delivers as `delayedAuth` (`accessToken` is then null). */
            delayedAuth: components["schemas"]["DelayedAuthentication"] | null;
        };
        /** @description A number of rows. */
        SandboxCount: number;
        /**
         * @description An API client's sandbox as one versioned document: what `sandboxExport` answers and `sandboxImport` takes.
         *     It holds the client's test clock, its webhook endpoint's URL, its connected accounts with their positions,
         *     balances and deposit addresses, its transfers, its webhook events with their delivery attempts, its wallet
         *     verifications, its registered sandbox users and its institution failures. Its end users are the `userId`s these
         *     carry. Its orders (`orders`) are the trading history of those accounts.
         *
         *     **No secret is in it** (`secrets: reissuedOnImport`): no access, refresh or id token, no tokenId, no token
         *     hash or sealed value, no webhook secret. An import issues each connection new tokens and answers them once;
         *     the exporting client's tokens never work on the importing one. A sandbox user's document is exported as it was
         *     registered, its `password` too: a fixture the client wrote and reads back with `getSandboxUser`, which signs
         *     in to nothing but that sandbox user.
         *
         *     **Left out on purpose:**
         *     - link sessions and transfer previews: short-lived (minutes), and a link session holds tokens (its Link
         *       page session's) that act for the user;
         *     - the answers kept for `Idempotency-Key` repeats: they belong to the exporting client's requests, and
         *       some carry tokens;
         *     - rate-limit windows: they protect the server, not the client's data.
         *
         *     Ids (of connections, transfers, webhook events and wallet verifications) name the rows inside the document;
         *     an import gives each row a new id and answers how they map.
         */
        SandboxExport: {
            /**
             * @description What this document is.
             * @constant
             */
            format: "account-connection-sandbox-export";
            /**
             * @description The version of this format; an import refuses another one (`400`).
             * @constant
             */
            version: 1;
            /** @description The client's sandbox time when it was exported (its test clock's, when it had one). */
            exportedAt: components["schemas"]["UnixMillis"];
            /**
             * @description No token or secret is in the document: an import issues each connection new tokens, answered once,
             *     and registers the webhook URL (where it does) with a new secret.
             * @constant
             */
            secrets: "reissuedOnImport";
            /** @description The client's test clock; `null` for a client on real time. */
            clock: components["schemas"]["SandboxExportClock"] | null;
            /**
             * Format: uri
             * @description The client's webhook endpoint (its secret is not exported); `null` when it has none.
             */
            webhookUrl: string | null;
            /** @description Connected accounts, oldest first. */
            connections: components["schemas"]["SandboxExportConnection"][];
            /** @description Transfers, oldest first; each names its account by `connectionId`. */
            transfers: components["schemas"]["SandboxExportTransfer"][];
            /** @description Webhook events of those transfers, oldest first, each with its delivery attempts. */
            webhookEvents: components["schemas"]["SandboxExportWebhookEvent"][];
            /** @description Wallet ownership verifications, oldest first. */
            walletVerifications: components["schemas"]["SandboxExportWalletVerification"][];
            /** @description The sandbox users the client registered, by username. */
            sandboxUsers: components["schemas"]["SandboxExportSandboxUser"][];
            /** @description Failures set on institutions with `sandboxFailInstitution`, ended ones too. */
            institutionFailures: components["schemas"]["SandboxExportInstitutionFailure"][];
            /**
             * @description Orders, oldest first; each names its account by `connectionId`. Always in an export; a document made before
             *     the sandbox traded has none, and imports as none.
             */
            orders?: components["schemas"]["SandboxExportOrder"][];
            /**
             * @description Fault rules set with `sandboxPutFault`, by id, without their counts (an import starts them at zero). Always in
             *     an export; a document made before the sandbox had fault rules has none, and imports as none.
             */
            faultRules?: components["schemas"]["SandboxExportFaultRule"][];
            /**
             * @description The client's settings (`sandboxGetSettings`). Always in an export; a document made before the sandbox had
             *     settings has none, and imports as the defaults.
             */
            settings?: components["schemas"]["SandboxExportSettings"];
        };
        /** @description A fiat balance of an account. */
        SandboxExportBalance: {
            symbol: components["schemas"]["AssetSymbol"];
            cash: number;
            buyingPower: number;
        };
        /** @description A test clock, as `sandboxGetTestClock` shows it; an import creates it frozen at `now`. */
        SandboxExportClock: {
            /** @description The clock's frozen time, bounded as a test clock is wherever it is set. */
            now: components["schemas"]["TestClockTime"];
            /** @description When the clock was created, in its own time. */
            createdAt: components["schemas"]["UnixMillis"];
        };
        /**
         * @description A connected institution account, without its tokens: an import issues it new ones. Its holdings are as
         *     they are now, after every transfer that settled.
         */
        SandboxExportConnection: {
            /**
             * Format: uuid
             * @description Names the connection inside the document (transfers refer to it); an import gives it a new one.
             */
            id: string;
            /** @description The client's end user who connected it. */
            userId: components["schemas"]["UserId"];
            type: components["schemas"]["InstitutionType"];
            /** @description The login at the institution (its username, API key owner or wallet address). */
            username: string;
            accountId: string;
            accountName: string;
            /** @description When the account was connected. */
            createdAt: components["schemas"]["UnixMillis"];
            /** @description When its tokens were last refreshed (or issued). */
            refreshedAt: components["schemas"]["UnixMillis"];
            /** @description Set by `sandboxRequireReauthentication`; its new tokens then answer as expired ones until the user connects again. */
            reauthRequired: boolean;
            /** @description What a sandbox user's document said of the institution, for an account connected as one; `null` for the seeded users. */
            scenario: components["schemas"]["SandboxExportScenario"] | null;
            positions: components["schemas"]["SandboxExportPosition"][];
            balances: components["schemas"]["SandboxExportBalance"][];
            /** @description The addresses `getDepositAddress` gave out; deposits to them show in the account's history. */
            depositAddresses: components["schemas"]["SandboxExportDepositAddress"][];
        };
        /** @description One delivery attempt of a webhook event, as `listWebhookDeliveries` shows it. */
        SandboxExportDeliveryAttempt: {
            /** @description 1 for the first attempt of the event. */
            attempt: number;
            attemptedAt: components["schemas"]["UnixMillis"];
            /** @description The receiver's HTTP status; `null` when no answer came. */
            httpStatus: number | null;
            latencyMs: number;
            /** @description Why no answer came (timeout, connection refused). */
            error: string | null;
        };
        /** @description A deposit address of an account, for one asset on one network. */
        SandboxExportDepositAddress: {
            symbol: components["schemas"]["AssetSymbol"];
            networkId: components["schemas"]["NetworkId"];
            address: string;
            memo: string | null;
        };
        /**
         * @description The body of a transfer status webhook (`TransferWebhookPayload`) as the event keeps it, without what each
         *     attempt adds (`Id`, `SentTimestamp`). Names are PascalCase, as the webhook sends them. An import sets
         *     `EventId` and `TransferId` to the event's and the transfer's new ids.
         */
        SandboxExportEventPayload: {
            EventId: string;
            /** Format: uuid */
            TransferId: string;
            /** @description Unix time in milliseconds of the status change. */
            Timestamp: components["schemas"]["UnixMillis"];
            TransferStatus: components["schemas"]["TransferStatus"];
            TransactionId?: string | null;
            TxHash?: string | null;
            UserId: components["schemas"]["UserId"];
            Token: components["schemas"]["AssetSymbol"];
            Chain?: string | null;
            SourceAmount: number;
            SourceAccountProvider: components["schemas"]["InstitutionType"];
            DestinationAmount?: number | null;
            DestinationAddress?: string | null;
            RefundAddress?: string | null;
        };
        /** @description A fault rule of the exported client. */
        SandboxExportFaultRule: {
            id: string;
            match: components["schemas"]["FaultMatch"];
            trigger: components["schemas"]["FaultTrigger"];
            /** Format: int64 */
            until: number | null;
            action: components["schemas"]["FaultAction"];
        };
        /** @description A failure set on an institution with `sandboxFailInstitution`. */
        SandboxExportInstitutionFailure: {
            type: components["schemas"]["InstitutionType"];
            error: components["schemas"]["InstitutionFailureKind"];
            /** @description When it ends, by the client's time; `null` until it is cleared. */
            until: components["schemas"]["UnixMillis"] | null;
        };
        /**
         * @description An order the institution took (`executeOrder`), with every field the sandbox keeps: those `getOrder` shows, and
         *     what an open order holds (`holdSymbol`, `holdAmount`) and, `goodForDay`, when its day ends (`expiresAt`). An
         *     imported open order holds the same, and expires by the importing client's time.
         */
        SandboxExportOrder: {
            /**
             * Format: uuid
             * @description Names the order inside the document (its `orderId`); an import gives it a new one.
             */
            id: string;
            /**
             * Format: uuid
             * @description The `id` of the connection (in this document) whose account placed it.
             */
            connectionId: string;
            type: components["schemas"]["InstitutionType"];
            /** @enum {string} */
            side: "buy" | "sell";
            symbol: components["schemas"]["AssetSymbol"];
            /** @enum {string} */
            assetType: "equity" | "cryptocurrency";
            paymentSymbol: string;
            /** @enum {string} */
            paymentType: "fiat" | "cryptocurrency";
            orderType: components["schemas"]["OrderType"];
            timeInForce: components["schemas"]["TimeInForce"];
            amount: number;
            price: number;
            value: number;
            fee: number | null;
            /** @enum {string} */
            status: "success" | "inProgress" | "cancelled" | "expired";
            statusDetails: string | null;
            /** @description What the order holds while it is open; `null` for one that never was. */
            holdSymbol: string | null;
            holdAmount: number | null;
            /** @description When a `goodForDay` order's day ends; `null` for the others. */
            expiresAt: components["schemas"]["UnixMillis"] | null;
            createdAt: components["schemas"]["UnixMillis"];
            /** @description The time of its last status change. */
            updatedAt: components["schemas"]["UnixMillis"];
        };
        /**
         * @description One position of an account, as its holdings show it. An import takes each kind as a sandbox user's document
         *     does (`SandboxUserPosition`, `SandboxUserUnpricedPosition`, `SandboxUserOptionPosition` with the option's
         *     `details`, `SandboxUserNftPosition` as the NFT's `details`), and refuses what is past it with `400` naming it.
         */
        SandboxExportPosition: {
            /** @enum {string} */
            kind: "equity" | "crypto" | "notSupportedEquity" | "notSupportedCrypto" | "nft" | "option";
            /**
             * @description By `kind`: an asset's symbol (an `AssetSymbol`, 1 to 32 characters) for `equity`, `crypto`,
             *     `notSupportedEquity` and `notSupportedCrypto`; the contract's (an `OptionSymbol`, 1 to 64) for an `option`;
             *     for an `nft`, its contract address and token id joined by `:` (up to 256 + 1 + 256 characters), which make
             *     it one, or a seeded NFT's collection symbol (1 to 32).
             */
            symbol: string;
            /** @description As a sandbox user's position takes it (0 to 1e12). */
            amount: number;
            costBasis: number | null;
            /**
             * @description What an NFT or option position says of itself: an option's `underlyingSymbol`, `optionType`, `strikePrice`
             *     and `expirationDate`; an NFT's `name`, `symbol`, `contractAddress`, `tokenId`, `networkId` and `marketValue`
             *     (a seeded NFT's name no `tokenId`, read as `1`, and no `symbol`: the position's is its collection's).
             */
            details?: {
                [key: string]: string | number | boolean | null;
            } | null;
        };
        SandboxExportResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxExport"];
        };
        /** @description A sandbox user the client registered (`putSandboxUser`), as `getSandboxUser` shows it; an import checks its document as `putSandboxUser` does. */
        SandboxExportSandboxUser: {
            /** @description The name it signs in with (not `user_custom`, whose password is the document itself). */
            username: string;
            document: components["schemas"]["SandboxUser"];
            /** @description When it was first registered. */
            createdAt: components["schemas"]["UnixMillis"];
            /** @description When it was last replaced. */
            updatedAt: components["schemas"]["UnixMillis"];
        };
        /**
         * @description What a sandbox user's document said of the institution when the account was connected: how it signs in, what
         *     transfers and deposit addresses answer, and the failures it schedules, counted from `connectedAt`. Its accounts
         *     are the connection's positions and balances, so `institution` has none, but for what no row holds: the
         *     connected account's `owner` and `transferHistory`, as its one account, when the document gave them.
         */
        SandboxExportScenario: {
            /** @description When the account was connected under the document; scheduled failures count from it. */
            connectedAt: components["schemas"]["UnixMillis"];
            institution: components["schemas"]["SandboxUserInstitution"];
        };
        /** @description The client's settings, as `sandboxGetSettings` shows them, without the count (an import starts it at 0). */
        SandboxExportSettings: {
            binding: components["schemas"]["BindingMode"];
        };
        /**
         * @description A transfer with every field the sandbox keeps: those `getTransfer` shows, and how it settles (`settleAt`,
         *     `outcome`) while `Pending`. An imported `Pending` transfer settles at `settleAt` by the importing client's
         *     time.
         */
        SandboxExportTransfer: {
            /**
             * Format: uuid
             * @description Names the transfer inside the document (its `transferId`); an import gives it a new one.
             */
            id: string;
            /**
             * Format: uuid
             * @description The `id` of the connection (in this document) it was sent from.
             */
            connectionId: string;
            userId: components["schemas"]["UserId"];
            type: components["schemas"]["InstitutionType"];
            symbol: components["schemas"]["AssetSymbol"];
            /** @description Amount of `symbol` sent, more than 0 and at most what an account can hold (1e12). */
            amount: components["schemas"]["Amount"];
            fee: number | null;
            networkId: components["schemas"]["NetworkId"] | null;
            chain: string | null;
            fromAddress: string | null;
            toAddress: string | null;
            /** @description The destination tag or memo sent with `toAddress`. Absent in a document made before the sandbox kept it. */
            addressTag?: components["schemas"]["AddressTag"];
            /** @description The institution's id of the withdrawal. */
            txId: string;
            txHash: string | null;
            /** @description The institution reports the hash only when the transfer is queried again, once it succeeded. */
            hashOnRequery: boolean;
            clientTransactionId: string | null;
            /** @description What it was for (`listManagedTransfers`' `transferType`). Absent in a document made before the sandbox kept it. */
            transferType?: components["schemas"]["LinkTransferType"] | null;
            /**
             * Format: uuid
             * @description The sub-client of the session that sent it. Absent in a document made before the sandbox kept it.
             */
            subClientId?: string | null;
            amountInFiat: number | null;
            status: components["schemas"]["TransferStatus"];
            /** @description When a `Pending` transfer settles. */
            settleAt: components["schemas"]["UnixMillis"];
            /**
             * @description The final status it settles with (`sandboxScheduleSettlement`); `null` for the sandbox's rule.
             * @enum {string|null}
             */
            outcome: "Succeeded" | "Failed" | null;
            createdAt: components["schemas"]["UnixMillis"];
            /** @description The time of its last status change. */
            updatedAt: components["schemas"]["UnixMillis"];
        };
        /** @description A wallet ownership verification, as `listWalletVerifications` shows it. */
        SandboxExportWalletVerification: {
            /**
             * Format: uuid
             * @description Names it inside the document; an import gives it a new one.
             */
            id: string;
            userId: components["schemas"]["UserId"];
            address: string;
            networkType: components["schemas"]["NetworkType"];
            message: string;
            /** @description The wallet's signature of the message (public: it proves ownership, it grants nothing). */
            signature: string;
            createdAt: components["schemas"]["UnixMillis"];
        };
        /**
         * @description A webhook event of a transfer, as the outbox keeps it, with its delivery attempts. An imported `pending`
         *     event is delivered to the importing client's endpoint when it falls due (`nextAttemptAt`, by that client's
         *     time), with a new `EventId`.
         */
        SandboxExportWebhookEvent: {
            /** @description Names the event inside the document (its `EventId`); an import gives it a new one. */
            id: string;
            /**
             * Format: uuid
             * @description The `id` of its transfer in this document.
             */
            transferId: string;
            /** @description Its place among its transfer's events (1 for the first); they go out in this order. */
            seq: number;
            /**
             * @description `pending` while attempts remain, `delivered` after a 2xx, `failed` after the last attempt.
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @description Attempts made since it was (re)queued. */
            attempts: number;
            /** @description When a `pending` event is attempted next. */
            nextAttemptAt: components["schemas"]["UnixMillis"];
            createdAt: components["schemas"]["UnixMillis"];
            payload: components["schemas"]["SandboxExportEventPayload"];
            /** @description Every attempt recorded, first first. */
            deliveryAttempts: components["schemas"]["SandboxExportDeliveryAttempt"][];
        };
        /**
         * @description What `sandboxImport` made: how many rows of each kind, the new tokens of each connection (shown **once**:
         *     only this answer, or its repeat with the same `Idempotency-Key`, carries them), and the new id of each
         *     connection, transfer, webhook event and order.
         */
        SandboxImport: {
            /** @description Rows imported, by kind. */
            imported: {
                connections: components["schemas"]["SandboxCount"];
                positions: components["schemas"]["SandboxCount"];
                balances: components["schemas"]["SandboxCount"];
                depositAddresses: components["schemas"]["SandboxCount"];
                transfers: components["schemas"]["SandboxCount"];
                webhookEvents: components["schemas"]["SandboxCount"];
                webhookAttempts: components["schemas"]["SandboxCount"];
                walletVerifications: components["schemas"]["SandboxCount"];
                sandboxUsers: components["schemas"]["SandboxCount"];
                institutionFailures: components["schemas"]["SandboxCount"];
                /** @description 1 when the document had a test clock, created frozen at its time. */
                testClocks: components["schemas"]["SandboxCount"];
                orders: components["schemas"]["SandboxCount"];
                faultRules: components["schemas"]["SandboxCount"];
            };
            /** @description Each imported connection with its new tokens, in the document's order. */
            connections: components["schemas"]["SandboxImportedConnection"][];
            /** @description The new `transferId` of each transfer, in the document's order. */
            transfers: components["schemas"]["SandboxImportedId"][];
            /** @description The new `EventId` of each webhook event, in the document's order. */
            webhookEvents: components["schemas"]["SandboxImportedId"][];
            /** @description The new `orderId` of each order, in the document's order. */
            orders: components["schemas"]["SandboxImportedId"][];
            /**
             * @description The webhook endpoint the import registered, with its new secret (shown once): only when the document
             *     has a `webhookUrl` and this client had no endpoint. `null` otherwise: an endpoint this client has is
             *     kept as it is.
             */
            webhook: components["schemas"]["WebhookEndpoint"] | null;
        };
        SandboxImportResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxImport"];
        };
        /** @description An imported connection and its new tokens, issued as a new connection's are. */
        SandboxImportedConnection: {
            /** @description The connection's `id` in the document. */
            exportedId: string;
            /**
             * Format: uuid
             * @description Its new id (the `meshAccountId` of `refreshToken`'s answer).
             */
            id: string;
            userId: components["schemas"]["UserId"];
            type: components["schemas"]["InstitutionType"];
            accountId: string;
            /** @description A new access token, valid `expiresInSeconds` from the import (by the imported clock, when there is one). */
            accessToken: string;
            refreshToken: string;
            /** @description The new tokenId (the first access token), which stays valid across refreshes. */
            tokenId: string;
            expiresInSeconds: number;
            refreshTokenExpiresInSeconds: number;
        };
        /** @description A row's id in the imported document, and the new id it has in this client's sandbox. */
        SandboxImportedId: {
            exportedId: string;
            id: string;
        };
        /** @description The connection, by a token of its own (`authToken` and `type`) or by its id (`connectionId`). */
        SandboxReauthenticationRequest: components["schemas"]["AuthTokenRequest"] | components["schemas"]["ConnectionIdRequest"];
        /**
         * @description What `sandboxReset` deleted, by kind: the client's sandbox is empty afterwards. The client itself, its
         *     credentials and its webhook endpoint (URL and secret) are kept.
         */
        SandboxReset: {
            /** @description Rows deleted, by kind. */
            deleted: {
                /** @description Link sessions (link tokens and the Link page sessions they started), used or not. */
                linkSessions: components["schemas"]["SandboxCount"];
                /** @description Connected accounts; every token they had stops working. */
                connections: components["schemas"]["SandboxCount"];
                /** @description Positions of those accounts. */
                positions: components["schemas"]["SandboxCount"];
                /** @description Fiat balances of those accounts. */
                balances: components["schemas"]["SandboxCount"];
                /** @description Deposit addresses of those accounts. */
                depositAddresses: components["schemas"]["SandboxCount"];
                /** @description Access tokens that a refresh replaced and that were still valid. */
                retiredAccessTokens: components["schemas"]["SandboxCount"];
                /** @description Transfers, `Pending` ones too (they never settle). */
                transfers: components["schemas"]["SandboxCount"];
                /** @description Previews of server-side transfers. */
                transferPreviews: components["schemas"]["SandboxCount"];
                /** @description Webhook events, delivered or not (pending ones are never sent). */
                webhookEvents: components["schemas"]["SandboxCount"];
                /** @description Recorded delivery attempts of those events. */
                webhookAttempts: components["schemas"]["SandboxCount"];
                /** @description Wallet ownership verifications. */
                walletVerifications: components["schemas"]["SandboxCount"];
                /** @description Institution failures set with `sandboxFailInstitution`. */
                institutionFailures: components["schemas"]["SandboxCount"];
                /** @description The test clock (0 or 1): the client is on real time again. */
                testClocks: components["schemas"]["SandboxCount"];
                /** @description Sandbox users registered with `putSandboxUser` (register them again after a reset to keep using them). */
                sandboxUsers: components["schemas"]["SandboxCount"];
                /** @description Answers kept for `Idempotency-Key` repeats; a request still being answered keeps its key. */
                idempotencyKeys: components["schemas"]["SandboxCount"];
                /** @description Orders of those accounts, open ones too (what they held is free with the account gone). */
                orders: components["schemas"]["SandboxCount"];
                /** @description Fault rules set with `sandboxPutFault`. */
                faultRules: components["schemas"]["SandboxCount"];
                /**
                 * @description The client's settings (`sandboxPutSettings`, and its count of forgiven requests): 1 when it had any. Its
                 *     binding is `lenient` again, its count 0.
                 */
                clientSettings: components["schemas"]["SandboxCount"];
                /** @description The entries of the client's drift report (`sandboxGetDrift`), and its counts. */
                driftEntries: components["schemas"]["SandboxCount"];
            };
        };
        SandboxResetResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxReset"];
        };
        /** @description The calling client's own sandbox settings. */
        SandboxSettings: {
            binding: components["schemas"]["BindingMode"];
            /**
             * @description How many of the client's requests the lenient binding forgave something (each named in its answer's
             *     `Binding-Forgiven` header), since the client's sandbox was last reset.
             */
            forgivenRequests: number;
        };
        SandboxSettingsRequest: {
            binding: components["schemas"]["BindingMode"];
        };
        SandboxSettingsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxSettings"];
        };
        /** @description How and when a sandbox transfer settles, instead of the sandbox's rule. */
        SandboxSettlement: {
            /**
             * @description The final status the transfer moves to.
             * @enum {string}
             */
            outcome: "Succeeded" | "Failed";
            /** @description Seconds from now until it settles; absent or `null` keeps the time it settles at (`SANDBOX_SETTLE_MS` after it was created). */
            settleInSeconds?: number | null;
        };
        /** @description What the SDK callback `onTransferFinished` delivers, plus the institution's MFA answer. */
        SandboxTransfer: {
            brokerResponseStatus: components["schemas"]["BrokerResponseStatus"] | null;
            errorMessage: string | null;
            transfer: components["schemas"]["TransferFinished"] | null;
        };
        SandboxTransferRequest: {
            linkToken: components["schemas"]["LinkTokenValue"];
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            symbol: components["schemas"]["AssetSymbol"];
            /** @description Amount of `symbol` to send. */
            amount: components["schemas"]["Amount"];
            /** @description Network to send on; alternatively `chain`. */
            networkId?: components["schemas"]["NetworkId"] | null;
            /** @description Chain name, as symbol details list it; required by some institutions. */
            chain?: string | null;
            /** @description Destination address (or address key); defaults to the link token's `transferOptions.toAddresses`. */
            toAddress?: string | null;
            /** @description Fee in units of `symbol`, for institutions that require one (at least the `fee` of symbol details). */
            fee?: number | null;
            mfaCode?: components["schemas"]["MfaCode"];
            settlement?: components["schemas"]["SandboxSettlement"];
        };
        SandboxTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxTransfer"];
        };
        /**
         * @description A sandbox user defined by a document: per institution, its accounts with their holdings and fiat balances, what
         *     signing in asks, what transfers and deposit addresses answer, and when the institution fails. Used as the
         *     password of the username `user_custom` (`sandboxConnect`, `linkConnect`), or registered by name for a client
         *     with `putSandboxUser` and then signed in with that name. Beyond the schema, symbols must be ones the
         *     institution holds, ids unique, and addresses valid on their network; a `400` names each wrong JSON path.
         */
        SandboxUser: {
            /**
             * @description For a registered user: the password (or API secret) signing in asks; absent, any password signs in. As the
             *     password of `user_custom` the document itself is the password, and this field is not asked.
             */
            password?: string;
            /** @description Where the user has accounts, each institution type once; signing in anywhere else is refused. */
            institutions: components["schemas"]["SandboxUserInstitution"][];
        };
        /** @description One account of the login, with what it holds. The position lists take the fields `getHoldings` answers with. */
        SandboxUserAccount: {
            /** @description The institution's id of the account, unique within the institution. */
            accountId: string;
            accountName: string;
            /** @description Equities the sandbox's market prices (`AAPL`, `MSFT`, `TSLA`, `AMZN`, `NVDA`, `VOO`, `GOOGL`); brokerages only. */
            equityPositions?: components["schemas"]["SandboxUserPosition"][];
            /** @description Cryptocurrencies the institution holds and moves; what transfers send from. */
            cryptocurrencyPositions?: components["schemas"]["SandboxUserPosition"][];
            /** @description Equities the service does not support; any symbol. Brokerages only. */
            notSupportedEquityPositions?: components["schemas"]["SandboxUserUnpricedPosition"][];
            /** @description Cryptocurrencies the service does not support; any symbol. */
            notSupportedCryptocurrencyPositions?: components["schemas"]["SandboxUserUnpricedPosition"][];
            /** @description Option contracts on the equities the sandbox's market prices; brokerages only. */
            optionPositions?: components["schemas"]["SandboxUserOptionPosition"][];
            nftPositions?: components["schemas"]["SandboxUserNftPosition"][];
            /** @description Cash per currency, each currency once; what `getFiatBalances` sums. */
            fiatBalances?: components["schemas"]["SandboxUserFiatBalance"][];
            owner?: components["schemas"]["SandboxUserOwner"];
            /**
             * @description The transfers the account made and received before it was connected, newest first as `listInstitutionTransfers`
             *     lists them. That list and `getInstitutionTransfer` answer them beside the transfers sent through the sandbox,
             *     with their times rebased to the moment the account is connected. Only where the institution lists transfers
             *     (it sends crypto).
             */
            transferHistory?: components["schemas"]["SandboxUserPastTransfer"][];
        };
        SandboxUserDepositAddress: {
            symbol: components["schemas"]["AssetSymbol"];
            /** @description The network (`listNetworks`); absent, every network the institution carries the symbol on. */
            networkId?: components["schemas"]["NetworkId"];
            /** @description A valid address of the network. */
            address: string;
            /** @description The memo (destination tag), where the network takes one. */
            memo?: string;
        };
        /** @description What `getDepositAddress` (and the addresses transfers to the account go to) answer. */
        SandboxUserDepositAddresses: {
            /** @description Whether an address asks for a code first (`mfaRequired`); absent, as the institution does. */
            mfa?: boolean;
            /** @description Fixed addresses, by symbol and network; others are seeded. */
            addresses?: components["schemas"]["SandboxUserDepositAddress"][];
            /** @description Symbols the institution holds but gives no address for (`404` `addressNotFound`). */
            unavailable?: components["schemas"]["AssetSymbol"][];
        };
        /** @description A failure of the institution for this user's connected accounts, as `sandboxFailInstitution` makes one for a client. */
        SandboxUserFailure: {
            error: components["schemas"]["InstitutionFailureKind"];
            /** @description Seconds after the accounts were connected when it starts; 0 when absent. */
            afterSeconds?: number;
            /** @description How long it lasts; absent, for good. */
            durationSeconds?: number;
        };
        SandboxUserFiatBalance: {
            /** @description Currency code, such as `USD`. */
            symbol: string;
            /** @description May be negative. */
            cash: number;
            /** @description The cash, or 0 when it is negative, when absent. */
            buyingPower?: number;
        };
        /** @description What the user has and meets at one institution. Every part but `type` is optional; what is left out behaves as for the sandbox's seeded users. */
        SandboxUserInstitution: {
            type: components["schemas"]["InstitutionType"];
            /** @description The login's accounts (several ask the user to choose); absent, the seeded account of the username, as `pass_good` gives it. */
            accounts?: components["schemas"]["SandboxUserAccount"][];
            /** @description The code the institution sends, where it asks for one (signing in, deposit addresses, transfers); `123456` when absent. */
            mfaCode?: string;
            signIn?: components["schemas"]["SandboxUserSignIn"];
            transfers?: components["schemas"]["SandboxUserTransfers"];
            depositAddresses?: components["schemas"]["SandboxUserDepositAddresses"];
            /** @description Failures of the institution, scheduled from the moment the accounts were connected; operations on them answer the failure while it lasts. */
            failures?: components["schemas"]["SandboxUserFailure"][];
        };
        SandboxUserList: {
            /** @description The client's sandbox users, by username. */
            users: components["schemas"]["SandboxUserRecord"][];
        };
        SandboxUserListResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxUserList"];
        };
        /** @description One NFT, each `contractAddress` and `tokenId` once per account. */
        SandboxUserNftPosition: {
            name: string;
            symbol?: string;
            contractAddress: string;
            tokenId: string;
            /** @description A network of `listNetworks`. */
            networkId?: components["schemas"]["NetworkId"];
            marketValue?: number;
        };
        /** @description One option contract position, each symbol once. */
        SandboxUserOptionPosition: {
            symbol: components["schemas"]["OptionSymbol"];
            underlyingSymbol: components["schemas"]["AssetSymbol"];
            /** @enum {string} */
            optionType: "call" | "put";
            strikePrice: number;
            /** @description The day it expires, as `YYYY-MM-DD`. */
            expirationDate: string;
            amount: number;
            costBasis?: number;
        };
        /**
         * @description The account's owner, as `verifyAccount` and `verifyExchangeAccount` answer it (`AccountDetails`) instead of the
         *     owner the sandbox makes up from the login: what a recording kept of the institution's answer, or what a test
         *     writes. A detail left out answers `null`, `accountNumber` too; `integrationName` is the sandbox's name of the
         *     institution. `accountInfo` still narrows the answer; what the institution's kind of sign-in discloses does not,
         *     the document says what the institution gave.
         */
        SandboxUserOwner: {
            firstName?: string;
            middleName?: string;
            lastName?: string;
            accountNumber?: string;
            email?: string;
            mobileNumber?: string;
            companyName?: string;
            countryCode?: string;
            city?: string;
            postalCode?: string;
            address?: string;
            /** @enum {string} */
            idType?: "none" | "idCard" | "driversLicense" | "passport";
            idNumber?: string;
            /**
             * Format: int64
             * @description Midnight UTC of the owner's day of birth, in Unix seconds; a day, not rebased.
             */
            dateOfBirth?: number;
        };
        /**
         * @description A transfer the account sent or received before it was connected, as `listInstitutionTransfers` answers it
         *     (`InstitutionTransfer`), each `id` once per account. Its times are kept relative, not as dates: seconds before
         *     the moment it was recorded (or written), replayed as seconds before the moment the account is connected, on the
         *     client's clock (its test clock's, when it has one). A field left out answers `null`; the status stays as written,
         *     no webhook follows it.
         */
        SandboxUserPastTransfer: {
            /** @description The institution's id of the transfer, as `getInstitutionTransfer` finds it by `transactionId`. */
            id: string;
            /** @enum {string} */
            type: "unknown" | "deposit" | "withdrawal";
            status: components["schemas"]["InstitutionTransferStatus"];
            statusDetails?: string;
            fromAddress?: string;
            targetAddress?: string;
            symbol: components["schemas"]["AssetSymbol"];
            chain?: string;
            memo?: string;
            /** @description Answered as the institution reports hashes (`coinbase` gives it only when one transfer is queried). */
            hash?: string;
            amount: number;
            transactionAmount?: number;
            /** @description The fee the network took (`NetworkTransactionFee`); a part left out answers `null`. */
            networkTransactionFee?: {
                gasPrice?: number;
                gasUsed?: number;
                amount?: number;
                symbol?: components["schemas"]["AssetSymbol"];
            };
            transferFee?: number;
            /** Format: int64 */
            confirmations?: number;
            /**
             * Format: int64
             * @description Seconds before the account was connected that it was created (at most 100 years); a time before 1970 answers 0.
             */
            createdSecondsBefore: number;
            /**
             * Format: int64
             * @description Seconds before the account was connected of its last status change; `createdSecondsBefore` when absent.
             */
            updatedSecondsBefore?: number;
        };
        /** @description An equity or cryptocurrency position, each symbol once per list. */
        SandboxUserPosition: {
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
            /** @description The average price paid per unit, in US dollars; 0 when absent. */
            costBasis?: number;
        };
        /** @description A sandbox user registered for a client. */
        SandboxUserRecord: {
            /** @description The name it signs in with. */
            username: string;
            document: components["schemas"]["SandboxUser"];
            /**
             * Format: int64
             * @description Unix time in milliseconds.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Unix time in milliseconds of the last replacement.
             */
            updatedAt: number;
        };
        SandboxUserResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SandboxUserRecord"];
        };
        /** @description What signing in asks. */
        SandboxUserSignIn: {
            /** @description Whether signing in asks for a code (`mfaRequired`, then the code); absent, as the institution does (`loginMfa`). */
            mfa?: boolean;
            /**
             * @description What a wrong code answers: `reject` (`400` `invalidMfaCode`, the default) or `askAgain` (`mfaRequired` again, a new code sent).
             * @enum {string}
             */
            wrongCode?: "reject" | "askAgain";
            /**
             * @description The institution's trusted-IP rule for this login's API key, checked when it sends: `trusted` (the default)
             *     sends, `untrusted` is refused with `ipNotTrusted`, `readOnly` with `withdrawalPermissionDisabled`.
             * @enum {string}
             */
            trustedIp?: "trusted" | "untrusted" | "readOnly";
            /** @description Signing in fails so, every time (as `sandboxFailInstitution` would, for this user only). */
            failure?: components["schemas"]["InstitutionFailureKind"];
        };
        /** @description What the user's transfers do; a transfer's own `settlement` or `sandboxScheduleSettlement` still overrides `outcome` and `settleInSeconds`. */
        SandboxUserTransfers: {
            /** @description Whether sending asks for a code first (`mfaRequired`); absent, as the institution does. */
            mfa?: boolean;
            /**
             * @description The institution refuses every transfer with this `errorType`, when previewed and when sent: an error of its
             *     status, or the outcome `previewTransfer` and `executeTransfer` give that refusal (such as `failed`).
             */
            refusal?: {
                /** @enum {string} */
                errorType: "insufficientFunds" | "amountBelowMinimum" | "amountAboveMaximum" | "feeBelowMinimum" | "addressNotWhitelisted" | "ipNotTrusted" | "withdrawalPermissionDisabled" | "travelRuleRequired";
                /** @description The message the refusal carries; a sandbox default when absent. */
                message?: string;
            };
            /**
             * @description The final status every transfer settles with; absent, the sandbox's rule (amounts ending in 13 fail).
             * @enum {string}
             */
            outcome?: "Succeeded" | "Failed";
            /** @description Seconds a transfer stays `Pending`; absent, `SANDBOX_SETTLE_MS`. */
            settleInSeconds?: number;
        };
        /** @description A position the service does not support, each symbol once per list. */
        SandboxUserUnpricedPosition: {
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
        };
        SandboxVerifyWalletRequest: {
            linkToken: components["schemas"]["LinkTokenValue"];
            /** @description EVM address of the wallet. */
            address: string;
            message: string;
            /** @description EIP-191 (`personal_sign`) signature of `message`. */
            signature: string;
        };
        SetWebhookRequest: {
            /**
             * Format: uri
             * @description HTTP(S) URL that receives the webhooks. Which receivers are refused, and when they are checked again:
             *     [Decisions](#tag/Decisions).
             */
            url: string;
        };
        SettleTransferRequest: {
            /**
             * @description The final status to move the transfer to.
             * @enum {string}
             */
            outcome: "Succeeded" | "Failed";
        };
        /** @description When and how a `Pending` transfer settles. */
        SettlementSchedule: {
            /** Format: uuid */
            transferId: string;
            status: components["schemas"]["TransferStatus"];
            /**
             * @description The final status it moves to.
             * @enum {string}
             */
            outcome: "Succeeded" | "Failed";
            /**
             * Format: int64
             * @description Unix time in milliseconds at which the settler moves it.
             */
            settleAt: number;
        };
        SettlementScheduleResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SettlementSchedule"];
        };
        SolanaAnswerResult: components["schemas"]["ApiResult"] & {
            /** @description The answer, as a string. */
            content: string;
        };
        StartLinkSessionRequest: {
            linkToken: components["schemas"]["LinkTokenValue"];
        };
        SymbolChain: {
            /** @description Chain name as the institution expects it in `chain`. */
            chain: string;
            feeDescription?: string | null;
            notes?: string | null;
            /** @description Minimum fee in units of the symbol. */
            fee: number;
            minWithdrawAmount: number;
            maxWithdrawAmount?: number | null;
            networkId: components["schemas"]["NetworkId"];
        };
        SymbolDetails: {
            symbol: components["schemas"]["AssetSymbol"];
            addressTypes: components["schemas"]["AddressType"][];
            chains: components["schemas"]["SymbolChain"][];
        };
        SymbolDetailsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["SymbolDetails"];
        };
        /**
         * @description The order `getSymbolTradingInfo` describes: the fields of an `OrderRequest`, and optionally its side. The answer
         *     depends on the institution and `symbol` (and on whether `symbol` is a cryptocurrency); the other fields are
         *     validated as for an order and otherwise not read.
         */
        SymbolInfoRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description The symbol to trade, for example `AAPL` or `ETH` (letter case is ignored). */
            symbol: components["schemas"]["AssetSymbol"];
            /** @description What the order is paid in (a buy) or paid out in (a sell), for example `USD`, or a stablecoin such as `USDT` where the institution takes one. */
            paymentSymbol: components["schemas"]["AssetSymbol"];
            /**
             * Format: double
             * @description Units of `symbol` to trade; ignored (send `0`) when the amount is in the payment symbol.
             */
            amount: number;
            /**
             * Format: double
             * @description The limit price (`limit`) or the stop price (`stopLoss`) per unit, in `paymentSymbol`; ignored for a `market` order.
             */
            price?: number;
            /**
             * @deprecated
             * @description Whether `symbol` is a cryptocurrency (an equity otherwise); when left out, the symbol says which ([Decisions](#tag/Decisions)).
             */
            isCryptocurrency?: boolean;
            /** @description Whether `paymentSymbol` is a cryptocurrency (a stablecoin such as `USDT`) rather than a fiat currency. */
            paymentIsCryptocurrency: boolean;
            /**
             * @deprecated
             * @description The former `amountIsInPaymentSymbol`, read where that is false.
             */
            amountIsFiat?: boolean | null;
            /**
             * Format: double
             * @deprecated
             * @description The former `amountInPaymentSymbol`, read where that is left out.
             */
            amountInFiat?: number | null;
            /** @description Whether the order's size is `amountInPaymentSymbol` of the payment symbol (buy ETH for 10 USD) rather than `amount` units. */
            amountIsInPaymentSymbol: boolean;
            /**
             * Format: double
             * @description The order's worth in `paymentSymbol`, with `amountIsInPaymentSymbol`.
             */
            amountInPaymentSymbol?: number | null;
            /** @description Lets an equity order fill in the extended session (4:00-9:30 and 16:00-20:00 New York time) at institutions that offer it. */
            extendedHours?: boolean;
            orderType: components["schemas"]["OrderType"];
            timeInForce: components["schemas"]["TimeInForce"];
            /** @description Accepted, and not needed: no sandbox institution asks for a code before an order. */
            mfaCode?: components["schemas"]["MfaCode"];
            /** @description The side the order would take; the answer is the same for both. */
            side?: components["schemas"]["OrderSide"] | null;
        };
        /**
         * @description Whether the institution trades a symbol, and in fractions of a unit: `fractionalTradingAllowed`,
         *     `fractionalTradingNotAllowed` (whole units only), `tradingNotAllowed` (it does not trade the symbol).
         *     `fractionalTradingPossiblyAllowed` is in the public service's enum; the sandbox always knows, and never answers it.
         * @enum {string}
         */
        SymbolTradingAllowance: "fractionalTradingAllowed" | "fractionalTradingNotAllowed" | "tradingNotAllowed" | "fractionalTradingPossiblyAllowed";
        /** @description The time an API client's sandbox runs on. */
        TestClock: {
            /** @description `true` while the client has a test clock: its time moves only when advanced. */
            frozen: boolean;
            /** @description The client's sandbox time now, in Unix milliseconds. */
            now: components["schemas"]["UnixMillis"];
            /** @description When the test clock was created, in its own time; `null` without a test clock. */
            createdAt?: components["schemas"]["UnixMillis"] | null;
        };
        /** @description A test clock's move and what happened during it. */
        TestClockAdvance: {
            /** @description The clock's time before the move. */
            previous: components["schemas"]["UnixMillis"];
            /** @description The clock's time after it; `target` when `complete`, else where this advance left it. */
            now: components["schemas"]["UnixMillis"];
            /** @description The time asked for. */
            target: components["schemas"]["UnixMillis"];
            /**
             * @description `true` when the clock stands at `target` and what fell due on the way was done (or is being done by another
             *     process's dispatcher, which holds it). `false` when the advance stopped short: `stoppedBecause` says why and
             *     `left` what is still due; advancing again to `target` goes on from `now`.
             */
            complete: boolean;
            /**
             * @description Why the advance stopped short of `target`; `null` when it is complete. `timeLimit`: an advance starts no new
             *     work once it has run for `WEBHOOK_TIMEOUT_MS` (and what it has under way ends within that timeout), so it
             *     answers within about twice that. `clockChanged`: another request moved, reset or deleted the clock
             *     meanwhile, after this advance had moved it or done something; `now` and `happened` are what this advance did.
             * @enum {string|null}
             */
            stoppedBecause: "timeLimit" | "clockChanged" | null;
            /** @description What is still due at or before `target`, when the answer was made. */
            left: {
                /** @description `Pending` transfers whose settle time is at or before `target`. */
                transfersDue: number;
                /** @description Webhook events whose next attempt is due at or before `target` (first attempts and retries). */
                webhooksDue: number;
            };
            /** @description What fell due on the way and was done. */
            happened: {
                /** @description Transfers that moved from `Pending` to their final status. */
                transfersSettled: number;
                /** @description Webhook delivery attempts made, first ones and retries. */
                webhooksAttempted: number;
                /** @description Attempts the receiver acknowledged with a 2xx. */
                webhooksDelivered: number;
            };
        };
        /** @description How far to move a test clock - by a duration (`days`, `hours`, `minutes` and `seconds`, which add up), or to `frozenTime`; one or the other. */
        TestClockAdvanceRequest: {
            /** @description Days to move forward (up to ten years). */
            days?: number;
            /** @description Hours to move forward (up to ten years). */
            hours?: number;
            /** @description Minutes to move forward (up to ten years). */
            minutes?: number;
            /** @description Seconds to move forward (up to ten years); `0` runs what is due now. */
            seconds?: number;
        } | {
            /** @description The time to move to, in Unix milliseconds; not before the clock's time, nor past the latest a test clock allows. */
            frozenTime: components["schemas"]["TestClockTime"];
        };
        TestClockAdvanceResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["TestClockAdvance"];
        };
        /** @description Where a new test clock starts. */
        TestClockRequest: {
            /** @description The time the clock starts frozen at, in Unix milliseconds; absent for the server's time now. */
            frozenTime?: components["schemas"]["TestClockTime"];
        };
        TestClockResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["TestClock"];
        };
        /**
         * Format: int64
         * @description A time a test clock may be set or moved to, in Unix milliseconds: at the latest 9998-12-31T23:59:59.999Z, a
         *     year before the end of `UnixMillis`, so that what the clock schedules (settlements, webhook retries, token
         *     lifetimes) always has a time the API can write. A server whose `SANDBOX_SETTLE_MS` and webhook retry schedule
         *     need more than a year keeps more, and answers a later time `400` `invalidField` naming the latest it allows.
         */
        TestClockTime: number;
        /**
         * @description How long an order stays open: `goodTillCanceled` until it fills or is cancelled; `goodForDay` until the end of
         *     the trading day (16:00 New York time for equities, 20:00 with `extendedHours`; 00:00 UTC for cryptocurrencies);
         *     `immediateOrCancel` and `fillOrKill` fill at once or are cancelled (the sandbox fills an order whole or not at
         *     all, so the two behave alike); `postOnly` is a limit order that must not fill at once (refused when it would).
         *     `unknown` is in the public service's enum; no institution takes it. Which values an institution takes per order
         *     type, `getTradingFeatures` says.
         * @enum {string}
         */
        TimeInForce: "goodTillCanceled" | "immediateOrCancel" | "fillOrKill" | "goodForDay" | "postOnly" | "unknown";
        /**
         * @description A destination: `networkId`, `symbol` and `address` are all needed, though node-api's type leaves them optional (a
         *     destination without one of them is `400`).
         */
        ToAddress: {
            networkId: components["schemas"]["NetworkId"];
            symbol: components["schemas"]["AssetSymbol"];
            address: components["schemas"]["Address"];
            addressTag?: components["schemas"]["AddressTag"];
            amount?: components["schemas"]["Amount"] | null;
            displayAmountInFiat?: number | null;
        };
        /** @description A network an institution moves a token on. */
        TokenIntegrationNetwork: {
            /** Format: uuid */
            networkId: string;
            /** @description The network's name (node-api's spelling of the field). */
            netwokName: string;
            /** @description The institution's own name for the network, as its transfers name the `chain` (`ETH-ERC20` where it asks for one). */
            innerNetworkId: string;
            brokerType: components["schemas"]["InstitutionType"];
        };
        TokenNetwork: {
            /** Format: uuid */
            id: string;
            name: string;
            chainId: string | null;
        };
        TokenRefresh: {
            /** @enum {string} */
            status: "succeeded" | "failed" | "mfaRequired";
            /** @description Lifetime of the new access token in seconds. */
            expiresInSeconds: number;
            /** @description Lifetime of the refresh token in seconds. */
            refreshTokenExpiresInSeconds?: number | null;
            errorMessage: string | null;
            brokerAccountTokens: components["schemas"]["BrokerAccountToken"][];
            /**
             * @deprecated
             * @description Deprecated: use `brokerAccountTokens[0].accessToken`, which it equals (with `mfaRequired`, the challenge to
             *     send back as `accessToken` with the code). A refresh token names one account, so the list has one item; were
             *     it to have several, these would be the first's ([Decisions](#tag/Decisions)).
             */
            accessToken: string | null;
            /**
             * @deprecated
             * @description Deprecated; use `brokerAccountTokens[0].refreshToken`, which it equals.
             */
            refreshToken: string | null;
            /**
             * @deprecated
             * @description Deprecated; use `brokerAccountTokens[0].account`, which it equals (`null` with `mfaRequired`).
             */
            account: components["schemas"]["BrokerAccount"] | null;
        };
        /** @description A fiat balance of the account, with what trading can spend of it (`getAccountBalance`, `getTradingFeatures`). */
        TradingBalance: {
            /**
             * Format: double
             * @description The cash balance; may be negative.
             */
            cash: number | null;
            /**
             * Format: double
             * @description The balance's buying power, as `getFiatBalances` shows it.
             */
            buyingPower: number | null;
            /**
             * Format: double
             * @description What a cryptocurrency buy can spend of the balance now (its cash, less what open orders hold; never below 0); `null` where the institution trades no cryptocurrency for this currency.
             */
            cryptocurrencyBuyingPower: number | null;
            /** @description ISO 4217 currency code. */
            currencyCode: string | null;
        };
        /** @description Orders of one kind of asset (equities or cryptocurrencies) at the institution; `supported` `false` when it trades none. */
        TradingFeature: {
            supported: boolean;
            supportsFiatCurrencyPayment: boolean;
            /** @description Whether orders can be paid in a cryptocurrency (a stablecoin) of `supportedCryptocurrencySymbolsForPayment`. */
            supportsCryptocurrencyPayment: boolean;
            /** @description Always `false`: a buy is paid from the cash balance, never on margin. */
            supportsMarginOrders: boolean;
            /** @description The cryptocurrencies it trades; `null` for equities. */
            supportedCryptocurrencySymbols: string[] | null;
            /** @description The cryptocurrencies that pay for orders. */
            supportedCryptocurrencySymbolsForPayment: string[] | null;
            /** @description The fiat currencies that pay for orders. */
            supportedFiatCurrencies: string[] | null;
            marketType: components["schemas"]["OrderTypeFeature"] | null;
            limitType: components["schemas"]["OrderTypeFeature"] | null;
            stopLossType: components["schemas"]["OrderTypeFeature"] | null;
        };
        /**
         * @description What the institution lets the account trade, from the same rules `previewOrder` and `executeOrder` enforce:
         *     equities (`stockOrders`) and cryptocurrencies (`cryptocurrencyOrders`), each with its order types, times in
         *     force, fractional units and sizing in the payment symbol; and the account's fiat balances. An institution that
         *     does not trade answers `isTradingSupported` `false` and both kinds unsupported.
         */
        TradingFeatures: {
            brokerType: components["schemas"]["InstitutionType"];
            /** @description The institution's id of the account. */
            accountId: string | null;
            cryptocurrencyOrders: components["schemas"]["TradingFeature"];
            stockOrders: components["schemas"]["TradingFeature"];
            /** @description Always `null`; paying for a cryptocurrency with a stablecoin is in `cryptocurrencyOrders` (`supportedCryptocurrencySymbolsForPayment`). */
            cryptocurrencyAssetPairTrading: null;
            /** @description Always `null`: the sandbox converts no cryptocurrency into another outside an order. */
            cryptocurrencyConversion: null;
            /**
             * @description Always `succeeded` (an expired token is refused before, `404`).
             * @enum {string}
             */
            status: "succeeded" | "failed" | "notAuthorized";
            /** @description Always `true`; `previewOrder` checks every rule. */
            supportsOrderPreview: boolean;
            /** @description Always `false`: there is no quote operation; `previewOrder` answers the price an order would fill at. */
            supportsPriceQuotes: boolean;
            /** @description Whether `cancelOrder` cancels an open order here. */
            supportsOrderCancellation: boolean;
            /** @description Always `true` (an institution made to fail with `sandboxFailInstitution` answers that failure instead). */
            isIntegrationUp: boolean;
            /** @description Whether the institution trades at all. */
            isTradingSupported: boolean;
            fiatBalances: components["schemas"]["TradingBalance"][];
            /**
             * Format: int32
             * @description Always `null`: `listOrders` has every order of the account.
             */
            historyRecordLimit: number | null;
            /** @description Whether the institution earns on a spread rather than a fee (its fee is then 0). */
            usesSpreads: boolean;
        };
        TradingFeaturesResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["TradingFeatures"];
        };
        /** @description A transfer as the service records it; its `status` is authoritative. */
        Transfer: {
            /** Format: uuid */
            transferId: string;
            status: components["schemas"]["TransferStatus"];
            type: components["schemas"]["InstitutionType"];
            userId: components["schemas"]["UserId"];
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
            fee: number | null;
            networkId: components["schemas"]["NetworkId"] | null;
            chain: string | null;
            fromAddress: string | null;
            toAddress: string | null;
            /**
             * @description The destination tag or memo sent with `toAddress` (`initiateTransfer`'s `memo`, `previewTransfer`'s
             *     `addressTag`, or the link token's `toAddresses`); `null` where none was sent. Absent from the dashboard's
             *     events kept before the sandbox kept it.
             */
            addressTag?: components["schemas"]["AddressTag"];
            txId: string | null;
            /** @description `null` until known; at institutions that report it later, known only once the transfer succeeded. */
            txHash: string | null;
            clientTransactionId: string | null;
            amountInFiat: number | null;
            /**
             * Format: int64
             * @description Unix time in milliseconds.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Unix time in milliseconds of the last status change.
             */
            updatedAt: number;
        };
        /** @description What funding the transfer from the account's other assets would have to cover. */
        TransferBalanceFunding: {
            status: components["schemas"]["TransferBalanceFundingStatus"];
            /** @description What leaves the account, fees included, in units of the asset; `totalEstimatedAmount`. */
            transferTotalAmount: number;
            /** @description The asset's price in `fiatCurrency`; `null` where it has none. */
            unitPrice: number | null;
            /**
             * @description A margin for the network fee rising before the transfer is sent: zero, as the sandbox's network fee does not
             *     change between a preview and its execution.
             */
            gasFeeBuffer: components["schemas"]["TransferFee"];
            symbol: components["schemas"]["AssetSymbol"];
            /** @description `transferTotalAmount` in `fiatCurrency`; `totalEstimatedAmountInFiat`. */
            transferTotalAmountInFiat: number | null;
        };
        /**
         * @description Whether a transfer can be funded by converting the account's other assets. The public service also answers
         *     `available`, `requiresAmountLowering`, `notApplicable` and `unavailable`; the sandbox funds no transfer that way,
         *     so it answers `disabled` alone.
         * @enum {string}
         */
        TransferBalanceFundingStatus: "disabled";
        /**
         * @description A destination: `networkId`, `symbol` and `address` are all needed, though node-api's type leaves them optional (a
         *     destination without one of them is `400`).
         */
        TransferDestination: {
            networkId: components["schemas"]["NetworkId"];
            symbol: components["schemas"]["AssetSymbol"];
            address: components["schemas"]["Address"];
            addressTag?: components["schemas"]["AddressTag"];
        };
        /** @description A fee, in its currency and in fiat. */
        TransferFee: {
            fee: number;
            feeCurrency: string;
            /** @description In USD; `null` where the currency has no price. */
            feeInFiat: number | null;
        };
        /**
         * @description A network fee as EIP-1559 gas, in gwei (10⁻⁹ of the network's own coin) per unit of gas: `gasLimit` times
         *     `maxFeePerGas` is the estimated fee, in the network's coin. The sandbox's chains have no fee market, so the tip
         *     is a fixed tenth of the fee; the fee per gas is `null` where the sandbox does not price the network's coin.
         */
        TransferFeeDetails: {
            /**
             * Format: int64
             * @description The gas a plain transfer of the coin takes (21,000), or a token's ERC-20 `transfer` call (65,000).
             */
            gasLimit: number;
            /** @description The most the sender tips the block's producer per unit of gas, in gwei; a tenth of `maxFeePerGas`. */
            maxPriorityFeePerGas: number | null;
            /** @description The most the sender pays per unit of gas, in gwei. */
            maxFeePerGas: number | null;
        };
        /**
         * @description A transfer the Link UI sent, which the page reports to the SDK as `transferFinished` (`onTransferFinished`). There
         *     its `status` is the SDK's one, `success` (the institution took the transfer), and the fields that are null here
         *     are left out; here `status` is the transfer's own, lowercase.
         */
        TransferFinished: {
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** Format: uuid */
            transferId: string;
            /** @description The institution's transaction id. */
            txId: string | null;
            txHash: string | null;
            fromAddress: string | null;
            toAddress: string | null;
            symbol: components["schemas"]["AssetSymbol"];
            amount: number;
            networkId: components["schemas"]["NetworkId"] | null;
            userId: components["schemas"]["UserId"];
            clientTransactionId: string | null;
            amountInFiat: number | null;
        };
        /** @description One way a transfer was funded. */
        TransferFunding: {
            /**
             * @description The account's balance of the asset sent, as it was.
             * @enum {string}
             */
            type: "existingCryptocurrencyBalance";
            /** @description What this way funded, in units of the asset sent; the transfer's `sourceAmount`. */
            amount: number;
            /** @description `amount` in fiat; `null` where the asset has no price. */
            amountInFiat: number | null;
            toSymbol: components["schemas"]["AssetSymbol"];
            /** @description What was used, `amount`: nothing was converted. */
            fromAmount: number;
            fromSymbol: components["schemas"]["AssetSymbol"];
            /** @description The payment method that paid; none. */
            paymentMethodType: null;
            /** @description What funding this way cost; zero. */
            fee: components["schemas"]["TransferFee"];
        };
        /** @description The institution a transfer left from. */
        TransferIntegration: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["InstitutionType"];
            name: string;
        };
        TransferIntegrationNetworks: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["InstitutionType"];
            name: string;
            networks: components["schemas"]["IntegrationNetwork"][];
            supportsOutgoingTransfers: boolean;
            supportsIncomingTransfers: boolean;
        };
        /** @description The institution a transfer left from, with its logo. */
        TransferIntegrationWithLogo: components["schemas"]["TransferIntegration"] & {
            /**
             * Format: uri
             * @description Its icon for a light background, an SVG this sandbox serves (`listIntegrations`' `iconColorUrl`).
             */
            logoUrl: string;
        };
        TransferIntegrations: {
            integrations: components["schemas"]["TransferIntegrationNetworks"][];
        };
        TransferIntegrationsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["TransferIntegrations"];
        };
        /** @description Pre-configures a transfer in the session. A field sent as `null` (node-api's types allow it) is as if it were left out. */
        TransferOptions: {
            /** @description Destination per network and symbol. */
            toAddresses?: components["schemas"]["ToAddress"][] | null;
            /** @description Amount in the display currency. */
            amountInFiat?: number | null;
            /** @description The client's own identifier of the transfer, echoed in callbacks and webhooks. */
            transactionId?: string | null;
            /** @description The client's fee as a fraction of the amount. */
            clientFee?: number | null;
            /** @description What the session's transfer is for (`deposit` when left out); a fiat ramp runs as a deposit. */
            transferType?: components["schemas"]["LinkTransferType"] | components["schemas"]["FiatRampTransferType"] | null;
            fundingOptions?: {
                enabled?: boolean;
            } | null;
            /** @description Take fees out of the amount instead of adding them. */
            isInclusiveFeeEnabled?: boolean;
            description?: string | null;
            /**
             * @description What a payment buys (the payment services' merchant checks, such as Binance Pay's). Accepted and ignored, as
             *     `description` is: no sandbox institution checks goods.
             */
            goodsDetails?: {
                /** @description `01` tangible goods, `02` virtual goods. */
                goodsType?: string | null;
                goodsCategory?: string | null;
                referenceGoodsId?: string | null;
                goodsName?: string | null;
                goodsDetail?: string | null;
            }[] | null;
            /** @description Also return a `paymentLink` that can be shared. */
            generatePayLink?: boolean;
        };
        TransferPreviewDetails: {
            /** Format: uuid */
            previewId: string;
            /**
             * Format: int32
             * @description Seconds within which `executeTransfer` may send it.
             */
            previewExpiresIn: number;
            fromAddress: string | null;
            /** @description Where a refund of the transfer would go back to, the source account's own address on the network; `fromAddress`. */
            refundAddress: string | null;
            toAddress: string;
            addressTag: string | null;
            symbol: components["schemas"]["AssetSymbol"];
            /** @description What leaves the account, in units of the asset, before the institution's fee (unless included). */
            amount: number;
            amountInFiat: number | null;
            /** @description What leaves the account, fees included. */
            totalEstimatedAmount: number;
            totalEstimatedAmountInFiat: number | null;
            networkId: components["schemas"]["NetworkId"];
            networkName: string;
            /**
             * @description The token's contract on the network, as its chain names it (an ERC-20's address in its EIP-55 checksum, a
             *     Solana mint, an Algorand asset id, a Stellar issuer, a Sui coin type); `null` for the network's own coin.
             */
            contractAddress: string | null;
            institutionTransferFee: components["schemas"]["TransferFee"];
            estimatedNetworkGasFee: components["schemas"]["TransferFee"];
            /** @description `estimatedNetworkGasFee` as EIP-1559 gas on an EVM network; `null` on the others, which price no gas. */
            estimatedNetworkGasFeeDetails: components["schemas"]["TransferFeeDetails"] | null;
            /**
             * Format: int32
             * @description The decimal places of the token's smallest unit on this network (6 for USDC on Ethereum, 18 on BNB Smart
             *     Chain). The sandbox keeps every amount to 10⁻⁸ whatever the token ([Decisions](#tag/Decisions)), so an amount
             *     may be finer than a 6-decimal token's unit.
             */
            decimalPlaces: number;
            /** @description The asset's price in USD. */
            unitPrice: number | null;
            clientTransactionId: string | null;
            /** @description The client's fee, as a fraction of the amount: `0`, as the sandbox charges none and the request sets none. */
            clientFee: number;
            /** @description The client's fee in the asset, `amount` times `clientFee`; zero. */
            customClientFee: components["schemas"]["TransferFee"];
            /**
             * @description How the service keeps its processing fee: the default way, which sends it to no address of its own
             *     (`smartDeposit` would name one). The sandbox takes no processing fee.
             */
            processingFeeRetainMethod: {
                /** @enum {string} */
                type: "default";
                /** @description The address a `smartDeposit` sends the fee to; none. */
                processingFeeAddress: null;
            };
            /**
             * @description What the transfer is for: `deposit`, the public service's default, as for a link token that names no
             *     `transferType`. The request names none.
             */
            transferType: components["schemas"]["LinkTransferType"];
            /** @description Whether the request set the client's fee; always `false`, since it takes none. */
            isCustomClientFeeProvided: boolean;
            /** @description `amount` after the client's fee, what is asked of the institution: `amount`, as the fee is zero. */
            amountWithCustomClientFee: number;
            /** @enum {string} */
            fiatCurrency: "USD";
            isFeeIncluded: boolean;
            /** @description What reaches the destination. */
            amountToReceive: number;
            /** @description `amountToReceive` in `fiatCurrency`; `null` where the asset has no price. */
            amountToReceiveInFiat: number | null;
            /** @description What the sandbox asks the institution to send to the destination, in units of the asset; `amount`. */
            transferAmountToRequest: number;
            /**
             * @description `totalEstimatedAmountInFiat` and the fees of converting other assets to fund the transfer: none, as the
             *     sandbox funds no transfer that way; `null` where the asset has no price.
             */
            totalEstimatedAmountPlusConversionFeesInFiat: number | null;
            /** @description Whether the amount was the most the account could send; always `false`: a preview sends the amount asked. */
            isMaximumAmount: boolean;
        };
        TransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["Transfer"];
        };
        /**
         * @description Status of a transfer as webhooks report it. `Pending` moves once to `Succeeded` or `Failed`; a final status never changes.
         * @enum {string}
         */
        TransferStatus: "Pending" | "Succeeded" | "Failed";
        TransferToken: {
            token: string;
            networks: components["schemas"]["TokenNetwork"][];
            supportedIntegrations: components["schemas"]["InstitutionType"][];
            /** @description Each institution that moves the token, on each network it moves it on. */
            integrationNetworks: components["schemas"]["TokenIntegrationNetwork"][];
        };
        TransferTokens: {
            tokens: components["schemas"]["TransferToken"][];
        };
        TransferTokensResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["TransferTokens"];
        };
        /** @description Whether the institution, network, token and address of a transfer go together. */
        TransferVerification: {
            /** @enum {string} */
            status: "succeeded" | "failed";
            /** @description What failed; on success, that the verification succeeded (as the public service says it). */
            errorMessage: string | null;
            /**
             * @description The first check that failed, in this order; `null` on success.
             *     - `notSupportedOnToken`: no network of the service carries the token, or the network given does not.
             *     - `notSupportedOnIntegration`: no institution has this id, or it does not send the token.
             *     - `notSupportedOnNetwork`: the network is unknown, or the institution does not send the token on it.
             *     - `invalidAddressFormat`: the address is not one of the network (format and checksum), or, without a
             *       network, of any network that carries the token.
             * @enum {string|null}
             */
            failureReason: "notSupportedOnIntegration" | "notSupportedOnNetwork" | "invalidAddressFormat" | "notSupportedOnToken" | null;
        };
        /** @description What a transfer would use. Every part is optional; each part given is checked, with the others given. */
        TransferVerificationRequest: {
            /** @description The sending institution's `id`, as `listIntegrations` and `listTransferIntegrations` give it. */
            integrationId?: string | null;
            /** @description The asset's symbol, for example `USDC`. */
            token?: string | null;
            /** @description The network's `id`, as `listNetworks` gives it. */
            networkId?: string | null;
            /** @description The destination address. */
            targetAddress?: string | null;
        };
        TransferVerificationResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["TransferVerification"];
        };
        /** @description Body of a transfer status webhook. Names are PascalCase, as the public service sends them. */
        TransferWebhookPayload: {
            /**
             * @description Idempotency key, the same on every delivery of this event (and its `webhook-id` header): a GUID, as the public
             *     reference has it. An event a version of this sandbox recorded before GUIDs keeps its `evt_` id.
             */
            EventId: string;
            /** @description Identifier of this delivery attempt; new on every attempt. */
            Id: string;
            /**
             * Format: int64
             * @description Unix time in seconds at which this attempt was sent.
             */
            SentTimestamp: number;
            /** Format: uuid */
            TransferId: string;
            /**
             * Format: int64
             * @description Unix time in milliseconds of the status change.
             */
            Timestamp: number;
            TransferStatus: components["schemas"]["TransferStatus"];
            /** @description The client's `transferOptions.transactionId`. */
            TransactionId?: string | null;
            /** @description On-chain hash; `null` where the institution reports it only later. */
            TxHash?: string | null;
            UserId: components["schemas"]["UserId"];
            /** @description Symbol of the asset moved. */
            Token: components["schemas"]["AssetSymbol"];
            Chain?: string | null;
            SourceAmount: number;
            SourceAccountProvider: components["schemas"]["InstitutionType"];
            DestinationAmount?: number | null;
            DestinationAddress?: string | null;
            RefundAddress?: string | null;
        };
        /** @description Who sends a transfer, for the Travel Rule. */
        TravelRuleOptions: {
            /** @enum {string|null} */
            transferType?: "deposit" | "payment" | "onramp" | "fiatOnRamp" | "fiatOffRamp" | null;
            clientName?: string | null;
            /** @enum {string} */
            clientType?: "undefined" | "wallet" | "exchange" | "vasp" | "merchant" | "other" | "psp" | "neobank" | "iGaming" | "aggregator";
            /** Format: uuid */
            clientId?: string;
        };
        /**
         * Format: int64
         * @description Unix time in milliseconds.
         */
        UnixMillis: number;
        UpdateTransfer: {
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            statusDetails: components["schemas"]["InstitutionTransferStatus"];
            errorMessage: string | null;
            transferResult: components["schemas"]["UpdatedTransfer"] | null;
        };
        /** @description A transfer of a connected account, to read again from its institution. */
        UpdateTransferRequest: {
            authToken: components["schemas"]["AuthToken"];
            type: components["schemas"]["InstitutionType"];
            /** @description The transfer's `transferId` (as `executeTransfer` and webhooks give it), or the institution's id of it (`transactionId` of `initiateTransfer`, `id` of `listInstitutionTransfers`). */
            transactionId: string;
        };
        UpdateTransferResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["UpdateTransfer"];
        };
        /** @description A transfer sent through the service, as its institution reports it now. */
        UpdatedTransfer: {
            /**
             * Format: uuid
             * @description The `transferId`.
             */
            id: string;
            clientTransactionId: string | null;
            institutionTransactionId: string | null;
            userId: components["schemas"]["UserId"] | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @description In US dollars when the transfer was sent; absent where the asset has no price. */
            amountInFiat?: number;
            /** @enum {string} */
            amountInFiatCurrencyCode: "USD";
            amount: number;
            symbol: components["schemas"]["AssetSymbol"];
            networkName: string | null;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            createdTimestamp: number;
            from: components["schemas"]["TransferIntegration"];
            hash: string | null;
            /**
             * Format: int64
             * @description Unix seconds of the final status; `null` while `pending`.
             */
            executedTimestamp: number | null;
        };
        /** @description Where a client's calls go upstream and how; its secret is never shown. */
        Upstream: {
            /** @description The upstream's base URL (`--upstream`, `UPSTREAM_URL`); `null` when the server has none, and then no call goes upstream. */
            url: string | null;
            mode: components["schemas"]["UpstreamMode"];
            /** @description The client's id at the upstream; `null` until set, and then the client's calls stay in the sandbox. */
            upstreamClientId: string | null;
            /** @description The operations that change state that `shadow` sends upstream too. */
            shadowWrites: string[];
        };
        /**
         * @description How a client's calls meet the upstream (the real service): `verify` sends each call there and returns its answer,
         *     reporting where the answer departs from the contract; `shadow` answers from the sandbox and sends the same call
         *     there too, reporting where the two answers' shapes differ; `record` works as `verify` and also writes what the
         *     upstream answers for each connected account as a scenario user ([Decisions](#tag/Decisions), "Upstream").
         * @enum {string}
         */
        UpstreamMode: "verify" | "shadow" | "record";
        /** @description The client's credentials at the upstream, and how its calls meet the upstream. */
        UpstreamRequest: {
            /** @description The client's id at the upstream, sent there as `X-Client-Id`. */
            upstreamClientId: string;
            /** @description The client's secret at the upstream, sent only there as `X-Client-Secret`; never shown again, logged or exported. */
            upstreamClientSecret: string;
            mode?: components["schemas"]["UpstreamMode"];
            /**
             * @description The operations that change state (transfers, orders, disconnects, token refreshes) whose calls `shadow` sends to
             *     the upstream too; none unless listed. Reads are always shadowed.
             */
            shadowWrites?: string[];
        };
        UpstreamResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["Upstream"];
        };
        /**
         * @description The end user's identifier in the client's system, as given to `createLinkToken`. Not personal data. One bound
         *     wherever it is taken or answered (requests, answers, webhooks, exports and imports), so that what is accepted can
         *     always be answered ([Decisions](#tag/Decisions)).
         * @example user-7d1c
         */
        UserId: string;
        /** @description Ask the user to prove ownership of a wallet by signing `message`. A field sent as `null` (node-api's types allow it) is as if it were left out. */
        VerifyWalletOptions: {
            /** @description Message the user signs. */
            message?: string | null;
            verificationMethods?: "signedMessage"[] | null;
            /** @description Only these addresses may be verified. */
            addresses?: string[] | null;
            networkId?: components["schemas"]["NetworkId"] | null;
            networkType?: components["schemas"]["NetworkType"] | null;
        };
        WalletVerification: {
            userId: components["schemas"]["UserId"];
            address: string;
            networkType: components["schemas"]["NetworkType"];
            /** @enum {string} */
            verificationMethod: "signedMessage";
            message: string;
            /** @description Signature of the message. */
            signedMessageHash: string;
            /**
             * Format: int64
             * @description Unix time in seconds of the verification.
             */
            timestamp: number;
            /** @description Extended public key, for wallets that derive addresses from one. */
            xPubKey?: string | null;
        };
        WalletVerificationResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["WalletVerification"];
        };
        WalletVerifications: {
            verifications: components["schemas"]["WalletVerification"][];
        };
        WalletVerificationsResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["WalletVerifications"];
        };
        WebhookDeliveries: {
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        WebhookDeliveriesResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["WebhookDeliveries"];
        };
        WebhookDelivery: {
            eventId: string;
            /** Format: uuid */
            transferId: string;
            transferStatus: components["schemas"]["TransferStatus"];
            /**
             * @description `pending` while retries remain, `delivered` after a 2xx, `failed` after the last attempt.
             * @enum {string}
             */
            eventStatus: "pending" | "delivered" | "failed";
            /** @description 1 for the first attempt of the event. */
            attempt: number;
            /**
             * Format: int64
             * @description Unix time in milliseconds.
             */
            attemptedAt: number;
            /** @description The receiver's HTTP status; `null` when no answer came. */
            httpStatus?: number | null;
            latencyMs?: number;
            /** @description Why no answer came (timeout, connection refused). */
            error?: string | null;
        };
        WebhookEndpoint: {
            url: string;
            /** @description `whsec_` signing secret, shown only in the answer that registers the endpoint. */
            secret?: string;
            /** @description False after the endpoint answered `410 Gone`. */
            enabled: boolean;
        };
        WebhookEndpointResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["WebhookEndpoint"];
        };
        /** @description The webhook events of a transfer queued again, in the order they go out. */
        WebhooksQueued: {
            /** Format: uuid */
            transferId: string;
            events: {
                /** @description The event's `EventId`, the same as in its earlier deliveries. */
                eventId: string;
                transferStatus: components["schemas"]["TransferStatus"];
            }[];
        };
        WebhooksQueuedResult: components["schemas"]["ApiResult"] & {
            content: components["schemas"]["WebhooksQueued"];
        };
    };
    responses: {
        /** @description The request is malformed or violates the contract, or the institution does not support the operation. `errorData` lists each problem. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /**
         * @description The request conflicts with the resource's state, such as settling a transfer that is already final, or its
         *     `Idempotency-Key` was used for another request, or is still being answered (then with `Retry-After`).
         */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description The institution account lacks a permission the operation needs (trusted IP, withdrawal permission). */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description The session token is missing, unknown, expired or its session ended. The page must be opened again with a new link token. */
        LinkSessionUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description The resource does not exist or belongs to another API client. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description The request body is larger than 1 MiB. */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description An unexpected failure (no internals are disclosed; the request id identifies the failure in the logs), or the institution failed (`institutionFailure`). */
        ServerFailure: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /**
         * @description The database cannot be reached (restarting, failing over, or a recycled connection), or concurrent requests on
         *     the same data kept it from carrying out the request (a PostgreSQL deadlock or serialization failure that persisted
         *     after the server ran the transaction again, three attempts in all): both `storeUnavailable`. Or the institution
         *     cannot be reached (`institutionUnavailable`), or, in the upstream mode, the upstream failed to answer
         *     (`upstreamUnavailable`). The request was not carried out; repeat it after `Retry-After`
         *     seconds. The server reconnects by itself.
         */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description The client's rate limit is exceeded, or this address has failed authentication too often, or the institution limits this client (`institutionRateLimited`), or the call would hold a connection open past its bound (an event stream, an answer a fault holds with `hang` or latency; the message names the bound). Wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description Transfer submitted (status `pending`), or an MFA code is required (see `content.brokerResponseStatus`). */
        TransferSubmitted: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxTransferResult"];
            };
        };
        /** @description Client credentials, `id_token` or admin key missing or wrong. The message names what is wrong without saying whether an id exists. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResult"];
            };
        };
        /** @description The signature verified and the verification was recorded. */
        WalletVerified: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Binding-Forgiven": components["headers"]["BindingForgiven"];
                "Preference-Applied": components["headers"]["PreferenceApplied"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WalletVerificationResult"];
            };
        };
    };
    parameters: {
        /**
         * @description The API client's id.
         * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
         */
        ClientId: string;
        /**
         * @description Only transfers with this client transaction id (`transactionId` of the link token or the preview).
         * @example order-1001
         */
        ClientTransactionIdQuery: string;
        /**
         * @description The connection's id, as `listDashboardUsers` answers it.
         * @example 3b9d1f7a-5c2e-4a8b-9d0f-1e3a5c7b9d2f
         */
        ConnectionId: string;
        /**
         * @description How many transfers a page holds.
         * @example 10
         */
        Count: number;
        /**
         * @description Only what was created at or after this time (Unix milliseconds).
         * @example 1795000000000
         */
        CreatedFrom: components["schemas"]["UnixMillis"];
        /**
         * @description Only what was created at or before this time (Unix milliseconds).
         * @example 1795003600000
         */
        CreatedTo: components["schemas"]["UnixMillis"];
        /**
         * @description How many to answer at most.
         * @example 50
         */
        DashboardCount: number;
        /**
         * @description The call's request id, from its `X-Request-Id` header or the server's log line.
         * @example req_5f7a9c0e1b3d
         */
        DashboardRequestId: string;
        /**
         * @description Only what concerns this end user.
         * @example user-7d1c
         */
        DashboardUserId: components["schemas"]["UserId"];
        /**
         * @description Newest first (`true`, the default) or oldest first (`false`).
         * @example true
         */
        DescendingOrder: boolean;
        /**
         * @description The end user's identifier in the client's system, as given to `createLinkToken` (the same bounds: node-api
         *     2.0.28 documents 50 characters, the sandbox takes what a link token does); reserved characters percent-encoded,
         *     or as form encoding sends them ([Decisions](#tag/Decisions)).
         * @example user-7d1c
         */
        EndUserId: components["schemas"]["UserId"];
        /**
         * @description The fault rule's id, of the caller's choosing (letters, digits, `_` and `-`).
         * @example lose-transfer-answer
         */
        FaultId: string;
        /**
         * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
         *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
         *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
         *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
         *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
         *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
         *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
         *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
         *
         *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
         *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
         *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
         *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
         *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
         *       answer, closed halfway through the body, or held without an answer until the client gives up.
         *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
         *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
         *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
         *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
         *
         *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
         *     for the same faults on every matching call.
         * @example fault=reset; commit
         */
        FaultPreference: string;
        /**
         * @description Only transfers created at or after this time (Unix seconds, as `createdTimestamp`).
         * @example 1795000000
         */
        FromTimestamp: number;
        /**
         * @description Only the transfer with this transaction hash (compared without regard to letter case).
         * @example 0x3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d
         */
        HashQuery: string;
        /**
         * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
         *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
         *     per caller, and a repeat with the same key and the same request gets it again, with
         *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
         *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
         *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
         *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
         *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
         *     client package sends a new key with every `POST` and keeps it across its retries.
         * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
         */
        IdempotencyKey: string;
        /**
         * @description Only transfers from this institution.
         * @example coinbase
         */
        InstitutionFilter: components["schemas"]["InstitutionType"];
        /**
         * @description Only transfers sent from one of these institutions, by their `id` in `listIntegrations`; repeat the parameter for several.
         * @example [
         *       "8a1f0c56-7d4e-5b2a-9c3f-1e6d8b4a7c20"
         *     ]
         */
        IntegrationIdsQuery: string[];
        /**
         * @description Only sandbox transfers (`true`), or only production ones (`false`). Every transfer of this service is a sandbox one, so `false` lists none.
         * @example true
         */
        IsSandBox: boolean;
        /**
         * @description The `id` of the last event received: the answer starts after it. A browser's `EventSource` sends it by itself
         *     when it reconnects.
         * @example m3k2x9-42
         */
        LastEventId: string;
        /**
         * @description Only the transfer with this id (`transferId`).
         * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
         */
        ManagedTransferIdQuery: string;
        /**
         * @description Only transfers worth at most this many US dollars (`amountInFiat`); a transfer without a fiat value does not match.
         * @example 500
         */
        MaxAmountInFiat: number;
        /**
         * @description Only transfers worth at least this many US dollars (`amountInFiat`); a transfer without a fiat value does not match.
         * @example 10
         */
        MinAmountInFiat: number;
        /**
         * @description How many matching transfers to skip.
         * @example 0
         */
        Offset: number;
        /**
         * @description Only calls of this operation (its `operationId`).
         * @example getHoldings
         */
        OperationIdFilter: string;
        /**
         * @description The field to order by (`createdTimestamp`, the default), in the direction `DescendingOrder` says, ties by creation
         *     time in the same direction. `clientTransferId` is `clientTransactionId`, `fromType` the source institution's
         *     `type`, `status` the status's name; a transfer without a value (`amountInFiat`, `clientTransferId`,
         *     `networkName`) comes last either way.
         * @example amountInFiat
         */
        OrderBy: "id" | "clientTransferId" | "userId" | "fromType" | "amountInFiat" | "status" | "createdTimestamp" | "symbol" | "networkName";
        /**
         * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
         * @example alice
         */
        SandboxUsername: string;
        /**
         * @description Only calls answered with a status of this class.
         * @example 4xx
         */
        StatusClassFilter: "2xx" | "4xx" | "5xx";
        /**
         * @description Only the transfers sent in the sessions of link tokens made for this sub-client (their `subClientId`).
         * @example 3f2c9a10-5b7e-4d1a-8c6f-2e9b0d4a7f31
         */
        SubClientIdQuery: string;
        /**
         * @description Only transfers created at or before this time (Unix seconds, as `createdTimestamp`; the whole second).
         * @example 1795086400
         */
        ToTimestamp: number;
        /**
         * @description The transfer's id, as `onTransferFinished` and webhooks report it.
         * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
         */
        TransferId: string;
        /**
         * @description Only the attempts of this transfer's events.
         * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
         */
        TransferIdFilter: string;
        /**
         * @description Only transfers in this status.
         * @example Pending
         */
        TransferStatusFilter: components["schemas"]["TransferStatus"];
        /**
         * @description Only transfers in one of these statuses; repeat the parameter for several.
         * @example [
         *       "succeeded"
         *     ]
         */
        TransferStatusesQuery: components["schemas"]["ManagedTransferStatus"][];
        /**
         * @description The end user's identifier in the client's system, as given to `createLinkToken`; reserved characters
         *     percent-encoded, or as form encoding sends them ([Decisions](#tag/Decisions)).
         * @example user-7d1c
         */
        UserId: components["schemas"]["UserId"];
        /**
         * @description Only transfers of this end user.
         * @example user-7d1c
         */
        UserIdFilter: components["schemas"]["UserId"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description What the lenient binding forgave in this request, as the public service's binding forgives it ([Decisions](#tag/Decisions),
         *     "Binding"): each deviation named, separated by `; `, for example `UserId -> userId; mfaCode: "" treated as absent`.
         *     At most three are named, then `and N more`, so the header never grows with the request. Absent when nothing was
         *     forgiven, and under strict binding (`Prefer: handling=strict`, or `sandboxPutSettings`), which refuses them.
         * @example UserId -> userId; mfaCode: "" treated as absent
         */
        BindingForgiven: string;
        /**
         * @description `true` when this answer is the one kept for the request's `Idempotency-Key`, sent again without acting twice.
         * @example true
         */
        IdempotentReplayed: "true";
        /**
         * @description `no-store`: the response carries a secret or a token, so no browser, proxy or client cache may keep it.
         *     Declared on the results of the operations that hand out credentials; the server derives where to send it
         *     from this declaration.
         * @example no-store
         */
        NoStore: "no-store";
        /**
         * @description `handling=strict` when the request asked for strict binding with `Prefer: handling=strict` (RFC 7240) and was
         *     bound strictly: every deviation from the contract refused, none forgiven.
         * @example handling=strict
         */
        PreferenceApplied: "handling=strict";
        /**
         * @description The caller's quota in the current window, as the IETF RateLimit header fields define it (draft 8): `r`
         *     requests remain for `t` more seconds. Sent on every answer of the public API once the caller is
         *     authenticated (a client, a Link page session, or a source address where no credentials are needed), the
         *     429 included; the admin API has no such limit. Processes that share a database share the count.
         * @example "requests"; r=97; t=2
         */
        RateLimit: string;
        /**
         * @description The quota policy (IETF RateLimit header fields, draft 8): `q` requests per window of `w` seconds, per caller;
         *     `pk` is a digest of the caller's partition key, never the key itself. Set by `RATE_LIMIT_BURST` (`q`) and
         *     `RATE_LIMIT_PER_SECOND` (`w` = `q` / per-second rate).
         * @example "requests"; q=100; w=2; pk=:MzZkZjI2ZDg0Yjk5:
         */
        RateLimitPolicy: string;
        /**
         * @description Identifier of the request, also written in the server's logs. Quote it when reporting a problem.
         * @example req_5f7a9c0e1b3d
         */
        RequestId: string;
        /**
         * @description Seconds to wait before the next request.
         * @example 2
         */
        RetryAfter: number;
    };
    pathItems: never;
}
export type AccountBalance = components['schemas']['AccountBalance'];
export type AccountBalanceResult = components['schemas']['AccountBalanceResult'];
export type AccountDetails = components['schemas']['AccountDetails'];
export type AccountDetailsRequest = components['schemas']['AccountDetailsRequest'];
export type AccountDetailsResult = components['schemas']['AccountDetailsResult'];
export type AccountFiatBalance = components['schemas']['AccountFiatBalance'];
export type AccountInfoType = components['schemas']['AccountInfoType'];
export type Address = components['schemas']['Address'];
export type AddressTag = components['schemas']['AddressTag'];
export type AddressType = components['schemas']['AddressType'];
export type AdminToken = components['schemas']['AdminToken'];
export type AdminTokenRequest = components['schemas']['AdminTokenRequest'];
export type AdminTokenResult = components['schemas']['AdminTokenResult'];
export type Amount = components['schemas']['Amount'];
export type ApiClient = components['schemas']['ApiClient'];
export type ApiClientResult = components['schemas']['ApiClientResult'];
export type ApiResult = components['schemas']['ApiResult'];
export type Asset = components['schemas']['Asset'];
export type AssetPage = components['schemas']['AssetPage'];
export type AssetPageResult = components['schemas']['AssetPageResult'];
export type AssetSymbol = components['schemas']['AssetSymbol'];
export type AuthToken = components['schemas']['AuthToken'];
export type AuthTokenRequest = components['schemas']['AuthTokenRequest'];
export type Authentication = components['schemas']['Authentication'];
export type AuthenticationField = components['schemas']['AuthenticationField'];
export type AuthenticationLink = components['schemas']['AuthenticationLink'];
export type AuthenticationLinkResult = components['schemas']['AuthenticationLinkResult'];
export type AuthenticationModel = components['schemas']['AuthenticationModel'];
export type AuthenticationRequest = components['schemas']['AuthenticationRequest'];
export type AuthenticationResult = components['schemas']['AuthenticationResult'];
export type AuthenticationScheme = components['schemas']['AuthenticationScheme'];
export type AuthenticationSchemesResult = components['schemas']['AuthenticationSchemesResult'];
export type AuthenticationStatus = components['schemas']['AuthenticationStatus'];
export type BindingMode = components['schemas']['BindingMode'];
export type BrandInfo = components['schemas']['BrandInfo'];
export type BrokerAccount = components['schemas']['BrokerAccount'];
export type BrokerAccountToken = components['schemas']['BrokerAccountToken'];
export type BrokerResponseStatus = components['schemas']['BrokerResponseStatus'];
export type BrokerageAccountAccessToken = components['schemas']['BrokerageAccountAccessToken'];
export type CatalogLink = components['schemas']['CatalogLink'];
export type CatalogLinkRequest = components['schemas']['CatalogLinkRequest'];
export type CatalogLinkResult = components['schemas']['CatalogLinkResult'];
export type ConfigureTransfer = components['schemas']['ConfigureTransfer'];
export type ConfigureTransferHolding = components['schemas']['ConfigureTransferHolding'];
export type ConfigureTransferNetwork = components['schemas']['ConfigureTransferNetwork'];
export type ConfigureTransferRequest = components['schemas']['ConfigureTransferRequest'];
export type ConfigureTransferResult = components['schemas']['ConfigureTransferResult'];
export type ConnectionIdRequest = components['schemas']['ConnectionIdRequest'];
export type CreateClientRequest = components['schemas']['CreateClientRequest'];
export type CryptocurrencyPosition = components['schemas']['CryptocurrencyPosition'];
export type DashboardConnection = components['schemas']['DashboardConnection'];
export type DashboardEvent = components['schemas']['DashboardEvent'];
export type DashboardEventId = components['schemas']['DashboardEventId'];
export type DashboardEvents = components['schemas']['DashboardEvents'];
export type DashboardEventsResult = components['schemas']['DashboardEventsResult'];
export type DashboardInstitutionFailures = components['schemas']['DashboardInstitutionFailures'];
export type DashboardInstitutionFailuresResult = components['schemas']['DashboardInstitutionFailuresResult'];
export type DashboardRequest = components['schemas']['DashboardRequest'];
export type DashboardRequestDetail = components['schemas']['DashboardRequestDetail'];
export type DashboardRequestDetailResult = components['schemas']['DashboardRequestDetailResult'];
export type DashboardRequests = components['schemas']['DashboardRequests'];
export type DashboardRequestsResult = components['schemas']['DashboardRequestsResult'];
export type DashboardResendFailedRequest = components['schemas']['DashboardResendFailedRequest'];
export type DashboardResent = components['schemas']['DashboardResent'];
export type DashboardResentResult = components['schemas']['DashboardResentResult'];
export type DashboardRotateRequest = components['schemas']['DashboardRotateRequest'];
export type DashboardStats = components['schemas']['DashboardStats'];
export type DashboardStatsMinute = components['schemas']['DashboardStatsMinute'];
export type DashboardStatsResult = components['schemas']['DashboardStatsResult'];
export type DashboardTestWebhook = components['schemas']['DashboardTestWebhook'];
export type DashboardTestWebhookRequest = components['schemas']['DashboardTestWebhookRequest'];
export type DashboardTestWebhookResult = components['schemas']['DashboardTestWebhookResult'];
export type DashboardTransfer = components['schemas']['DashboardTransfer'];
export type DashboardTransferResult = components['schemas']['DashboardTransferResult'];
export type DashboardTransfers = components['schemas']['DashboardTransfers'];
export type DashboardTransfersResult = components['schemas']['DashboardTransfersResult'];
export type DashboardUsers = components['schemas']['DashboardUsers'];
export type DashboardUsersResult = components['schemas']['DashboardUsersResult'];
export type DashboardWebhook = components['schemas']['DashboardWebhook'];
export type DashboardWebhookAttempt = components['schemas']['DashboardWebhookAttempt'];
export type DashboardWebhookAttempts = components['schemas']['DashboardWebhookAttempts'];
export type DashboardWebhookAttemptsResult = components['schemas']['DashboardWebhookAttemptsResult'];
export type DashboardWebhookEvent = components['schemas']['DashboardWebhookEvent'];
export type DashboardWebhookHeaders = components['schemas']['DashboardWebhookHeaders'];
export type DashboardWebhookResult = components['schemas']['DashboardWebhookResult'];
export type DeFiWalletData = components['schemas']['DeFiWalletData'];
export type DelayedAuthentication = components['schemas']['DelayedAuthentication'];
export type DepositAddress = components['schemas']['DepositAddress'];
export type DepositAddressRequest = components['schemas']['DepositAddressRequest'];
export type DepositAddressResult = components['schemas']['DepositAddressResult'];
export type DriftCleared = components['schemas']['DriftCleared'];
export type DriftClearedResult = components['schemas']['DriftClearedResult'];
export type DriftEntry = components['schemas']['DriftEntry'];
export type DriftKind = components['schemas']['DriftKind'];
export type DriftReport = components['schemas']['DriftReport'];
export type DriftReportResult = components['schemas']['DriftReportResult'];
export type EquityPosition = components['schemas']['EquityPosition'];
export type ErrorResult = components['schemas']['ErrorResult'];
export type ErrorType = components['schemas']['ErrorType'];
export type ExchangeAccountRequest = components['schemas']['ExchangeAccountRequest'];
export type ExecuteTransfer = components['schemas']['ExecuteTransfer'];
export type ExecuteTransferRequest = components['schemas']['ExecuteTransferRequest'];
export type ExecuteTransferResult = components['schemas']['ExecuteTransferResult'];
export type ExecutedTransfer = components['schemas']['ExecutedTransfer'];
export type FaultAction = components['schemas']['FaultAction'];
export type FaultLatency = components['schemas']['FaultLatency'];
export type FaultMatch = components['schemas']['FaultMatch'];
export type FaultRule = components['schemas']['FaultRule'];
export type FaultRuleRequest = components['schemas']['FaultRuleRequest'];
export type FaultRuleResult = components['schemas']['FaultRuleResult'];
export type FaultRules = components['schemas']['FaultRules'];
export type FaultRulesCleared = components['schemas']['FaultRulesCleared'];
export type FaultRulesClearedResult = components['schemas']['FaultRulesClearedResult'];
export type FaultRulesResult = components['schemas']['FaultRulesResult'];
export type FaultTrigger = components['schemas']['FaultTrigger'];
export type FiatBalance = components['schemas']['FiatBalance'];
export type FiatBalances = components['schemas']['FiatBalances'];
export type FiatBalancesResult = components['schemas']['FiatBalancesResult'];
export type FiatCurrency = components['schemas']['FiatCurrency'];
export type FiatRampTransferType = components['schemas']['FiatRampTransferType'];
export type FieldError = components['schemas']['FieldError'];
export type FieldErrors = components['schemas']['FieldErrors'];
export type HexColour = components['schemas']['HexColour'];
export type Holdings = components['schemas']['Holdings'];
export type HoldingsRequest = components['schemas']['HoldingsRequest'];
export type HoldingsResult = components['schemas']['HoldingsResult'];
export type HoldingsValue = components['schemas']['HoldingsValue'];
export type HoldingsValueResult = components['schemas']['HoldingsValueResult'];
export type InitiateTransferRequest = components['schemas']['InitiateTransferRequest'];
export type InitiateTransferResult = components['schemas']['InitiateTransferResult'];
export type InitiatedTransfer = components['schemas']['InitiatedTransfer'];
export type InstitutionFailure = components['schemas']['InstitutionFailure'];
export type InstitutionFailureKind = components['schemas']['InstitutionFailureKind'];
export type InstitutionFailureRequest = components['schemas']['InstitutionFailureRequest'];
export type InstitutionFailureResult = components['schemas']['InstitutionFailureResult'];
export type InstitutionRequest = components['schemas']['InstitutionRequest'];
export type InstitutionTransfer = components['schemas']['InstitutionTransfer'];
export type InstitutionTransferDetailsRequest = components['schemas']['InstitutionTransferDetailsRequest'];
export type InstitutionTransferList = components['schemas']['InstitutionTransferList'];
export type InstitutionTransferListRequest = components['schemas']['InstitutionTransferListRequest'];
export type InstitutionTransferListResult = components['schemas']['InstitutionTransferListResult'];
export type InstitutionTransferResult = components['schemas']['InstitutionTransferResult'];
export type InstitutionTransferStatus = components['schemas']['InstitutionTransferStatus'];
export type InstitutionType = components['schemas']['InstitutionType'];
export type Integration = components['schemas']['Integration'];
export type IntegrationLogo = components['schemas']['IntegrationLogo'];
export type IntegrationNetwork = components['schemas']['IntegrationNetwork'];
export type IntegrationStatus = components['schemas']['IntegrationStatus'];
export type IntegrationStatusResult = components['schemas']['IntegrationStatusResult'];
export type IntegrationStyle = components['schemas']['IntegrationStyle'];
export type Integrations = components['schemas']['Integrations'];
export type IntegrationsResult = components['schemas']['IntegrationsResult'];
export type LinkAccounts = components['schemas']['LinkAccounts'];
export type LinkAccountsRequest = components['schemas']['LinkAccountsRequest'];
export type LinkAccountsResult = components['schemas']['LinkAccountsResult'];
export type LinkConnectRequest = components['schemas']['LinkConnectRequest'];
export type LinkConnection = components['schemas']['LinkConnection'];
export type LinkConnectionResult = components['schemas']['LinkConnectionResult'];
export type LinkInstitution = components['schemas']['LinkInstitution'];
export type LinkPageSession = components['schemas']['LinkPageSession'];
export type LinkPageSessionResult = components['schemas']['LinkPageSessionResult'];
export type LinkToken = components['schemas']['LinkToken'];
export type LinkTokenRequest = components['schemas']['LinkTokenRequest'];
export type LinkTokenResult = components['schemas']['LinkTokenResult'];
export type LinkTokenValue = components['schemas']['LinkTokenValue'];
export type LinkTransferHolding = components['schemas']['LinkTransferHolding'];
export type LinkTransferNetwork = components['schemas']['LinkTransferNetwork'];
export type LinkTransferOptions = components['schemas']['LinkTransferOptions'];
export type LinkTransferOptionsResult = components['schemas']['LinkTransferOptionsResult'];
export type LinkTransferPreview = components['schemas']['LinkTransferPreview'];
export type LinkTransferPreviewRequest = components['schemas']['LinkTransferPreviewRequest'];
export type LinkTransferPreviewResult = components['schemas']['LinkTransferPreviewResult'];
export type LinkTransferRequest = components['schemas']['LinkTransferRequest'];
export type LinkTransferType = components['schemas']['LinkTransferType'];
export type LinkVerifyWalletRequest = components['schemas']['LinkVerifyWalletRequest'];
export type ManagedAddress = components['schemas']['ManagedAddress'];
export type ManagedAddressList = components['schemas']['ManagedAddressList'];
export type ManagedAddressListRequest = components['schemas']['ManagedAddressListRequest'];
export type ManagedAddressListResult = components['schemas']['ManagedAddressListResult'];
export type ManagedDepositAddressRequest = components['schemas']['ManagedDepositAddressRequest'];
export type ManagedTransfer = components['schemas']['ManagedTransfer'];
export type ManagedTransferPage = components['schemas']['ManagedTransferPage'];
export type ManagedTransferPageResult = components['schemas']['ManagedTransferPageResult'];
export type ManagedTransferStatus = components['schemas']['ManagedTransferStatus'];
export type MfaCode = components['schemas']['MfaCode'];
export type MfaType = components['schemas']['MfaType'];
export type Network = components['schemas']['Network'];
export type NetworkId = components['schemas']['NetworkId'];
export type NetworkList = components['schemas']['NetworkList'];
export type NetworkTransactionFee = components['schemas']['NetworkTransactionFee'];
export type NetworkType = components['schemas']['NetworkType'];
export type NetworksResult = components['schemas']['NetworksResult'];
export type NftPosition = components['schemas']['NftPosition'];
export type NotSupportedPosition = components['schemas']['NotSupportedPosition'];
export type OptionPosition = components['schemas']['OptionPosition'];
export type OptionSymbol = components['schemas']['OptionSymbol'];
export type Order = components['schemas']['Order'];
export type OrderList = components['schemas']['OrderList'];
export type OrderListRequest = components['schemas']['OrderListRequest'];
export type OrderListResult = components['schemas']['OrderListResult'];
export type OrderLookupRequest = components['schemas']['OrderLookupRequest'];
export type OrderPreview = components['schemas']['OrderPreview'];
export type OrderPreviewResult = components['schemas']['OrderPreviewResult'];
export type OrderRequest = components['schemas']['OrderRequest'];
export type OrderResult = components['schemas']['OrderResult'];
export type OrderSide = components['schemas']['OrderSide'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type OrderSymbolInfo = components['schemas']['OrderSymbolInfo'];
export type OrderSymbolInfoResult = components['schemas']['OrderSymbolInfoResult'];
export type OrderType = components['schemas']['OrderType'];
export type OrderTypeFeature = components['schemas']['OrderTypeFeature'];
export type PlacedOrder = components['schemas']['PlacedOrder'];
export type PlacedOrderResult = components['schemas']['PlacedOrderResult'];
export type Portfolio = components['schemas']['Portfolio'];
export type PortfolioNftPosition = components['schemas']['PortfolioNftPosition'];
export type PortfolioPosition = components['schemas']['PortfolioPosition'];
export type PortfolioResult = components['schemas']['PortfolioResult'];
export type PositionPlace = components['schemas']['PositionPlace'];
export type PreviewTransfer = components['schemas']['PreviewTransfer'];
export type PreviewTransferRequest = components['schemas']['PreviewTransferRequest'];
export type PreviewTransferResult = components['schemas']['PreviewTransferResult'];
export type QuoteFeesInCrypto = components['schemas']['QuoteFeesInCrypto'];
export type QuoteFeesInFiat = components['schemas']['QuoteFeesInFiat'];
export type QuoteFundingOption = components['schemas']['QuoteFundingOption'];
export type QuoteTransfer = components['schemas']['QuoteTransfer'];
export type QuoteTransferRequest = components['schemas']['QuoteTransferRequest'];
export type QuoteTransferResult = components['schemas']['QuoteTransferResult'];
export type RefreshTokenRequest = components['schemas']['RefreshTokenRequest'];
export type RefreshTokenResult = components['schemas']['RefreshTokenResult'];
export type RequestIdData = components['schemas']['RequestIdData'];
export type ResultStatus = components['schemas']['ResultStatus'];
export type RetryAfterData = components['schemas']['RetryAfterData'];
export type SandboxConnectRequest = components['schemas']['SandboxConnectRequest'];
export type SandboxConnectResult = components['schemas']['SandboxConnectResult'];
export type SandboxConnection = components['schemas']['SandboxConnection'];
export type SandboxCount = components['schemas']['SandboxCount'];
export type SandboxExport = components['schemas']['SandboxExport'];
export type SandboxExportBalance = components['schemas']['SandboxExportBalance'];
export type SandboxExportClock = components['schemas']['SandboxExportClock'];
export type SandboxExportConnection = components['schemas']['SandboxExportConnection'];
export type SandboxExportDeliveryAttempt = components['schemas']['SandboxExportDeliveryAttempt'];
export type SandboxExportDepositAddress = components['schemas']['SandboxExportDepositAddress'];
export type SandboxExportEventPayload = components['schemas']['SandboxExportEventPayload'];
export type SandboxExportFaultRule = components['schemas']['SandboxExportFaultRule'];
export type SandboxExportInstitutionFailure = components['schemas']['SandboxExportInstitutionFailure'];
export type SandboxExportOrder = components['schemas']['SandboxExportOrder'];
export type SandboxExportPosition = components['schemas']['SandboxExportPosition'];
export type SandboxExportResult = components['schemas']['SandboxExportResult'];
export type SandboxExportSandboxUser = components['schemas']['SandboxExportSandboxUser'];
export type SandboxExportScenario = components['schemas']['SandboxExportScenario'];
export type SandboxExportSettings = components['schemas']['SandboxExportSettings'];
export type SandboxExportTransfer = components['schemas']['SandboxExportTransfer'];
export type SandboxExportWalletVerification = components['schemas']['SandboxExportWalletVerification'];
export type SandboxExportWebhookEvent = components['schemas']['SandboxExportWebhookEvent'];
export type SandboxImport = components['schemas']['SandboxImport'];
export type SandboxImportResult = components['schemas']['SandboxImportResult'];
export type SandboxImportedConnection = components['schemas']['SandboxImportedConnection'];
export type SandboxImportedId = components['schemas']['SandboxImportedId'];
export type SandboxReauthenticationRequest = components['schemas']['SandboxReauthenticationRequest'];
export type SandboxReset = components['schemas']['SandboxReset'];
export type SandboxResetResult = components['schemas']['SandboxResetResult'];
export type SandboxSettings = components['schemas']['SandboxSettings'];
export type SandboxSettingsRequest = components['schemas']['SandboxSettingsRequest'];
export type SandboxSettingsResult = components['schemas']['SandboxSettingsResult'];
export type SandboxSettlement = components['schemas']['SandboxSettlement'];
export type SandboxTransfer = components['schemas']['SandboxTransfer'];
export type SandboxTransferRequest = components['schemas']['SandboxTransferRequest'];
export type SandboxTransferResult = components['schemas']['SandboxTransferResult'];
export type SandboxUser = components['schemas']['SandboxUser'];
export type SandboxUserAccount = components['schemas']['SandboxUserAccount'];
export type SandboxUserDepositAddress = components['schemas']['SandboxUserDepositAddress'];
export type SandboxUserDepositAddresses = components['schemas']['SandboxUserDepositAddresses'];
export type SandboxUserFailure = components['schemas']['SandboxUserFailure'];
export type SandboxUserFiatBalance = components['schemas']['SandboxUserFiatBalance'];
export type SandboxUserInstitution = components['schemas']['SandboxUserInstitution'];
export type SandboxUserList = components['schemas']['SandboxUserList'];
export type SandboxUserListResult = components['schemas']['SandboxUserListResult'];
export type SandboxUserNftPosition = components['schemas']['SandboxUserNftPosition'];
export type SandboxUserOptionPosition = components['schemas']['SandboxUserOptionPosition'];
export type SandboxUserOwner = components['schemas']['SandboxUserOwner'];
export type SandboxUserPastTransfer = components['schemas']['SandboxUserPastTransfer'];
export type SandboxUserPosition = components['schemas']['SandboxUserPosition'];
export type SandboxUserRecord = components['schemas']['SandboxUserRecord'];
export type SandboxUserResult = components['schemas']['SandboxUserResult'];
export type SandboxUserSignIn = components['schemas']['SandboxUserSignIn'];
export type SandboxUserTransfers = components['schemas']['SandboxUserTransfers'];
export type SandboxUserUnpricedPosition = components['schemas']['SandboxUserUnpricedPosition'];
export type SandboxVerifyWalletRequest = components['schemas']['SandboxVerifyWalletRequest'];
export type SetWebhookRequest = components['schemas']['SetWebhookRequest'];
export type SettleTransferRequest = components['schemas']['SettleTransferRequest'];
export type SettlementSchedule = components['schemas']['SettlementSchedule'];
export type SettlementScheduleResult = components['schemas']['SettlementScheduleResult'];
export type SolanaAnswerResult = components['schemas']['SolanaAnswerResult'];
export type StartLinkSessionRequest = components['schemas']['StartLinkSessionRequest'];
export type SymbolChain = components['schemas']['SymbolChain'];
export type SymbolDetails = components['schemas']['SymbolDetails'];
export type SymbolDetailsResult = components['schemas']['SymbolDetailsResult'];
export type SymbolInfoRequest = components['schemas']['SymbolInfoRequest'];
export type SymbolTradingAllowance = components['schemas']['SymbolTradingAllowance'];
export type TestClock = components['schemas']['TestClock'];
export type TestClockAdvance = components['schemas']['TestClockAdvance'];
export type TestClockAdvanceRequest = components['schemas']['TestClockAdvanceRequest'];
export type TestClockAdvanceResult = components['schemas']['TestClockAdvanceResult'];
export type TestClockRequest = components['schemas']['TestClockRequest'];
export type TestClockResult = components['schemas']['TestClockResult'];
export type TestClockTime = components['schemas']['TestClockTime'];
export type TimeInForce = components['schemas']['TimeInForce'];
export type ToAddress = components['schemas']['ToAddress'];
export type TokenIntegrationNetwork = components['schemas']['TokenIntegrationNetwork'];
export type TokenNetwork = components['schemas']['TokenNetwork'];
export type TokenRefresh = components['schemas']['TokenRefresh'];
export type TradingBalance = components['schemas']['TradingBalance'];
export type TradingFeature = components['schemas']['TradingFeature'];
export type TradingFeatures = components['schemas']['TradingFeatures'];
export type TradingFeaturesResult = components['schemas']['TradingFeaturesResult'];
export type Transfer = components['schemas']['Transfer'];
export type TransferBalanceFunding = components['schemas']['TransferBalanceFunding'];
export type TransferBalanceFundingStatus = components['schemas']['TransferBalanceFundingStatus'];
export type TransferDestination = components['schemas']['TransferDestination'];
export type TransferFee = components['schemas']['TransferFee'];
export type TransferFeeDetails = components['schemas']['TransferFeeDetails'];
export type TransferFinished = components['schemas']['TransferFinished'];
export type TransferFunding = components['schemas']['TransferFunding'];
export type TransferIntegration = components['schemas']['TransferIntegration'];
export type TransferIntegrationNetworks = components['schemas']['TransferIntegrationNetworks'];
export type TransferIntegrationWithLogo = components['schemas']['TransferIntegrationWithLogo'];
export type TransferIntegrations = components['schemas']['TransferIntegrations'];
export type TransferIntegrationsResult = components['schemas']['TransferIntegrationsResult'];
export type TransferOptions = components['schemas']['TransferOptions'];
export type TransferPreviewDetails = components['schemas']['TransferPreviewDetails'];
export type TransferResult = components['schemas']['TransferResult'];
export type TransferStatus = components['schemas']['TransferStatus'];
export type TransferToken = components['schemas']['TransferToken'];
export type TransferTokens = components['schemas']['TransferTokens'];
export type TransferTokensResult = components['schemas']['TransferTokensResult'];
export type TransferVerification = components['schemas']['TransferVerification'];
export type TransferVerificationRequest = components['schemas']['TransferVerificationRequest'];
export type TransferVerificationResult = components['schemas']['TransferVerificationResult'];
export type TransferWebhookPayload = components['schemas']['TransferWebhookPayload'];
export type TravelRuleOptions = components['schemas']['TravelRuleOptions'];
export type UnixMillis = components['schemas']['UnixMillis'];
export type UpdateTransfer = components['schemas']['UpdateTransfer'];
export type UpdateTransferRequest = components['schemas']['UpdateTransferRequest'];
export type UpdateTransferResult = components['schemas']['UpdateTransferResult'];
export type UpdatedTransfer = components['schemas']['UpdatedTransfer'];
export type Upstream = components['schemas']['Upstream'];
export type UpstreamMode = components['schemas']['UpstreamMode'];
export type UpstreamRequest = components['schemas']['UpstreamRequest'];
export type UpstreamResult = components['schemas']['UpstreamResult'];
export type UserId = components['schemas']['UserId'];
export type VerifyWalletOptions = components['schemas']['VerifyWalletOptions'];
export type WalletVerification = components['schemas']['WalletVerification'];
export type WalletVerificationResult = components['schemas']['WalletVerificationResult'];
export type WalletVerifications = components['schemas']['WalletVerifications'];
export type WalletVerificationsResult = components['schemas']['WalletVerificationsResult'];
export type WebhookDeliveries = components['schemas']['WebhookDeliveries'];
export type WebhookDeliveriesResult = components['schemas']['WebhookDeliveriesResult'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointResult = components['schemas']['WebhookEndpointResult'];
export type WebhooksQueued = components['schemas']['WebhooksQueued'];
export type WebhooksQueuedResult = components['schemas']['WebhooksQueuedResult'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseLinkSessionUnauthorized = components['responses']['LinkSessionUnauthorized'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseServerFailure = components['responses']['ServerFailure'];
export type ResponseServiceUnavailable = components['responses']['ServiceUnavailable'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseTransferSubmitted = components['responses']['TransferSubmitted'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseWalletVerified = components['responses']['WalletVerified'];
export type ParameterClientId = components['parameters']['ClientId'];
export type ParameterClientTransactionIdQuery = components['parameters']['ClientTransactionIdQuery'];
export type ParameterConnectionId = components['parameters']['ConnectionId'];
export type ParameterCount = components['parameters']['Count'];
export type ParameterCreatedFrom = components['parameters']['CreatedFrom'];
export type ParameterCreatedTo = components['parameters']['CreatedTo'];
export type ParameterDashboardCount = components['parameters']['DashboardCount'];
export type ParameterDashboardRequestId = components['parameters']['DashboardRequestId'];
export type ParameterDashboardUserId = components['parameters']['DashboardUserId'];
export type ParameterDescendingOrder = components['parameters']['DescendingOrder'];
export type ParameterEndUserId = components['parameters']['EndUserId'];
export type ParameterFaultId = components['parameters']['FaultId'];
export type ParameterFaultPreference = components['parameters']['FaultPreference'];
export type ParameterFromTimestamp = components['parameters']['FromTimestamp'];
export type ParameterHashQuery = components['parameters']['HashQuery'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterInstitutionFilter = components['parameters']['InstitutionFilter'];
export type ParameterIntegrationIdsQuery = components['parameters']['IntegrationIdsQuery'];
export type ParameterIsSandBox = components['parameters']['IsSandBox'];
export type ParameterLastEventId = components['parameters']['LastEventId'];
export type ParameterManagedTransferIdQuery = components['parameters']['ManagedTransferIdQuery'];
export type ParameterMaxAmountInFiat = components['parameters']['MaxAmountInFiat'];
export type ParameterMinAmountInFiat = components['parameters']['MinAmountInFiat'];
export type ParameterOffset = components['parameters']['Offset'];
export type ParameterOperationIdFilter = components['parameters']['OperationIdFilter'];
export type ParameterOrderBy = components['parameters']['OrderBy'];
export type ParameterSandboxUsername = components['parameters']['SandboxUsername'];
export type ParameterStatusClassFilter = components['parameters']['StatusClassFilter'];
export type ParameterSubClientIdQuery = components['parameters']['SubClientIdQuery'];
export type ParameterToTimestamp = components['parameters']['ToTimestamp'];
export type ParameterTransferId = components['parameters']['TransferId'];
export type ParameterTransferIdFilter = components['parameters']['TransferIdFilter'];
export type ParameterTransferStatusFilter = components['parameters']['TransferStatusFilter'];
export type ParameterTransferStatusesQuery = components['parameters']['TransferStatusesQuery'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterUserIdFilter = components['parameters']['UserIdFilter'];
export type HeaderBindingForgiven = components['headers']['BindingForgiven'];
export type HeaderIdempotentReplayed = components['headers']['IdempotentReplayed'];
export type HeaderNoStore = components['headers']['NoStore'];
export type HeaderPreferenceApplied = components['headers']['PreferenceApplied'];
export type HeaderRateLimit = components['headers']['RateLimit'];
export type HeaderRateLimitPolicy = components['headers']['RateLimitPolicy'];
export type HeaderRequestId = components['headers']['RequestId'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type $defs = Record<string, never>;
export interface operations {
    createLinkToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkTokenRequest"];
            };
        };
        responses: {
            /** @description Link token created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkTokenResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCatalogLink: {
        parameters: {
            query: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken`; reserved characters
                 *     percent-encoded, or as form encoding sends them ([Decisions](#tag/Decisions)).
                 * @example user-7d1c
                 */
                UserId: components["parameters"]["UserId"];
                /**
                 * @description Open the session straight on this institution; the catalog of every institution when absent. node-api 2.0.28
                 *     says the public service takes no wallets here (`deFiWallet`, `cryptocurrencyAddress`, `cryptocurrencyWallet`);
                 *     the sandbox's Link page connects them as any other.
                 * @example coinbase
                 */
                BrokerType?: components["schemas"]["InstitutionType"];
                /**
                 * @description Make the session a transfer: the user connects an account, then sends crypto from it (to the destination the
                 *     user enters, or, with `createCatalogLink`, the one its body names).
                 * @example false
                 */
                EnableTransfers?: boolean;
                /**
                 * @description Let the user connect only one account in the session.
                 * @example true
                 */
                RestrictMultipleAccounts?: boolean;
                /**
                 * @description Do not create institution API keys on the user's behalf (the sandbox never does).
                 * @example false
                 */
                DisableApiKeyGeneration?: boolean;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Catalog link created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogLinkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCatalogLink: {
        parameters: {
            query: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken`; reserved characters
                 *     percent-encoded, or as form encoding sends them ([Decisions](#tag/Decisions)).
                 * @example user-7d1c
                 */
                UserId: components["parameters"]["UserId"];
                /**
                 * @description Open the session straight on this institution; the catalog of every institution when absent. node-api 2.0.28
                 *     says the public service takes no wallets here (`deFiWallet`, `cryptocurrencyAddress`, `cryptocurrencyWallet`);
                 *     the sandbox's Link page connects them as any other.
                 * @example coinbase
                 */
                BrokerType?: components["schemas"]["InstitutionType"];
                /**
                 * @description Make the session a transfer: the user connects an account, then sends crypto from it (to the destination the
                 *     user enters, or, with `createCatalogLink`, the one its body names).
                 * @example false
                 */
                EnableTransfers?: boolean;
                /**
                 * @description Let the user connect only one account in the session.
                 * @example true
                 */
                RestrictMultipleAccounts?: boolean;
                /**
                 * @description Do not create institution API keys on the user's behalf (the sandbox never does).
                 * @example false
                 */
                DisableApiKeyGeneration?: boolean;
            };
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogLinkRequest"];
            };
        };
        responses: {
            /** @description Catalog link created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogLinkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description Token refreshed, or an MFA code is required (see `content.status`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshTokenResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenRequest"];
            };
        };
        responses: {
            /** @description Connection deleted; the envelope carries no `content`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDetailsRequest"];
            };
        };
        responses: {
            /** @description The owner's details. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyExchangeAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeAccountRequest"];
            };
        };
        responses: {
            /** @description The owner's details. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuthenticationSchemes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scheme of every institution. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticationSchemesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authenticate: {
        parameters: {
            query: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken` (the same bounds: node-api
                 *     2.0.28 documents 50 characters, the sandbox takes what a link token does); reserved characters percent-encoded,
                 *     or as form encoding sends them ([Decisions](#tag/Decisions)).
                 * @example user-7d1c
                 */
                userId: components["parameters"]["EndUserId"];
            };
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticationRequest"];
            };
        };
        responses: {
            /** @description Connected, asked for an MFA code, or delayed (see `content.status`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuthenticationLink: {
        parameters: {
            query: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken` (the same bounds: node-api
                 *     2.0.28 documents 50 characters, the sandbox takes what a link token does); reserved characters percent-encoded,
                 *     or as form encoding sends them ([Decisions](#tag/Decisions)).
                 * @example user-7d1c
                 */
                userId: components["parameters"]["EndUserId"];
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The institution, one whose scheme is `oAuth` (`listAuthenticationSchemes`).
                 * @example coinbase
                 */
                brokerType: components["schemas"]["InstitutionType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Link page where the user signs in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticationLinkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHoldings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldingsRequest"];
            };
        };
        responses: {
            /** @description Holdings of the account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldingsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPortfolio: {
        parameters: {
            query: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken`; reserved characters
                 *     percent-encoded, or as form encoding sends them ([Decisions](#tag/Decisions)).
                 * @example user-7d1c
                 */
                UserId: components["parameters"]["UserId"];
                /**
                 * @description Offset of the user's time zone from UTC in seconds, used to compute the daily return of cryptocurrencies.
                 * @example 3600
                 */
                TimezoneOffset?: number;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregated portfolio. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortfolioResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFiatBalances: {
        parameters: {
            query: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken`; reserved characters
                 *     percent-encoded, or as form encoding sends them ([Decisions](#tag/Decisions)).
                 * @example user-7d1c
                 */
                UserId: components["parameters"]["UserId"];
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fiat balances per currency. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatBalancesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDepositAddress: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositAddressRequest"];
            };
        };
        responses: {
            /** @description Address obtained, generation initiated, or an MFA code is required (see `content.brokerResponseStatus`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositAddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSymbolDetails: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositAddressRequest"];
            };
        };
        responses: {
            /** @description Chains, fees and limits of the symbol. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SymbolDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listManagedAddresses: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagedAddressListRequest"];
            };
        };
        responses: {
            /** @description Addresses per network, or an MFA code is required. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedAddressListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNetworks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Supported networks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworksResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInstitutionTransfers: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstitutionTransferListRequest"];
            };
        };
        responses: {
            /** @description Transfers of the account, one page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstitutionTransferListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInstitutionTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstitutionTransferDetailsRequest"];
            };
        };
        responses: {
            /** @description The transfer, as the institution reports it now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstitutionTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    configureTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigureTransferRequest"];
            };
        };
        responses: {
            /** @description Assets and networks eligible for the transfer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigureTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewTransferRequest"];
            };
        };
        responses: {
            /** @description The transfer previewed and recorded (`content.status` `succeeded`), or the institution's refusal (`failed`, `requiresFunding`); nothing was sent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    executeTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExecuteTransferRequest"];
            };
        };
        responses: {
            /** @description Transfer sent (`content.status` `succeeded`, the transfer `pending`), an MFA code is required, or the institution refused it (`failed`); see `content.status`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecuteTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listManagedTransfers: {
        parameters: {
            query?: {
                /**
                 * @description How many transfers a page holds.
                 * @example 10
                 */
                Count?: components["parameters"]["Count"];
                /**
                 * @description How many matching transfers to skip.
                 * @example 0
                 */
                Offset?: components["parameters"]["Offset"];
                /**
                 * @description Only the transfer with this id (`transferId`).
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                Id?: components["parameters"]["ManagedTransferIdQuery"];
                /**
                 * @description Only transfers with this client transaction id (`transactionId` of the link token or the preview).
                 * @example order-1001
                 */
                ClientTransactionId?: components["parameters"]["ClientTransactionIdQuery"];
                /**
                 * @description Only transfers of this end user.
                 * @example user-7d1c
                 */
                UserId?: components["parameters"]["UserIdFilter"];
                /**
                 * @description Only transfers sent from one of these institutions, by their `id` in `listIntegrations`; repeat the parameter for several.
                 * @example [
                 *       "8a1f0c56-7d4e-5b2a-9c3f-1e6d8b4a7c20"
                 *     ]
                 */
                IntegrationIds?: components["parameters"]["IntegrationIdsQuery"];
                /**
                 * @description Only transfers in one of these statuses; repeat the parameter for several.
                 * @example [
                 *       "succeeded"
                 *     ]
                 */
                Statuses?: components["parameters"]["TransferStatusesQuery"];
                /**
                 * @description Only transfers created at or after this time (Unix seconds, as `createdTimestamp`).
                 * @example 1795000000
                 */
                FromTimestamp?: components["parameters"]["FromTimestamp"];
                /**
                 * @description Only transfers created at or before this time (Unix seconds, as `createdTimestamp`; the whole second).
                 * @example 1795086400
                 */
                ToTimestamp?: components["parameters"]["ToTimestamp"];
                /**
                 * @description Only transfers worth at least this many US dollars (`amountInFiat`); a transfer without a fiat value does not match.
                 * @example 10
                 */
                MinAmountInFiat?: components["parameters"]["MinAmountInFiat"];
                /**
                 * @description Only transfers worth at most this many US dollars (`amountInFiat`); a transfer without a fiat value does not match.
                 * @example 500
                 */
                MaxAmountInFiat?: components["parameters"]["MaxAmountInFiat"];
                /**
                 * @description The field to order by (`createdTimestamp`, the default), in the direction `DescendingOrder` says, ties by creation
                 *     time in the same direction. `clientTransferId` is `clientTransactionId`, `fromType` the source institution's
                 *     `type`, `status` the status's name; a transfer without a value (`amountInFiat`, `clientTransferId`,
                 *     `networkName`) comes last either way.
                 * @example amountInFiat
                 */
                OrderBy?: components["parameters"]["OrderBy"];
                /**
                 * @description Only the transfer with this transaction hash (compared without regard to letter case).
                 * @example 0x3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d
                 */
                Hash?: components["parameters"]["HashQuery"];
                /**
                 * @description Only the transfers sent in the sessions of link tokens made for this sub-client (their `subClientId`).
                 * @example 3f2c9a10-5b7e-4d1a-8c6f-2e9b0d4a7f31
                 */
                SubClientId?: components["parameters"]["SubClientIdQuery"];
                /**
                 * @description Newest first (`true`, the default) or oldest first (`false`).
                 * @example true
                 */
                DescendingOrder?: components["parameters"]["DescendingOrder"];
                /**
                 * @description Only sandbox transfers (`true`), or only production ones (`false`). Every transfer of this service is a sandbox one, so `false` lists none.
                 * @example true
                 */
                IsSandBox?: components["parameters"]["IsSandBox"];
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the matching transfers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedTransferPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTransferIntegrations: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Institutions and their networks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferIntegrationsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTransferTokens: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tokens, their networks and institutions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferTokensResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getManagedDepositAddress: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagedDepositAddressRequest"];
            };
        };
        responses: {
            /** @description Address obtained, or an MFA code is required (see `content.brokerResponseStatus`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositAddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyTransfer: {
        parameters: {
            query?: {
                /**
                 * @description The sending institution's `id`, as `listIntegrations` gives it.
                 * @example 85216788-4e76-4b71-82f4-8198caaa4888
                 */
                integrationId?: string;
                /**
                 * @description The asset's symbol.
                 * @example USDC
                 */
                token?: string;
                /**
                 * @description The network's `id`, as `listNetworks` gives it.
                 * @example 0291810a-5947-424d-9a59-e88bb33e999d
                 */
                networkId?: string;
                /**
                 * @description The destination address.
                 * @example 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU
                 */
                targetAddress?: string;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TransferVerificationRequest"];
            };
        };
        responses: {
            /** @description What the checks found. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferVerificationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    quoteTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteTransferRequest"];
            };
        };
        responses: {
            /** @description Quote obtained. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTransferStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTransferRequest"];
            };
        };
        responses: {
            /** @description The transfer, with its status as the institution reports it now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitiateTransferRequest"];
            };
        };
        responses: {
            /** @description The transfer was sent and is `pending`, or the institution asks for a code or refused it (`content.status`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InitiateTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHoldingsValue: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenRequest"];
            };
        };
        responses: {
            /** @description The account's value. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldingsValueResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountBalance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenRequest"];
            };
        };
        responses: {
            /** @description The account's balances. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBalanceResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAssets: {
        parameters: {
            query?: {
                /**
                 * @description Part of the symbol or the name, in any letter case; empty, every asset.
                 * @example a
                 */
                Search?: string;
                /**
                 * @description How many assets a page holds.
                 * @example 2
                 */
                Count?: number;
                /**
                 * @description How many matching assets to skip.
                 * @example 0
                 */
                Offset?: number;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The kind of asset.
                 * @example equity
                 */
                assetType: "equity" | "cryptocurrency";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the matching assets. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSolanaLatestBlockhash: {
        parameters: {
            query?: {
                /**
                 * @description The Solana cluster, as the `chainId` of Solana in `listNetworks` (`mainnet-beta`), or that network's `id`; `mainnet-beta` when absent.
                 * @example mainnet-beta
                 */
                chainId?: string;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blockhash. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolanaAnswerResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSolanaTokenProgram: {
        parameters: {
            query?: {
                /**
                 * @description The Solana cluster, as the `chainId` of Solana in `listNetworks` (`mainnet-beta`), or that network's `id`; `mainnet-beta` when absent.
                 * @example mainnet-beta
                 */
                chainId?: string;
                /**
                 * @description The token's mint address, or its symbol. Required in effect (`400` `missingField` without it); optional in the public client's types.
                 * @example EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v
                 */
                token?: string;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token program's address. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolanaAnswerResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    isSolanaTokenAddressCreated: {
        parameters: {
            query?: {
                /**
                 * @description The Solana cluster, as the `chainId` of Solana in `listNetworks` (`mainnet-beta`), or that network's `id`; `mainnet-beta` when absent.
                 * @example mainnet-beta
                 */
                chainId?: string;
                /**
                 * @description The token account's address. Required in effect (`400` `missingField` without it); optional in the public client's types.
                 * @example 3krD7HvkoPedxkFQj6KYz9rr4tmmyNDJuLkPidCid5xs
                 */
                address?: string;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description "true" or "false". */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolanaAnswerResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderListRequest"];
            };
        };
        responses: {
            /** @description Orders of the account, one page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLookupRequest"];
            };
        };
        responses: {
            /** @description The order, as the institution reports it now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No connection matches the token, or the account has no such order. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResult"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLookupRequest"];
            };
        };
        responses: {
            /** @description The order is cancelled. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No connection matches the token, or the account has no such order. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResult"];
                };
            };
            /** @description The order is no longer open, or the `Idempotency-Key` was used for another request or is still being answered (then with `Retry-After`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResult"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTradingFeatures: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenRequest"];
            };
        };
        responses: {
            /** @description What the institution supports for the account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradingFeaturesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSymbolTradingInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SymbolInfoRequest"];
            };
        };
        responses: {
            /** @description How the institution trades the symbol. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSymbolInfoResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The side of the order, `buy` or `sell` (`unknown` is answered `400` `invalidField`).
                 * @example buy
                 */
                side: components["schemas"]["OrderSide"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRequest"];
            };
        };
        responses: {
            /** @description What the order would do (`content.status` `success`), or why the institution would refuse it (`failed`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPreviewResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    executeOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The side of the order, `buy` or `sell` (`unknown` is answered `400` `invalidField`).
                 * @example buy
                 */
                side: components["schemas"]["OrderSide"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRequest"];
            };
        };
        responses: {
            /** @description The order as placed (`success` when it filled, `inProgress` while open, `cancelled`), or refused (`rejected`); see `content.status`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every integration. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIntegrationStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The health of every integration. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationStatusResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWalletVerifications: {
        parameters: {
            query?: {
                /**
                 * @description The end user's identifier in the client's system, as given to `createLinkToken`; reserved characters
                 *     percent-encoded, or as form encoding sends them ([Decisions](#tag/Decisions)). Needed unless `Address` is
                 *     given.
                 * @example user-7d1c
                 */
                UserId?: components["schemas"]["UserId"];
                /**
                 * @description Only verifications of this wallet address.
                 * @example 0x52908400098527886e0f7030069857d2e4169ee7
                 */
                Address?: string;
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verifications of the user. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletVerificationsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxConnect: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxConnectRequest"];
            };
        };
        responses: {
            /** @description Account connected, or an MFA code is required (see `content.brokerResponseStatus`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxConnectResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxVerifyWallet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxVerifyWalletRequest"];
            };
        };
        responses: {
            200: components["responses"]["WalletVerified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxTransferRequest"];
            };
        };
        responses: {
            200: components["responses"]["TransferSubmitted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxSettleTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettleTransferRequest"];
            };
        };
        responses: {
            /** @description The settled transfer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxRequireReauthentication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxReauthenticationRequest"];
            };
        };
        responses: {
            /** @description The connection now needs re-authentication; the envelope carries no `content`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxScheduleSettlement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxSettlement"];
            };
        };
        responses: {
            /** @description The transfer's schedule. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementScheduleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxResendWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events queued, in delivery order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksQueuedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxFailInstitution: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstitutionFailureRequest"];
            };
        };
        responses: {
            /** @description The failure now in force. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstitutionFailureResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxClearInstitutionFailure: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstitutionRequest"];
            };
        };
        responses: {
            /** @description The institution answers normally; the envelope carries no `content`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxGetTestClock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's sandbox time. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClockResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxCreateTestClock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TestClockRequest"];
            };
        };
        responses: {
            /** @description The test clock, frozen. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClockResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxDeleteTestClock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's time, real again. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClockResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxAdvanceTestClock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description The clock's new time and what happened on the way. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClockAdvanceResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxGetSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's settings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSettingsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxPutSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxSettingsRequest"];
            };
        };
        responses: {
            /** @description The client's settings, as they now are. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSettingsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxReset: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox is empty; what was deleted, by kind. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxResetResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxExport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's sandbox. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxExportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxImport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxExport"];
            };
        };
        responses: {
            /** @description The sandbox is loaded; the new tokens and ids. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxListFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's fault rules. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRulesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxClearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules are gone; how many there were. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRulesClearedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxPutFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fault rule's id, of the caller's choosing (letters, digits, `_` and `-`).
                 * @example lose-transfer-answer
                 */
                faultId: components["parameters"]["FaultId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultRuleRequest"];
            };
        };
        responses: {
            /** @description The rule now in force, its counts at zero. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRuleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxDeleteFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fault rule's id, of the caller's choosing (letters, digits, `_` and `-`).
                 * @example lose-transfer-answer
                 */
                faultId: components["parameters"]["FaultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule is gone; the envelope carries no `content`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxListUsers: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxUserListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxGetUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxUserResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxPutUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxUser"];
            };
        };
        responses: {
            /** @description The user as registered now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxUserResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxDeleteUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxGetDrift: {
        parameters: {
            query?: {
                /**
                 * @description `json` (the envelope) or `junit` (JUnit XML).
                 * @example junit
                 */
                format?: "json" | "junit";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's drift report. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriftReportResult"];
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sandboxClearDrift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report is empty; how many entries it held. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriftClearedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startLinkSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartLinkSessionRequest"];
            };
        };
        responses: {
            /** @description The session started; the link token is spent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkPageSessionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endLinkSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session ended. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["LinkSessionUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    linkConnect: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkConnectRequest"];
            };
        };
        responses: {
            /** @description Connected, or the institution asks for an MFA code or an account choice (see `content.status`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkConnectionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["LinkSessionUnauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    linkAccounts: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkAccountsRequest"];
            };
        };
        responses: {
            /** @description The accounts that the tokens open. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkAccountsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["LinkSessionUnauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    linkTransferOptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenRequest"];
            };
        };
        responses: {
            /** @description What the account can send. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkTransferOptionsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["LinkSessionUnauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    linkTransferPreview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkTransferPreviewRequest"];
            };
        };
        responses: {
            /** @description The transfer can be sent; these are its fees. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkTransferPreviewResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["LinkSessionUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    linkTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkTransferRequest"];
            };
        };
        responses: {
            200: components["responses"]["TransferSubmitted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["LinkSessionUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    linkVerifyWallet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkVerifyWalletRequest"];
            };
        };
        responses: {
            200: components["responses"]["WalletVerified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["LinkSessionUnauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDashboardEvents: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `id` of the last event received: the answer starts after it. A browser's `EventSource` sends it by itself
                 *     when it reconnects.
                 * @example m3k2x9-42
                 */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kept events after `Last-Event-ID`, then (as a stream) each new one. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardEventsResult"];
                    "text/event-stream": components["schemas"]["DashboardEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDashboardRequests: {
        parameters: {
            query?: {
                /**
                 * @description Only calls of this operation (its `operationId`).
                 * @example getHoldings
                 */
                operationId?: components["parameters"]["OperationIdFilter"];
                /**
                 * @description Only calls answered with a status of this class.
                 * @example 4xx
                 */
                statusClass?: components["parameters"]["StatusClassFilter"];
                /**
                 * @description Only what concerns this end user.
                 * @example user-7d1c
                 */
                userId?: components["parameters"]["DashboardUserId"];
                /**
                 * @description How many to answer at most.
                 * @example 50
                 */
                count?: components["parameters"]["DashboardCount"];
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching calls. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardRequestsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The call's request id, from its `X-Request-Id` header or the server's log line.
                 * @example req_5f7a9c0e1b3d
                 */
                requestId: components["parameters"]["DashboardRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardRequestDetailResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardStats: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sixty minutes, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStatsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDashboardUsers: {
        parameters: {
            query?: {
                /**
                 * @description Only what concerns this end user.
                 * @example user-7d1c
                 */
                userId?: components["parameters"]["DashboardUserId"];
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardUsersResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dashboardDisconnect: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The connection's id, as `listDashboardUsers` answers it.
                 * @example 3b9d1f7a-5c2e-4a8b-9d0f-1e3a5c7b9d2f
                 */
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDashboardTransfers: {
        parameters: {
            query?: {
                /**
                 * @description Only transfers in this status.
                 * @example Pending
                 */
                status?: components["parameters"]["TransferStatusFilter"];
                /**
                 * @description Only what concerns this end user.
                 * @example user-7d1c
                 */
                userId?: components["parameters"]["DashboardUserId"];
                /**
                 * @description Only transfers from this institution.
                 * @example coinbase
                 */
                type?: components["parameters"]["InstitutionFilter"];
                /**
                 * @description Only what was created at or after this time (Unix milliseconds).
                 * @example 1795000000000
                 */
                from?: components["parameters"]["CreatedFrom"];
                /**
                 * @description Only what was created at or before this time (Unix milliseconds).
                 * @example 1795003600000
                 */
                to?: components["parameters"]["CreatedTo"];
                /**
                 * @description How many to answer at most.
                 * @example 50
                 */
                count?: components["parameters"]["DashboardCount"];
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching transfers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTransfersResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path: {
                /**
                 * @description The transfer's id, as `onTransferFinished` and webhooks report it.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTransferResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardWebhookResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dashboardRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DashboardRotateRequest"];
            };
        };
        responses: {
            /** @description The endpoint with its new secret, shown once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Cache-Control": components["headers"]["NoStore"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDashboardWebhookAttempts: {
        parameters: {
            query?: {
                /**
                 * @description Only the attempts of this transfer's events.
                 * @example 0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c
                 */
                transferId?: components["parameters"]["TransferIdFilter"];
                /**
                 * @description How many to answer at most.
                 * @example 50
                 */
                count?: components["parameters"]["DashboardCount"];
            };
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardWebhookAttemptsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dashboardResendFailedWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardResendFailedRequest"];
            };
        };
        responses: {
            /** @description The events queued. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dashboardSendTestWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DashboardTestWebhookRequest"];
            };
        };
        responses: {
            /** @description The delivery and its answer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTestWebhookResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDashboardInstitutionFailures: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Asks the sandbox for a fault on this request alone (RFC 7240's `Prefer`, as Prism's `Prefer: code=…`), so that
                 *     tests sharing one API client never disturb each other. Honoured for API client credentials only; ignored on
                 *     the admin listener, the Link page's operations, `/health`, the docs and the pages. `handling=strict` (RFC 7240),
                 *     on any operation, binds the request strictly: what the lenient binding would forgive is refused with `400`, and
                 *     the answer carries `Preference-Applied: handling=strict` ([Decisions](#tag/Decisions), "Binding"). `unrecorded`,
                 *     on any operation, keeps the call out of the dashboard's Requests and its stream (`listDashboardRequests`): the
                 *     dashboard sends it with its own calls, so that the client's calls of the same operations stand alone there. Other
                 *     preferences are ignored. The request is checked first: a request that fails validation gets its `400`.
                 *
                 *     - `fault=error; status=503` (optionally `errorType=…`, one of the spec's `ErrorType` of that status): that
                 *       error, as the operation declares it; a 503 without one is `institutionUnavailable`.
                 *     - `fault=rateLimit; retryAfter=2`: `429` `rateLimited` with `Retry-After: 2`.
                 *     - `fault=latency; ms=300`: the answer, 300 ms late (`ms` is required).
                 *     - `fault=reset`, `fault=empty`, `fault=truncated`, `fault=hang`: the connection is reset, closed without an
                 *       answer, closed halfway through the body, or held without an answer until the client gives up.
                 *     - `; commit` after any of them: the operation runs and commits first (its `Idempotency-Key` keeps the real
                 *       answer), then the answer is replaced by the fault. A repeat of that `Idempotency-Key` that asks again gets
                 *       the fault again; one that does not gets the kept answer, unmarked. Not on an event stream
                 *       (`listDashboardEvents` with `Accept: text/event-stream`), which never ends: `400`.
                 *
                 *     A malformed `fault` preference is `400` `invalidField` naming `Prefer`. See the rules of `sandboxPutFault`
                 *     for the same faults on every matching call.
                 * @example fault=reset; commit
                 */
                Prefer?: components["parameters"]["FaultPreference"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The failures. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardInstitutionFailuresResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAdminToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTokenRequest"];
            };
        };
        responses: {
            /** @description Token created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTokenResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClientRequest"];
            };
        };
        responses: {
            /** @description Client created; the secret is not shown again. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClientResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetWebhookRequest"];
            };
        };
        responses: {
            /** @description Endpoint registered; the secret is not shown again. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Endpoint removed; the envelope carries no `content`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description New secret; the previous one keeps signing until the overlap ends. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recent attempts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveriesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing (a UUID, say) that makes a `POST` safe to repeat, with Stripe's semantics.
                 *     The first answer to a key (its status and body; any answer but `429` and `5xx`) is kept for 24 hours,
                 *     per caller, and a repeat with the same key and the same request gets it again, with
                 *     `Idempotent-Replayed: true`, without acting twice. The same key with another request (another body or
                 *     path) answers `409` `idempotencyKeyReused`; a repeat while the first is still being answered answers
                 *     `409` `idempotencyKeyInUse` with `Retry-After` (a first request whose process died frees its key after
                 *     10 seconds). A request refused before it is acted on (`400` from validation, `401`,
                 *     `429`, `503`) keeps nothing. Operations marked `x-idempotent: true` accept the header and need none. The
                 *     client package sends a new key with every `POST` and keeps it across its retries.
                 * @example 5f0c3b7e-3f0b-4b8e-9a57-2d2f6b7c9a11
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
                /**
                 * @description The `EventId` of the event (a GUID).
                 * @example 1809bb15-f892-5004-8c75-7b171a0cf3b8
                 */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event queued. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUpstream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's upstream settings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setUpstream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpstreamRequest"];
            };
        };
        responses: {
            /** @description The client's upstream settings, as they now are. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUpstream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten; the envelope carries no `content`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSandboxUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's sandbox users. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxUserListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSandboxUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox user. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxUserResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSandboxUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxUser"];
            };
        };
        responses: {
            /** @description The sandbox user as registered now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxUserResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSandboxUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API client's id.
                 * @example 6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e
                 */
                clientId: components["parameters"]["ClientId"];
                /**
                 * @description The name the sandbox user signs in with (`user_custom` is taken by the document-as-password form).
                 * @example alice
                 */
                username: components["parameters"]["SandboxUsername"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the envelope carries no `content`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Binding-Forgiven": components["headers"]["BindingForgiven"];
                    "Preference-Applied": components["headers"]["PreferenceApplied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFailure"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    transferStatusWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `EventId` of the event (a GUID), the same on every retry.
                 * @example 1809bb15-f892-5004-8c75-7b171a0cf3b8
                 */
                "webhook-id": string;
                /**
                 * @description Unix time in seconds at which this attempt was signed.
                 * @example 1795000000
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated signatures, each `v1,` followed by Base64; several during a secret rotation.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description The public service's own signature, sent beside the Standard Webhooks headers so that a receiver
                 *     written for it works unchanged: Base64 of HMAC-SHA256 over the raw UTF-8 body, keyed by the UTF-8
                 *     bytes of the secret string shown at registration (the whole `whsec_...` string). During a secret
                 *     rotation it is made with the newest secret.
                 * @example gOyKic480iEzoQZsrstNBP6nRnZXyFFNcX7ELDilyUw=
                 */
                "X-Mesh-Signature-256": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferWebhookPayload"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsApiV1AssetsAssetTypeGetParametersPathAssetTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/v1/assets/{assetType}"]["get"]["parameters"]["path"]["assetType"]> = ["equity", "cryptocurrency"];
export const pathsApiV1SandboxDriftGetParametersQueryFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/v1/sandbox/drift"]["get"]["parameters"]["query"]["format"]> = ["json", "junit"];
export const accountInfoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountInfoType"]> = ["firstName", "middleName", "lastName", "accountNumber", "email", "mobileNumber", "companyName", "countryCode", "city", "postalCode", "address", "id", "dateOfBirth"];
export const addressTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AddressType"]> = ["ethAddress", "btcAddress", "ltcAddress", "solAddress", "algoAddress", "celoAddress", "cardanoAddress", "polygonAddress", "bnbAddress", "elrondAddress", "neoAddress", "xrpAddress", "flowAddress", "harmonyOneAddress", "tronAddress", "dogeAddress", "opAddress"];
export const adminTokenStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminToken"]["status"]> = ["succeeded"];
export const assetTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Asset"]["type"]> = ["equity", "cryptocurrency"];
export const authenticationLinkStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthenticationLink"]["status"]> = ["redirect"];
export const authenticationRequestAuthFlowStepAnyOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthenticationRequest"]["authFlowStep"]> = ["loginPassword", "mfaFlow", "faceVerification", "createAPIKey", "loginQrCode"];
export const authenticationSchemeAuthenticationSchemeTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthenticationScheme"]["authenticationSchemeType"]> = ["usernamePassword", "oAuth", "apiKey", "blockchainAddress"];
export const authenticationSchemeMfaSchemesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthenticationScheme"]["mfaSchemes"]> = ["mfaCode"];
export const authenticationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthenticationStatus"]> = ["succeeded", "mfaRequired", "delayed"];
export const bindingModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BindingMode"]> = ["lenient", "strict"];
export const brokerResponseStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BrokerResponseStatus"]> = ["unknown", "mfaRequired", "kycRequired"];
export const configureTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConfigureTransfer"]["status"]> = ["succeeded", "failed"];
export const configureTransferFiatCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConfigureTransfer"]["fiatCurrency"]> = ["USD"];
export const configureTransferSupportedFiatCurrenciesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConfigureTransfer"]["supportedFiatCurrencies"]> = ["USD"];
export const dashboardConnectionStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DashboardConnection"]["state"]> = ["active", "reauthenticationRequired"];
export const dashboardEventOneOf3DataReasonValues: ReadonlyArray<Extract<Extract<FlattenedDeepRequired<components>["schemas"]["DashboardEvent"], {
    data: unknown;
}>["data"], {
    reason: unknown;
}>["reason"]> = ["unknownLastEventId", "eventsDropped"];
export const dashboardTransferTimelineStepValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DashboardTransfer"]["timeline"]["step"]> = ["created", "Pending", "Succeeded", "Failed"];
export const dashboardWebhookAttemptEventStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DashboardWebhookAttempt"]["eventStatus"]> = ["pending", "delivered", "failed"];
export const dashboardWebhookEventEventStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DashboardWebhookEvent"]["eventStatus"]> = ["pending", "delivered", "failed"];
export const driftKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DriftKind"]> = ["undeclaredStatus", "missingField", "unknownField", "wrongType", "wrongFormat", "unknownEnumValue", "outOfBounds", "statusDiffers", "fieldOnlyInSandbox", "fieldOnlyUpstream", "typeDiffers", "valueDiffers", "bindingForgiven", "sandboxRefused", "upstreamFailed"];
export const errorTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorType"]> = ["", "missingField", "invalidField", "unknownField", "malformedBody", "badRequest", "payloadTooLarge", "institutionNotSupported", "refreshNotSupported", "invalidMfaCode", "invalidInstitutionCredentials", "chainRequired", "unsupportedSymbol", "unsupportedChain", "unsupportedNetwork", "amountBelowMinimum", "amountAboveMaximum", "feeBelowMinimum", "addressNotWhitelisted", "ipNotTrusted", "withdrawalPermissionDisabled", "travelRuleRequired", "insufficientFunds", "invalidAddress", "missingCredentials", "invalidCredentials", "invalidIdToken", "invalidAdminKey", "routeNotFound", "methodNotAllowed", "connectionNotFound", "addressNotFound", "symbolNotFound", "transferNotFound", "orderNotFound", "previewNotFound", "previewExpired", "eventNotFound", "refreshTokenNotFound", "linkTokenInvalid", "linkSessionInvalid", "invalidSignature", "clientNotFound", "webhookNotFound", "testClockNotFound", "faultNotFound", "upstreamNotFound", "sandboxUserNotFound", "requestNotFound", "conflict", "idempotencyKeyReused", "idempotencyKeyInUse", "locked", "rateLimited", "institutionRateLimited", "legalRestriction", "unexpectedError", "institutionFailure", "storeUnavailable", "institutionUnavailable", "upstreamUnavailable"];
export const executeTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExecuteTransfer"]["status"]> = ["succeeded", "inProgress", "failed", "mfaRequired", "mfaFailed", "addressWhitelistRequired"];
export const faultActionKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FaultAction"]["kind"]> = ["error", "rateLimit", "latency", "reset", "empty", "truncated", "hang", "duplicate", "hold", "staleSignature"];
export const faultLatencyDistributionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FaultLatency"]["distribution"]> = ["fixed", "uniform", "logNormal"];
export const faultMatchMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FaultMatch"]["method"]> = ["get", "put", "post", "delete", "patch"];
export const faultTriggerKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FaultTrigger"]["kind"]> = ["always", "nextN", "everyNth", "probability"];
export const fiatRampTransferTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FiatRampTransferType"]> = ["fiatOnRamp", "fiatOffRamp"];
export const holdingsStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Holdings"]["status"]> = ["succeeded", "failed", "notAuthorized"];
export const initiatedTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InitiatedTransfer"]["status"]> = ["pending", "failed", "mfaRequired", "mfaFailed", "addressWhitelistRequired", "travelRuleRequired"];
export const institutionFailureErrorTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InstitutionFailure"]["errorType"]> = ["institutionUnavailable", "institutionRateLimited", "institutionFailure"];
export const institutionFailureHttpStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InstitutionFailure"]["httpStatus"]> = [429, 500, 503];
export const institutionFailureKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InstitutionFailureKind"]> = ["unavailable", "rateLimited", "serverFailure"];
export const institutionTransferTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InstitutionTransfer"]["type"]> = ["unknown", "deposit", "withdrawal"];
export const institutionTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InstitutionTransferStatus"]> = ["unknown", "failed", "frozen", "succeeded", "mfaRequired", "pending", "expired", "canceled", "waitingForSignature", "waitingForClearing", "awaitingApproval", "awaitingConfirmation", "awaitingVerification", "rejected", "pendingCancel", "emailVerification", "deviceConfirmationRequired", "mfaFailed", "addressWhitelistRequired", "secondMfaRequired", "emailConfirmationApprovalRequired", "travelRuleRequired"];
export const institutionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InstitutionType"]> = ["robinhood", "eTrade", "alpaca", "tdAmeritrade", "weBull", "stash", "interactiveBrokers", "public", "coinbase", "kraken", "coinbasePro", "cryptoCom", "openSea", "binanceUs", "gemini", "cryptocurrencyAddress", "cryptocurrencyWallet", "okCoin", "bittrex", "kuCoin", "etoro", "cexIo", "binanceInternational", "bitstamp", "gateIo", "acorns", "okx", "bitFlyer", "coinlist", "huobi", "bitfinex", "deFiWallet", "krakenDirect", "vanguard", "binanceInternationalDirect", "bitfinexDirect", "bybit", "paxos", "coinbasePrime", "btcTurkDirect", "kuCoinDirect", "okxOAuth", "paribuDirect", "robinhoodConnect", "blockchainCom", "bitsoDirect", "binanceConnect", "binanceOAuth", "revolutConnect", "binancePay", "bybitDirect", "paribuOAuth", "payPalConnect", "binanceTrDirect", "coinbaseRamp", "bybitDirectMobile", "sandbox", "cryptoComPay", "bybitEuDirect", "uphold", "binancePayOnchain", "sandboxCoinbase", "bybitPay"];
export const integrationCategoriesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Integration"]["categories"]> = ["brokerage", "bank", "exchange", "wallet", "address", "nftMarketplace", "deFiWallet"];
export const integrationNetworkSupportedDevicesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IntegrationNetwork"]["supportedDevices"]> = ["android", "ios", "web"];
export const integrationStatusSupportedProductsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IntegrationStatus"]["supportedProducts"]> = ["holdings", "balance", "transfers", "cryptocurrencyDepositAddresses"];
export const linkConnectionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LinkConnection"]["status"]> = ["connected", "mfaRequired", "accountSelectionRequired"];
export const linkInstitutionKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LinkInstitution"]["kind"]> = ["brokerage", "exchange", "wallet", "payment"];
export const linkInstitutionSignInValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LinkInstitution"]["signIn"]> = ["password", "apiKey", "address"];
export const linkPageSessionFlowValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LinkPageSession"]["flow"]> = ["connect", "transfer", "verifyWallet"];
export const linkTransferOptionsDestinationValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LinkTransferOptions"]["destination"]> = ["address", "addressKey"];
export const linkTransferTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LinkTransferType"]> = ["deposit", "payment", "onramp"];
export const managedTransferAmountInFiatCurrencyCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ManagedTransfer"]["amountInFiatCurrencyCode"]> = ["USD"];
export const managedTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ManagedTransferStatus"]> = ["pending", "succeeded", "failed"];
export const mfaTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MfaType"]> = ["phone", "email", "totp", "phoneAndEmail", "requireNextSecurityQuestion", "readEmail", "face", "tradingPin", "qrCode", "password", "roaming", "mobile", "passkey"];
export const networkTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NetworkType"]> = ["unknown", "evm", "solana", "bitcoin", "cardano", "tron", "avalancheX", "tezos", "dogecoin", "ripple", "stellar", "litecoin", "sui", "aptos", "tvm", "injective"];
export const optionPositionDirectionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OptionPosition"]["direction"]> = ["unknown", "buyToOpen", "buyToClose", "sellToOpen", "sellToClose", "buyToCover", "sellShort"];
export const optionPositionOptionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OptionPosition"]["optionType"]> = ["call", "put"];
export const orderAssetTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Order"]["assetType"]> = ["equity", "cryptocurrency"];
export const orderPaymentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Order"]["paymentType"]> = ["fiat", "cryptocurrency"];
export const orderTransactionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Order"]["transactionType"]> = ["order"];
export const orderPreviewStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderPreview"]["status"]> = ["success", "failed"];
export const orderSideValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderSide"]> = ["unknown", "buy", "sell"];
export const orderStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderStatus"]> = ["unknown", "inProgress", "cancelled", "rejected", "failed", "success", "partiallyFilled", "expired"];
export const orderTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderType"]> = ["market", "limit", "stopLoss"];
export const portfolioNftPositionBlockchainValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortfolioNftPosition"]["blockchain"]> = ["ethereum", "polygon", "klaytn"];
export const previewTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PreviewTransfer"]["status"]> = ["succeeded", "failed", "requiresFunding"];
export const quoteFundingOptionFundingOptionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuoteFundingOption"]["fundingOption"]> = ["existingCryptocurrencyBalance", "buyingPowerPurchase", "paymentMethodDepositUsage"];
export const quoteTransferFiatCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuoteTransfer"]["fiatCurrency"]> = ["USD"];
export const quoteTransferRequestFiatCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuoteTransferRequest"]["fiatCurrency"]> = ["USD"];
export const resultStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResultStatus"]> = ["ok", "serverFailure", "permissionDenied", "badRequest", "notFound", "conflict", "tooManyRequest", "locked", "unavailableForLegalReasons"];
export const sandboxExportOrderSideValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxExportOrder"]["side"]> = ["buy", "sell"];
export const sandboxExportOrderAssetTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxExportOrder"]["assetType"]> = ["equity", "cryptocurrency"];
export const sandboxExportOrderPaymentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxExportOrder"]["paymentType"]> = ["fiat", "cryptocurrency"];
export const sandboxExportOrderStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxExportOrder"]["status"]> = ["success", "inProgress", "cancelled", "expired"];
export const sandboxExportPositionKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxExportPosition"]["kind"]> = ["equity", "crypto", "notSupportedEquity", "notSupportedCrypto", "nft", "option"];
export const sandboxExportWebhookEventStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxExportWebhookEvent"]["status"]> = ["pending", "delivered", "failed"];
export const sandboxSettlementOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxSettlement"]["outcome"]> = ["Succeeded", "Failed"];
export const sandboxUserOptionPositionOptionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxUserOptionPosition"]["optionType"]> = ["call", "put"];
export const sandboxUserOwnerIdTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxUserOwner"]["idType"]> = ["none", "idCard", "driversLicense", "passport"];
export const sandboxUserPastTransferTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxUserPastTransfer"]["type"]> = ["unknown", "deposit", "withdrawal"];
export const sandboxUserSignInWrongCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxUserSignIn"]["wrongCode"]> = ["reject", "askAgain"];
export const sandboxUserSignInTrustedIpValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxUserSignIn"]["trustedIp"]> = ["trusted", "untrusted", "readOnly"];
export const sandboxUserTransfersRefusalErrorTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxUserTransfers"]["refusal"]["errorType"]> = ["insufficientFunds", "amountBelowMinimum", "amountAboveMaximum", "feeBelowMinimum", "addressNotWhitelisted", "ipNotTrusted", "withdrawalPermissionDisabled", "travelRuleRequired"];
export const sandboxUserTransfersOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SandboxUserTransfers"]["outcome"]> = ["Succeeded", "Failed"];
export const settleTransferRequestOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettleTransferRequest"]["outcome"]> = ["Succeeded", "Failed"];
export const settlementScheduleOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettlementSchedule"]["outcome"]> = ["Succeeded", "Failed"];
export const symbolTradingAllowanceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SymbolTradingAllowance"]> = ["fractionalTradingAllowed", "fractionalTradingNotAllowed", "tradingNotAllowed", "fractionalTradingPossiblyAllowed"];
export const timeInForceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TimeInForce"]> = ["goodTillCanceled", "immediateOrCancel", "fillOrKill", "goodForDay", "postOnly", "unknown"];
export const tokenRefreshStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TokenRefresh"]["status"]> = ["succeeded", "failed", "mfaRequired"];
export const tradingFeaturesStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TradingFeatures"]["status"]> = ["succeeded", "failed", "notAuthorized"];
export const transferBalanceFundingStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferBalanceFundingStatus"]> = ["disabled"];
export const transferFinishedStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferFinished"]["status"]> = ["pending", "succeeded", "failed"];
export const transferFundingTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferFunding"]["type"]> = ["existingCryptocurrencyBalance"];
export const transferPreviewDetailsProcessingFeeRetainMethodTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferPreviewDetails"]["processingFeeRetainMethod"]["type"]> = ["default"];
export const transferPreviewDetailsFiatCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferPreviewDetails"]["fiatCurrency"]> = ["USD"];
export const transferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferStatus"]> = ["Pending", "Succeeded", "Failed"];
export const transferVerificationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferVerification"]["status"]> = ["succeeded", "failed"];
export const travelRuleOptionsClientTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TravelRuleOptions"]["clientType"]> = ["undefined", "wallet", "exchange", "vasp", "merchant", "other", "psp", "neobank", "iGaming", "aggregator"];
export const updateTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateTransfer"]["status"]> = ["pending", "succeeded", "failed"];
export const updatedTransferStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdatedTransfer"]["status"]> = ["pending", "succeeded", "failed"];
export const updatedTransferAmountInFiatCurrencyCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdatedTransfer"]["amountInFiatCurrencyCode"]> = ["USD"];
export const upstreamModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpstreamMode"]> = ["verify", "shadow", "record"];
export const verifyWalletOptionsVerificationMethodsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VerifyWalletOptions"]["verificationMethods"]> = ["signedMessage"];
export const walletVerificationVerificationMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WalletVerification"]["verificationMethod"]> = ["signedMessage"];
export const webhookDeliveryEventStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WebhookDelivery"]["eventStatus"]> = ["pending", "delivered", "failed"];
export const componentsParametersOrderByValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["OrderBy"]> = ["id", "clientTransferId", "userId", "fromType", "amountInFiat", "status", "createdTimestamp", "symbol", "networkName"];
export const componentsParametersStatusClassFilterValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["StatusClassFilter"]> = ["2xx", "4xx", "5xx"];
export const componentsHeadersIdempotentReplayedValues: ReadonlyArray<FlattenedDeepRequired<components>["headers"]["IdempotentReplayed"]> = ["true"];
export const componentsHeadersNoStoreValues: ReadonlyArray<FlattenedDeepRequired<components>["headers"]["NoStore"]> = ["no-store"];
export const componentsHeadersPreferenceAppliedValues: ReadonlyArray<FlattenedDeepRequired<components>["headers"]["PreferenceApplied"]> = ["handling=strict"];
