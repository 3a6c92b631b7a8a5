// What each token the networks carry is on chain: its contract (mainnet's own address; none for a network's own
// coin) and its decimals, as previewTransfer (contractAddress, decimalPlaces) and listManagedTransfers
// (tokenAddress) answer them. The addresses were checked against public token lists and Circle's and Tether's
// deployments; the EVM ones are written in their EIP-55 checksum (test/institutions/tokens.test.ts holds both).
import type { NetworkInfo } from './networks.js';
import { SOLANA_MINTS } from './solana.js';

export interface TokenOnChain {
  /** The token's contract (an Algorand asset id, a Stellar issuer, a Sui coin type); null for the network's own coin. */
  contract: string | null;
  /** Decimal places of its smallest unit on this network. */
  decimals: number;
}

/** The decimals of each network's own coin, by symbol. */
const COIN_DECIMALS: Record<string, number> = {
  ETH: 18,
  MATIC: 18,
  SOL: 9,
  BTC: 8,
  DOGE: 8,
  LTC: 8,
  BNB: 18,
  CELO: 18,
  ONE: 18,
  TRX: 6,
  XRP: 6,
  ADA: 6,
  ALGO: 6,
  EGLD: 18,
  NEO: 0,
  FLOW: 8,
  XLM: 7,
};

const token = (contract: string, decimals: number): TokenOnChain => ({ contract, decimals });

/** The tokens that are contracts, by network name and symbol. */
const CONTRACTS: Record<string, Record<string, TokenOnChain>> = {
  Ethereum: {
    USDC: token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6),
    USDT: token('0xdAC17F958D2ee523a2206206994597C13D831ec7', 6),
    DAI: token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 18),
  },
  Polygon: {
    USDC: token('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6),
    USDT: token('0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6),
  },
  Solana: { USDC: token(SOLANA_MINTS.USDC!.mint, 6) },
  // BNB Smart Chain's pegged stablecoins have 18 decimals, not 6.
  'BNB Smart Chain': {
    USDT: token('0x55d398326f99059fF775485246999027B3197955', 18),
    USDC: token('0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18),
  },
  Optimism: {
    OP: token('0x4200000000000000000000000000000000000042', 18),
    USDC: token('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 6),
  },
  Tron: { USDT: token('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 6) },
  Algorand: { USDC: token('31566704', 6) },
  Stellar: { USDC: token('GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN', 7) },
  Arbitrum: {
    USDC: token('0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6),
    USDT: token('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6),
    DAI: token('0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18),
  },
  Base: { USDC: token('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 6) },
  AvalancheC: {
    USDC: token('0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 6),
    USDT: token('0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', 6),
    DAI: token('0xd586E7F844cEa2F87f50152665BCbc2C279D8d70', 18), // DAI.e, bridged
  },
  HyperEVM: { USDC: token('0xb88339CB7199b77E23DB6E890353E22632Ba630f', 6) },
  Sei: { USDC: token('0xe15fC38F6D8c56aF07bbCBe3BAf5708A2Bf42392', 6) },
  // Monad's own coin is MON: ETH there is wrapped ether, USDT is USDT0.
  Monad: {
    ETH: token('0xEE8c0E9f1BFFb4Eb878d8f15f368A02a35481242', 18),
    USDC: token('0x754704Bc059F8C67012fEd69BC8A327a5aafb603', 6),
    USDT: token('0xe7cd86e13AC4309349F30B3435a9d337750fC82D', 6),
  },
  Aptos: {
    USDC: token('0xbae207659db88bea0cbead6da0ed00aac12edcdda169e591cd41c94180b46f3b', 6),
    USDT: token('0x357b0b74bc833e95a115ad22604854d6b0fca151cecd94111770e5d6ffc9dc2b', 6),
  },
  Sui: { USDC: token('0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC', 6) },
  TON: { USDT: token('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', 6) },
};

/** What `symbol` is on `network`: a contract of it, or its own coin; undefined where the network does not carry it. */
export function tokenOn(network: NetworkInfo, symbol: string): TokenOnChain | undefined {
  if (!network.tokens.includes(symbol)) return undefined;
  const contracts = Object.hasOwn(CONTRACTS, network.name) ? CONTRACTS[network.name]! : {};
  if (Object.hasOwn(contracts, symbol)) return contracts[symbol];
  const decimals = symbol === network.nativeSymbol && Object.hasOwn(COIN_DECIMALS, symbol) ? COIN_DECIMALS[symbol] : undefined;
  return decimals === undefined ? undefined : { contract: null, decimals };
}
