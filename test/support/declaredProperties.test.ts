// The walk that finds what a declared type promises and no value carries, on node-api's own types: through arrays
// and nested objects, a property any one value carries (null included) counted as carried.
import { describe, expect, it } from 'vitest';
import { declaredPropertiesLacking } from './declaredProperties.js';

const lacking = declaredPropertiesLacking("import type * as Api from '@meshconnect/node-api';");
const logo = {
  logoLightUrl: null,
  logoDarkUrl: null,
  logoWhiteUrl: null,
  logoBlackUrl: null,
  logoColorUrl: null,
  iconLightUrl: null,
  iconDarkUrl: null,
  iconWhiteUrl: null,
  iconBlackUrl: null,
  iconColorUrl: null,
};

describe('declaredPropertiesLacking', () => {
  it('names each declared property no value carries, at any depth, and none that one value carries', () => {
    expect(lacking([{ label: 'logo', type: 'Api.IntegrationLogo', values: [logo] }])).toEqual(['logo: base64Logo']);
    // One value with it is enough, and null is an answer.
    expect(lacking([{ label: 'logo', type: 'Api.IntegrationLogo', values: [logo, { base64Logo: null }] }])).toEqual([]);
    const items = [{ id: '1', name: 'A', type: 'robinhood', categories: [], style: null, logo, forgotPasswordLink: null }];
    // Through the array to each item, into `logo`; `style`, null in every value, lacks all its properties.
    const found = lacking([{ label: 'list', type: 'Api.IntegrationsResponse', values: [{ items }] }]);
    expect(found.filter((p) => !p.startsWith('list: items[].style.'))).toEqual([
      'list: items[].deFiWalletProviderId',
      'list: items[].logo.base64Logo',
      'list: items[].cryptoTransfersSupported',
    ]);
    expect(found.filter((p) => p.startsWith('list: items[].style.'))).toHaveLength(10);
  });

  it('names the properties inside an object no value gives, null or absent, and walks unions of null', () => {
    const [first, ...rest] = lacking([{ label: 'status', type: 'Api.B2BBrokersHealthStatus[]', values: [[{ deFiWalletData: null }]] }]);
    expect(first).toBe('status: [].type');
    expect(rest).toContain('status: [].deFiWalletData.id');
    expect(rest).toContain('status: [].deFiWalletData.name');
  });

  it('refuses a type it cannot resolve rather than find nothing lacking', () => {
    expect(() => lacking([{ label: 'x', type: 'Api.NoSuchType', values: [{}] }])).toThrow("x's type Api.NoSuchType does not resolve");
  });
});
