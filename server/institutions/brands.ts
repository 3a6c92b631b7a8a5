// Each institution's look in the sandbox: a monogram in the institution's colour, drawn as SVG (served at its URLs)
// and as a PNG (inline, base64, where apps read a PNG: brokerLogo and base64Logo). The monograms are
// unique, so no two logos look alike, even where a family shares a colour (Binance's eight). The icon is the
// monogram's disc; the logo is the disc and the institution's name. Each comes for a light and a dark background:
// where the disc's colour stands out from the background by less than 3:1 (WCAG 1.4.11) it gets a ring that does,
// and the monogram is white or near-black, whichever reads better on the colour (at least 4.5:1, WCAG 1.4.3).
import { institutionTypeValues } from '../../generated/openapi.js';
import type { Schemas } from '../contract/types.js';
import type { InstitutionType } from './catalog.js';
import { discPng } from './logoPng.js';

interface Brand {
  /** The institution's main colour, #rrggbb. */
  colour: string;
  /** One to three characters, unique among institutions. */
  monogram: string;
}

const brand = (colour: string, monogram: string): Brand => ({ colour, monogram });
const BINANCE = '#F0B90B';
const BYBIT = '#17181E';
const COINBASE = '#0052FF';

/** Typed by the spec's enum: an institution type added to openapi.yaml without a brand is a compile error. */
export const BRANDS: Record<InstitutionType, Brand> = {
  robinhood: brand('#00C805', 'R'),
  eTrade: brand('#6633CC', 'E*'),
  alpaca: brand('#FCD72B', 'A'),
  tdAmeritrade: brand('#2F8F1F', 'TD'),
  weBull: brand('#1C6DF2', 'W'),
  stash: brand('#6C3EF1', 'S'),
  interactiveBrokers: brand('#D81222', 'IB'),
  public: brand('#000000', 'P'),
  coinbase: brand(COINBASE, 'C'),
  kraken: brand('#7132F5', 'K'),
  coinbasePro: brand('#1652F0', 'CP'),
  cryptoCom: brand('#002D74', 'Cr'),
  openSea: brand('#2081E2', 'OS'),
  binanceUs: brand(BINANCE, 'BU'),
  gemini: brand('#00DCFA', 'G'),
  cryptocurrencyAddress: brand('#5B6B7F', '0x'),
  cryptocurrencyWallet: brand('#3C3C3D', 'CW'),
  okCoin: brand('#1E4FF7', 'OC'),
  bittrex: brand('#1A6FD6', 'Bt'),
  kuCoin: brand('#23AF91', 'KC'),
  etoro: brand('#13C636', 'eT'),
  cexIo: brand('#1C3D6B', 'CX'),
  binanceInternational: brand(BINANCE, 'B'),
  bitstamp: brand('#00A74D', 'BS'),
  gateIo: brand('#2354E6', 'GT'),
  acorns: brand('#7CC142', 'Ac'),
  okx: brand('#000000', 'OKX'),
  bitFlyer: brand('#1B6FAE', 'bF'),
  coinlist: brand('#FF6A40', 'CL'),
  huobi: brand('#0066F7', 'HTX'),
  bitfinex: brand('#16B157', 'BF'),
  deFiWallet: brand('#8247E5', 'DF'),
  krakenDirect: brand('#7132F5', 'KA'),
  vanguard: brand('#96151D', 'V'),
  binanceInternationalDirect: brand(BINANCE, 'BA'),
  bitfinexDirect: brand('#16B157', 'BFA'),
  bybit: brand(BYBIT, 'By'),
  paxos: brand('#00845D', 'Px'),
  coinbasePrime: brand(COINBASE, 'CPr'),
  btcTurkDirect: brand('#1A2C5B', 'BTA'),
  kuCoinDirect: brand('#23AF91', 'KCA'),
  okxOAuth: brand('#000000', 'OKO'),
  paribuDirect: brand('#53B848', 'PbA'),
  robinhoodConnect: brand('#00C805', 'RC'),
  blockchainCom: brand('#121D33', 'BL'),
  bitsoDirect: brand('#2E3B80', 'BsA'),
  binanceConnect: brand(BINANCE, 'BC'),
  binanceOAuth: brand(BINANCE, 'BO'),
  revolutConnect: brand('#191C1F', 'Rv'),
  binancePay: brand(BINANCE, 'BP'),
  bybitDirect: brand(BYBIT, 'ByA'),
  paribuOAuth: brand('#53B848', 'Pb'),
  payPalConnect: brand('#003087', 'PP'),
  binanceTrDirect: brand(BINANCE, 'BTR'),
  coinbaseRamp: brand(COINBASE, 'CO'),
  bybitDirectMobile: brand(BYBIT, 'ByM'),
  sandbox: brand('#5B6B7F', 'SX'),
  cryptoComPay: brand('#002D74', 'CrP'),
  bybitEuDirect: brand(BYBIT, 'ByE'),
  uphold: brand('#49CC68', 'U'),
  binancePayOnchain: brand(BINANCE, 'BPO'),
  sandboxCoinbase: brand(COINBASE, 'SC'),
  bybitPay: brand(BYBIT, 'ByP'),
};

