// Deterministic sandbox market data: every price is a pure function of symbol and time, so tests and demos repeat.
import { createHash } from 'node:crypto';
import { round } from './decimal.js';
import { dictionary, type NullPrototype } from '../contract/dictionary.js';

interface Asset {
  name: string;
  price: number;
  kind: 'equity' | 'crypto';
}

/** The assets the market prices, by symbol (a symbol is a request's: no prototype answers it). */
export const ASSETS: Record<string, Asset> & NullPrototype = dictionary({
  AAPL: { name: 'Apple Inc.', price: 190, kind: 'equity' },
  MSFT: { name: 'Microsoft Corporation', price: 420, kind: 'equity' },
  TSLA: { name: 'Tesla, Inc.', price: 240, kind: 'equity' },
  AMZN: { name: 'Amazon.com, Inc.', price: 180, kind: 'equity' },
  NVDA: { name: 'NVIDIA Corporation', price: 120, kind: 'equity' },
  VOO: { name: 'Vanguard S&P 500 ETF', price: 480, kind: 'equity' },
  GOOGL: { name: 'Alphabet Inc.', price: 170, kind: 'equity' },
  BTC: { name: 'Bitcoin', price: 65000, kind: 'crypto' },
  ETH: { name: 'Ethereum', price: 2950, kind: 'crypto' },
  SOL: { name: 'Solana', price: 150, kind: 'crypto' },
  USDC: { name: 'USD Coin', price: 1, kind: 'crypto' },
  USDT: { name: 'Tether', price: 1, kind: 'crypto' },
  DAI: { name: 'Dai', price: 1, kind: 'crypto' },
  DOGE: { name: 'Dogecoin', price: 0.15, kind: 'crypto' },
  LTC: { name: 'Litecoin', price: 80, kind: 'crypto' },
  MATIC: { name: 'Polygon', price: 0.7, kind: 'crypto' },
  BNB: { name: 'BNB', price: 580, kind: 'crypto' },
  OP: { name: 'Optimism', price: 2.1, kind: 'crypto' },
  CELO: { name: 'Celo', price: 0.7, kind: 'crypto' },
  ONE: { name: 'Harmony', price: 0.02, kind: 'crypto' },
  TRX: { name: 'TRON', price: 0.12, kind: 'crypto' },
  XRP: { name: 'XRP', price: 0.55, kind: 'crypto' },
  ADA: { name: 'Cardano', price: 0.45, kind: 'crypto' },
  ALGO: { name: 'Algorand', price: 0.18, kind: 'crypto' },
  EGLD: { name: 'MultiversX', price: 35, kind: 'crypto' },
  NEO: { name: 'Neo', price: 12, kind: 'crypto' },
  FLOW: { name: 'Flow', price: 0.8, kind: 'crypto' },
  XLM: { name: 'Stellar', price: 0.11, kind: 'crypto' },
});

const STABLE = new Set(['USDC', 'USDT', 'DAI']);
const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A number in [0, 1) from a string, the same on every machine. */
export function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

const phases = new Map<string, number>();
const phaseOf = (symbol: string) => {
  let phase = phases.get(symbol);
  if (phase === undefined) {
    phase = unit(`phase:${symbol}`) * 2 * Math.PI;
    phases.set(symbol, phase);
  }
  return phase;
};

/** Price of a symbol at a time: a daily swing plus an hourly step, both seeded by the symbol. Undefined if unpriced. */
export function priceAt(symbol: string, at: number): number | undefined {
  const asset = ASSETS[symbol];
  if (!asset) return undefined;
  if (STABLE.has(symbol)) return asset.price;
  const phase = phaseOf(symbol);
  const hour = Math.floor(at / HOUR);
  const swing = 0.03 * Math.sin((2 * Math.PI * (at % DAY)) / DAY + phase);
  const step = 0.01 * (unit(`${symbol}:${hour}`) - 0.5);
  return round(asset.price * (1 + swing + step), asset.price < 1 ? 6 : 2);
}

export { round } from './decimal.js';
