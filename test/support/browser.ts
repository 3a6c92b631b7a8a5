// Debian's Chromium driven by playwright-core, for the browser tests (the Link page, the docs, the console).
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
      '--disable-sync',
    ],
  });
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Aborts every request the page makes to anything but this machine, as an offline laptop or a closed corporate
 * network would, and returns the list of what it tried to fetch (data: and blob: URLs never reach the network).
 */
export async function offline(page: Page): Promise<string[]> {
  const attempted: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname)) return route.continue();
    attempted.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return attempted;
}

export interface TabOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

/**
 * One tab that the tests of a file take in turn, each as if it were new: a new tab costs Chromium a renderer
 * (~1.2 CPU-s), a navigation of this one ~0.5. `take` sizes and themes it as `browser.newPage` would and starts a new
 * list of its uncaught errors; `leave` unloads what it shows, as closing it would, and forgets what a new tab would
 * not have: each frame's session and local storage, the cookies, the routes, and what `untilLeave` was given
 * (a test's listeners and init scripts).
 */
export class ReusedTab {
  /** The uncaught errors of the pages shown since the last `take`. */
  errors: string[] = [];
  #page: Page | undefined;
  #undo: (() => unknown)[] = [];

  constructor(
    private readonly browser: () => Browser,
    /** What the page needs once (functions exposed to it): it stays for every test. */
    private readonly setup: (page: Page) => Promise<unknown> = async () => undefined,
  ) {}

  async take({ viewport = { width: 1280, height: 720 }, colorScheme = 'light' }: TabOptions = {}): Promise<Page> {
    this.errors = [];
    let page = this.#page;
    if (page && !page.isClosed()) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      return page;
    }
    page = await this.browser().newPage({ viewport, colorScheme });
    page.on('pageerror', (e) => this.errors.push(e.message));
    await this.setup(page);
    this.#page = page;
    return page;
  }

  /** Undone when the tab is left (a `Disposable` of Playwright's, or a function). */
  untilLeave(undo: { dispose(): unknown } | (() => unknown)) {
    this.#undo.push(typeof undo === 'function' ? undo : () => undo.dispose());
  }

  async leave() {
    const page = this.#page;
    const undo = this.#undo.splice(0);
    if (!page || page.isClosed()) return;
    try {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const u of undo.reverse()) await u();
      await page.context().clearCookies();
      if (page.url() === 'about:blank') return; // left already
      for (const frame of page.frames()) {
        await frame.evaluate('sessionStorage.clear(), localStorage.clear()').catch(() => undefined);
      }
      await page.goto('about:blank');
    } catch {
      // A tab that could not be left clean is not reused: the next test gets a new one, as if this one were closed.
      this.#page = undefined;
      await page
        .context()
        .close()
        .catch(() => undefined);
    }
  }
}
