// The judge the browser tests hold every SDK callback to: the SDK's own declared types, read by the TypeScript
// compiler. It must refuse what a host typed by the SDK would break on, so each kind of fault is shown refused.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { NewerInstitutionType } from '../../browser/link-page/sdk.js';
import { readFileSync } from 'node:fs';
import { linkEventTypeKeys, sdkTypeErrors, WITHOUT_MOMENT } from './sdkTypes.js';
import type { Recorded } from './host/host.js';

const brandInfo = { brokerLogo: 'iVBORw0KGgoAAAANSUhEUg==', logoLightUrl: 'http://127.0.0.1/logo.svg' };
const accessToken = {
  accountTokens: [{ account: { accountId: 'A-1', accountName: 'Individual' }, accessToken: 'at_1', refreshToken: 'rt_1', tokenId: 'at_1' }],
  brokerType: 'robinhood',
  brokerName: 'Robinhood',
  brokerBrandInfo: brandInfo,
  expiresInSeconds: 3600,
};
const finished = {
  status: 'success',
  txId: 'TX-1',
  fromAddress: '0x1',
  toAddress: '0x2',
  symbol: 'ETH',
  amount: 0.05,
  networkId: 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611',
};

const connected = (payload: unknown): Recorded => ({ callback: 'onIntegrationConnected', payload });
const transfer = (payload: unknown): Recorded => ({ callback: 'onTransferFinished', payload });
const event = (type: string, payload?: unknown): Recorded => ({
  callback: 'onEvent',
  event: { type, ...(payload === undefined ? {} : { payload }) },
});

describe("the SDK's declared types, at run time", () => {
  it('accept payloads of the declared shapes, every callback', () => {
    expect(
      sdkTypeErrors([
        event('pageLoaded'),
        connected({ accessToken }),
        connected({ delayedAuth: { brokerType: 'vanguard', brokerName: 'Vanguard', refreshToken: 'rt_1', brokerBrandInfo: brandInfo } }),
        event('integrationConnected', { accessToken }),
        transfer({ ...finished, txHash: '0xabc', clientTransactionId: 'order-7' }),
        event('transferInitiated', { integrationName: 'Kraken', status: 'pending' }),
        { callback: 'onExit', error: 'This link has expired.', summary: { page: 'error', errorMessage: 'This link has expired.' } },
        { callback: 'onExit', error: undefined, summary: { page: 'connected' } },
      ]),
    ).toEqual([]);
  });

  it('refuse null where the SDK declares an object or an optional string', () => {
    const errors = sdkTypeErrors([
      connected({ accessToken: { ...accessToken, brokerBrandInfo: null } }),
      transfer({ ...finished, txHash: null }),
    ]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^#0 onIntegrationConnected .*brokerBrandInfo.*'null' is not assignable/s);
    expect(errors[1]).toMatch(/^#1 onTransferFinished .*'null' is not assignable/s);
  });

  it('refuse an optional field present as undefined, a missing required field, an unknown field and a value outside a union', () => {
    const { brokerLogo: _, ...withoutLogo } = brandInfo;
    const errors = sdkTypeErrors([
      transfer({ ...finished, clientTransactionId: undefined }),
      connected({ accessToken: { ...accessToken, brokerBrandInfo: withoutLogo } }),
      event('transferStarted', { integrationName: 'Kraken', integrationLogo: 'x' }),
      transfer({ ...finished, status: 'pending' }),
      event('transferInitiated', { integrationName: 'Kraken', status: 'done' }),
    ]);
    expect(errors.map((e) => e.split(' ')[0])).toEqual(['#0', '#1', '#2', '#3', '#4']);
    expect(errors[1]).toContain("Property 'brokerLogo' is missing");
    expect(errors[2]).toContain("'integrationLogo' does not exist");
  });

  it('refuse an event the SDK does not know, and onExit arguments of the wrong type', () => {
    // What a faulty page could make the SDK deliver, whatever the host's own types say.
    const wrongExit = { callback: 'onExit', error: 42, summary: { screen: 'error' } } as unknown as Recorded;
    const errors = sdkTypeErrors([event('integrationDisconnected'), wrongExit]);
    expect(errors).toHaveLength(3);
  });
});

describe("the one exception to the SDK's types", () => {
  it('is the six institution types the public reference lists after node-api 2.0.28 (a seventh would fail to compile here)', () => {
    expectTypeOf<NewerInstitutionType>().toEqualTypeOf<
      'cryptoComPay' | 'bybitEuDirect' | 'uphold' | 'binancePayOnchain' | 'sandboxCoinbase' | 'bybitPay'
    >();
  });
});

describe('the events without a moment in the sandbox', () => {
  /** The SDK's event names written in backticks in `text`. */
  const named = (text: string) =>
    [...new Set([...text.matchAll(/`(\w+)`/g)].map((m) => m[1]!))].filter((k) => linkEventTypeKeys().includes(k));
  const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

  it("are the ones docs/link-page.md and the spec's Decisions give reasons for, no more and no fewer", () => {
    const docs = read('docs/link-page.md');
    const section = docs.slice(docs.indexOf('### Events without a moment'), docs.indexOf('are made by the SDK itself'));
    // The table's first column names them; its second gives the reason.
    const firstCells = [...section.matchAll(/^\| ([^|]+) \|/gm)].map((m) => m[1]).join(' ');
    const spec = read('openapi/decisions.md');
    const decision = spec.slice(spec.indexOf('Ten have no moment in a sandbox'), spec.indexOf("## The public clients' types"));
    // Each name is followed by its reason in parentheses, which may name other events.
    const outsideReasons = decision.replace(/\([^)]*\)/g, '');
    expect(named(firstCells).sort()).toEqual([...WITHOUT_MOMENT].sort());
    expect(named(outsideReasons).sort()).toEqual([...WITHOUT_MOMENT].sort());
  });
});
