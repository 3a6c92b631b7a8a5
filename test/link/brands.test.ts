// Each institution's logo: distinct from every other, readable (WCAG contrast), named for assistive technology, and
// served where the SDK's brokerBrandInfo points, for both themes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionTypeValues } from '../../generated/openapi.js';
import {
  BACKGROUNDS,
  BRANDS,
  brandInfo,
  contrast,
  iconPngBase64,
  logoSvg,
  monogramColour,
  ringOn,
} from '../../server/institutions/brands.js';
import { drawable } from '../../server/institutions/logoPng.js';
import { CATALOG } from '../../server/institutions/catalog.js';
import { readPng } from '../support/png.js';
import { ok, present, startTestServer, type TestServer } from '../support/server.js';

/** sha256 of every institution's PNG icon, in base64, in the order of InstitutionType. */
const ICONS_SHA256 = '20df8d1d833c689833e542ec617dc6d3c79f4cabcd790b008b7d468667e09a1b';

describe("the institutions' logos", () => {
  it('differ for every institution: each monogram is its own, even where a family shares a colour', () => {
    const monograms = institutionTypeValues.map((type) => BRANDS[type].monogram);
    expect(new Set(monograms).size).toBe(institutionTypeValues.length);
    for (const monogram of monograms) expect(monogram).toMatch(/^.{1,3}$/u);
  });

  it("differ as PNGs too: the pixel font draws every monogram's every character, and no two icons are the same bytes", () => {
    expect(institutionTypeValues.filter((type) => !drawable(BRANDS[type].monogram))).toEqual([]);
    const pngs = institutionTypeValues.map(iconPngBase64);
    expect(new Set(pngs).size).toBe(institutionTypeValues.length);
    // Small enough to inline: each under 2 KB of base64.
    for (const png of pngs) expect(png.length).toBeLessThan(2048);
  });

  // The bytes every server sends (the logos are drawn, not stored): a change of how they are drawn that changes no
  // brand keeps them. A new institution, colour or monogram changes them: look at the icons, then take the new hash.
  it('are the same bytes as when they were last looked at', () => {
    const hash = createHash('sha256');
    for (const type of institutionTypeValues) hash.update(iconPngBase64(type));
    expect(hash.digest('hex')).toBe(ICONS_SHA256);
  });

  it('read well: the monogram contrasts 4.5:1 with its disc, and the disc 3:1 with each theme, or it has a ring that does', () => {
    for (const type of institutionTypeValues) {
      const { colour } = BRANDS[type];
      expect(contrast(colour, monogramColour(colour)), type).toBeGreaterThanOrEqual(4.5);
      for (const theme of ['light', 'dark'] as const) {
        const ring = ringOn(colour, theme);
        const edge = ring ?? colour;
        expect(contrast(edge, BACKGROUNDS[theme]), `${type} on ${theme}`).toBeGreaterThanOrEqual(3);
        expect(logoSvg(type, CATALOG[type].name, 'icon', theme).includes('stroke='), `${type} on ${theme}`).toBe(ring !== undefined);
      }
    }
  });

  it('name the institution for assistive technology, its name escaped', () => {
    const svg = logoSvg('eTrade', 'E*TRADE & <Co>', 'logo', 'dark');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*role="img" aria-label="E\*TRADE &#38; &#60;Co&#62;">/);
    expect(svg).toContain('<title>E*TRADE &#38; &#60;Co&#62;</title>');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it("give brokerBrandInfo the icon inline, a PNG in base64 without a prefix, and the sandbox's URLs of each logo", () => {
    const info = brandInfo('kraken', 'http://sandbox.test');
    expect(info.brokerLogo).toBe(iconPngBase64('kraken'));
    expect(info.brokerLogo).not.toMatch(/^data:/);
    expect(readPng(Buffer.from(info.brokerLogo, 'base64'))).toEqual({ width: 64, height: 64, bitDepth: 8, colourType: 6, interlace: 0 });
    expect(info).toMatchObject({
      logoLightUrl: 'http://sandbox.test/link/assets/logos/kraken.svg',
      logoDarkUrl: 'http://sandbox.test/link/assets/logos/kraken-dark.svg',
      iconLightUrl: 'http://sandbox.test/link/assets/logos/kraken-icon.svg',
      iconDarkUrl: 'http://sandbox.test/link/assets/logos/kraken-icon-dark.svg',
    });
  });
});

describe('served logos', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("are the ones a connection's brokerBrandInfo points at, as SVG under the page's strict policy", async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'logos' } }));
    const connected = ok(
      await server.call('sandboxConnect', { body: { linkToken, type: 'gemini', username: 'logos', password: 'pass_good' } }),
    );
    const info = present(connected.accessToken).brokerBrandInfo;
    for (const [url, kind, theme] of [
      [info.logoLightUrl, 'logo', 'light'],
      [info.logoDarkUrl, 'logo', 'dark'],
      [info.iconLightUrl, 'icon', 'light'],
      [info.iconDarkUrl, 'icon', 'dark'],
    ] as const) {
      expect(url.startsWith(`${server.apiUrl}/link/assets/logos/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toBe(logoSvg('gemini', 'Gemini', kind, theme));
    }
  });

  it('are PNGs wherever the API answers one inline: brokerLogo of a connection and of a delayed one, and base64Logo', async () => {
    const connect = async (type: 'gemini' | 'alpaca', username: string) => {
      const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'logos' } }));
      return ok(await server.call('sandboxConnect', { body: { linkToken, type, username, password: 'pass_good' } }));
    };
    const inline = [
      ['gemini', present((await connect('gemini', 'logos-png')).accessToken).brokerBrandInfo.brokerLogo],
      ['alpaca', present((await connect('alpaca', 'delayed-logos')).delayedAuth).brokerBrandInfo.brokerLogo],
      ...ok(await server.call('listIntegrations')).items.map((i) => [i.type, i.logo.base64Logo] as const),
    ] as const;
    expect(inline.length).toBe(2 + institutionTypeValues.length);
    for (const [type, base64] of inline) {
      expect(base64, type).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(readPng(Buffer.from(base64, 'base64')), type).toEqual({ width: 64, height: 64, bitDepth: 8, colourType: 6, interlace: 0 });
    }
  });

  it('answer 404 for an institution the sandbox does not have, or a name that is no logo', async () => {
    for (const file of ['nobank.svg', 'gemini.png', 'gemini-light.svg', '..%2Fapp.js.svg'])
      expect((await fetch(`${server.apiUrl}/link/assets/logos/${file}`)).status, file).toBe(404);
  });
});
