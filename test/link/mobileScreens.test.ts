// The Link page's screens as a natively hosted user sees them, at a phone's width, light and dark: axe-core on each
// screen of each flow (one page per flow, checked at every step), and the query each SDK adds to the URL.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './harness.js';
import { heading, mobileHarness, type OpenOptions } from './mobileHarness.js';
import { MOBILE_SDKS, SDK_NAMES, type SdkName } from './mobileSdks.js';
import { ok } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

const mobile = mobileHarness();
const { linkToken, openIn } = mobile;

/** What each screen had wrong (axe's serious and critical findings, a page wider than the phone), and what was checked. */
class Screens {
  readonly checked: string[] = [];
  readonly failures: string[] = [];

  constructor(private readonly scheme: Scheme) {}

  /** Checks what `p` shows now, named by its heading (and `state`, where one screen is checked twice). */
  async look(p: Page, state = '') {
    const where = `${(await p.locator('h1').textContent()) ?? ''}${state ? ` (${state})` : ''}`;
    this.checked.push(where);
    const at = `${this.scheme}, ${where}`;
    for (const { id, impact, help, nodes } of await seriousViolations(p.mainFrame())) {
      const more = nodes.length > 3 ? ` and ${nodes.length - 3} more` : '';
      this.failures.push(
        `${at}: ${id} (${impact}) ${help} at ${nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}${more}`,
      );
    }
    if (!(await p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)))
      this.failures.push(`${at}: wider than ${p.viewportSize()?.width} px`);
    // A list cut short to scroll fills the screen's height: no blank band above the footer, no footer pushed below.
    const { band, below } = await p.evaluate(() => {
      const list = [...document.querySelectorAll('ul.choices')].find((ul) => ul.scrollHeight > ul.clientHeight + 1);
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      if (!list || !footer) return { band: 0, below: 0 };
      return { band: footer.top - list.getBoundingClientRect().bottom, below: footer.bottom - window.innerHeight };
    });
    if (band > 40) this.failures.push(`${at}: a scrolled list ends ${Math.round(band)} px above the footer`);
    if (below > 1) this.failures.push(`${at}: a scrolled list pushes the footer ${Math.round(below)} px below the screen`);
  }
}

const openThemed = async (sdk: SdkName, token: string, scheme: Scheme, options: OpenOptions = {}) => {
  const { page } = await openIn(MOBILE_SDKS[sdk], token, { ...options, colorScheme: scheme, settings: { theme: scheme } });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
  return page;
};

/** iOS: the institution list, the credentials form (and its refusal), the connected screen. */
async function connect(scheme: Scheme, screens: Screens) {
  const p = await openThemed('iOS', await linkToken(), scheme);
  await heading(p, 'Connect an account');
  await screens.look(p);
  await p.getByLabel('Search institutions').fill('gemini');
  await p.getByRole('button', { name: 'Gemini', exact: true }).click();
  await heading(p, 'Sign in to Gemini');
  await screens.look(p);
  await p.getByLabel('Username', { exact: true }).fill(`axe-${scheme}`);
  await p.getByLabel('Password', { exact: true }).fill('not-the-password');
  await p.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect.poll(() => p.getByRole('alert').first().textContent()).toContain('rejected');
  await screens.look(p, 'refused');
  await p.getByLabel('Password', { exact: true }).fill('pass_good');
  await p.getByRole('button', { name: 'Connect', exact: true }).click();
  await heading(p, 'Connected');
  await screens.look(p);
}

