// The Link page in a real browser: a host app on its own port opens link tokens with the public web SDK,
// unmodified, and a script clicks through each flow by labels and button names, as a person would. What the
// host's callbacks receive is checked against the SDK's message protocol (as its published code defines it), every
// argument of every callback against the SDK's own declared types (after each test), and every screen against axe-core.
import { mkdirSync } from 'node:fs';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, linkFrame, recorded, seriousViolations, startHost, type Host } from './harness.js';
import { linkEventTypeKeys, MADE_BY_THE_SDK, sdkTypeErrors, WITHOUT_MOMENT } from './sdkTypes.js';
import { ReusedTab } from '../support/browser.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { CLIENT, headersOf, ok, present, startTestServer, type TestServer } from '../support/server.js';
import type { Recorded } from './host/host.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
/** Set to a folder to keep screenshots of the main steps (docs/link-page.md's come from here). */
const SCREENSHOTS = process.env.LINK_SCREENSHOTS;

let server: TestServer;
let host: Host;
let browser: Browser;
let receiver: Receiver;
let page: Page;
/** The tab each test takes (see ReusedTab), with the host's functions exposed to it. */
const tab = new ReusedTab(
  () => browser,
  (p) =>
    Promise.all([
      p.exposeFunction('reportRecorded', (r: Recorded) => {
        delivered.push(r);
        if (r.callback === 'onEvent') deliveredEvents.add(r.event.type);
      }),
      p.exposeFunction('reportPosted', (type: string) => posted.add(type)),
    ]),
);
/** Every callback the host received in this test, from each page it opened. */
let delivered: Recorded[] = [];
/** Every message type the page posted in this file's tests, and every event type the SDK delivered to onEvent. */
const posted = new Set<string>();
const deliveredEvents = new Set<string>();

beforeAll(async () => {
  [server, host, browser, receiver] = await Promise.all([startTestServer(), startHost(), launchBrowser(), startReceiver()]);
  ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } }));
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), receiver?.close(), server?.close()]);
});
beforeEach(() => {
  delivered = [];
});
afterEach(async () => {
  // What a host typed by the SDK receives is of the SDK's declared types, in every flow this file drives: as the host
  // holds it (a callback may still be on its way to `delivered`), and as delivered (the host forgets on a reload).
  // (A page opened directly, without the host, holds none.)
  const held = page && !page.isClosed() ? await page.evaluate(() => window.recorded ?? []).catch(() => []) : [];
  await tab.leave();
  expect(sdkTypeErrors([...delivered, ...held])).toEqual([]);
});

const linkToken = async (body: Record<string, unknown> = {}) =>
  ok(await server.call('createLinkToken', { body: { userId: 'user-1', ...body } })).linkToken;

/** Opens the host app at a viewport, and the link token in it with the SDK. */
async function open(token: string, options: Record<string, unknown> = {}, viewport = { width: 1280, height: 800 }): Promise<Frame> {
  page = await tab.take({ viewport });
  const { errors } = tab;
  await page.goto(host.url);
  await page.evaluate(([t, o]) => window.openSandboxLink(t as string, o as Record<string, unknown>), [token, options] as const);
  const frame = await linkFrame(page, options.renderType === 'embedded' ? '#embedded-link' : undefined);
  expect(errors).toEqual([]);
  return frame;
}

/** The overlay's widths: the SDK sizes it between these on a desktop, and to the screen on a phone. */
const OVERLAY_WIDTHS = [375, 430];

/** What sticks out sideways: the document wider than the frame, or an element past its right edge or wider than its box. */
const overflowing = (frame: Frame) =>
  frame.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the document: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el instanceof HTMLInputElement) continue; // a long value scrolls inside its field, as it should
      const box = el.getBoundingClientRect();
      const clipped = el.clientWidth > 0 && el.scrollWidth > el.clientWidth;
      if (box.right > width + 0.5 || clipped) found.push(`<${el.localName}> ${JSON.stringify(el.textContent?.slice(0, 60))}`);
    }
    return found;
  });

