// The browser tests' harness: Debian's Chromium driven by playwright-core, a host app on its own local port that opens
// link tokens with the public web SDK (test/link/host), and axe-core for accessibility.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Frame, Page } from 'playwright-core';
import type { Recorded } from './host/host.js';

export { launchBrowser } from '../support/browser.js';

const hostDir = new URL('./host/', import.meta.url);

export interface Host {
  url: string;
  close(): Promise<void>;
}

/** Serves the host app (its HTML and the SDK bundled by esbuild) on 127.0.0.1 at a port of its own. */
export async function startHost(): Promise<Host> {
  const bundle = await build({
    entryPoints: [new URL('host.ts', hostDir).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.contents;
  const html = readFileSync(new URL('index.html', hostDir));
  const server: Server = createServer((req, res) => {
    if (req.url === '/host.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    else if (req.url === '/' || req.url?.startsWith('/?')) res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the host app's callbacks recorded so far. */
export const recorded = (page: Page): Promise<Recorded[]> => page.evaluate(() => window.recorded);

/** The Link page's frame inside the host (the SDK's overlay iframe, or the host's own in embedded mode). */
export async function linkFrame(page: Page, selector = '#mesh-link-popup__iframe'): Promise<Frame> {
  const handle = await page.waitForSelector(selector);
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`${selector} has no frame`);
  await frame.waitForSelector('h1');
  return frame;
}

const axeSource = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical accessibility violations of what the frame shows now (WCAG 2.1 AA and best practices). */
export async function seriousViolations(frame: Frame): Promise<AxeViolation[]> {
  // CDP evaluation is not subject to the page's CSP, which rightly refuses injected script tags. Once per document:
  // a flow checked at every step would otherwise parse axe again at each.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target as string[] })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