/** Android (a string bridge): a transfer from sign-in to its approval code and the finished screen. */
async function transfer(scheme: Scheme, screens: Screens) {
  const token = await linkToken({
    transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.01 }] },
  });
  const p = await openThemed('android', token, scheme);
  await heading(p, 'Choose where to send from');
  await screens.look(p);
  await p.getByLabel('Search institutions').fill('kraken');
  await p.getByRole('button', { name: 'Kraken', exact: true }).click();
  await heading(p, 'Sign in to Kraken');
  await screens.look(p);
  await p.getByLabel('API key', { exact: true }).fill(`axe-${scheme}`);
  await p.getByLabel('API secret', { exact: true }).fill('pass_good');
  await p.getByRole('button', { name: 'Connect', exact: true }).click();
  await heading(p, 'Choose an asset');
  await screens.look(p);
  await p.getByRole('button', { name: /^ETH/ }).click();
  await heading(p, 'Send ETH');
  await screens.look(p);
  await p.getByRole('button', { name: 'Preview transfer' }).click();
  await heading(p, 'Review your transfer');
  await screens.look(p);
  await p.getByRole('button', { name: 'Confirm transfer' }).click();
  await heading(p, 'Approve the transfer');
  await screens.look(p);
  await p.getByLabel('Verification code').fill('123456');
  await p.getByRole('button', { name: 'Approve transfer' }).click();
  await heading(p, 'Transfer submitted');
  await screens.look(p);
}

/** Flutter (the other string bridge): a spent link's error screen, which the user leaves by Close. */
async function error(scheme: Scheme, screens: Screens) {
  const token = await linkToken();
  const spent = { linkToken: token, type: 'gemini', username: `spent-${scheme}`, password: 'pass_good' };
  ok(await mobile.server.call('sandboxConnect', { body: spent }));
  const p = await openThemed('flutter', token, scheme);
  await heading(p, "This link can't be used");
  await screens.look(p);
}

/** React Native: a returning user's stored connection, offered on the list, and the connected screen it leads to. */
async function returning(scheme: Scheme, screens: Screens) {
  const stored = await mobile.storedConnection(`returning-${scheme}`);
  const p = await openThemed('reactNative', await linkToken(), scheme, { tokens: [stored] });
  await p.getByRole('heading', { name: 'Your connected accounts' }).waitFor();
  await screens.look(p, 'returning user');
  await p.getByRole('button', { name: `Gemini: ${stored.accountName}` }).click();
  await heading(p, 'Connected');
  await screens.look(p, 'returning user');
}

/** Each flow a natively hosted user goes through, the SDK that hosts it, and the screens it checks, in order. */
const FLOWS = [
  {
    name: 'a connect, in iOS',
    run: connect,
    screens: ['Connect an account', 'Sign in to Gemini', 'Sign in to Gemini (refused)', 'Connected'],
  },
  {
    name: 'a transfer, in Android',
    run: transfer,
    screens: [
      'Choose where to send from',
      'Sign in to Kraken',
      'Choose an asset',
      'Send ETH',
      'Review your transfer',
      'Approve the transfer',
      'Transfer submitted',
    ],
  },
  { name: 'an error exit, in Flutter', run: error, screens: ["This link can't be used"] },
  {
    name: 'a returning user, in React Native',
    run: returning,
    screens: ['Connect an account (returning user)', 'Connected (returning user)'],
  },
];

describe('natively hosted screens', () => {
  // A test for each flow in each scheme, each on one page checked at every step: together they are some thirty
  // axe runs, too many for one test's time limit on a busy machine.
  describe.each(SCHEMES)('have nothing serious for axe, light and dark, at 390 px: %s', (scheme) => {
    for (const { name, run, screens: expected } of FLOWS)
      it(name, async () => {
        const screens = new Screens(scheme);
        await run(scheme, screens);
        expect(screens.failures).toEqual([]);
        // Every screen of the flow was reached and checked.
        expect(screens.checked).toEqual(expected);
      });
  });

  it("takes every SDK's query, Flutter's re-encoded one and a language it does not have too, and stays in English", async () => {
    const settings = { language: 'pt-BR', theme: 'dark' as const, displayFiatCurrency: 'EUR' };
    for (const name of SDK_NAMES) {
      const { page: p } = await openIn(MOBILE_SDKS[name], await linkToken(), { settings });
      await heading(p, 'Connect an account');
      expect(await p.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await p.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await p.getByRole('alert').count()).toBe(0);
      await mobile.leave();
    }
    // An odd query says nothing either: the page opens as it would without it.
    const token = Buffer.from(
      `${Buffer.from(await linkToken(), 'base64').toString('utf8')}?lng=%ZZ&th=&fiatCur=%00&platform=x&rt=embedded`,
    ).toString('base64');
    const { page: p } = await openIn(MOBILE_SDKS.android, token);
    await heading(p, 'Connect an account');
  });
});