/** Nothing overflows what the page shows now, at the test's viewport and at each of the overlay's widths. */
async function fits(frame: Frame) {
  expect(await overflowing(frame), 'at the test viewport').toEqual([]);
  const viewport = page.viewportSize();
  for (const width of OVERLAY_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await frame.waitForFunction((w) => window.innerWidth === w, width);
    expect(await overflowing(frame), `at ${width} px`).toEqual([]);
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** No serious or critical accessibility problem on what the page shows now, and nothing overflows sideways. */
async function accessible(frame: Frame, shot?: string) {
  expect(await seriousViolations(frame)).toEqual([]);
  await fits(frame);
  if (!SCREENSHOTS || !shot) return;
  const overlay = page.locator('#mesh-link-popup__popup-content');
  await ((await overlay.count())
    ? overlay.screenshot({ path: `${SCREENSHOTS}/${shot}.png` })
    : page.screenshot({ path: `${SCREENSHOTS}/${shot}.png` }));
}

/** The institution icons the list shows (the current theme's), once every one has loaded and drawn. */
async function shownIcons(frame: Frame) {
  const icons = frame.getByRole('list', { name: 'Institutions' }).locator('img:visible');
  await frame.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('ul.choices img')].every(
      (img) => !img.checkVisibility() || (img.complete && img.naturalWidth > 0),
    ),
  );
  return icons.evaluateAll((imgs) =>
    imgs.map((img) => ({ file: (img as HTMLImageElement).src.replace(/^.*\/logos\//, ''), alt: img.getAttribute('alt') })),
  );
}

const heading = (frame: Frame, name: string | RegExp) => frame.getByRole('heading', { name, level: 1 }).waitFor();
const events = (all: Recorded[]) => all.flatMap((r) => (r.callback === 'onEvent' ? [r.event.type] : []));
const callback = <C extends Recorded['callback']>(all: Recorded[], name: C) =>
  all.filter((r): r is Extract<Recorded, { callback: C }> => r.callback === name);
const exited = () => page.waitForFunction(() => window.recorded.some((r) => r.callback === 'onExit'));

async function signIn(frame: Frame, institution: string, fields: Record<string, string>, search = institution) {
  await frame.getByLabel('Search institutions').fill(search);
  await frame.getByRole('button', { name: institution, exact: true }).click();
  await heading(frame, `Sign in to ${institution}`);
  for (const [label, value] of Object.entries(fields)) await frame.getByLabel(label, { exact: true }).fill(value);
  // An OAuth institution's page (which the form stands in for) asks to allow access.
  await frame.getByRole('button', { name: /^(Connect|Allow access)$/ }).click();
}

describe('connecting an account', () => {
  it('connects an institution with MFA: onIntegrationConnected, then onExit with the summary, and the link token is spent', async () => {
    const token = await linkToken();
    const frame = await open(token);
    await heading(frame, 'Connect an account');
    await accessible(frame, '1-institutions');
    await frame.getByLabel('Search institutions').fill('robin');
    expect(await frame.getByRole('list', { name: 'Institutions' }).getByRole('button').allTextContents()).toEqual([
      'Robinhood',
      'Robinhood Connect',
    ]);
    // Each shows its own icon, decorative beside the name (alt=""), which alone names the choice.
    expect(await shownIcons(frame)).toEqual([
      { file: 'robinhood-icon.svg', alt: '' },
      { file: 'robinhoodConnect-icon.svg', alt: '' },
    ]);
    expect(await frame.getByRole('button', { name: 'Robinhood', exact: true }).count()).toBe(1);
    await frame.getByRole('button', { name: 'Robinhood', exact: true }).click();
    await heading(frame, 'Sign in to Robinhood');
    await frame.getByLabel('Username').fill('alice');
    await frame.getByLabel('Password').fill('pass_good');
    await accessible(frame, '2-sign-in');
    await frame.getByRole('button', { name: 'Connect', exact: true }).click();
    await heading(frame, 'Enter the verification code');
    await frame.getByLabel('Verification code').fill('123456');
    await accessible(frame, '3-mfa');
    await frame.getByRole('button', { name: 'Submit code' }).click();
    await heading(frame, 'Connected');
    await accessible(frame, '4-connected');
    // Another account in the same session: a second onIntegrationConnected.
    await frame.getByRole('button', { name: 'Connect another account' }).click();
    await signIn(frame, 'Coinbase', { Username: 'alice', Password: 'pass_good' });
    await heading(frame, 'Connected');
    const ended = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/api/v1/link/session'));
    await frame.getByRole('button', { name: 'Done' }).click();
    await exited();
    await ended;

    const all = await recorded(page);
    expect(events(all)).toEqual([
      'pageLoaded',
      'homePageLoaded',
      'integrationSelected',
      'credentialsEntered',
      'integrationMfaRequired',
      'integrationMfaEntered',
      'integrationConnected',
      'homePageLoaded',
      'integrationSelected',
      // Coinbase signs its users in on its own page (OAuth): no credentials reach the Link page.
      'integrationOAuthStarted',
      'integrationConnected',
    ]);
    const [connected, second] = callback(all, 'onIntegrationConnected');
    expect(second!.payload).toMatchObject({ accessToken: { brokerType: 'coinbase' } });
    expect(connected!.payload).toEqual({
      accessToken: {
        accountTokens: [
          {
            account: {
              accountId: expect.stringMatching(/^ROBI-\d{7}$/),
              accountName: 'Individual',
              fund: expect.any(Number),
              cash: expect.any(Number),
              isReconnected: false,
            },
            accessToken: expect.stringMatching(/^at_/),
            refreshToken: expect.stringMatching(/^rt_/),
            tokenId: expect.stringMatching(/^at_/),
          },
        ],
        brokerType: 'robinhood',
        brokerName: 'Robinhood',
        brokerBrandInfo: {
          brokerLogo: expect.stringMatching(/^iVBORw0KGgo/),
          logoLightUrl: `${server.apiUrl}/link/assets/logos/robinhood.svg`,
          logoDarkUrl: `${server.apiUrl}/link/assets/logos/robinhood-dark.svg`,
          iconLightUrl: `${server.apiUrl}/link/assets/logos/robinhood-icon.svg`,
          iconDarkUrl: `${server.apiUrl}/link/assets/logos/robinhood-icon-dark.svg`,
        },
        expiresInSeconds: 3600,
        refreshTokenExpiresInSeconds: 2592000,
      },
    });
    const [exit] = callback(all, 'onExit');
    expect(exit).toEqual({
      callback: 'onExit',
      error: undefined,
      summary: {
        page: 'connected',
        selectedIntegration: { id: 'coinbase', name: 'Coinbase', integrationType: 'coinbase', integrationName: 'Coinbase' },
      },
    });
    expect(await page.locator('#mesh-link-popup').count()).toBe(0); // the SDK removed its overlay

    // The token the app holds opens the account through the client API.
    const { tokenId } = (connected!.payload as { accessToken: { accountTokens: { tokenId: string }[] } }).accessToken.accountTokens[0]!;
    expect(ok(await server.call('getHoldings', { body: { authToken: tokenId, type: 'robinhood' } })).accountName).toBe('Individual');
    // The link token was spent by the page: neither the page nor the headless operations can use it again.
    expect((await server.call('startLinkSession', { body: { linkToken: token } })).body.errorType).toBe('linkTokenInvalid');
    expect(
      (await server.call('sandboxConnect', { body: { linkToken: token, type: 'coinbase', username: 'x', password: 'pass_good' } })).body
        .errorType,
    ).toBe('linkTokenInvalid');
  });

  it("signs in with the public sandbox's login (Mesh, Pass123, code 123456), which the footer shows beside ours", async () => {
    const frame = await open(await linkToken({ userId: 'public-login' }));
    await heading(frame, 'Connect an account');
    expect(await frame.locator('footer').textContent()).toBe(
      "Sandbox: password pass_good, code 123456. The public sandbox's login works too: username Mesh, password Pass123.",
    );
    await signIn(frame, 'Robinhood', { Username: 'Mesh', Password: 'Pass123' });
    await heading(frame, 'Enter the verification code');
    await frame.getByLabel('Verification code').fill('123456');
    await frame.getByRole('button', { name: 'Submit code' }).click();
    await heading(frame, 'Connected');
    await accessible(frame);
    await frame.getByRole('button', { name: 'Done' }).click();
    await exited();

    const all = await recorded(page);
    expect(events(all)).toEqual([
      'pageLoaded',
      'homePageLoaded',
      'integrationSelected',
      'credentialsEntered',
      'integrationMfaRequired',
      'integrationMfaEntered',
      'integrationConnected',
    ]);
    const [connected] = callback(all, 'onIntegrationConnected');
    expect(connected!.payload).toMatchObject({
      accessToken: {
        brokerType: 'robinhood',
        accountTokens: [
          {
            account: { accountId: expect.stringMatching(/^ROBI-\d{7}$/), accountName: 'Individual' },
            tokenId: expect.stringMatching(/^at_/),
          },
        ],
      },
    });
    const { tokenId } = (connected!.payload as { accessToken: { accountTokens: { tokenId: string }[] } }).accessToken.accountTokens[0]!;
    expect(ok(await server.call('getHoldings', { body: { authToken: tokenId, type: 'robinhood' } })).status).toBe('succeeded');
  });

  it('runs on a test clock: the footer shows its time and when the session ends by it, and connecting works', async () => {
    const headers = headersOf(ok(await server.call('createClient', { body: { name: 'clocked' } })));
    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: Date.UTC(2030, 0, 1) }, headers }));
    const frame = await open(ok(await server.call('createLinkToken', { body: { userId: 'clocked' }, headers })).linkToken);
    await heading(frame, 'Connect an account');
    expect(await frame.locator('footer').textContent()).toMatch(
      /Test clock: 2030-01-01 00:00 UTC; this session ends 2030-01-01 00:30 UTC\.$/,
    );
    await signIn(frame, 'Coinbase', { Username: 'clocked', Password: 'pass_good' });
    await heading(frame, 'Connected');
    await accessible(frame);
  });

  it("shows the institution's message on wrong credentials and lets the user try again", async () => {
    const frame = await open(await linkToken());
    await signIn(frame, 'Gemini', { Username: 'alice', Password: 'wrong' });
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('Gemini rejected the username or password');
    await accessible(frame, '2b-wrong-password');
    await frame.getByLabel('Password').fill('pass_good');
    await frame.getByRole('button', { name: 'Connect', exact: true }).click();
    await heading(frame, 'Connected');
    const all = await recorded(page);
    expect(all.find((r) => r.callback === 'onEvent' && r.event.type === 'integrationConnectionError')).toMatchObject({
      event: { payload: { errorMessage: expect.stringContaining('rejected'), requestId: expect.stringMatching(/^req_/) } },
    });
    expect(callback(all, 'onIntegrationConnected')).toHaveLength(1);
  });

  it("opens straight on the institution the link token's integrationId names, as on brokerType's", async () => {
    const gemini = present(ok(await server.call('listIntegrations', {})).items.find((i) => i.type === 'gemini'));
    const frame = await open(await linkToken({ integrationId: gemini.id }));
    await heading(frame, 'Sign in to Gemini');
    // No catalog to search, and none to go back to.
    expect(await frame.getByLabel('Search institutions').count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
    await frame.getByLabel('Username', { exact: true }).fill('direct');
    await frame.getByLabel('Password', { exact: true }).fill('pass_good');
    await frame.getByRole('button', { name: 'Connect', exact: true }).click();
    await heading(frame, 'Connected');
    const [connected] = callback(await recorded(page), 'onIntegrationConnected');
    expect(connected?.payload).toMatchObject({ accessToken: { brokerType: 'gemini', brokerName: 'Gemini' } });
  });

  it('asks which accounts to connect when a login holds several, and connects the chosen ones', async () => {
    let frame = await open(await linkToken());
    await signIn(frame, 'E*TRADE', { Username: 'multi-alice', Password: 'pass_good' }, 'trade');
    await heading(frame, 'Choose accounts');
    await accessible(frame);
    expect(await frame.getByLabel(/^Individual/).isChecked()).toBe(true);
    await frame.getByLabel(/^Roth IRA/).uncheck();
    await frame.getByRole('button', { name: 'Connect accounts' }).click();
    await heading(frame, 'Connected');
    const accountNames = async () => {
      const [connected] = callback(await recorded(page), 'onIntegrationConnected');
      return (
        connected!.payload as { accessToken: { accountTokens: { account: { accountName: string } }[] } }
      ).accessToken.accountTokens.map((t) => t.account.accountName);
    };
    expect(await accountNames()).toEqual(['Individual']);
    expect(events(await recorded(page))).toContain('integrationAccountSelectionRequired');
    await tab.leave();

    frame = await open(await linkToken());
    await signIn(frame, 'E*TRADE', { Username: 'multi-alice', Password: 'pass_good' }, 'trade');
    await heading(frame, 'Choose accounts');
    await frame.getByRole('button', { name: 'Connect accounts' }).click();
    await heading(frame, 'Connected');
    expect(await accountNames()).toEqual(['Individual', 'Roth IRA']);
  });

  it('lets the user choose one account when the link token restricts multiple accounts', async () => {
    const frame = await open(await linkToken({ restrictMultipleAccounts: true }));
    await signIn(frame, 'E*TRADE', { Username: 'multi-bob', Password: 'pass_good' }, 'trade');
    await heading(frame, 'Choose an account');
    await frame.getByLabel(/^Roth IRA/).check();
    await frame.getByRole('button', { name: 'Connect account' }).click();
    await heading(frame, 'Connected');
    expect(await frame.getByRole('button', { name: 'Connect another account' }).count()).toBe(0);
    const [connected] = callback(await recorded(page), 'onIntegrationConnected');
    expect(
      (connected!.payload as { accessToken: { accountTokens: { account: { accountName: string } }[] } }).accessToken.accountTokens.map(
        (t) => t.account.accountName,
      ),
    ).toEqual(['Roth IRA']);
  });

  it('signs in with an API key and secret, and with a wallet address, as those institutions ask', async () => {
    let frame = await open(await linkToken());
    await signIn(frame, 'Kraken (API key)', { 'API key': 'my-key', 'API secret': 'pass_good' }, 'kraken');
    await heading(frame, 'Connected');
    await tab.leave();

    frame = await open(await linkToken());
    await signIn(frame, 'DeFi wallet', { 'Wallet address': 'not-an-address' }, 'defi');
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('must be an EVM wallet address');
    await frame.getByLabel('Wallet address').fill(DESTINATION);
    await frame.getByRole('button', { name: 'Connect', exact: true }).click();
    await heading(frame, 'Connected');
    expect(callback(await recorded(page), 'onIntegrationConnected')[0]!.payload).toMatchObject({
      accessToken: { brokerType: 'deFiWallet' },
    });
  });

  it('connects by delayed authentication: onIntegrationConnected({ delayedAuth }) with a refresh token, which gives the access', async () => {
    const frame = await open(await linkToken());
    await signIn(frame, 'Alpaca', { Username: 'delayed-browser', Password: 'pass_good' }, 'alpaca');
    await heading(frame, 'Connected');
    expect(await frame.getByText('Alpaca is finishing the connection.', { exact: false }).count()).toBe(1);
    await accessible(frame);
    await frame.getByRole('button', { name: 'Done' }).click();
    await exited();

    const all = await recorded(page);
    expect(events(all)).toContain('integrationConnected');
    const [connected, ...more] = callback(all, 'onIntegrationConnected');
    expect(more).toEqual([]);
    expect(connected!.payload).toEqual({
      delayedAuth: {
        refreshToken: expect.stringMatching(/^rt_/),
        refreshTokenExpiresInSeconds: 2592000,
        brokerType: 'alpaca',
        brokerName: 'Alpaca',
        brokerBrandInfo: expect.objectContaining({ brokerLogo: expect.stringMatching(/^iVBORw0KGgo/) }),
      },
    });
    const { refreshToken } = (connected!.payload as { delayedAuth: { refreshToken: string } }).delayedAuth;
    const refreshed = ok(await server.call('refreshToken', { body: { refreshToken, type: 'alpaca' } }));
    const tokenId = present(present(refreshed.brokerAccountTokens)[0]?.tokenId);
    expect(ok(await server.call('getHoldings', { body: { authToken: tokenId, type: 'alpaca' } })).status).toBe('succeeded');
  });

  it("connects an institution newer than the SDK's BrokerType, which the page names as it is (the spec's one exception)", async () => {
    const frame = await open(await linkToken());
    await signIn(frame, 'Uphold', { Username: 'uphold-browser', Password: 'pass_good' }, 'uphold');
    await heading(frame, 'Connected');
    await frame.getByRole('button', { name: 'Done' }).click();
    await exited();

    const all = await recorded(page);
    const [connected] = callback(all, 'onIntegrationConnected');
    expect(connected?.payload).toMatchObject({ accessToken: { brokerType: 'uphold', brokerName: 'Uphold' } });
    // Strictly, the SDK's older enum refuses the type, and nothing else: the same payloads with a type it lists pass.
    const strict = sdkTypeErrors(all, { strict: true });
    expect(strict.length).toBeGreaterThan(0);
    expect(strict.every((error) => error.includes(`'"uphold"' is not assignable to type 'BrokerType'`))).toBe(true);
    const asOlder = JSON.parse(JSON.stringify(all).replaceAll('"uphold"', '"coinbase"'));
    expect(sdkTypeErrors(asOlder, { strict: true })).toEqual([]);
  });

  it('lets the user deny an OAuth institution access: connectionDeclined, nothing connected, and onExit from that page', async () => {
    const frame = await open(await linkToken());
    await frame.getByLabel('Search institutions').fill('bybit');
    await frame.getByRole('button', { name: 'Bybit', exact: true }).click();
    await heading(frame, 'Sign in to Bybit');
    expect(await frame.getByText('Bybit signs you in on its own page. In the sandbox, this form stands in for it.').count()).toBe(1);
    await accessible(frame);
    await frame.getByRole('button', { name: 'Deny access' }).click();
    await heading(frame, 'Access denied');
    await accessible(frame);
    await frame.getByRole('button', { name: 'Close', exact: true }).last().click();
    await exited();

    const all = await recorded(page);
    expect(events(all)).toEqual(['pageLoaded', 'homePageLoaded', 'integrationSelected', 'integrationOAuthStarted', 'connectionDeclined']);
    expect(all.find((r) => r.callback === 'onEvent' && r.event.type === 'connectionDeclined')).toMatchObject({
      event: { payload: { integrationType: 'bybit', integrationName: 'Bybit', reason: 'userDeniedAccess' } },
    });
    expect(callback(all, 'onIntegrationConnected')).toEqual([]);
    expect(callback(all, 'onExit')[0]).toMatchObject({ error: undefined, summary: { page: 'connectionDeclined' } });
  });

  it('says when the institution cannot be reached: integrationConnectionError and connectionUnavailable', async () => {
    const headers = headersOf(ok(await server.call('createClient', { body: { name: 'outage' } })));
    ok(await server.call('sandboxFailInstitution', { body: { type: 'gemini', error: 'unavailable' }, headers }));
    const frame = await open(ok(await server.call('createLinkToken', { body: { userId: 'outage' }, headers })).linkToken);
    await signIn(frame, 'Gemini', { Username: 'outage', Password: 'pass_good' });
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('Gemini');
    await accessible(frame);
    const reason = await frame.getByRole('alert').first().textContent();

    const all = await recorded(page);
    expect(events(all).slice(-2)).toEqual(['integrationConnectionError', 'connectionUnavailable']);
    expect(all.find((r) => r.callback === 'onEvent' && r.event.type === 'connectionUnavailable')).toEqual({
      callback: 'onEvent',
      event: { type: 'connectionUnavailable', payload: { integrationType: 'gemini', integrationName: 'Gemini', reason } },
    });
  });

  it('offers a returning user the connections the app passes as accessTokens, and skips sign-in', async () => {
    const first = present(
      ok(
        await server.call('sandboxConnect', {
          body: { linkToken: await linkToken(), type: 'gemini', username: 'returning', password: 'pass_good' },
        }),
      ).accessToken,
    );
    const { accessToken, account } = present(first.accountTokens[0]);
    const frame = await open(await linkToken(), {
      accessTokens: [
        { accountId: account.accountId, accountName: account.accountName, accessToken, brokerType: 'gemini', brokerName: 'Gemini' },
        { accountId: 'x', accountName: 'Forged', accessToken: 'at_unknown', brokerType: 'coinbase', brokerName: 'Coinbase' },
      ],
    });
    await frame.getByRole('heading', { name: 'Your connected accounts' }).waitFor();
    await accessible(frame);
    expect(await frame.getByRole('button', { name: /^Gemini: / }).count()).toBe(1);
    expect(await frame.getByRole('button', { name: /Forged/ }).count()).toBe(0);
    await frame.getByRole('button', { name: `Gemini: ${account.accountName}` }).click();
    await heading(frame, 'Connected');
    expect(events(await recorded(page))).not.toContain('credentialsEntered');
  });

  it('sends close with the page the user was on, and answers closeLinkRequested in embedded mode', async () => {
    let frame = await open(await linkToken());
    await frame.getByLabel('Search institutions').fill('gemini');
    await frame.getByRole('button', { name: 'Gemini', exact: true }).click();
    await heading(frame, 'Sign in to Gemini');
    await frame.getByRole('button', { name: 'Close' }).click();
    await exited();
    expect(callback(await recorded(page), 'onExit')).toEqual([
      {
        callback: 'onExit',
        error: undefined,
        summary: {
          page: 'signIn',
          selectedIntegration: { id: 'gemini', name: 'Gemini', integrationType: 'gemini', integrationName: 'Gemini' },
        },
      },
    ]);
    await tab.leave();

    frame = await open(await linkToken(), { renderType: 'embedded', iframeId: 'embedded-link' });
    await heading(frame, 'Connect an account');
    await page.evaluate(() => window.link!.closeLinkRequested());
    await exited();
    expect(callback(await recorded(page), 'onExit')[0]).toMatchObject({ summary: { page: 'institutionList' } });
  });

  it('says so when the link token is expired or already used, and exits with the error page', async () => {
    const token = await linkToken();
    ok(await server.call('sandboxConnect', { body: { linkToken: token, type: 'gemini', username: 'spent', password: 'pass_good' } }));
    const frame = await open(token);
    await heading(frame, "This link can't be used");
    const shown = 'This link has expired or was already used. Go back to the app and start again.';
    expect(await frame.getByRole('alert').textContent()).toBe(shown);
    await accessible(frame);
    await frame.getByRole('button', { name: 'Close', exact: true }).first().click();
    await exited();
    // The SDK gives the host the error page's message as onExit's error.
    expect(callback(await recorded(page), 'onExit')).toEqual([
      { callback: 'onExit', error: shown, summary: { page: 'error', errorMessage: shown } },
    ]);
  });
});

describe('transferring', () => {
  it('previews, asks for the MFA code and sends: onTransferFinished carries the transfer the webhooks and getTransfer report', async () => {
    const token = await linkToken({
      transferOptions: {
        transactionId: 'order-7',
        toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.05 }],
      },
    });
    const frame = await open(token);
    await heading(frame, 'Choose where to send from');
    // Only institutions that can send are offered.
    await frame.getByLabel('Search institutions').fill('robinhood');
    expect(await frame.getByRole('list', { name: 'Institutions' }).getByRole('button').allTextContents()).toEqual(['Robinhood Connect']);
    await signIn(frame, 'Kraken', { 'API key': 'transfer-key', 'API secret': 'pass_good' }, 'kraken');
    await heading(frame, 'Choose an asset');
    await accessible(frame, '5-asset');
    expect(await frame.getByRole('button', { name: /^BTC/ }).isDisabled()).toBe(true); // the session sends no BTC
    await frame.getByRole('button', { name: /^ETH/ }).click();
    await heading(frame, 'Send ETH');
    expect(await frame.getByText('Amount: 0.05 ETH').count()).toBe(1);
    expect(await frame.getByText(`To: ${DESTINATION}`).count()).toBe(1);
    await accessible(frame, '6-amount');
    // The preview the API answers: its id is the one transferPreviewed carries.
    const previewAnswer = page.waitForResponse((response) => response.url().endsWith('/transfer/preview'));
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    const answeredPreviewId = ((await (await previewAnswer).json()) as { content: { previewId: string } }).content.previewId;
    await heading(frame, 'Review your transfer');
    expect(await frame.locator('dl.summary').textContent()).toMatch(/Amount0\.05 ETH.*Network fee \(estimated\).*Total0\.05 ETH/);
    // What the total holds is said beside it: the network fee is not added to it.
    expect(await frame.locator('dl.summary').textContent()).toContain(
      'Total0.05 ETHThe amount plus the Kraken fee; the network fee is paid from it.',
    );
    await accessible(frame, '7-preview');
    await frame.getByRole('button', { name: 'Confirm transfer' }).click();
    await heading(frame, 'Approve the transfer');
    await accessible(frame);
    await frame.getByLabel('Verification code').fill('123456');
    await frame.getByRole('button', { name: 'Approve transfer' }).click();
    await heading(frame, 'Transfer submitted');
    await accessible(frame, '8-transfer-submitted');
    await frame.getByRole('button', { name: 'Done' }).click();
    await exited();

    const all = await recorded(page);
    expect(events(all)).toEqual([
      'pageLoaded',
      'homePageLoaded',
      'integrationSelected',
      'credentialsEntered',
      'integrationConnected',
      'transferStarted',
      'transferAssetSelected',
      'transferNetworkSelected',
      'transferAmountEntered',
      'transferPreviewed',
      'transferInitiated',
      'transferMfaRequired',
      'transferMfaEntered',
      'transferExecuted',
      'transferCompleted',
    ]);
    expect(callback(all, 'onIntegrationConnected')[0]!.payload).toMatchObject({
      accessToken: { brokerType: 'kraken', brokerName: 'Kraken' },
    });
    const [finished] = callback(all, 'onTransferFinished');
    const payload = finished!.payload as Record<string, unknown>;
    expect(payload).toEqual({
      status: 'success',
      transferId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      txId: expect.stringMatching(/-TX-/),
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      fromAddress: expect.stringMatching(/^0x/),
      toAddress: DESTINATION,
      symbol: 'ETH',
      amount: 0.05,
      networkId: ETHEREUM,
      userId: 'user-1',
      clientTransactionId: 'order-7',
      amountInFiat: expect.any(Number),
      networkName: 'Ethereum',
    });
    // The preview's own id, which the page sent the transfer with.
    const previewed = all.find((r) => r.callback === 'onEvent' && r.event.type === 'transferPreviewed') as Extract<
      Recorded,
      { callback: 'onEvent' }
    >;
    const { previewId } = previewed.event.payload as { previewId: string };
    expect(previewId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(previewId).toBe(answeredPreviewId);
    expect(callback(all, 'onExit')[0]).toMatchObject({
      summary: {
        page: 'transferDone',
        transfer: { previewId, symbol: 'ETH', amount: 0.05, networkId: ETHEREUM, transactionId: payload.transferId },
      },
    });

    // The same transfer, through the client API and the webhooks.
    expect(ok(await server.call('getTransfer', { params: { transferId: payload.transferId as string } }))).toMatchObject({
      status: 'Pending',
      amount: 0.05,
      toAddress: DESTINATION,
    });
    ok(
      await server.call('sandboxSettleTransfer', { params: { transferId: payload.transferId as string }, body: { outcome: 'Succeeded' } }),
    );
    await server.work();
    const mine = receiver.received.filter((r) => r.json.TransferId === payload.transferId).map((r) => r.json.TransferStatus);
    expect(mine).toEqual(['Pending', 'Succeeded']);
  });

  it('shows each institution rule as a person meets it: minimum fee, trusted IP, minimum amount, address key, explicit chain', async () => {
    // OKX requires a fee of at least its minimum and withdraws only to whitelisted addresses (the session's).
    let frame = await open(
      await linkToken({ transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] } }),
    );
    await signIn(frame, 'OKX', { Username: 'fees', Password: 'pass_good' }, 'okx');
    await frame.getByRole('button', { name: /^ETH/ }).click();
    const fee = frame.getByLabel('OKX fee in ETH');
    const minimumFee = Number(await fee.inputValue());
    expect(minimumFee).toBeGreaterThan(0);
    await frame.getByLabel('Amount in ETH').fill('0.05');
    await fee.fill(String(minimumFee / 2));
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('The minimum fee for ETH');
    await fee.fill(String(minimumFee));
    await frame.getByLabel('Amount in ETH').fill('0.0000001');
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('The minimum amount of ETH');
    await frame.getByLabel('Amount in ETH').fill('0.05');
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await heading(frame, 'Review your transfer');
    expect(await frame.locator('dl.summary').textContent()).toContain(`OKX fee${minimumFee} ETH`);
    const previewErrors = (await recorded(page)).filter((r) => r.callback === 'onEvent' && r.event.type === 'transferPreviewError');
    expect(previewErrors).toHaveLength(2);
    await tab.leave();

    // Bybit needs the client's IP on the user's trusted list.
    frame = await open(
      await linkToken({ transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] } }),
    );
    await signIn(frame, 'Bybit', { Username: 'not-trusted', Password: 'pass_good' }, 'bybit');
    await frame.getByRole('button', { name: /^ETH/ }).click();
    await frame.getByLabel('Amount in ETH').fill('0.05');
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('trusted IP list');
    await accessible(frame, '6b-trusted-ip');
    await tab.leave();

    // Kraken (API key) expects the name of a saved address key, not an address.
    frame = await open(
      await linkToken({ transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] } }),
    );
    await signIn(frame, 'Kraken (API key)', { 'API key': 'keys', 'API secret': 'pass_good' }, 'kraken');
    await frame.getByRole('button', { name: /^ETH/ }).click();
    await frame.getByLabel('Amount in ETH').fill('0.05');
    await frame.getByLabel('Address key name').fill(DESTINATION);
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('address key');
    await frame.getByLabel('Address key name').fill('my-eth-wallet');
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await heading(frame, 'Review your transfer');
    await tab.leave();

    // Binance names chains explicitly (USDC on several networks: the user picks one by its chain name).
    frame = await open(await linkToken({ transferOptions: {} }));
    await signIn(frame, 'Binance', { Username: 'chains', Password: 'pass_good' }, 'binance');
    await frame.getByRole('button', { name: /^USDC/ }).click();
    await heading(frame, 'Send USDC on which network?');
    await accessible(frame);
    await frame
      .getByRole('button', { name: 'Polygon (USDC-POLYGON)' })
      .or(frame.getByRole('button', { name: /^Polygon \(/ }))
      .first()
      .click();
    await frame.getByLabel('Amount in USDC').fill('25');
    expect(await frame.getByText('An address on Polygon (EVM, chain 137).').count()).toBe(1);
    await frame.getByLabel('Destination address').fill(DESTINATION);
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await heading(frame, 'Review your transfer');
    expect(await frame.locator('dl.summary').textContent()).toMatch(/NetworkPolygon \([A-Z]+-POLYGON\)/);
  });

  it('leaves out of onTransferFinished what is not known: no txHash before Coinbase reports one, no clientTransactionId without one', async () => {
    const frame = await open(
      await linkToken({ transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.01 }] } }),
    );
    await signIn(frame, 'Coinbase', { Username: 'unknown-hash', Password: 'pass_good' });
    await frame.getByRole('button', { name: /^ETH/ }).click();
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await frame.getByRole('button', { name: 'Confirm transfer' }).click();
    await heading(frame, 'Transfer submitted');
    const [finished] = callback(await recorded(page), 'onTransferFinished');
    const payload = finished!.payload as Record<string, unknown>;
    expect(payload).toMatchObject({ status: 'success', symbol: 'ETH', amount: 0.01, networkName: 'Ethereum' });
    expect(Object.keys(payload)).not.toContain('txHash');
    expect(Object.keys(payload)).not.toContain('clientTransactionId');
    // The API reports them as null: Coinbase gives the transfer's hash only when asked again.
    expect(ok(await server.call('getTransfer', { params: { transferId: payload.transferId as string } }))).toMatchObject({
      status: 'Pending',
      txHash: null,
      clientTransactionId: null,
    });
  });

  it('lets the user decline the transfer when the institution asks to approve it: transferDeclined, nothing sent', async () => {
    const frame = await open(
      await linkToken({ transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.02 }] } }),
    );
    await signIn(frame, 'Kraken', { 'API key': 'declines', 'API secret': 'pass_good' }, 'kraken');
    await frame.getByRole('button', { name: /^ETH/ }).click();
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await heading(frame, 'Review your transfer');
    await frame.getByRole('button', { name: 'Confirm transfer' }).click();
    await heading(frame, 'Approve the transfer');
    await frame.getByRole('button', { name: 'Decline transfer' }).click();
    await heading(frame, 'Transfer declined');
    await accessible(frame);
    // The preview stays: the user may review it again and approve it after all.
    await frame.getByRole('button', { name: 'Review it again' }).click();
    await heading(frame, 'Review your transfer');
    await frame.getByRole('button', { name: 'Confirm transfer' }).click();
    await frame.getByLabel('Verification code').fill('123456');
    await frame.getByRole('button', { name: 'Approve transfer' }).click();
    await heading(frame, 'Transfer submitted');

    const all = await recorded(page);
    expect(events(all).slice(events(all).indexOf('transferPreviewed'))).toEqual([
      'transferPreviewed',
      'transferInitiated',
      'transferMfaRequired',
      'transferDeclined',
      'transferPreviewed',
      'transferInitiated',
      'transferMfaRequired',
      'transferMfaEntered',
      'transferExecuted',
      'transferCompleted',
    ]);
    expect(all.find((r) => r.callback === 'onEvent' && r.event.type === 'transferDeclined')).toMatchObject({
      event: {
        payload: {
          integrationType: 'kraken',
          integrationName: 'Kraken',
          toAddress: DESTINATION,
          token: 'ETH',
          network: 'Ethereum',
          amount: 0.02,
          status: 'declined',
        },
      },
    });
    expect(callback(all, 'onTransferFinished')).toHaveLength(1);
  });

  it("says when the institution fails mid-transfer: transferExecutionError, then transferConfigureError and the error page's message in onExit", async () => {
    const headers = headersOf(ok(await server.call('createClient', { body: { name: 'failing institution' } })));
    const session = async () =>
      ok(
        await server.call('createLinkToken', {
          body: {
            userId: 'failing',
            transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.01 }] },
          },
          headers,
        }),
      ).linkToken;
    const { linkToken: connectToken } = ok(await server.call('createLinkToken', { body: { userId: 'failing' }, headers }));
    const connected = present(
      ok(
        await server.call('sandboxConnect', {
          body: { linkToken: connectToken, type: 'gemini', username: 'failing', password: 'pass_good' },
          headers,
        }),
      ).accessToken,
    );
    const { accessToken, account } = present(connected.accountTokens[0]);
    const accessTokens = [
      { accountId: account.accountId, accountName: account.accountName, accessToken, brokerType: 'gemini', brokerName: 'Gemini' },
    ];

    let frame = await open(await session(), { accessTokens });
    await frame.getByRole('button', { name: `Gemini: ${account.accountName}` }).click();
    await frame.getByRole('button', { name: /^ETH/ }).click();
    await frame.getByRole('button', { name: 'Preview transfer' }).click();
    await heading(frame, 'Review your transfer');
    ok(await server.call('sandboxFailInstitution', { body: { type: 'gemini', error: 'unavailable' }, headers }));
    await frame.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('Gemini');
    expect(events(await recorded(page)).slice(-2)).toEqual(['transferInitiated', 'transferExecutionError']);
    await tab.leave();

    frame = await open(await session(), { accessTokens });
    await frame.getByRole('button', { name: `Gemini: ${account.accountName}` }).click();
    await heading(frame, "This link can't be used");
    const shown = await frame.getByRole('alert').textContent();
    expect(shown).toContain('Gemini');
    await frame.getByRole('button', { name: 'Close', exact: true }).last().click();
    await exited();
    const all = await recorded(page);
    expect(events(all).slice(-2)).toEqual(['transferStarted', 'transferConfigureError']);
    expect(callback(all, 'onExit')).toEqual([
      { callback: 'onExit', error: shown, summary: expect.objectContaining({ page: 'error', errorMessage: shown }) },
    ]);
  });

  it('says when the account holds nothing the session can send (transferNoEligibleAssets)', async () => {
    const frame = await open(
      await linkToken({
        transferOptions: {
          toAddresses: [
            { networkId: 'a5d8b1e4-7c0f-4a3d-8e6b-2f5c8a1d4b7e', symbol: 'NEO', address: 'NNLi44dJNXtDNSBkofB48aTVYtb1zZrNEs' },
          ],
        },
      }),
    );
    await signIn(frame, 'Gemini', { Username: 'no-neo', Password: 'pass_good' }, 'gemini');
    await heading(frame, 'Nothing to send');
    await accessible(frame);
    const event = (await recorded(page)).find((r) => r.callback === 'onEvent' && r.event.type === 'transferNoEligibleAssets');
    expect(event).toMatchObject({
      event: {
        payload: {
          integrationType: 'gemini',
          integrationName: 'Gemini',
          arrayOfTokensHeld: expect.arrayContaining([expect.objectContaining({ symbol: 'ETH', ineligibilityReason: expect.any(String) })]),
        },
      },
    });
  });
});

