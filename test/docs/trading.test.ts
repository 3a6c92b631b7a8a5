// docs/trading.md's table of each institution's trading rules is the rules the server enforces, rendered from them
// (server/institutions/tradingRules.ts): a rule changed without the page, or the page without the rule, fails here.
// `TRADING_TABLE=print` prints the table as it should be.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feeText } from '../../server/institutions/orderQuote.js';
import { type AssetRules, TRADING, type TradingRules } from '../../server/institutions/tradingRules.js';
import type { InstitutionType } from '../../server/institutions/catalog.js';
import { projectRoot } from '../support/scratch.js';

const START = '<!-- trading rules: rendered from server/institutions/tradingRules.ts, checked by test/docs/trading.test.ts -->';
const END = '<!-- end of trading rules -->';

const orderTypes = (rules: AssetRules) =>
  Object.entries(rules.orderTypes)
    .map(([type, timesInForce]) => `${type} (${timesInForce!.join(', ')})`)
    .join('; ');
const sized = ({ sizedInPayment: { buy, sell } }: AssetRules) => (buy && sell ? 'buy, sell' : buy ? 'buy' : sell ? 'sell' : 'no');

function row(type: string, rules: TradingRules, assets: AssetRules, kind: 'equity' | 'crypto'): string {
  const what = kind === 'equity' ? 'equities' : assets.symbols.join(' ');
  const payment = [...rules.fiat, ...(kind === 'crypto' ? rules.stablecoins : [])].join(', ');
  const cells = [
    `\`${type}\``,
    what,
    feeText(assets.fee, 'USD', type, rules.usesSpreads).replace(` (${type} earns on the spread)`, ' (spread)'),
    `${assets.minimumOrderValue} USD`,
    assets.precision === 0 ? 'whole units' : `${assets.precision} decimals`,
    orderTypes(assets),
    sized(assets),
    kind === 'equity' ? (assets.extendedHours ? 'yes' : 'no') : 'always open',
    payment,
    ['yes', ...rules.cancelNeeds.map((field) => `with \`${field}\``)].join(', '),
  ];
  return `| ${cells.join(' | ')} |`;
}

function renderTable(): string {
  const header = [
    '| Institution | Trades | Fee | Minimum order | Amount | Order types (times in force) | Sized in USD | Extended hours | Pays with | Cancels |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = (Object.entries(TRADING) as [InstitutionType, TradingRules][]).flatMap(([type, rules]) => [
    ...(rules.equities ? [row(type, rules, rules.equities, 'equity')] : []),
    ...(rules.crypto ? [row(type, rules, rules.crypto, 'crypto')] : []),
  ]);
  return [START, ...header, ...rows, END].join('\n');
}

describe('docs/trading.md', () => {
  it("shows each institution's trading rules as the server enforces them", () => {
    const table = renderTable();
    if (process.env.TRADING_TABLE === 'print') console.log(table);
    const page = readFileSync(join(projectRoot, 'docs/trading.md'), 'utf8');
    const shown = page.slice(page.indexOf(START), page.indexOf(END) + END.length);
    expect(shown).toBe(table);
  });
});
