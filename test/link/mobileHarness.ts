// What the mobile tests share: a sandbox and a browser for the file, and the Link page opened as a mobile SDK opens
// it (its bridge before the page's scripts, its URL, its script when it runs it) at a phone's width. Each page the
// page threw in fails the test that opened it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './harness.js';
import { ReusedTab } from '../support/browser.js';
import type { Effect, IntegrationAccessToken, MobileSdk, Seen } from './mobileSdks.js';
import { ok, present, startTestServer, type TestServer } from '../support/server.js';

export const PHONE = { width: 390, height: 844 };

export interface Opened {
  page: Page;
  /** What the SDK's app saw so far. */
  seen(): Promise<Seen>;
}

export interface OpenOptions {
  tokens?: IntegrationAccessToken[];
  settings?: Parameters<MobileSdk['url']>[1];
  /** A build of the page to serve instead of the sandbox's (the harness's own check). */
  script?: string;
  colorScheme?: 'light' | 'dark';
}

export interface MobileHarness {
  /** The sandbox, once the file's beforeAll has started it. */
  readonly server: TestServer;
  linkToken(body?: Record<string, unknown>): Promise<string>;
  /** Connects a Gemini login, and answers the connection as an app stores it for a returning user. */
  storedConnection(username: string): Promise<IntegrationAccessToken>;
  /** Opens the link token as `sdk` does: its bridge first, its URL, and its script when it runs it. */
  openIn(sdk: MobileSdk, token: string, options?: OpenOptions): Promise<Opened>;
  /** Leaves the page opened last, as closing it would (the next openIn does too). */
  leave(): Promise<void>;
}

/** Starts a sandbox and a browser for the calling test file, and leaves each test's last page after it. */
export function mobileHarness(): MobileHarness {
  let server: TestServer | undefined;
  let browser: Browser;
  /** One tab for the file's pages, one at a time (see ReusedTab). */
  const tab = new ReusedTab(() => browser);
  /** The uncaught errors of each page the test opened. */
  let pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    await leave();
    expect(pageErrors).toEqual([]);
    pageErrors = [];
  });

  async function leave() {
    await tab.leave();
    pageErrors.push(...tab.errors.splice(0));
  }

  const started = () => {
    if (!server) throw new Error('the sandbox is not started yet: use it inside a test');
    return server;
  };
  const linkToken = async (body: Record<string, unknown> = {}) =>
    ok(await started().call('createLinkToken', { body: { userId: 'user-1', ...body } })).linkToken;

  async function openIn(sdk: MobileSdk, token: string, { tokens, settings = {}, script, colorScheme = 'light' }: OpenOptions = {}) {
    await leave();
    const opened = await tab.take({ viewport: PHONE, colorScheme });
    tab.untilLeave(await opened.addInitScript(sdk.bridge));
    if (script) await opened.route('**/link/assets/app.js', (route) => route.fulfill({ body: script, contentType: 'text/javascript' }));
    await opened.goto(sdk.url(Buffer.from(token, 'base64').toString('utf8'), settings));
    await opened.waitForSelector('h1');
    const received = () => opened.evaluate(() => (window as unknown as { __nativeReceived: unknown[] }).__nativeReceived);
    // The page posts `loaded` before it shows anything; React Native injects after every load, whatever was posted.
    const loaded = (await received()).some((r) => (typeof r === 'string' ? r : JSON.stringify(r)).includes('"type":"loaded"'));
    if (sdk.injectsOn === 'load') await opened.waitForLoadState('load');
    const injection = sdk.injectsOn === 'load' || loaded ? sdk.injection(tokens) : undefined;
    if (injection) await opened.evaluate(injection);
    return { page: opened, seen: async () => sdk.see(await received()) };
  }

  return {
    get server() {
      return started();
    },
    linkToken,
    async storedConnection(username) {
      const body = { linkToken: await linkToken(), type: 'gemini', username, password: 'pass_good' };
      const first = present(ok(await started().call('sandboxConnect', { body })).accessToken);
      const { accessToken, account } = present(first.accountTokens[0]);
      return { accountId: account.accountId, accountName: account.accountName, accessToken, brokerType: 'gemini', brokerName: 'Gemini' };
    },
    openIn,
    leave,
  };
}

export const heading = (p: Page, name: string | RegExp) => p.getByRole('heading', { name, level: 1 }).waitFor();
export const of = (effects: Effect[], callback: string) => effects.filter((e) => e.callback === callback);

export async function signIn(p: Page, institution: string, search: string, fields: Record<string, string>) {
  await p.getByLabel('Search institutions').fill(search);
  await p.getByRole('button', { name: institution, exact: true }).click();
  await heading(p, `Sign in to ${institution}`);
  for (const [label, value] of Object.entries(fields)) await p.getByLabel(label, { exact: true }).fill(value);
  await p.getByRole('button', { name: /^(Connect|Allow access)$/ }).click();
}