describe('verifying a wallet', () => {
  it('signs the message with the sandbox wallet, and the verification is listed by the client API', async () => {
    const message = `Prove you own this wallet (${Date.now()})`;
    const frame = await open(await linkToken({ verifyWalletOptions: { message, verificationMethods: ['signedMessage'] } }));
    await heading(frame, 'Verify your wallet');
    expect(await frame.getByLabel('Message to sign').textContent()).toBe(message);
    await accessible(frame, '9-verify-wallet');
    await frame.getByLabel('Signature').fill('0x1234');
    await frame.getByLabel('Wallet address').fill(DESTINATION);
    await frame.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('does not verify');
    await frame.getByRole('button', { name: 'Sign with the sandbox wallet' }).click();
    await expect.poll(() => frame.getByLabel('Signature').inputValue()).toMatch(/^0x[0-9a-f]{130}$/);
    await frame.getByRole('button', { name: 'Verify' }).click();
    await heading(frame, 'Wallet verified');
    const all = await recorded(page);
    expect(events(all)).toEqual(expect.arrayContaining(['verifyWalletRejected', 'walletMessageSigned', 'verifyDonePage']));
    const signed = all.find((r) => r.callback === 'onEvent' && r.event.type === 'walletMessageSigned') as Extract<
      Recorded,
      { callback: 'onEvent' }
    >;
    expect(signed.event.payload).toMatchObject({ message, isVerified: true, address: expect.stringMatching(/^0x/) });
    const { verifications } = ok(await server.call('listWalletVerifications', { query: { UserId: 'user-1' } }));
    expect(verifications.some((v: { message: string }) => v.message === message)).toBe(true);
  });

  it('says when the wallet is not the one the app asked for: defiWalletError verifyMismatch, and verifyWalletRejected', async () => {
    const asked = '0x52908400098527886E0F7030069857D2E4169EE7';
    const frame = await open(await linkToken({ verifyWalletOptions: { addresses: [asked] } }));
    await heading(frame, 'Verify your wallet');
    await frame.getByLabel('Wallet address').fill(DESTINATION);
    await frame.getByLabel('Signature').fill('0x1234');
    await frame.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => frame.getByRole('alert').first().textContent()).toContain('verifyWalletOptions.addresses');
    const all = await recorded(page);
    expect(events(all).slice(-2)).toEqual(['defiWalletError', 'verifyWalletRejected']);
    expect(all.find((r) => r.callback === 'onEvent' && r.event.type === 'defiWalletError')).toMatchObject({
      event: {
        payload: {
          errorType: 'verifyMismatch',
          details: { requestedAddress: asked, connectedAddress: DESTINATION },
          timeStamp: expect.any(Number),
        },
      },
    });
  });
});

