// What each institution supports and how it behaves: data, read by the simulator. Typed by the spec's enum, so
// an institution type added to openapi.yaml without a catalog entry is a compile error.
import type { OperationId } from '../../client/operations.js';
import type { Schemas } from '../contract/types.js';

export type InstitutionType = Schemas['InstitutionType'];
type Kind = Schemas['LinkInstitution']['kind'];
export type SignIn = Schemas['LinkInstitution']['signIn'];
/** What the integrations list calls an institution (node-api's FinancialInstitutionIntegrationType). */
export type Category = Schemas['Integration']['categories'][number];

/** Operations that act on an institution account. */
export type InstitutionOperation = Extract<
  OperationId,
  | 'getHoldings'
  | 'getDepositAddress'
  | 'getSymbolDetails'
  | 'listManagedAddresses'
  | 'refreshToken'
  | 'sandboxTransfer'
  | 'listInstitutionTransfers'
  | 'getInstitutionTransfer'
  | 'configureTransfer'
  | 'previewTransfer'
  | 'executeTransfer'
  | 'getManagedDepositAddress'
  | 'quoteTransfer'
  | 'updateTransferStatus'
  | 'initiateTransfer'
  | 'getHoldingsValue'
  | 'getAccountBalance'
  | 'previewOrder'
  | 'executeOrder'
  | 'listOrders'
  | 'getOrder'
  | 'cancelOrder'
  | 'getTradingFeatures'
  | 'getSymbolTradingInfo'
>;

/**
 * What an operation needs the institution to support, where it is not itself in an institution's `supports`: every
 * operation that moves or lists transfers needs what a sandbox transfer needs; reading an account, what its
 * holdings need.
 */
export const OPERATION_NEEDS: Partial<Record<InstitutionOperation, InstitutionOperation>> = {
  listInstitutionTransfers: 'sandboxTransfer',
  getInstitutionTransfer: 'sandboxTransfer',
  configureTransfer: 'sandboxTransfer',
  previewTransfer: 'sandboxTransfer',
  executeTransfer: 'sandboxTransfer',
  quoteTransfer: 'sandboxTransfer',
  updateTransferStatus: 'sandboxTransfer',
  initiateTransfer: 'sandboxTransfer',
  getManagedDepositAddress: 'getDepositAddress',
  getHoldingsValue: 'getHoldings',
  getAccountBalance: 'getHoldings',
};

export interface Institution {
  name: string;
  kind: Kind;
  /** Its category in the integrations list: its kind, but that a payment service lists as the exchange holding the crypto. */
  category: Category;
  supports: InstitutionOperation[];
  /** What the Link page's sign-in form asks for: a password login, an API key and secret, or a wallet address. */
  signIn: SignIn;
  /** Crypto assets the institution holds and moves. */
  assets: string[];
  /** Networks it deposits and withdraws on (by name); all networks carrying an asset when absent. */
  networks?: string[];
  /** Signs its users in on its own page (OAuth). */
  oauth?: boolean;
  /** Asks for an MFA code at login. */
  loginMfa?: boolean;
  /** Sends an MFA code by text message before creating an address or starting a transfer. */
  addressMfa?: boolean;
  /** Needs the explicit chain name (asset network with token standard) from symbol details. */
  requiresChain?: boolean;
  /** Needs a fee parameter on transfers and enforces per-currency minimum fee and amount. */
  enforcesMinimums?: boolean;
  /** Transfers need the client's static IP on the user's trusted list; withdrawal permission is off by default. */
  trustedIpRequired?: boolean;
  /** Withdraws only to addresses whitelisted in its own interface. */
  whitelistOnly?: boolean;
  /** Expects a named address key instead of an address in the target-address field. */
  addressKeyTarget?: boolean;
  /** Withdrawals worth more than this many US dollars need the beneficiary's details (the Travel Rule). */
  travelRuleThresholdUsd?: number;
  /** Deposits below these amounts are not refunded. */
  minimumDeposit?: Record<string, string>;
  /** The transfer hash is known only when the transfer is queried again. */
  hashOnRequery?: boolean;
  /** Keeps one transfer list for the whole login: every sub-account answers the same list. */
  sharedTransferList?: boolean;
  /** Lets the user buy what a transfer sends with a bank account (a quote's `paymentMethodDepositUsage`). */
  bankFunding?: boolean;
  /** How the institution's token refresh behaves; absent when its tokens need no refresh. */
  refresh?: {
    /** Requires the current access token with the refresh token. */
    needsAccessToken?: boolean;
    /** Takes a trade-token update. */
    tradeToken?: boolean;
    /** Enforces MFA on refresh: first answer `mfaRequired`, then a second call with the code. */
    mfa?: boolean;
  };
  /** Positions include equities (and options where set). */
  equities?: boolean;
  options?: boolean;
  nfts?: boolean;
  fiat?: string[];
}

