// The Link pages that node-api's catalog link and OAuth authentication link answer, opened in Chromium as a user
// would open them, in a tab: the page shows, the user signs in, and the account is connected for the end user the
// link names, ready for the client's other operations.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './harness.js';
import { ReusedTab } from '../support/browser.js';
import { nodeApiTypeErrors, recordingNodeApi } from '../support/nodeApi.js';
import { DESTINATION, ETHEREUM } from '../support/sandboxUsers.js';
import { CLIENT, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let mesh: ReturnType<typeof recordingNodeApi>['api'];
let answers: ReturnType<typeof recordingNodeApi>['answers'];
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ api: mesh, answers } = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(() => tab.leave());

/** The tab each test takes, as a new one (see ReusedTab). */
const tab = new ReusedTab(() => browser);

/** Opens the URL in the tab and waits for the Link page's heading. */
async function openTab(url: string, heading: string) {
  page = await tab.take();
  const { errors } = tab;
  await page.goto(url);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(errors).toEqual([]);
  expect(await seriousViolations(page.mainFrame())).toEqual([]);
}

/** Chooses the institution from the list and signs in with the form. */
async function signIn(institution: string, username: string) {
  await page.getByRole('button', { name: institution, exact: true }).click();
  await page.getByRole('heading', { name: `Sign in to ${institution}`, level: 1 }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('pass_good');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
}

const balancesOf = async (userId: string) => ok(await server.call('getFiatBalances', { query: { UserId: userId } })).fiatBalances;

describe('a catalog link, opened in a tab', () => {
  it('is the Link page: the user picks an institution, signs in, and the account is the link’s user’s', async () => {
    const { url } = present((await mesh.managedAccountAuthentication.v1CataloglinkList({ UserId: 'catalog-tab' })).data.content);
    await openTab(present(url), 'Connect an account');
    await page.getByLabel('Search institutions').fill('gemini');
    await signIn('Gemini', 'catalog-tab');
    await page.getByRole('heading', { name: 'Connected', level: 1 }).waitFor();
    expect(await balancesOf('catalog-tab')).toEqual([expect.objectContaining({ symbol: 'USD' })]);
  });

  it('with a transfer (createCatalogLink), opens the transfer: after signing in, the user chooses what to send', async () => {
    const body = { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }], transactionId: 'catalog-tab-1' };
    const { url } = present((await mesh.managedAccountAuthentication.v1CataloglinkCreate({ UserId: 'catalog-tab' }, body)).data.content);
    await openTab(present(url), 'Choose where to send from');
    await page.getByLabel('Search institutions').fill('gemini');
    await signIn('Gemini', 'catalog-tab-sender');
    await page.getByRole('heading', { name: 'Choose an asset', level: 1 }).waitFor();
  });
});

describe('an OAuth authentication link, opened in a tab', () => {
  it('opens the Link page straight on that institution’s sign-in, where allowing access connects the account', async () => {
    const link = present(
      (await mesh.selfManagedAccountAuthentication.v1AuthenticateDetail('coinbase', { userId: 'oauth-tab' })).data.content,
    );
    await openTab(present(link.redirectLink), 'Sign in to Coinbase');
    expect(await page.getByText('Coinbase signs you in on its own page. In the sandbox, this form stands in for it.').count()).toBe(1);
    await page.getByLabel('Username', { exact: true }).fill('oauth-tab');
    await page.getByLabel('Password', { exact: true }).fill('pass_good');
    await page.getByRole('button', { name: 'Allow access' }).click();
    await page.getByRole('heading', { name: 'Connected', level: 1 }).waitFor();
    expect((await balancesOf('oauth-tab')).length).toBeGreaterThan(0);
  });
});

describe('node-api', () => {
  it('got answers of its declared types', () => {
    expect(answers).toHaveLength(3);
    expect(nodeApiTypeErrors(answers)).toEqual([]);
  });
});
