// The dashboard in Chromium, proving issue 27's "Done when" from outside: a transfer made through the API appears
// live; it is settled from the dashboard and both webhooks appear with verified signatures; a failing receiver's
// attempts show their status and next retry, and a resend from the dashboard succeeds once it is fixed; a 400 shows
// its errorType and masked bodies, under the request id of its log line; another client's sign-in sees none of it.
// Every view passes axe (no serious or critical violation) in light and dark, and fits 1280 px and 390 px.
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/webhooks.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { DESTINATION } from '../support/sandboxUsers.js';
import {
  capturingLogger,
  CLIENT,
  connect,
  headersOf,
  ok,
  present,
  requestIdOf,
  startTestServer,
  type TestServer,
} from '../support/server.js';
import { accessibleAndFits, DESKTOP, launchBrowser, loaded, PHONE, signIn, view } from './harness.js';
import { ReusedTab, type TabOptions } from '../support/browser.js';

const SCENARIO = {
  institutions: [
    {
      type: 'gemini' as const,
      accounts: [{ accountId: 'G-1', accountName: 'Main', cryptocurrencyPositions: [{ symbol: 'ETH', amount: 2 }] }],
    },
  ],
};
/** Set to a folder to keep screenshots of each view (those of docs/dashboard.md and the README come from here: DASHBOARD_SCREENSHOTS=docs/dashboard). */
const SCREENSHOTS = process.env.DASHBOARD_SCREENSHOTS;

let server: TestServer;
let browser: Browser;
let receiver: Receiver;
let secret: string;
const { logger, lines: logLines } = capturingLogger();
/** The tab each test takes (see ReusedTab); a step that does not happen fails with what it waited for, before the test's own timeout. */
const tab = new ReusedTab(
  () => browser,
  async (page) => page.setDefaultTimeout(20_000),
);
let pageErrors: string[] = [];

beforeAll(async () => {
  [server, browser, receiver] = await Promise.all([startTestServer({ logger }), launchBrowser(), startReceiver()]);
  secret = present(ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } })).secret);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([receiver?.close(), server?.close()]);
});
afterEach(async () => {
  await tab.leave();
  expect(pageErrors).toEqual([]);
  pageErrors = [];
});

/** The tab, signed in to the dashboard as `client` (see signIn), at a desktop's width and light unless told. */
async function open(client = CLIENT, { viewport = DESKTOP, colorScheme = 'light' }: TabOptions = {}) {
  const page = await tab.take({ viewport, colorScheme });
  pageErrors = tab.errors;
  await signIn(page, server.apiUrl, client);
  return page;
}

/** A transfer of 0.1 ETH from a new Coinbase account of the user, through the API. */
async function transfer(userId = 'user-1', headers?: Record<string, string>) {
  const account = await connect(server, 'coinbase', { userId, username: `dash-${Math.random().toString(36).slice(2, 8)}`, headers });
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId }, headers }));
  const body = { linkToken, authToken: account.tokenId, type: 'coinbase', symbol: 'ETH', amount: 0.1, toAddress: DESTINATION };
  return present(ok(await server.call('sandboxTransfer', { body, headers })).transfer).transferId;
}

/** What an element reads, its descendants' text included. */
const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