describe('the page itself', () => {
  it('works opened directly in a tab (the payment link), without an SDK parent', async () => {
    const { paymentLink } = ok(
      await server.call('createLinkToken', { body: { userId: 'user-1', transferOptions: { generatePayLink: true } } }),
    );
    page = await tab.take();
    await page.goto(present(paymentLink, 'paymentLink'));
    await heading(page.mainFrame(), 'Choose where to send from');
    await signIn(page.mainFrame(), 'Gemini', { Username: 'tab', Password: 'pass_good' }, 'gemini');
    await heading(page.mainFrame(), 'Choose an asset');
    await page.getByRole('button', { name: 'Close' }).click();
    await heading(page.mainFrame(), 'Closed');
    expect(await page.getByText('You can close this window now.').count()).toBe(1);
    await fits(page.mainFrame());
  });

  it('keeps its session across a reload, though the link token is spent', async () => {
    const frame = await open(await linkToken());
    await heading(frame, 'Connect an account');
    // The reloaded page, not the old one the reload has yet to replace: on a busy machine the old heading was still
    // there to find, and the sign-in then typed into a page on its way out.
    await Promise.all([frame.waitForNavigation({ waitUntil: 'load' }), frame.evaluate(() => window.location.reload())]);
    await frame.waitForSelector('h1');
    await heading(frame, 'Connect an account');
    await signIn(frame, 'Gemini', { Username: 'reload', Password: 'pass_good' }, 'gemini');
    await heading(frame, 'Connected');
  });

  it('follows the dark theme, fits a phone screen, and works with the keyboard alone', async () => {
    const frame = await open(await linkToken(), { theme: 'dark' }, { width: 375, height: 667 });
    await heading(frame, 'Connect an account');
    expect(await frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 20, 28)');
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await accessible(frame, '10-dark-phone');
    await frame.getByLabel('Search institutions').focus();
    await page.keyboard.type('gemini');
    expect(await shownIcons(frame)).toEqual([{ file: 'gemini-icon-dark.svg', alt: '' }]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await heading(frame, 'Sign in to Gemini');
    await page.keyboard.type('keyboard'); // the heading has focus; Tab reaches the first field
    await frame.getByLabel('Username').focus();
    await page.keyboard.type('keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('pass_good');
    await page.keyboard.press('Enter');
    await heading(frame, 'Connected');
    await accessible(frame);
  });

  it('is served embeddable by local origins, with its own strict policy', async () => {
    const response = await fetch(Buffer.from(await linkToken(), 'base64').toString('utf8'));
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

// Judged after every flow above has run (vitest runs a file's tests in order): alone, it has nothing to judge.
describe("the SDK's events", () => {
  it('are each sent where its moment exists in the flows above, and those without a moment never', () => {
    const keys = linkEventTypeKeys();
    expect(keys).toHaveLength(43);
    expect(WITHOUT_MOMENT.filter((k) => !keys.includes(k))).toEqual([]);
    const sentByThePage = keys.filter((k) => !WITHOUT_MOMENT.includes(k) && !MADE_BY_THE_SDK.includes(k));
    expect(sentByThePage.filter((k) => !posted.has(k))).toEqual([]);
    expect(MADE_BY_THE_SDK.filter((k) => !deliveredEvents.has(k))).toEqual([]);
    expect(WITHOUT_MOMENT.filter((k) => posted.has(k) || deliveredEvents.has(k))).toEqual([]);
  });
});
