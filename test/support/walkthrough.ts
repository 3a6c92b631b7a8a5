// The markdown pages' blocks as a newcomer runs them: docs/walkthrough.md block after block in one bash, and what
// each step showed, read apart. test/readme runs it against a server as `npm start` runs it; test/upstream runs it
// again through a sandbox in the upstream mode.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { projectRoot } from './scratch.js';

export interface Block {
  lang: string;
  code: string;
  /** The `<!-- readme-test: … -->` comment right above the block, which tells the test what the block is. */
  marker?: string;
}

/** The fenced blocks of the markdown, in order, each with its marker. */
export function blocksOf(markdown: string): Block[] {
  return [...markdown.matchAll(/(?:<!-- readme-test: (.+?) -->\n)?^```(\w*)\n([\s\S]*?)^```$/gm)].map(([, marker, lang, code]) => ({
    lang: lang!,
    code: code!,
    ...(marker ? { marker } : {}),
  }));
}

/** A section of the markdown: from its heading to the next heading of the same or a higher level. */
export function section(markdown: string, heading: string, file: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  expect(start, `${file} has no "${heading}"`).toBeGreaterThan(-1);
  const level = heading.indexOf(' ');
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end === -1 ? rest : rest.slice(0, end);
}

/** Runs the script in bash, in its own process group (the receiver it starts goes with it), from the repository. */
export function runBash(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd: projectRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        process.kill(-child.pid!, 'SIGKILL'); // whatever it left running
      } catch {
        // nothing left
      }
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

/** docs/walkthrough.md's walkthrough: the block that sets the environment, and the steps, each a bash block. */
export function walkthrough() {
  const blocks = blocksOf(
    section(readFileSync(join(projectRoot, 'docs/walkthrough.md'), 'utf8'), '## The walkthrough', 'docs/walkthrough.md'),
  );
  return {
    blocks,
    environment: blocks.find((b) => b.marker?.startsWith('the environment')),
    steps: blocks.filter((b) => b.lang === 'sh' && !b.marker),
  };
}

/** The environment block with each value the user would paste (`NAME=value`) replaced by the one given. */
export const withValues = (code: string, values: Record<string, string>) =>
  code.replace(/\b([A-Z][A-Z_]*)=('[^']*'|\S+)/g, (_, name: string) => `${name}='${values[name]}'`);

/** The whole walkthrough as one bash script that stops at the first failing step, naming it. */
export function walkthroughScript(environment: string, steps: Block[]): string {
  return [
    'set -euo pipefail',
    'trap \'echo "Walkthrough step $STEP failed" >&2\' ERR',
    environment,
    ...steps.map((step, i) => `STEP=${i + 1}\necho "::step ${i + 1}::"\n${step.code}`),
  ].join('\n');
}

/**
 * What the steps showed, found by what a step runs rather than by its number. The receiver prints as webhooks
 * arrive, into whichever step runs then: its lines are read apart.
 */
export function shownBySteps(steps: Block[], stdout: string) {
  const receiverLine = /^receiver: .*\n?/gm;
  const shownBy = (runs: string): string => {
    const index = steps.findIndex((s) => s.code.includes(runs));
    if (index === -1) expect.fail(`No step of the walkthrough runs ${runs}`);
    return (stdout.split(`::step ${index + 1}::\n`)[1]?.split(/^::step \d+::$/m)[0] ?? '').replace(receiverLine, '');
  };
  const jsonShownBy = <T>(runs: string): T => {
    const shown = shownBy(runs);
    try {
      return JSON.parse(shown) as T;
    } catch {
      return expect.fail(`The step that runs ${runs} showed no JSON:\n${shown}`);
    }
  };
  return { shownBy, jsonShownBy };
}

/** What a newcomer checks after each step of the walkthrough, in the output of its whole run. */
export function expectWalkthroughShown(steps: Block[], stdout: string) {
  const { shownBy, jsonShownBy } = shownBySteps(steps, stdout);
  expect(shownBy('/sandbox/link/connect')).toContain('"accountName": "Coinbase account"');
  // Without the Link UI: Robinhood asks for its code, then connects the login's account.
  const authenticated = shownBy('/api/v1/authenticate?');
  expect(authenticated).toContain('{"status":"mfaRequired","mfaType":"phone","errorMessage":"Enter the code sent to your phone."}');
  expect(authenticated).toMatch(/\{"status":"succeeded","accounts":\[\{"accountId":"ROBI-\d+","accountName":"Individual"\}\]\}/);
  const holdings = jsonShownBy<{ symbol: string }[] | null>('/holdings/get');
  expect(
    holdings?.map((p) => p.symbol),
    'the holdings step shows the positions',
  ).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDC']));
  expect(shownBy('/holdings/portfolio')).toMatch(/"cryptocurrenciesValue": \d/);
  const transfer = jsonShownBy<{ transferId: string; status: string }>('/sandbox/link/transfer');
  expect(transfer.status).toBe('pending');
  expect(shownBy('/settle')).toContain('"Succeeded"');
  expect(jsonShownBy('| {status, amount, symbol, txHash, clientTransactionId}')).toMatchObject({
    status: 'Succeeded',
    clientTransactionId: 'order-1',
  });

  // The receiver verified the signatures of Pending, then Succeeded, of this transfer.
  const received = [...stdout.matchAll(/^receiver: verified (\w+) for transfer (\S+)/gm)].map(([, status, id]) => ({ status, id }));
  expect(received).toEqual([
    { status: 'Pending', id: transfer.transferId },
    { status: 'Succeeded', id: transfer.transferId },
  ]);
  expect(shownBy('/webhook/deliveries')).toContain('"transferStatus":"Succeeded"');
  expect(shownBy('/admin/api/v1/Token')).toContain('"Succeeded"');
  const disconnect = shownBy('DELETE "$API/api/v1/account"');
  expect(disconnect).toContain('{"status":"ok"');
  expect(disconnect).toContain('{"status":"notFound","errorType":"connectionNotFound"}');
  // What goes with the connection, as the step says: its transfers.
  expect(disconnect).toContain('{"status":"notFound","errorType":"transferNotFound"}');
}
