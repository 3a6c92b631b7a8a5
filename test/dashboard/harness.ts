// Driving the dashboard in Chromium as a person would: signed in by its form, views chosen by their links, actions by
// their buttons' names; and what a person would notice checked: no serious accessibility problem, nothing sticking
// out sideways at a desktop's or a phone's width.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from '../link/harness.js';

export { launchBrowser } from '../support/browser.js';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface Client {
  id: string;
  secret: string;
}

/** Signs the page in to the dashboard as `client`, by its form: on the Requests view, with the live stream connected. */
export async function signIn(page: Page, apiUrl: string, client: Client) {
  await page.goto(`${apiUrl}/dashboard`);
  await page.getByLabel('Client id').fill(client.id);
  await page.getByLabel('Client secret').fill(client.secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
  await page.locator('.live', { hasText: 'Live' }).waitFor();
}

/** Opens a view by its link in the navigation, and waits for its heading and its data (main is busy until then). */
export async function view(page: Page, link: string, heading = link) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await loaded(page);
}

/** The view on screen has its data. */
export const loaded = (page: Page) => page.locator('main[aria-busy="false"]').waitFor();

/** What sticks out sideways: the document wider than the window, or an element past its right edge or clipped. */
export const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the document: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) continue;
      if (el.closest('pre.json') || el.closest('.uplot')) continue; // scroll inside themselves, as they should
      // For screen readers only: clipped to a point (the phone's table headers, chart summaries).
      let clippedAway = false;
      for (let a: HTMLElement | null = el; a && !clippedAway; a = a.parentElement) clippedAway = a.getBoundingClientRect().width <= 1;
      if (clippedAway) continue;
      const box = el.getBoundingClientRect();
      const clipped = el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto';
      if (box.right > width + 0.5 || clipped)
        found.push(`<${el.localName} class="${el.className}"> ${JSON.stringify(el.textContent?.slice(0, 60))}`);
    }
    return found;
  });

/** No serious or critical accessibility violation on what the page shows now, and nothing overflows sideways. */
export async function accessibleAndFits(page: Page, what: string) {
  expect(await seriousViolations(page.mainFrame()), what).toEqual([]);
  expect(await overflowing(page), what).toEqual([]);
}
