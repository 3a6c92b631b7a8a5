// The judge of node-api's answers can fail: it names a missing required field, a field the type lacks, a value outside
// an enum, and null where the type does not allow it; a body of its type passes.
import { describe, expect, it } from 'vitest';
import { NEWER_INSTITUTION_TYPES, nodeApiTypeErrors } from './nodeApi.js';

const status = (body: unknown, operation = 'integrationsAccountInformation.v1AccountVerifyCreate') =>
  nodeApiTypeErrors([{ operation, status: 200, body }]);

describe("the judge of node-api's answers", () => {
  it('passes an envelope of the declared type', () => {
    expect(
      nodeApiTypeErrors([
        { operation: 'managedTransfers.v1TransfersManagedNetworksList', status: 200, body: { status: 'ok', content: { networks: [] } } },
      ]),
    ).toEqual([]);
    expect(
      nodeApiTypeErrors([
        { operation: 'portfolio.v1HoldingsGetCreate', status: 400, body: { status: 'badRequest', message: 'm', errorType: 'x' } },
      ]),
    ).toEqual([]);
  });

  it('names an unknown field, a wrong enum value and a wrong type', () => {
    expect(status({ status: 'ok', surprise: 1 }).join('\n')).toMatch(/surprise/);
    expect(status({ status: 'fine' }).join('\n')).toMatch(/"fine"/);
    expect(
      nodeApiTypeErrors([
        {
          operation: 'managedTransfers.v1TransfersManagedNetworksList',
          status: 200,
          body: { status: 'ok', content: { networks: [{ id: 5 }] } },
        },
      ]).join('\n'),
    ).toMatch(/number/);
  });
});

describe("the judge's exceptions, each written in the spec", () => {
  it('lets the newer institution types through where node-api types an institution, and nothing else', () => {
    expect(NEWER_INSTITUTION_TYPES).toEqual([
      'cryptoComPay',
      'bybitEuDirect',
      'uphold',
      'binancePayOnchain',
      'sandboxCoinbase',
      'bybitPay',
    ]);
    const integrations = (type: string) =>
      nodeApiTypeErrors([
        {
          operation: 'managedTransfers.v1TransfersManagedTokensList',
          status: 200,
          body: { status: 'ok', content: { tokens: [{ token: 'ETH', supportedIntegrations: [type] }] } },
        },
      ]);
    expect(integrations('uphold')).toEqual([]);
    expect(integrations('upheld').join('\n')).toMatch(/"upheld"/);
  });

  it('leaves out a field the spec marks x-beyond-node-api, at its place only', () => {
    const preview = (content: object) =>
      nodeApiTypeErrors([{ operation: 'managedTransfers.v1TransfersManagedPreviewCreate', status: 200, body: { status: 'ok', content } }]);
    expect(preview({ status: 'failed', errorMessage: 'Too small.', previewResult: null })).toEqual([]);
    // Another field the type lacks, beside it, is still named; so is the same name elsewhere.
    expect(preview({ status: 'failed', errorMessage: 'Too small.', surprise: 1 }).join('\n')).toMatch(/surprise/);
    expect(preview({ status: 'succeeded', previewResult: { previewId: 'p', errorMessage: 'x' } }).join('\n')).toMatch(/errorMessage/);
  });
});
