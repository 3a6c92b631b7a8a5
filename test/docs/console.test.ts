// The "try it" console at /console in a real browser with no way out to the internet: a developer pastes the
// client's id and secret once, sends a real request to the sandbox and reads its answer; the credentials survive a
// reload of the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../client/operations.js';
import { launchBrowser, offline } from '../support/browser.js';
import { clientHeaders, startTestServer, type TestServer } from '../support/server.js';
import { specOperations } from '../support/spec.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let outside: string[];
const errors: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.setDefaultTimeout(20_000); // a missing element fails with what it waited for, before the 30 s test timeout
  outside = await offline(page);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(`${server.apiUrl}/console`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const { tag, method, path } = operations.createLinkToken;
/** Swagger UI's block of an operation: its id is built from the tag and the operationId. */
const createLinkToken = () => page.locator(`#operations-${tag}-createLinkToken`);

/** Opens createLinkToken, sends the body and returns the status and body the page shows. */
async function send(body: string): Promise<{ status: string; shown: string }> {
  const block = createLinkToken();
  await block.waitFor();
  if (!(await block.locator('textarea.body-param__text').isVisible())) await block.locator('.opblock-summary').click();
  await block.locator('textarea.body-param__text').fill(body);
  const answered = page.waitForResponse(
    (response) => response.url() === `${server.apiUrl}${path}` && response.request().method() === method.toUpperCase(),
  );
  await block.getByRole('button', { name: 'Execute' }).click();
  const status = String((await answered).status());
  // The previous answer stays on screen until the page has rendered this one.
  const result = block.locator('.live-responses-table .response').first();
  await result.locator('.response-col_status', { hasText: status }).waitFor();
  // Playwright's innerText (the rendered text), not the DOM property the rule is about.
  return {
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    status: (await result.locator('.response-col_status').innerText()).trim(),
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    shown: await result.locator('.response-col_description').innerText(),
  };
}

describe('the console at /console, offline', () => {
  it("lists the operations of the API listener and the webhook, but the Link page's own", async () => {
    await createLinkToken().waitFor();
    const listed = Object.values(operations).filter((op) => op.listener === 'api' && op.auth !== 'linkSession');
    const expected = listed.length + specOperations().filter((op) => op.webhook).length;
    await expect.poll(() => page.locator('.opblock').count()).toBe(expected);
  });

  it('shows no error or warning box for the valid 3.1 spec, and Authorize within the first viewport', async () => {
    await createLinkToken().waitFor();
    // Swagger UI's error and warning boxes (a jsonSchemaDialect it does not support is one).
    expect(await page.locator('.swagger-ui .errors-wrapper, .swagger-ui .error-wrapper').count()).toBe(0);
    // Sign-in comes first, on a laptop and on a phone, before the API's description.
    const desktop = page.viewportSize()!;
    for (const viewport of [desktop, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      const authorize = await page
        .getByRole('button', { name: /Authorize/ })
        .first()
        .boundingBox();
      expect(authorize).not.toBeNull();
      expect(authorize!.y + authorize!.height, `${viewport.width} px wide`).toBeLessThanOrEqual(viewport.height);
    }
    await page.setViewportSize(desktop);
  });

  it('names in its banner only buttons the page has, with an operation open', async () => {
    const block = createLinkToken();
    await block.waitFor();
    if (!(await block.getByRole('button', { name: 'Execute' }).isVisible())) await block.locator('.opblock-summary').click();
    const named = await page.locator('.console-intro strong').allTextContents();
    expect(named).toContain('Execute');
    for (const name of named) expect(await page.getByRole('button', { name }).count(), name).toBeGreaterThan(0);
  });

  it("shows the links of an operation's result: the operations it feeds", async () => {
    const block = createLinkToken();
    await block.waitFor();
    if (!(await block.locator('.responses-wrapper').isVisible())) await block.locator('.opblock-summary').click();
    const links = block.locator('.responses-table .response[data-code="200"] .response-col_links');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's rendered text, not the DOM property
    await expect.poll(() => links.innerText()).toContain('startLinkSession');
    // biome-ignore lint/performance/useDomNodeTextContent: as above
    expect(await links.innerText()).toContain('sandboxConnect');
    await block.locator('.opblock-summary').click(); // closed again, as the tests below expect to find it
  });

  it('asks Authorize for the two headers the intro names, opens on the first, and types the secret as a password', async () => {
    await createLinkToken().waitFor();
    await page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .click();
    const dialog = page.locator('.modal-ux');
    try {
      const forms = dialog.locator('.auth-container');
      await expect.poll(() => forms.count()).toBe(2);
      // Each scheme's form says "Name: <header>".
      const names = await forms
        .locator('p', { hasText: /^Name:/ })
        .locator('code')
        .allTextContents();
      expect(names).toEqual(Object.keys(clientHeaders()));
      // Swagger UI gives every key's field the same id, so a label finds only the first: each form's own input.
      const [id, secret] = [forms.nth(0).locator('input'), forms.nth(1).locator('input')];
      expect(await secret.getAttribute('type')).toBe('password');
      expect(await id.getAttribute('type')).toBe('text');
      await expect.poll(() => id.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
      expect(await dialog.locator('.modal-ux-content').evaluate((element) => element.scrollTop)).toBe(0);
    } finally {
      await dialog.getByRole('button', { name: 'Close' }).first().click();
    }
  });

  it('sends a real request to this server: without credentials the sandbox refuses it', async () => {
    const { status, shown } = await send('{"userId":"u1"}');
    expect(status).toBe('401');
    expect(shown).toContain('missingCredentials');
  });

  it('takes the client id and secret once, then the same request answers 200 with a link token', async () => {
    await page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .click();
    for (const [header, value] of Object.entries(clientHeaders())) {
      const form = page.locator('.auth-container').filter({ hasText: `Name: ${header}` });
      await form.getByLabel('Value:').fill(value);
      await form.getByRole('button', { name: 'Apply credentials' }).click();
    }
    await page.locator('.modal-ux').getByRole('button', { name: 'Close' }).first().click();
    const { status, shown } = await send('{"userId":"u1"}');
    expect(status).toBe('200');
    expect(shown).toMatch(/"linkToken": "[A-Za-z0-9+/=]{20,}"/);
  });

  it('keeps the credentials across a reload of the page', async () => {
    // Opened afresh, without the #/Link/createLinkToken that deep linking left, which would open the operation by itself.
    await page.goto(`${server.apiUrl}/console`);
    const { status, shown } = await send('{"userId":"u2"}');
    expect(status).toBe('200');
    expect(shown).toContain('"linkToken"');
  }, 60_000); // Swagger UI loaded again and drawn, then a request: 23 s seen on a loaded 2-core machine

  it('tried to fetch nothing from outside all along, and raised no error', () => {
    expect(outside).toEqual([]);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]); // the refused request above logs its 401
  });
});