/** The backgrounds the Link page draws on: its light and dark themes (styles.css). */
export const BACKGROUNDS = { light: '#FFFFFF', dark: '#14141C' } as const;
export type Theme = keyof typeof BACKGROUNDS;
const TEXT = { light: '#111111', dark: '#F5F5F7' } as const;
/** A ring around a disc too close to the background: each contrasts 3:1 or more with its background. */
const RING = { light: '#6E6E73', dark: '#A1A1AA' } as const;

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The monogram's colour on the disc: white or near-black, whichever contrasts more. */
export const monogramColour = (colour: string) => (contrast(colour, '#FFFFFF') >= contrast(colour, TEXT.light) ? '#FFFFFF' : TEXT.light);

/** The ring a disc needs on a background it stands out from by less than 3:1, or none. */
export const ringOn = (colour: string, theme: Theme) => (contrast(colour, BACKGROUNDS[theme]) < 3 ? RING[theme] : undefined);

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** The disc with its monogram, 64 units across. */
function disc({ colour, monogram }: Brand, theme: Theme): string {
  const ring = ringOn(colour, theme);
  const size = [0, 30, 24, 18][monogram.length] ?? 18;
  return (
    `<circle cx="32" cy="32" r="${ring ? 30 : 32}" fill="${colour}"${ring ? ` stroke="${ring}" stroke-width="2"` : ''}/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="${escapeXml(FONT)}" font-size="${size}" font-weight="700" fill="${monogramColour(colour)}">${escapeXml(monogram)}</text>`
  );
}

export type LogoKind = 'icon' | 'logo';

/**
 * An institution's icon (the disc) or logo (the disc and its name) as an SVG document, for a light or dark
 * background. Each names the institution (`role="img"` and a title), so that it is announced where it is shown alone.
 */
