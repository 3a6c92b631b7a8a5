// The integrations catalogue and status as node-api's IntegrationModel and B2BBrokersHealthStatus declare them: each
// integration's logo (the sandbox's URLs and the PNG), style, forgotPasswordLink and deFiWalletProviderId, and the
// status's deFiWalletData of each institution connected by a wallet's address, which a wallet picker lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionTypeValues } from '../../generated/openapi.js';
import { brandInfo } from '../../server/institutions/brands.js';
import { ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const WALLETS = ['openSea', 'cryptocurrencyAddress', 'cryptocurrencyWallet', 'deFiWallet'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX = /^#[0-9A-F]{6}$/;

describe('listIntegrations', () => {
  it("gives each integration node-api's logo: the URLs the sandbox serves, no single-colour ones, and the PNG inline", async () => {
    const { items } = ok(await server.call('listIntegrations'));
    expect(items.map((i) => i.type)).toEqual(institutionTypeValues);
    for (const { type, logo } of items) {
      const brand = brandInfo(type, server.apiUrl);
      expect(logo, type).toEqual({
        logoLightUrl: brand.logoLightUrl,
        logoDarkUrl: brand.logoDarkUrl,
        logoWhiteUrl: null,
        logoBlackUrl: null,
        logoColorUrl: brand.logoLightUrl,
        iconLightUrl: brand.iconLightUrl,
        iconDarkUrl: brand.iconDarkUrl,
        iconWhiteUrl: null,
        iconBlackUrl: null,
        iconColorUrl: brand.iconLightUrl,
        base64Logo: brand.brokerLogo,
      });
    }
    const kraken = present(items.find((i) => i.type === 'kraken'));
    for (const url of [kraken.logo.logoColorUrl, kraken.logo.iconDarkUrl]) expect((await fetch(url)).status, url).toBe(200);
  });

  it("gives each integration a style of #rrggbb colours from the institution's, its button in that colour", async () => {
    const { items } = ok(await server.call('listIntegrations'));
    for (const { type, style } of items) {
      expect(Object.keys(style)).toHaveLength(10);
      for (const [name, colour] of Object.entries(style)) expect(colour, `${type} ${name}`).toMatch(HEX);
      expect(style.buttonPrimaryLight).toBe(style.buttonPrimaryDark);
      expect(style.buttonHoverLight, type).not.toBe(style.buttonPrimaryLight);
    }
    expect(present(items.find((i) => i.type === 'coinbase')).style).toMatchObject({
      buttonPrimaryLight: '#0052FF',
      buttonTextLight: '#FFFFFF',
      fieldActiveLight: '#0052FF',
    });
  });

  it('links a forgotten password to where the sandbox names its passwords, for a password on its own form only', async () => {
    const { items } = ok(await server.call('listIntegrations'));
    const link = (type: string) => present(items.find((i) => i.type === type)).forgotPasswordLink;
    expect(link('robinhood')).toBe(`${server.apiUrl}/docs#tag/Sandbox/operation/sandboxConnect`);
    expect([link('coinbase'), link('kraken'), link('deFiWallet')]).toEqual([null, null, null]);
    expect((await fetch(present(link('robinhood')))).status).toBe(200);
  });

  it('names the DeFi wallet provider of each institution connected by a wallet, and none of the others', async () => {
    const { items } = ok(await server.call('listIntegrations'));
    for (const { type, deFiWalletProviderId } of items) {
      if (WALLETS.includes(type)) expect(deFiWalletProviderId, type).toMatch(UUID);
      else expect(deFiWalletProviderId, type).toBeNull();
    }
  });
});

describe('listIntegrationStatus', () => {
  it("gives each wallet its deFiWalletData, the catalogue's provider and the institution's name, and the others null", async () => {
    const status = ok(await server.call('listIntegrationStatus'));
    const providers = new Map(ok(await server.call('listIntegrations')).items.map((i) => [i.type, i.deFiWalletProviderId]));
    const wallets = status.filter((s) => s.deFiWalletData !== null);
    expect(wallets.map((s) => s.type)).toEqual(WALLETS);
    for (const { type, name, deFiWalletData } of wallets) expect(deFiWalletData).toEqual({ id: providers.get(type), name });
    expect(status.filter((s) => !WALLETS.includes(s.type)).every((s) => s.deFiWalletData === null)).toBe(true);
  });
});

describe("the transfer lists' networks", () => {
  it('name the devices a transfer can be made on, and each network its tokens as node-api lists them', async () => {
    const { integrations } = ok(await server.call('listTransferIntegrations'));
    for (const network of integrations.flatMap((i) => i.networks)) expect(network.supportedDevices).toEqual(['android', 'ios', 'web']);
    const { networks } = ok(await server.call('listNetworks'));
    for (const network of networks) expect(network.tokens).toEqual(network.supportedTokens.map((symbol) => ({ symbol })));
  });
});
