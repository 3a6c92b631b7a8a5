// The properties @meshconnect/node-api declares for an operation's answer that no answer of the sandbox carries, on
// purpose: each group under the Decision that says why, by its bold title in openapi/decisions.md ("The public
// clients' types"), where each property is named in backticks (test/support/nodeApiUnanswered.test.ts holds that).
// A property is written as nodeApiPropertiesLacking names it, `group.method: path`; one written there also covers
// the properties inside it (`a.b` covers `a.b.c` and `a.b[].c`).

export interface Unanswered {
  /** The bold title of its Decision. */
  decision: string;
  properties: string[];
}

const AUTHENTICATE = 'selfManagedAccountAuthentication.v1AuthenticateCreate: content';
const SCHEMES = 'selfManagedAccountAuthentication.v1AuthenticationSchemesList: content[]';
const CONFIGURE = 'managedTransfers.v1TransfersManagedConfigureCreate: content';
const PREVIEW = 'managedTransfers.v1TransfersManagedPreviewCreate: content';
const EXECUTE = 'managedTransfers.v1TransfersManagedExecuteCreate: content';
const MESH = 'managedTransfers.v1TransfersManagedMeshList: content.items[]';
const TRANSFER = 'transfers.v1TransfersCreate: content';
const ORDER = 'transactions.v1TransactionsCreate: content';
const FEATURES = 'transactions.v1TransactionsFeatureListCreate: content';

const SCHEME_STEP = `${SCHEMES}.authenticationSteps[].authResponse`;
/** What a step of a sign-in flow no sandbox institution has would answer: in authenticate, and in a scheme's pattern. */
const SIGN_IN_STEP = [
  'authFlowStep',
  'qrCode',
  'qrCodeLink',
  'qrCodeLinkIOS',
  'challengeId',
  'challengeText',
  'challengeExpiresInSeconds',
  'requiresReauthentication',
  'email',
  'allocatedIPAddress',
];

export const UNANSWERED: Unanswered[] = [
  {
    decision: 'Sign-in flows no sandbox institution has',
    properties: [...SIGN_IN_STEP.map((name) => `${AUTHENTICATE}.${name}`), `${SCHEMES}.trueAuthAuthenticaion`],
  },
  {
    decision: "A sign-in scheme's `authResponse` is a pattern, not an answer",
    properties: [
      `${SCHEMES}.initialAuthenticationModel.authResponse`,
      ...[
        ...SIGN_IN_STEP,
        'errorMessage',
        'accessToken',
        'refreshToken',
        'expiresInSeconds',
        'refreshTokenExpiresInSeconds',
        'account',
        'accountTokens',
      ].map((name) => `${SCHEME_STEP}.${name}`),
    ],
  },
  {
    decision: 'Transfer steps no sandbox institution takes',
    properties: [
      ...['verificationSteps', 'qrCode', 'qrCodeLink', 'challengeId'].map((name) => `${TRANSFER}.${name}`),
      ...['verificationSteps', 'qrCode', 'qrCodeLink', 'travelRuleTransactionId'].map((name) => `${EXECUTE}.${name}`),
    ],
  },
  {
    decision: 'No transfer calls a smart contract',
    properties: [
      ...['blockchainMethodName', 'blockchainMethod'].flatMap((name) => [
        `transfers.v1TransfersListCreate: content.transfers[].${name}`,
        `transfers.v1TransfersDetailsCreate: content.${name}`,
        `${TRANSFER}.transaction.${name}`,
      ]),
      `${EXECUTE}.executeTransferResult.smartContract`,
    ],
  },
  {
    decision: 'No transfer is bridged',
    properties: [
      `${PREVIEW}.previewResult.isBridging`,
      `${PREVIEW}.previewResult.bridgingDetails`,
      `${CONFIGURE}.holdings[].isBridgingAsset`,
      `${MESH}.bridgingDetails`,
    ],
  },
  {
    decision: 'Logos of networks and tokens',
    properties: [
      'managedTransfers.v1TransfersManagedNetworksList: content.networks[].logoUrl',
      'managedTransfers.v1TransfersManagedNetworksList: content.networks[].tokens[].logoUrl',
      'managedTransfers.v1TransfersManagedIntegrationsList: content.integrations[].networks[].logoUrl',
      'managedTransfers.v1TransfersManagedTokensList: content.tokens[].networks[].logoUrl',
      'managedTransfers.v1TransfersManagedTokensList: content.tokens[].tokenLogoUrl',
      'managedTransfers.v1TransfersManagedTokensList: content.tokens[].integrationNetworks[].networkLogo',
      `${CONFIGURE}.holdings[].logoUrl`,
      `${CONFIGURE}.holdings[].networks[].logoUrl`,
      `${MESH}.networkLogoUrl`,
    ],
  },
  {
    decision: 'What a sandbox NFT is',
    properties: [
      ...['costBasis', 'description', 'marketplaceId', 'marketplacePermalink'].map(
        (name) => `portfolio.v1HoldingsGetCreate: content.nftPositions[].${name}`,
      ),
      ...[
        'costBasis',
        'paymentTokenSymbol',
        'description',
        'imageUrl',
        'imageOriginalUrl',
        'animationUrl',
        'backgroundColor',
        'marketplaceId',
        'numberOfSales',
        'contractType',
        'contractName',
        'contractSchemaName',
        'contractDescription',
        'marketplacePermalink',
        'contractExternalLink',
        'creatorAddress',
        'currentOffer',
        'lastSale',
        'addressExplorerLink',
        'twitterUsername',
        'portfolioPercentage',
      ].map((name) => `portfolio.v1HoldingsPortfolioList: content.nftPositions[].${name}`),
    ],
  },
  {
    decision: "Only a wallet's positions have a place",
    properties: ['equityPositions', 'notSupportedEquityPositions', 'notSupportedCryptocurrencyPositions'].map(
      (list) => `portfolio.v1HoldingsGetCreate: content.${list}[].distribution`,
    ),
  },
  {
    decision: 'Positions keep no times',
    properties: ['createdTimestamp', 'updatedTimestamp'].map((name) => `portfolio.v1HoldingsGetCreate: content.optionPositions[].${name}`),
  },
  {
    decision: 'Trading answers that are always `null`',
    properties: [
      `${FEATURES}.cryptocurrencyAssetPairTrading`,
      `${FEATURES}.cryptocurrencyConversion`,
      `${ORDER}.trades`,
      'transactions.v1TransactionsListCreate: content.transactions[].optionDetails',
      'transactions.v1TransactionsDetailsCreate: content.optionDetails',
    ],
  },
];

/** Whether the written exception `exception` covers the lacking property `property`: it, or a property inside it. */
export const covers = (exception: string, property: string) =>
  property === exception || property.startsWith(`${exception}.`) || property.startsWith(`${exception}[]`);

/** Whether a lacking property is one of the written exceptions. */
export const isUnanswered = (property: string) => UNANSWERED.some(({ properties }) => properties.some((e) => covers(e, property)));
