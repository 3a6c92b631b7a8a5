// The dashboard of a sandbox in verify mode, in Chromium (issue 48: "The dashboard has a Drift page, and every proxied
// or shadowed call is marked in Requests"). A sandbox stands in as the real service; between it and the verify
// sandbox, a small upstream changes one field of one answer. A proxied call is marked in Requests, a call the sandbox
// answered alone is not; the drifted call's difference comes live to the Drift page with its path, is saved as JUnit
// XML, and Clear empties the report. Both views pass axe and fit, light and dark, at 1280 px and 390 px.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator } from 'playwright-core';
import { type DriftedUpstream, startDriftedUpstream } from '../support/driftedUpstream.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReusedTab, type TabOptions } from '../support/browser.js';
import { CLIENT, clientHeaders, headersOf, ok, present, requestIdOf, startTestServer, type TestServer } from '../support/server.js';
import { accessibleAndFits, DESKTOP, launchBrowser, PHONE, signIn, view } from './harness.js';

/** The one change the drifted upstream makes: an institution type the spec's enum lacks. */
const DRIFTED_PATH = '/api/v1/integrations';
const DRIFT = '$.content.items[].type';

let real: TestServer;
let drifted: DriftedUpstream;
let proxy: TestServer;
let browser: Browser;
const tab = new ReusedTab(
  () => browser,
  async (page) => page.setDefaultTimeout(20_000),
);
let pageErrors: string[] = [];

