// The docs at /docs in a real browser with no way out to the internet, as on a plane or behind a corporate proxy:
// the page must show every operation and the webhook of openapi.yaml, and try to fetch nothing from outside.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/files.js';
import { launchBrowser, offline } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { deref, specOperation, specOperations } from '../support/spec.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let outside: string[];
const errors: string[] = [];
const refused: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.setDefaultTimeout(20_000); // a missing element fails with what it waited for, before the 30 s test timeout
  outside = await offline(page);
  page.on('pageerror', (error) => errors.push(error.message));
  // What the page's Content-Security-Policy refused, as the browser reports it, on every page load.
  await page.exposeFunction('reportRefused', (what: string) => refused.push(what));
  await page.addInitScript(
    `document.addEventListener('securitypolicyviolation', (e) => reportRefused(e.violatedDirective + ' ' + e.blockedURI));`,
  );
  await page.goto(`${server.apiUrl}/docs`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the page's own code below reads of the page (the tests compile without the DOM's types). */
interface PageGlobals {
  document: { querySelector(selector: string): PageElement | null };
  requestAnimationFrame(then: () => void): void;
  performance: { now(): number };
}
interface PageElement {
  scrollIntoView(): void;
  querySelector(selector: string): { textContent: string | null } | null;
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

const MENU = '[data-component-name="Menu/Menu"]';
/** Redoc's menu entries carry the operation's summary. */
const entrySelector = (summary: string) => `${MENU} [data-text="${summary}"]`;
/** Redoc marks an operation's section with the operationId (lower case). */
const sectionSelector = (operationId: string) => `[data-section-id$="/${operationId.toLowerCase()}"]`;

/** What scrollThrough looks for of each operation: its section, its summary, and its menu entry. */
interface Operation {
  section: string;
  summary: string;
  entry: string;
}

/**
 * Run in the page: scrolls each operation's section into view in turn, waits up to 15 s for Redoc to draw its heading,
 * and reads the heading and the href of the operation's menu entry.
 */
async function scrollThrough(operations: Operation[]) {
  const { document, requestAnimationFrame, performance } = globalThis as unknown as PageGlobals;
  const frame = () => new Promise<void>((then) => requestAnimationFrame(then));
  const shown: { heading: string | null; href: string | null }[] = [];
  for (const { section: sectionAt, summary, entry: entryAt } of operations) {
    const section = () => document.querySelector(sectionAt);
    const heading = () => section()?.querySelector('h2')?.textContent ?? null;
    const until = performance.now() + 15_000;
    section()?.scrollIntoView();
    for (let frames = 1; !heading()?.includes(summary) && performance.now() < until; frames++) {
      await frame();
      if (frames % 10 === 0) section()?.scrollIntoView(); // Redoc may have moved it while drawing those above
    }
    const entry = document.querySelector(entryAt);
    shown.push({ heading: heading(), href: entry?.closest('a')?.getAttribute('href') ?? null });
  }
  return shown;
}
/** Redoc shows an operation when its menu entry is chosen. */
const menuEntry = (label: string) => page.locator(entrySelector(label));
const sectionHeading = (operationId: string) => page.locator(`${sectionSelector(operationId)} h2`).first();

describe('the docs at /docs, offline', () => {
  it('is one self-contained file: no script, style sheet, font or image from elsewhere', () => {
    const html = readFileSync(files.docs, 'utf8');
    const external = [
      ...html.matchAll(/<(script|link|img)\b[^>]*\b(src|href)=["']?(https?:)?\/\/[^"'\s>]+/gi),
      ...html.matchAll(/(@import|url\()\s*["']?https?:\/\/[^"')\s]+/gi),
    ].map((m) => m[0]);
    expect(external).toEqual([]);
  });

  // Every operation of paths and webhooks, as the spec lists them, and the tags that group them.
  const operations: [string, string, string][] = specOperations().map(({ op }) => [op.operationId, op.summary, op.tags[0]]);
  const tags = [...new Set(operations.map(([, , tag]) => tag))];

  /** Chooses the operation's entry in the menu, and waits for the address to name it and its heading to be in view. */
  async function choose(operationId: string, summary: string, tag: string) {
    const entry = menuEntry(summary).first();
    // Operations sit under their tag's group, closed until opened.
    if (!(await entry.isVisible())) await menuEntry(tag).first().click();
    const address = new RegExp(`#/.*/${operationId.toLowerCase()}$`);
    // Redoc's scroll-spy may still be settling the tag's own scroll when the entry is chosen, and then names the
    // tag in the address; a reader who sees that chooses the entry again, and so does this test.
    await expect
      .poll(async () => {
        if (!address.test(page.url())) await entry.click();
        return page.url();
      })
      .toMatch(address);
    await expect.poll(() => sectionHeading(operationId).textContent()).toContain(summary);
    // …and the reader sees it: its heading is scrolled into the window, both bounds read together, since Redoc may
    // still be scrolling when the heading first appears (it passed y = 997 on the way once).
    const inWindow = (y: number) => y >= 0 && y < 900;
    await expect
      .poll(async () => (await sectionHeading(operationId).boundingBox())?.y ?? -1)
      .toSatisfy(inWindow, 'the heading is in the 900 px window');
  }

  // A tag's first operation chosen in the menu (the entry the scroll-spy once raced), and then each of its operations
  // as a reader who scrolls through the tag meets it, its menu entry linking to it. Scrolled to rather than each
  // chosen in the menu: Redoc draws the whole tag again for every choice, three times the CPU of this file. Scrolled in
  // one pass in the page, each section waited for until it is drawn (Redoc draws a section near the window only):
  // a poll from here per operation scrolled it again on every frame, and Redoc's scroll-spy ran each time.
  it.each(tags)(
    'shows the operations of %s: the first when chosen in the menu, each with its summary and menu entry',
    async (tag) => {
      const ofTag = operations.filter(([, , t]) => t === tag);
      await choose(...ofTag[0]!);
      const shown = await page.evaluate(
        scrollThrough,
        ofTag.map(([operationId, summary]) => ({ section: sectionSelector(operationId), summary, entry: entrySelector(summary) })),
      );
      ofTag.forEach(([operationId, summary], i) => {
        expect(shown[i]!.heading ?? '(not drawn)', `the section of ${operationId}`).toContain(summary);
        expect(shown[i]!.href, `the menu entry "${summary}" links to ${operationId}`).toMatch(
          new RegExp(`^#/.*/${operationId.toLowerCase()}$`),
        );
      });
    },
    60_000,
  );

  it("carries a <base> for Redoc's router to find at once, which names the page itself", async () => {
    expect(await page.locator('head > :first-child').evaluate((first) => first.outerHTML)).toBe('<base href="">');
    const { base, address } = await page.evaluate<{ base: string; address: string }>(
      '({ base: document.baseURI, address: location.href })',
    );
    expect(base.split('#')[0]).toBe(address.split('#')[0]); // a browser may keep or drop the fragment
    expect(address.startsWith(`${server.apiUrl}/docs`)).toBe(true);
  });

  it('finds an operation with its search box', async () => {
    await page.getByTestId('search-trigger').click();
    await page.getByPlaceholder('Search docs...').fill('Settle a pending transfer');
    await page.locator('[data-component-name="Search/SearchItem"][href$="/sandboxsettletransfer"]').waitFor();
  });

  it('shows the decisions at #tag/Decisions, the address the README links to', async () => {
    await page.goto(`${server.apiUrl}/docs#tag/Decisions`);
    await expect.poll(() => page.url()).toMatch(/#\/decisions$/);
    await expect.poll(() => page.locator('[data-section-id="/decisions"]').first().textContent()).toContain('What this API decided');
  });

  it('shows enum values whole in their tables, and server cards without markdown marks', async () => {
    await page.goto(`${server.apiUrl}/docs#tag/Link/operation/createLinkToken`);
    await page.getByText('badRequest', { exact: true }).first().waitFor({ state: 'attached' });
    // A one-word cell (an enum value, such as ResultStatus's) on more than one line was cut mid-word. Run in the
    // page, written as a string: this project's tests are not typed with the DOM's globals.
    const cut = await page.evaluate<string[]>(`[...document.querySelectorAll('td')]
      .filter((td) => /^[A-Za-z]+$/.test(td.textContent.trim()))
      .filter((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((td) => td.textContent)`);
    expect(cut).toEqual([]);
    // Redoc shows a server's description as written: a backtick there is shown, not rendered.
    const admin = page.getByText(/^Administrative address/).first();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's rendered text, not the DOM property
    expect(await admin.innerText()).not.toContain('`');
  });

  it("shows each response's links, which Redoc itself does not render: the operations its result feeds", async () => {
    await page.goto(`${server.apiUrl}/docs#tag/Link/operation/createLinkToken`);
    const heading = page.getByText('what this result feeds').first();
    await heading.waitFor();
    const links = heading.locator('xpath=ancestor::*[.//li][1]');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's rendered text, not the DOM property
    const shown = await links.innerText();
    const targets = Object.values<{ $ref: string }>(specOperation('createLinkToken').op.responses['200'].links).map(
      (node) => deref(node).operationId as string,
    );
    expect(targets.length).toBeGreaterThan(0);
    expect(shown.length, 'the description alone, not the page').toBeLessThan(3000);
    for (const target of targets) expect(shown).toContain(target);
  });

  it('breaks its title between words on a phone, 390 px wide', async () => {
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const title = page.locator('h1').first();
    await expect.poll(() => title.textContent()).toContain('Account Connection');
    // A word the browser broke across two lines has two boxes.
    const broken = await title.evaluate((h1) => {
      const text = [...h1.childNodes].find((n) => n.nodeType === 3); // a text node
      if (!text?.textContent) return ['(no text)'];
      const words: string[] = [];
      for (const match of text.textContent.matchAll(/\S+/g)) {
        const range = h1.ownerDocument.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length > 1) words.push(match[0]);
      }
      return words;
    });
    await page.setViewportSize(desktop);
    expect(broken).toEqual([]);
  });

  it('tried to fetch nothing from outside all along, and raised no error', () => {
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is served under a strict Content-Security-Policy that refused nothing the page does, in no frame', async () => {
    const policy = (await fetch(`${server.apiUrl}/docs`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src( 'sha256-[A-Za-z0-9+/=]+')+;/); // the page's own inline scripts, no 'unsafe-inline'
    // Refused and not missed: the search library's probe for a worker built with Function(), after which it searches
    // in the page (the search test above finds an operation).
    expect(refused.filter((what) => what !== 'script-src eval')).toEqual([]);
  });
});