const CRYPTO_MAJORS = ['BTC', 'ETH', 'SOL', 'USDC', 'USDT', 'DOGE', 'LTC', 'MATIC', 'XRP', 'ADA'];
const CRYPTO_WIDE = [...CRYPTO_MAJORS, 'BNB', 'OP', 'TRX', 'ALGO', 'XLM', 'DAI', 'CELO', 'ONE', 'EGLD', 'NEO', 'FLOW'];
/**
 * The EVM networks a self-custody wallet sends on: those it always did, and the EVM networks the public docs say
 * wallets connect on (openapi/decisions.md, Networks).
 */
const EVM_WALLET_NETWORKS = [
  ...['Ethereum', 'Polygon', 'BNB Smart Chain', 'Optimism'],
  ...['Arbitrum', 'Base', 'AvalancheC', 'Blast', 'HyperEVM', 'Sei', 'Monad'],
];
const ADDRESS_OPS: InstitutionOperation[] = ['getDepositAddress', 'getSymbolDetails', 'listManagedAddresses', 'sandboxTransfer'];

const brokerage = (name: string, extra: Partial<Institution> = {}): Institution => ({
  name,
  kind: 'brokerage',
  category: 'brokerage',
  supports: ['getHoldings', 'refreshToken'],
  signIn: 'password',
  assets: [],
  equities: true,
  refresh: {},
  fiat: ['USD'],
  ...extra,
});
const exchange = (name: string, extra: Partial<Institution> = {}): Institution => ({
  name,
  kind: 'exchange',
  category: 'exchange',
  supports: ['getHoldings', ...ADDRESS_OPS],
  signIn: name.includes('API key') ? 'apiKey' : 'password',
  assets: CRYPTO_MAJORS,
  fiat: ['USD'],
  ...extra,
});
/** Exchanges connected through OAuth have tokens that expire and refresh. */
const oauthExchange = (name: string, extra: Partial<Institution> = {}) =>
  exchange(name, { supports: ['getHoldings', 'refreshToken', ...ADDRESS_OPS], refresh: {}, oauth: true, ...extra });
const wallet = (name: string, extra: Partial<Institution> = {}): Institution => ({
  name,
  kind: 'wallet',
  category: 'wallet',
  supports: ['getHoldings', ...ADDRESS_OPS],
  signIn: 'address',
  assets: ['ETH', 'USDC', 'USDT', 'MATIC', 'BNB', 'OP', 'DAI'],
  networks: EVM_WALLET_NETWORKS,
  fiat: [],
  ...extra,
});
const payment = (name: string, extra: Partial<Institution> = {}): Institution => ({
  name,
  kind: 'payment',
  category: 'exchange',
  supports: ['getSymbolDetails', 'sandboxTransfer'],
  signIn: 'password',
  assets: ['BTC', 'ETH', 'USDC', 'USDT', 'SOL'],
  fiat: ['USD'],
  ...extra,
});