beforeAll(async () => {
  [real, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  drifted = await startDriftedUpstream(real.apiUrl, {
    change: (path, body) => {
      if (path === DRIFTED_PATH) body.content.items[0].type = 'brandNewExchange';
    },
  });
  proxy = await startTestServer({
    env: { UPSTREAM_URL: drifted.url, UPSTREAM_TIMEOUT_MS: '30000' },
  });
  // The credentials the upstream knows: the same test client's, there.
  const credentials = { upstreamClientId: CLIENT.id, upstreamClientSecret: CLIENT.secret, mode: 'verify' as const };
  ok(await proxy.call('setUpstream', { params: { clientId: CLIENT.id }, body: credentials }));
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await drifted?.close();
  await real?.close();
});
afterEach(async () => {
  await tab.leave();
  expect(pageErrors).toEqual([]);
  pageErrors = [];
});

async function open(client = CLIENT, options: TabOptions = { viewport: DESKTOP }) {
  const page = await tab.take(options);
  pageErrors = tab.errors;
  await signIn(page, proxy.apiUrl, client);
  return page;
}

/** The drifted call, as a client's code makes it: plain HTTP, since its answer is not the contract's. */
async function driftedCall() {
  const response = await fetch(`${proxy.apiUrl}${DRIFTED_PATH}`, { headers: clientHeaders() });
  const body = (await response.json()) as { content: { items: { type: string }[] } };
  expect(response.headers.get('sandbox-upstream')).toBe('verify');
  expect(body.content.items[0]?.type).toBe('brandNewExchange'); // the upstream's answer, as it came
  return response;
}

const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

describe('the dashboard of a verify sandbox', () => {
  it('marks a call that went upstream in Requests, with how, and not a call the sandbox answered alone', async () => {
    const page = await open();
    const proxied = await proxy.call('listNetworks');
    expect(proxied.headers.get('sandbox-upstream')).toBe('verify');
    const own = await proxy.call('sandboxListFaults'); // the sandbox's own operation: answered here
    const rowOf = (requestId: string) => page.locator('tr', { has: page.getByRole('button', { name: `Open ${requestId}` }) });
    const marked = rowOf(requestIdOf(proxied));
    await marked.waitFor(); // it came live
    expect(await textOf(marked)).toMatch(/listNetworks[\s\S]*200 upstream: verify/);
    expect(await marked.locator('span[title]', { hasText: 'upstream: verify' }).getAttribute('title')).toBe(
      'Sent to the upstream, whose answer the client got, checked against the contract',
    );
    await rowOf(requestIdOf(own)).waitFor();
    expect(await textOf(rowOf(requestIdOf(own)))).not.toContain('upstream');
    await accessibleAndFits(page, 'Requests with a proxied call');

    await marked.getByRole('button', { name: `Open ${requestIdOf(proxied)}` }).click();
    const detail = page.getByRole('region', { name: `Call ${requestIdOf(proxied)}` });
    await detail.waitFor();
    expect(await textOf(detail)).toContain('Upstreamverify: Sent to the upstream');
  });

  it('lists a difference live on the Drift page with its path, saves it as JUnit XML, and Clear empties it', async () => {
    ok(await proxy.call('sandboxClearDrift'));
    const page = await open();
    await view(page, 'Drift');
    const main = page.locator('main');
    await main.getByText('No call of this client has gone to the upstream').waitFor();

    await driftedCall();
    const row = page.locator(`tr[data-path="${DRIFT}"]`);
    await row.waitFor(); // without a reload: the call's request event brings it
    expect(await row.getAttribute('data-kind')).toBe('unknownEnumValue');
    expect(await textOf(row)).toMatch(/listIntegrations[\s\S]*unknownEnumValue[\s\S]*coinbase[\s\S]*"brandNewExchange"[\s\S]*1/);
    await driftedCall();
    await expect.poll(() => textOf(row.locator('td[data-label="Count"]'))).toBe('2'); // one entry, counted again
    await expect.poll(() => textOf(main)).toContain('1 difference in 2 calls sent upstream since the report was last cleared.');
    expect(await page.locator('tr[data-path]').count()).toBe(1);
    await accessibleAndFits(page, 'Drift with a difference');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as JUnit XML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('drift.xml');
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toMatch(
      /<testcase classname="drift\.listIntegrations" name="unknownEnumValue at \$\.content\.items\[\]\.type">\s*<failure type="unknownEnumValue"/,
    );
    expect(xml).toContain('tests="1" failures="1"');
    // Saved as the client's own call would be: the dashboard's calls are not kept in Requests.
    expect(
      ok(await proxy.call('listDashboardRequests', { query: { operationId: 'sandboxGetDrift' } })).requests.map((r) => r.operationId),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Clear the report' }).click();
    await page.getByText('Cleared: 1 difference.').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await main.getByText('No call of this client has gone to the upstream').waitFor();
    expect(ok(await proxy.call('sandboxGetDrift'))).toMatchObject({ entries: [], calls: 0 });
  });

  it("shows another client, whose calls meet no upstream, how to turn it on, and none of this client's drift", async () => {
    await driftedCall();
    const created = ok(await proxy.call('createClient', { body: { name: 'No upstream' } }));
    const page = await open({ id: created.clientId, secret: present(created.clientSecret) });
    await view(page, 'Drift');
    const empty = page.locator('main .empty');
    await empty.waitFor();
    const words = await textOf(empty);
    expect(words).toContain('UPSTREAM_URL');
    expect(words).toContain('setUpstream');
    expect(words).toMatch(/verify, shadow or record/);
    expect(words).not.toMatch(/\.\.\/|\.ts\b|\.md\b|server\//); // no file of the project's to look in
    expect(await page.locator('tr[data-path]').count()).toBe(0);
    // Theirs is answered here, and unmarked.
    const alone = await proxy.call('listNetworks', { headers: headersOf(created) });
    await view(page, 'Requests');
    const row = page.locator('tr', { has: page.getByRole('button', { name: `Open ${requestIdOf(alone)}` }) });
    await row.waitFor();
    expect(await textOf(row)).not.toContain('upstream');
  });
});

describe('Drift and Requests', () => {
  for (const colorScheme of ['light', 'dark'] as const)
    for (const [size, viewport] of [
      ['1280 px', DESKTOP],
      ['390 px', PHONE],
    ] as const)
      it(`pass axe and fit, ${colorScheme}, at ${size}, with a difference and a marked call`, async () => {
        await driftedCall();
        const page = await open(CLIENT, { viewport, colorScheme });
        await page.locator('tr', { hasText: 'upstream: verify' }).first().waitFor();
        await accessibleAndFits(page, 'Requests');
        await view(page, 'Drift');
        await page.locator(`tr[data-path="${DRIFT}"]`).waitFor();
        await accessibleAndFits(page, 'Drift');
        ok(await proxy.call('sandboxClearDrift'));
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.getByText('No call of this client has gone to the upstream').waitFor();
        await accessibleAndFits(page, 'Drift, empty');
      }, 60_000);
});
