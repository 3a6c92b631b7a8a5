// The networks the service supports. The first five ids are the public service's own; the others are ours.
import { networkTypeValues } from '../../generated/openapi.js';
import type { Schemas } from '../contract/types.js';
import type { AddressFamily } from './addresses.js';

export interface NetworkInfo {
  id: string;
  name: string;
  chainId: string;
  nativeSymbol: string;
  /** How its addresses are written and checked. */
  family: AddressFamily;
  /** Its family as the API answers it: `unknown` for a family the spec's NetworkType (node-api's) does not list. */
  networkType: Schemas['NetworkType'];
  tokens: string[];
  /** The address type whose native asset lives here, if any. */
  addressType: Schemas['AddressType'] | null;
  /** Chain name as institutions that require an explicit chain expect it (asset network with token standard). */
  label: string;
  /** Deposits need a memo or destination tag. */
  memo: boolean;
  /** Network fee of a withdrawal, in US dollars, before an institution's own fee. */
  feeUsd: number;
}

const NETWORK_LIST: Omit<NetworkInfo, 'networkType'>[] = [
  {
    id: 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611',
    name: 'Ethereum',
    chainId: '1',
    nativeSymbol: 'ETH',
    family: 'evm',
    tokens: ['ETH', 'USDC', 'USDT', 'DAI'],
    addressType: 'ethAddress',
    label: 'ETH-ERC20',
    memo: false,
    feeUsd: 4,
  },
  {
    id: '7436e9d0-ba42-4d2b-b4c0-8e4e606b2c12',
    name: 'Polygon',
    chainId: '137',
    nativeSymbol: 'MATIC',
    family: 'evm',
    tokens: ['MATIC', 'USDC', 'USDT'],
    addressType: 'polygonAddress',
    label: 'MATIC-POLYGON',
    memo: false,
    feeUsd: 0.4,
  },
  {
    id: '0291810a-5947-424d-9a59-e88bb33e999d',
    name: 'Solana',
    chainId: 'mainnet-beta',
    nativeSymbol: 'SOL',
    family: 'solana',
    tokens: ['SOL', 'USDC'],
    addressType: 'solAddress',
    label: 'SOL-SPL',
    memo: false,
    feeUsd: 0.1,
  },
  {
    id: '0880db06-7c7c-4738-898f-cf74efc03c47',
    name: 'Bitcoin',
    chainId: 'bitcoin',
    nativeSymbol: 'BTC',
    family: 'bitcoin',
    tokens: ['BTC'],
    addressType: 'btcAddress',
    label: 'BTC-BTC',
    memo: false,
    feeUsd: 6,
  },
  {
    id: '34b66a94-f9f9-49ef-81e8-6ebd5a866f9d',
    name: 'Dogecoin',
    chainId: 'dogecoin',
    nativeSymbol: 'DOGE',
    family: 'dogecoin',
    tokens: ['DOGE'],
    addressType: 'dogeAddress',
    label: 'DOGE-DOGE',
    memo: false,
    feeUsd: 0.6,
  },
  {
    id: '5b8f2c1d-6e3a-4f7b-9c0d-1e2f3a4b5c6d',
    name: 'Litecoin',
    chainId: 'litecoin',
    nativeSymbol: 'LTC',
    family: 'litecoin',
    tokens: ['LTC'],
    addressType: 'ltcAddress',
    label: 'LTC-LTC',
    memo: false,
    feeUsd: 0.1,
  },
  {
    id: '8c1e4a7b-2d5f-4b8e-a1c3-6f9e2d5b8a1c',
    name: 'BNB Smart Chain',
    chainId: '56',
    nativeSymbol: 'BNB',
    family: 'evm',
    tokens: ['BNB', 'USDT', 'USDC'],
    addressType: 'bnbAddress',
    label: 'BSC-BEP20',
    memo: false,
    feeUsd: 0.3,
  },
  {
    id: '2f6a9d3c-8b1e-4c7f-b2a5-9d3c6f0a2e5b',
    name: 'Optimism',
    chainId: '10',
    nativeSymbol: 'ETH',
    family: 'evm',
    tokens: ['OP', 'USDC'],
    addressType: 'opAddress',
    label: 'OP-OPTIMISM',
    memo: false,
    feeUsd: 0.2,
  },
  {
    id: '9e2b5f8a-1c4d-4e7a-8b3f-5a8d1c4e7b0a',
    name: 'Celo',
    chainId: '42220',
    nativeSymbol: 'CELO',
    family: 'evm',
    tokens: ['CELO'],
    addressType: 'celoAddress',
    label: 'CELO-CELO',
    memo: false,
    feeUsd: 0.05,
  },
  {
    id: '4a7d0c3f-6b9e-4f2a-9c5d-8b1e4a7d0c3f',
    name: 'Harmony',
    chainId: '1666600000',
    nativeSymbol: 'ONE',
    family: 'evm',
    tokens: ['ONE'],
    addressType: 'harmonyOneAddress',
    label: 'ONE-HRC20',
    memo: false,
    feeUsd: 0.01,
  },
  {
    id: '6c9f2e5b-8a1d-4b4e-8f7a-0d3c6f9e2b5a',
    name: 'Tron',
    chainId: 'tron',
    nativeSymbol: 'TRX',
    family: 'tron',
    tokens: ['TRX', 'USDT'],
    addressType: 'tronAddress',
    label: 'TRX-TRC20',
    memo: false,
    feeUsd: 1,
  },
  {
    id: '1d4a7e0b-3c6f-4a9d-b2e5-8f1a4d7b0e3c',
    name: 'XRP Ledger',
    chainId: 'xrpl',
    nativeSymbol: 'XRP',
    family: 'ripple',
    tokens: ['XRP'],
    addressType: 'xrpAddress',
    label: 'XRP-XRP',
    memo: true,
    feeUsd: 0.1,
  },
  {
    id: '7f0c3a6d-9e2b-4d5f-a8c1-4e7b0a3d6f9c',
    name: 'Cardano',
    chainId: 'cardano',
    nativeSymbol: 'ADA',
    family: 'cardano',
    tokens: ['ADA'],
    addressType: 'cardanoAddress',
    label: 'ADA-ADA',
    memo: false,
    feeUsd: 0.2,
  },
  {
    id: '3b6e9a2d-5f8c-4b1e-9d4a-7c0f3b6e9a2d',
    name: 'Algorand',
    chainId: 'algorand',
    nativeSymbol: 'ALGO',
    family: 'algorand',
    tokens: ['ALGO', 'USDC'],
    addressType: 'algoAddress',
    label: 'ALGO-ASA',
    memo: false,
    feeUsd: 0.01,
  },
  {
    id: '0e3b6f9c-2a5d-4e8b-a1f4-7d0a3e6b9c2f',
    name: 'MultiversX',
    chainId: '1',
    nativeSymbol: 'EGLD',
    family: 'elrond',
    tokens: ['EGLD'],
    addressType: 'elrondAddress',
    label: 'EGLD-ESDT',
    memo: false,
    feeUsd: 0.05,
  },
  {
    id: 'a5d8b1e4-7c0f-4a3d-8e6b-2f5c8a1d4b7e',
    name: 'Neo',
    chainId: 'neo3',
    nativeSymbol: 'NEO',
    family: 'neo',
    tokens: ['NEO'],
    addressType: 'neoAddress',
    label: 'NEO-N3',
    memo: false,
    feeUsd: 0.1,
  },
  {
    id: 'c7f0a3d6-9b2e-4c5f-b8a1-4d7e0b3f6a9c',
    name: 'Flow',
    chainId: 'flow-mainnet',
    nativeSymbol: 'FLOW',
    family: 'flow',
    tokens: ['FLOW'],
    addressType: 'flowAddress',
    label: 'FLOW-FLOW',
    memo: false,
    feeUsd: 0.01,
  },
  {
    id: 'd2a5c8f1-4e7b-4d0a-9f3c-6b9e2d5a8c1f',
    name: 'Stellar',
    chainId: 'stellar-pubnet',
    nativeSymbol: 'XLM',
    family: 'stellar',
    tokens: ['XLM', 'USDC'],
    addressType: null,
    label: 'XLM-XLM',
    memo: true,
    feeUsd: 0.01,
  },
];

const listed = (family: AddressFamily): family is AddressFamily & Schemas['NetworkType'] =>
  (networkTypeValues as readonly string[]).includes(family);
export const NETWORKS: NetworkInfo[] = NETWORK_LIST.map((n) => ({ ...n, networkType: listed(n.family) ? n.family : 'unknown' }));

/** The network as a CAIP-2 chain id (`eip155:1` for Ethereum), for the EVM chains; null for the others. */
export const caipNetworkId = (network: NetworkInfo) => (network.family === 'evm' ? `eip155:${network.chainId}` : null);

const byId = new Map(NETWORKS.map((n) => [n.id, n]));
export const networkById = (id: string) => byId.get(id);
export const networksCarrying = (symbol: string) => NETWORKS.filter((n) => n.tokens.includes(symbol));
export const networkOfAddressType = (type: Schemas['AddressType']) => NETWORKS.find((n) => n.addressType === type);