export const CATALOG: Record<InstitutionType, Institution> = {
  robinhood: brokerage('Robinhood', { loginMfa: true, assets: ['BTC', 'ETH', 'DOGE', 'SOL'] }),
  eTrade: brokerage('E*TRADE', { refresh: { needsAccessToken: true } }),
  alpaca: brokerage('Alpaca', { assets: ['BTC', 'ETH'] }),
  tdAmeritrade: brokerage('TD Ameritrade'),
  weBull: brokerage('Webull', { refresh: { tradeToken: true }, assets: ['BTC', 'ETH'] }),
  stash: brokerage('Stash'),
  interactiveBrokers: brokerage('Interactive Brokers', { loginMfa: true, refresh: { mfa: true }, options: true }),
  public: brokerage('Public', { assets: ['BTC', 'ETH', 'SOL'] }),
  coinbase: oauthExchange('Coinbase', { assets: CRYPTO_WIDE, hashOnRequery: true, sharedTransferList: true, bankFunding: true }),
  kraken: exchange('Kraken', { addressMfa: true, signIn: 'apiKey', fiat: ['USD', 'EUR'] }),
  coinbasePro: exchange('Coinbase Pro'),
  cryptoCom: exchange('Crypto.com', { minimumDeposit: { BTC: '0.0005', ETH: '0.01', SOL: '0.1', USDC: '10', USDT: '10' } }),
  openSea: wallet('OpenSea', { supports: ['getHoldings'], nfts: true, category: 'nftMarketplace' }),
  binanceUs: exchange('Binance.US'),
  gemini: exchange('Gemini'),
  cryptocurrencyAddress: wallet('Crypto address', { supports: ['getHoldings', 'getDepositAddress'], category: 'address' }),
  cryptocurrencyWallet: wallet('Crypto wallet', { nfts: true }),
  okCoin: exchange('OKCoin'),
  bittrex: exchange('Bittrex'),
  kuCoin: exchange('KuCoin', { requiresChain: true, assets: CRYPTO_WIDE }),
  etoro: brokerage('eToro', { assets: ['BTC', 'ETH', 'XRP', 'ADA'] }),
  cexIo: exchange('CEX.IO'),
  binanceInternational: exchange('Binance', { requiresChain: true, assets: CRYPTO_WIDE, fiat: ['USD', 'EUR'] }),
  bitstamp: exchange('Bitstamp', { fiat: ['USD', 'EUR'], travelRuleThresholdUsd: 3000 }),
  gateIo: exchange('Gate.io', { assets: CRYPTO_WIDE }),
  acorns: brokerage('Acorns'),
  okx: exchange('OKX', { whitelistOnly: true, enforcesMinimums: true, assets: CRYPTO_WIDE }),
  bitFlyer: exchange('bitFlyer', { fiat: ['USD', 'JPY'] }),
  coinlist: exchange('CoinList'),
  huobi: exchange('HTX', { assets: CRYPTO_WIDE }),
  bitfinex: exchange('Bitfinex', { enforcesMinimums: true }),
  deFiWallet: wallet('DeFi wallet', { nfts: true, category: 'deFiWallet' }),
  krakenDirect: exchange('Kraken (API key)', { whitelistOnly: true, addressKeyTarget: true, fiat: ['USD', 'EUR'] }),
  vanguard: brokerage('Vanguard', { refresh: { needsAccessToken: true } }),
  binanceInternationalDirect: exchange('Binance (API key)', { requiresChain: true, trustedIpRequired: true, assets: CRYPTO_WIDE }),
  bitfinexDirect: exchange('Bitfinex (API key)', { enforcesMinimums: true }),
  bybit: oauthExchange('Bybit', { trustedIpRequired: true }),
  paxos: exchange('Paxos', { assets: ['BTC', 'ETH', 'USDC'] }),
  coinbasePrime: exchange('Coinbase Prime', { assets: CRYPTO_WIDE }),
  btcTurkDirect: exchange('BtcTurk (API key)', { fiat: ['TRY'] }),
  kuCoinDirect: exchange('KuCoin (API key)', { requiresChain: true, trustedIpRequired: true }),
  okxOAuth: oauthExchange('OKX (OAuth)', { enforcesMinimums: true }),
  paribuDirect: exchange('Paribu (API key)', { fiat: ['TRY'] }),
  robinhoodConnect: payment('Robinhood Connect'),
  blockchainCom: exchange('Blockchain.com'),
  bitsoDirect: exchange('Bitso (API key)', { fiat: ['MXN'] }),
  binanceConnect: payment('Binance Connect'),
  binanceOAuth: oauthExchange('Binance (OAuth)', { requiresChain: true, assets: CRYPTO_WIDE }),
  revolutConnect: payment('Revolut'),
  binancePay: payment('Binance Pay'),
  bybitDirect: exchange('Bybit (API key)', { trustedIpRequired: true }),
  paribuOAuth: oauthExchange('Paribu', { fiat: ['TRY'] }),
  payPalConnect: payment('PayPal', { assets: ['BTC', 'ETH', 'USDC'] }),
  binanceTrDirect: exchange('Binance TR (API key)', { requiresChain: true, fiat: ['TRY'] }),
  coinbaseRamp: payment('Coinbase Onramp'),
  bybitDirectMobile: exchange('Bybit (mobile API key)', { trustedIpRequired: true }),
  sandbox: oauthExchange('Sandbox exchange', { assets: CRYPTO_WIDE }),
  cryptoComPay: payment('Crypto.com Pay'),
  bybitEuDirect: exchange('Bybit EU (API key)', { trustedIpRequired: true, fiat: ['EUR'] }),
  uphold: oauthExchange('Uphold'),
  binancePayOnchain: payment('Binance Pay (on-chain)'),
  sandboxCoinbase: oauthExchange('Sandbox Coinbase', {
    assets: CRYPTO_WIDE,
    hashOnRequery: true,
    sharedTransferList: true,
    bankFunding: true,
  }),
  bybitPay: payment('Bybit Pay'),
};
