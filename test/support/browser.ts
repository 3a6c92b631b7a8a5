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