describe('the dashboard', () => {
  it('shows a transfer made through the API live; settled from it, both webhooks appear with verified signatures', async () => {
    receiver.fallback = { status: 200 };
    const page = await open();
    await view(page, 'Transfers');
    const transferId = await transfer();
    // Without a reload: the stream's transfer event brings it.
    const row = page.locator(`tr[data-transfer="${transferId}"]`);
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('Pending');
    await shot(page, 'transfers-live');

    await row.getByRole('button', { name: `Open transfer ${transferId}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Transfer' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect.poll(() => textOf(timeline)).toMatch(/Created[\s\S]*Pending[\s\S]*Succeeded or Failed[\s\S]*not yet/);
    await server.work(); // delivers the Pending webhook; the page shows it by the stream's webhookAttempt event
    await page.locator('tr[data-event]', { hasText: 'delivered' }).first().waitFor();

    await page.getByLabel('Outcome').selectOption('Succeeded');
    await page.getByRole('button', { name: 'Settle now' }).click();
    await page.getByText('Settled: Succeeded.').first().waitFor();
    await expect.poll(() => textOf(timeline)).toMatch(/Created[\s\S]*Pending[\s\S]*Succeeded/);
    await server.work(); // delivers the Succeeded webhook
    await expect.poll(() => page.locator('tr[data-event]', { hasText: 'delivered' }).count()).toBe(2);
    await shot(page, 'transfer-settled');

    await page.getByRole('link', { name: /Every delivery attempt of these events/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks of a transfer' }).waitFor();
    const attempts = page.locator('tr[data-event]');
    await expect.poll(() => attempts.count()).toBe(2);
    for (const text of await attempts.allTextContents()) expect(text).toMatch(/200[\s\S]*verified/);
    expect((await attempts.allTextContents()).join('\n')).toMatch(/Succeeded[\s\S]*Pending/); // newest first
    // What the receiver got verifies with the endpoint's secret, as the page says.
    const got = receiver.received.filter((r) => r.json.TransferId === transferId);
    expect(got.map((r) => verifyWebhook(r.body, r.headers, secret, { now: () => server.clock.now() }).TransferStatus)).toEqual([
      'Pending',
      'Succeeded',
    ]);
  });

  it("shows a failing receiver's attempts with their status and next retry; a resend from it succeeds once the receiver is fixed", async () => {
    receiver.fallback = { status: 503 };
    const page = await open();
    await view(page, 'Webhooks');
    const transferId = await transfer('user-2');
    await server.work(); // the receiver answers 503
    const failed = page.locator('tr[data-status="503"]', { hasText: 'Pending' });
    await failed.first().waitFor();
    const text = await textOf(failed.first());
    expect(text).toMatch(/503/);
    // The next retry's time is shown: the retry schedule's first step (5 s, with jitter) after the attempt.
    expect(text).not.toMatch(/Next retry:\s*—|\t—\t/);
    const { attempts } = ok(await server.call('listDashboardWebhookAttempts', { query: { transferId } }));
    expect(present(attempts[0]).nextAttemptAt).toBeGreaterThan(server.clock.now());
    await shot(page, 'webhooks-failing');

    receiver.fallback = { status: 200 };
    const eventId = present(attempts[0]).eventId;
    await page
      .getByRole('button', { name: `Resend ${eventId}` })
      .first()
      .click();
    await page.getByText(`Transfer ${transferId}: its event is due again now (${eventId}).`).first().waitFor();
    await server.work();
    await page.locator(`tr[data-event="${eventId}"][data-status="200"]`).waitFor();
    expect(await textOf(page.locator(`tr[data-event="${eventId}"][data-status="200"]`))).toMatch(/verified/);
    expect(receiver.received.filter((r) => r.json.EventId === eventId).map((r) => r.reply)).toEqual([503, 200]);
  });

  it('shows a 400 with its errorType and its bodies masked, under the request id of its log line', async () => {
    const page = await open();
    const account = await connect(server, 'coinbase', { userId: 'user-3', username: 'dash-masked' });
    const refused = await server.call('getHoldings', { body: { authToken: account.tokenId, type: 'robinhod' } });
    expect(refused.status).toBe(400);
    const requestId = requestIdOf(refused);
    expect(logLines.some((line) => line.includes(`"requestId":"${requestId}"`) && line.includes('"status":400'))).toBe(true);

    const row = page.getByRole('button', { name: `Open ${requestId}` });
    await row.waitFor(); // it came live
    await row.click();
    await page.getByRole('heading', { level: 2, name: `Call ${requestId}` }).waitFor();
    const detail = page.getByRole('region', { name: `Call ${requestId}` });
    await expect.poll(() => textOf(detail)).toMatch(/invalidField/);
    const shown = await textOf(detail);
    expect(shown).toContain('"authToken": "[masked]"');
    expect(shown).toContain('/request/authToken');
    expect(shown).toContain('"errorType": "invalidField"');
    // No token of the account anywhere on the page, nor in what the API answers for it.
    for (const token of [account.tokenId, account.accessToken, account.refreshToken]) expect(await page.content()).not.toContain(token);
    await shot(page, 'request');
  });

  it('marks a call the binding forgave, forgiven: N, and names what it forgave in the call; a canonical call is not marked', async () => {
    const page = await open();
    await view(page, 'Requests');
    const forgiven = await server.call('createLinkToken', { body: { UserId: 'dash-binding', RestrictMultipleAccounts: true } });
    expect(forgiven.status).toBe(200);
    const canonical = await server.call('createLinkToken', { body: { userId: 'dash-binding' } });
    const rowOf = (requestId: string) => page.locator('tr', { has: page.getByRole('button', { name: `Open ${requestId}` }) });
    const row = rowOf(requestIdOf(forgiven));
    await row.waitFor(); // it came live
    expect(await textOf(row)).toMatch(/createLinkToken[\s\S]*200 forgiven: 2[\s\S]*dash-binding/);
    // The badge names each deviation when pointed at, as Binding-Forgiven named them.
    expect(await row.locator('span[title]', { hasText: 'forgiven: 2' }).getAttribute('title')).toBe(
      'UserId -> userId\nRestrictMultipleAccounts -> restrictMultipleAccounts',
    );
    await rowOf(requestIdOf(canonical)).waitFor();
    expect(await textOf(rowOf(requestIdOf(canonical)))).not.toContain('forgiven');

    await row.getByRole('button', { name: `Open ${requestIdOf(forgiven)}` }).click();
    const detail = page.getByRole('region', { name: `Call ${requestIdOf(forgiven)}` });
    await detail.waitFor();
    expect(await textOf(detail)).toContain('ForgivenUserId -> userId; RestrictMultipleAccounts -> restrictMultipleAccounts');
  });

  it('shows each call once when the stream connects after the list has loaded and replays what it already shows', async () => {
    const calls = await Promise.all([server.call('listNetworks'), server.call('listIntegrations')]);
    const page = await tab.take({ viewport: DESKTOP });
    // The stream waits for the list, so its catch-up (every kept call) arrives after the list shows them.
    let listed!: () => void;
    const listShown = new Promise<void>((resolve) => {
      listed = resolve;
    });
    const onResponse = (response: Response) => {
      if (response.url().includes('/api/v1/dashboard/requests')) void response.finished().then(() => listed());
    };
    page.on('response', onResponse);
    tab.untilLeave(() => page.off('response', onResponse));
    await page.route('**/api/v1/dashboard/events', async (route) => {
      await listShown;
      await route.continue();
    });
    await page.goto(`${server.apiUrl}/dashboard`);
    await page.getByLabel('Client id').fill(CLIENT.id);
    await page.getByLabel('Client secret').fill(CLIENT.secret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.live', { hasText: 'Live' }).waitFor();
    const after = await server.call('listNetworks'); // a new call still comes live, once
    await page.getByRole('button', { name: `Open ${requestIdOf(after)}` }).waitFor();
    for (const call of [...calls, after]) expect(await page.getByRole('button', { name: `Open ${requestIdOf(call)}` }).count()).toBe(1);
  });

  it("shows another client's sign-in none of this client's sandbox, live or listed", async () => {
    const created = ok(await server.call('createClient', { body: { name: 'Another team' } }));
    const other = { id: created.clientId, secret: present(created.clientSecret) };
    const page = await open(other);
    await page.getByText('No calls yet.').waitFor();
    const mine = await server.call('listNetworks');
    const theirs = await server.call('listNetworks', { headers: headersOf(created) });
    // Theirs shows live; mine, answered before it on the same server, never does.
    await page.getByRole('button', { name: `Open ${requestIdOf(theirs)}` }).waitFor();
    expect(await page.content()).not.toContain(requestIdOf(mine));
    for (const [link, empty] of [
      ['Users', 'No users yet.'],
      ['Transfers', 'No transfers yet.'],
      ['Webhooks', 'No webhook endpoint.'],
    ] as const) {
      await view(page, link);
      await page.getByText(empty).first().waitFor();
    }
    expect(await page.locator('tr[data-transfer], tr[data-event]').count()).toBe(0);
  });

  it("keeps none of its own calls in Requests, the Sandbox operations it calls included; the client's own calls of them are kept", async () => {
    const created = ok(await server.call('createClient', { body: { name: 'Watching itself' } }));
    const page = await open({ id: created.clientId, secret: present(created.clientSecret) });
    await view(page, 'Controls'); // sandboxListFaults, sandboxGetTestClock, sandboxListUsers, answered once it has loaded
    await page.getByRole('button', { name: 'Freeze time now' }).click();
    await page.getByRole('button', { name: 'Back to real time' }).click();
    await page.getByText('This client runs on real time.').waitFor();
    await view(page, 'Requests');
    await page.getByText('No calls yet.').waitFor();
    const kept = async () =>
      ok(await server.call('listDashboardRequests', { headers: headersOf(created) })).requests.map((r) => r.operationId);
    expect(await kept()).toEqual([]);
    // The same operations called by the client's own code are its calls: kept, and shown live.
    const own = await server.call('sandboxListFaults', { headers: headersOf(created) });
    await server.call('sandboxGetTestClock', { headers: headersOf(created) });
    await page.getByRole('button', { name: `Open ${requestIdOf(own)}` }).waitFor();
    await expect.poll(kept).toEqual(['sandboxGetTestClock', 'sandboxListFaults']);
  });

  it("forces a connection's re-authentication and disconnects it, from the users' view", async () => {
    const account = await connect(server, 'kraken', { userId: 'user-5', username: 'dash-users' });
    const page = await open();
    await view(page, 'Users');
    const section = page.getByRole('region', { name: 'User user-5' });
    const name = present(account.account.accountName);
    await section.getByRole('button', { name: `Force re-authentication of ${name}` }).click();
    await section.getByText('needs sign-in').waitFor();
    const refused = await server.call('getDepositAddress', { body: { authToken: account.tokenId, type: 'kraken', symbol: 'ETH' } });
    expect(refused.body.errorType).toBe('connectionNotFound');
    await section.getByRole('button', { name: `Disconnect ${name}` }).click();
    // A live update redraws the view while the disconnect waits for its confirmation, which it keeps.
    await connect(server, 'coinbase', { userId: 'watcher-5', username: 'dash-users-b' });
    await page.getByRole('region', { name: 'User watcher-5' }).waitFor();
    await section.getByRole('button', { name: `Confirm: disconnect ${name}, erasing its transfers` }).click();
    await page.getByRole('region', { name: 'User user-5' }).waitFor({ state: 'detached' });
    expect(ok(await server.call('listDashboardUsers', { query: { userId: 'user-5' } })).users).toEqual([]);
  });

  it('sets institution failures, freezes and advances the test clock, and edits scenario users with their errors beside the document', async () => {
    const page = await open();
    await view(page, 'Controls');
    await page.getByLabel('Institution', { exact: true }).selectOption('kraken');
    await page.getByLabel('For seconds').fill('120');
    await page.getByRole('button', { name: 'Make it fail' }).click();
    await page.getByRole('button', { name: 'Clear the failure of kraken' }).waitFor();
    expect(ok(await server.call('listDashboardInstitutionFailures')).failures).toMatchObject([{ type: 'kraken', error: 'unavailable' }]);
    await page.getByRole('button', { name: 'Clear the failure of kraken' }).click();
    await page.getByText('No institution fails now').waitFor();

    await page.getByRole('button', { name: 'Freeze time now' }).click();
    const before = ok(await server.call('sandboxGetTestClock')).now;
    await page.getByLabel('Advance by').fill('2');
    await page.getByLabel('Unit').selectOption('3600');
    await page.getByRole('button', { name: 'Advance' }).click();
    await page
      .getByText(/The clock is at/)
      .first()
      .waitFor();
    expect(ok(await server.call('sandboxGetTestClock')).now).toBe(before + 2 * 3600_000);
    await page.getByRole('button', { name: 'Back to real time' }).click();
    await page.getByText('This client runs on real time.').waitFor();

    await page.getByLabel('Username').fill('dash-scenario');
    const editor = page.getByLabel('Document (JSON)');
    await editor.fill(
      JSON.stringify({
        institutions: [
          { type: 'gemini', accounts: [{ accountId: 'G', accountName: 'Main', cryptocurrencyPositions: [{ symbol: 'ETH', amount: -2 }] }] },
        ],
      }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const errors = page.locator('#scenario-errors li');
    await errors.first().waitFor();
    expect(await errors.allTextContents()).toEqual([
      expect.stringContaining('/body/institutions/0/accounts/0/cryptocurrencyPositions/0/amount'),
    ]);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await editor.fill(JSON.stringify(SCENARIO));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit dash-scenario' }).waitFor();
    expect(await errors.count()).toBe(0);
    expect(ok(await server.call('sandboxGetUser', { params: { username: 'dash-scenario' } })).document).toMatchObject(SCENARIO);
  });

  it('sets a fault rule in Controls, its errors beside the editor; a call it fires is marked in Requests with the rule; deletes it', async () => {
    const page = await open();
    await view(page, 'Controls');
    const faults = page.getByRole('region', { name: 'Faults' });
    await faults.getByText('No fault rules').waitFor();
    const editor = faults.getByLabel('Rule (JSON)');
    await faults.getByLabel('Rule id').fill('dash-fault');
    await editor.fill(
      JSON.stringify({
        match: { operationIds: ['listNetworks'] },
        trigger: { kind: 'probability', probability: 2 },
        action: { kind: 'reset' },
      }),
    );
    await faults.getByRole('button', { name: 'Set rule' }).click();
    const errors = page.locator('#fault-errors li');
    await errors.first().waitFor();
    expect(await errors.allTextContents()).toEqual([expect.stringContaining('/body/trigger/probability')]);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');

    await editor.fill(
      JSON.stringify({
        match: { operationIds: ['listNetworks'] },
        trigger: { kind: 'nextN', count: 1 },
        action: { kind: 'error', status: 503 },
      }),
    );
    await faults.getByRole('button', { name: 'Set rule' }).click();
    const row = faults.locator('tr[data-fault="dash-fault"]');
    await row.waitFor();
    expect(await errors.count()).toBe(0);
    expect(await textOf(row)).toMatch(/listNetworks[\s\S]*the next call[\s\S]*error 503/);

    const faulted = await server.call('listNetworks');
    expect(faulted.status).toBe(503);
    await view(page, 'Requests');
    const call = page.locator('tr', { hasText: 'fault: dash-fault' });
    await call.waitFor();
    expect(await textOf(call)).toContain(requestIdOf(faulted));

    await view(page, 'Controls');
    await expect.poll(() => textOf(faults.locator('tr[data-fault="dash-fault"]'))).toMatch(/1\s*1\s*Delete/); // matched 1, fired 1
    // Its one call has come: the rule says it fires no more, not "the next call".
    expect(await textOf(faults.locator('tr[data-fault="dash-fault"]'))).toMatch(/spent: it met the one call it was for[\s\S]*error 503/);
    await faults.getByRole('button', { name: 'Delete rule dash-fault' }).click();
    await faults.getByText('No fault rules').waitFor();
    expect(ok(await server.call('sandboxListFaults')).rules).toEqual([]);

    await faults.getByRole('button', { name: 'Preset: Lose the answer of the next initiateTransfer after it commits' }).click();
    expect(JSON.parse(await editor.inputValue())).toMatchObject({
      match: { operationIds: ['initiateTransfer'] },
      action: { kind: 'reset', commitThenFail: true },
    });
    await faults.getByRole('button', { name: 'Set rule' }).click();
    await faults.locator('tr[data-fault="lose-transfer-answer"]').waitFor();
    await faults.getByRole('button', { name: 'Clear all rules' }).click();
    await faults.getByText('No fault rules').waitFor();
    expect(ok(await server.call('sandboxListFaults')).rules).toEqual([]);
  });

  it('says an attempt was signed with an earlier secret once the webhook is registered again, not that it does not verify', async () => {
    const transferId = await transfer('user-9');
    await server.work();
    const { attempts } = ok(await server.call('listDashboardWebhookAttempts', { query: { transferId } }));
    const eventId = present(attempts[0]).eventId;
    // Registered again: a new secret, which the attempts made before never were signed with.
    secret = present(ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } })).secret);
    const page = await open();
    await view(page, 'Webhooks');
    const row = page.locator(`tr[data-event="${eventId}"]`).first();
    await row.waitFor();
    const text = await textOf(row);
    expect(text).toContain('signed with an earlier secret');
    expect(text).not.toContain('does not verify');
    // Its Resend button reads on one line, at a desktop's width, however long the event ids in the row.
    const resend = page.getByRole('button', { name: `Resend ${eventId}` }).first();
    const lines = await resend.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });

  it('is used by keyboard alone: the navigation and its views are reached by Tab and Enter', async () => {
    const page = await open();
    await page.locator('header .brand').click(); // Tab goes on from the top of the page
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Transfers') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Transfers' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });
});

describe('every view', () => {
  const VIEWS = ['Requests', 'Users', 'Transfers', 'Webhooks', 'Controls', 'Drift'] as const;
  for (const colorScheme of ['light', 'dark'] as const)
    for (const [size, viewport] of [
      ['1280 px', DESKTOP],
      ['390 px', PHONE],
    ] as const)
      it(`passes axe and fits, ${colorScheme}, at ${size}`, async () => {
        // Something in every view: a refused call, users, a transfer with its webhooks, a failure, a scenario user, a test clock.
        const transferId = await transfer('user-4');
        await server.work();
        const refused = requestIdOf(await server.call('getHoldings', { body: { authToken: 'at_unknown_0123456789', type: 'coinbase' } }));
        ok(await server.call('sandboxFailInstitution', { body: { type: 'kraken', error: 'rateLimited', durationSeconds: 300 } }));
        ok(await server.call('sandboxPutUser', { params: { username: 'alice-scenario' }, body: SCENARIO }));
        await server.call('sandboxCreateTestClock', { body: {} });
        ok(
          await server.call('sandboxPutFault', {
            params: { faultId: 'axe-fault' },
            body: {
              match: { operationIds: ['listNetworks'], userId: 'user-4' },
              action: { kind: 'latency', latency: { distribution: 'uniform', minMs: 1, maxMs: 5 } },
            },
          }),
        );
        const signInPage = await tab.take({ viewport, colorScheme });
        await signInPage.goto(`${server.apiUrl}/dashboard`);
        await signInPage.getByRole('button', { name: 'Sign in' }).waitFor();
        await accessibleAndFits(signInPage, 'the sign-in');
        const page = await open(CLIENT, { viewport, colorScheme });
        const name = `${colorScheme}-${viewport.width}`;
        for (const link of VIEWS) {
          await view(page, link);
          if (colorScheme === 'light' && viewport === DESKTOP) await shot(page, link.toLowerCase());
          for (const details of await page.locator('details').all()) await details.locator('summary').click();
          await accessibleAndFits(page, link);
          // One way of writing a time: the date and the time to the second (a chart's ticks, to the minute).
          // Playwright's innerText: the cells apart, as they read (textContent runs them together).
          // biome-ignore lint/performance/useDomNodeTextContent: see above
          const text = await page.locator('main').innerText();
          expect(
            text.match(/(?<!\d{4}-\d\d-\d\d )\b\d\d:\d\d:\d\d\b|\b\d{1,2}:\d\d ?[ap]m\b/gi) ?? [],
            `${link}: times written otherwise`,
          ).toEqual([]);
        }
        await page.goto(`${server.apiUrl}/dashboard#requests/${refused}`);
        await page.getByRole('heading', { level: 2, name: `Call ${refused}` }).waitFor();
        await accessibleAndFits(page, 'a call');
        await page.goto(`${server.apiUrl}/dashboard#transfers/${transferId}`);
        await page.getByRole('list', { name: 'Timeline' }).waitFor();
        await loaded(page);
        await accessibleAndFits(page, 'a transfer');
        // Its timeline reads across on one row, a phone's too, and the header leaves the screen to the content.
        const timelineRows = await page
          .getByRole('list', { name: 'Timeline' })
          .locator('li')
          .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
        expect(timelineRows, 'rows of the timeline').toBe(1);
        const contentTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
        expect(contentTop, 'height of the header and the navigation').toBeLessThanOrEqual(130);
        if (colorScheme === 'dark' || viewport === PHONE) await shot(page, `transfer-${name}`);
        await server.call('sandboxDeleteTestClock');
        ok(await server.call('sandboxClearFaults'));
        ok(await server.call('sandboxClearInstitutionFailure', { body: { type: 'kraken' } }));
      }, 90_000); // axe on seven screens, twice the page's start
});