export function logoSvg(type: InstitutionType, name: string, kind: LogoKind, theme: Theme): string {
  const mark = BRANDS[type];
  const title = `<title>${escapeXml(name)}</title>`;
  const open = (width: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="${escapeXml(name)}">${title}`;
  if (kind === 'icon') return `${open(64)}${disc(mark, theme)}</svg>`;
  // Wide enough for the name in a proportional font at 28 units (about 0.62 em a character, at most).
  const width = 64 + 14 + Math.ceil(name.length * 0.62 * 28);
  return (
    `${open(width)}${disc(mark, theme)}` +
    `<text x="78" y="32" dy="0.35em" font-family="${escapeXml(FONT)}" font-size="28" font-weight="600" fill="${TEXT[theme]}">${escapeXml(name)}</text></svg>`
  );
}

/** Where the sandbox serves a logo, under its public URL. */
export const logoPath = (type: InstitutionType, kind: LogoKind, theme: Theme) =>
  `/link/assets/logos/${type}${kind === 'icon' ? '-icon' : ''}${theme === 'dark' ? '-dark' : ''}.svg`;

/** The file name of a logo path, back to what it draws; undefined for any other name. */
export function logoOf(file: string): { type: string; kind: LogoKind; theme: Theme } | undefined {
  const match = /^([A-Za-z]+)(-icon)?(-dark)?\.svg$/.exec(file);
  return match ? { type: match[1]!, kind: match[2] ? 'icon' : 'logo', theme: match[3] ? 'dark' : 'light' } : undefined;
}

const pngs = new Map<InstitutionType, string>();
/**
 * The icon for a light background as a PNG, base64 without a `data:` prefix, as apps read the SDK's `brokerLogo`
 * (`data:image/png;base64,${brokerLogo}`) and node-api's `base64Logo`. Drawn once per institution.
 */
export function iconPngBase64(type: InstitutionType): string {
  let png = pngs.get(type);
  if (png === undefined) {
    const { colour, monogram } = BRANDS[type];
    png = discPng({ colour, ring: ringOn(colour, 'light'), text: monogram, textColour: monogramColour(colour) }).toString('base64');
    pngs.set(type, png);
  }
  return png;
}

/** Every institution's PNG icon drawn now (0.1 s), which the first catalogue call would otherwise wait on. */
export function drawIcons(): void {
  for (const type of institutionTypeValues) iconPngBase64(type);
}

/**
 * The SDK's `brokerBrandInfo`: the icon for a light background inline as a base64 PNG, the SDK's required
 * `brokerLogo`, and the logos and icons for both themes as URLs of this sandbox (SVG).
 */
export function brandInfo(type: InstitutionType, publicUrl: string): Schemas['BrandInfo'] {
  const url = (kind: LogoKind, theme: Theme) => `${publicUrl}${logoPath(type, kind, theme)}`;
  return {
    brokerLogo: iconPngBase64(type),
    logoLightUrl: url('logo', 'light'),
    logoDarkUrl: url('logo', 'dark'),
    iconLightUrl: url('icon', 'light'),
    iconDarkUrl: url('icon', 'dark'),
  };
}

/** #rrggbb mixed with `toward` (#rrggbb) by `share` (0 to 1). */
const mix = (hex: string, toward: string, share: number) =>
  `#${[1, 3, 5]
    .map((i) => {
      const [a, b] = [Number.parseInt(hex.slice(i, i + 2), 16), Number.parseInt(toward.slice(i, i + 2), 16)];
      return Math.round(a + (b - a) * share)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')
    .toUpperCase()}`;

/**
 * node-api's `IntegrationStyle`, from the institution's colour: the button in it (darker on hover on a light
 * background, lighter on a dark one, the other way for a colour near black or white), its text white or near-black, whichever reads better, and an active field's
 * edge in the colour where it stands out 3:1 from the background, else the ring's grey.
 */
export function integrationStyle(type: InstitutionType): Schemas['IntegrationStyle'] {
  const { colour } = BRANDS[type];
  // A colour already near black (or white) gets lighter (or darker) on hover instead, so that hovering shows.
  const darker = mix(colour, '#000000', 0.15);
  const lighter = mix(colour, '#FFFFFF', 0.15);
  const hoverLight = luminance(colour) < 0.02 ? lighter : darker;
  const hoverDark = luminance(colour) > 0.9 ? darker : lighter;
  return {
    fieldActiveLight: ringOn(colour, 'light') ?? colour,
    buttonPrimaryLight: colour,
    buttonHoverLight: hoverLight,
    buttonTextLight: monogramColour(colour),
    buttonTextHoverLight: monogramColour(hoverLight),
    fieldActiveDark: ringOn(colour, 'dark') ?? colour,
    buttonPrimaryDark: colour,
    buttonHoverDark: hoverDark,
    buttonTextDark: monogramColour(colour),
    buttonTextHoverDark: monogramColour(hoverDark),
  };
}

/** node-api's `IntegrationLogo`: `brandInfo`'s URLs (the coloured ones are those for a light background) and the PNG. */
export function integrationLogo(type: InstitutionType, publicUrl: string): Schemas['IntegrationLogo'] {
  const { logoLightUrl, logoDarkUrl, iconLightUrl, iconDarkUrl, brokerLogo } = brandInfo(type, publicUrl);
  return {
    logoLightUrl,
    logoDarkUrl,
    logoWhiteUrl: null,
    logoBlackUrl: null,
    logoColorUrl: logoLightUrl,
    iconLightUrl,
    iconDarkUrl,
    iconWhiteUrl: null,
    iconBlackUrl: null,
    iconColorUrl: iconLightUrl,
    base64Logo: brokerLogo,
  };
}
