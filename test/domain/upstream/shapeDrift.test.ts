// Shadow's comparison rule (docs/upstream.md, "What is compared, and what is masked"): two answers to the same call
// are compared by their statuses, the fields present, the fields' types and the values of enums; ids, tokens, times,
// amounts and names are masked, compared by type and presence alone, and a list by the union of its items' shapes.
import { describe, expect, it } from 'vitest';
import { responsesByOperation } from '../../../server/domain/upstream/contractDrift.js';
import { shapeDrift } from '../../../server/domain/upstream/shapeDrift.js';
import { specJson } from '../../../server/files.js';

const spec = specJson();
const holdings = responsesByOperation(spec).get('getHoldings') ?? {};

/** A getHoldings answer of an account: its ids, times, amounts and names are the caller's. */
function answer({
  accountId = 'acct-1',
  symbol = 'ETH',
  amount = 1.5,
  at = 1_700_000_000_000,
  name = 'Coinbase',
  type = 'coinbase',
  positions = 1,
} = {}) {
  const position = { symbol, name: `${symbol} coin`, amount, costBasis: amount * 2000, lastUpdated: at };
  return {
    status: 200,
    body: {
      status: 'ok',
      message: '',
      content: {
        cryptocurrencyPositions: Array.from({ length: positions }, () => position),
        type,
        accountId,
        institutionName: name,
      },
    },
  };
}

describe('shadow compares shapes by rule', () => {
  it('masks ids, amounts, times, names and the length of lists', () => {
    const other = answer({ accountId: 'acct-99', symbol: 'BTC', amount: 0.000_01, at: 1_800_000_000_000, name: 'Kraken', positions: 3 });
    expect(shapeDrift(spec, holdings, answer(), other)).toEqual([]);
  });

  it("compares an enum's values, a field's type and presence, and the status with its errorType", () => {
    expect(shapeDrift(spec, holdings, answer(), answer({ type: 'kraken' }))).toEqual([
      { kind: 'valueDiffers', path: '$.content.type', expected: 'coinbase', actual: 'kraken' },
    ]);

    const typed = answer();
    (typed.body.content.cryptocurrencyPositions[0] as Record<string, unknown>).amount = '1.5';
    const renamed = answer();
    const { accountId, ...rest } = renamed.body.content;
    const moved = { ...renamed, body: { ...renamed.body, content: { ...rest, account: accountId } } };
    expect(shapeDrift(spec, holdings, answer(), typed)).toEqual([
      { kind: 'typeDiffers', path: '$.content.cryptocurrencyPositions[].amount', expected: 'number', actual: 'string' },
    ]);
    expect(shapeDrift(spec, holdings, answer(), moved)).toEqual([
      { kind: 'fieldOnlyInSandbox', path: '$.content.accountId', expected: 'string', actual: 'absent' },
      { kind: 'fieldOnlyUpstream', path: '$.content.account', expected: 'absent', actual: 'string' },
    ]);

    const refused = { status: 404, body: { status: 'notFound', message: 'gone', errorType: 'connectionNotFound' } };
    expect(shapeDrift(spec, holdings, answer(), refused)).toEqual([
      { kind: 'statusDiffers', path: '$status', expected: '200', actual: '404' },
      { kind: 'valueDiffers', path: '$.errorType', expected: '', actual: 'connectionNotFound' },
    ]);
  });
});
