// docs/faults.md's recipes, run as written: each ```js recipe:<name> block is the body of an async function given
// `sandbox` (startSandbox()), `authToken` (a connected Coinbase account's) and vitest's `expect`. Its other examples
// too: each ```json rule is set as written, each `Prefer` of its table is sent as written, and the dashboard's presets
// are rules the sandbox takes, the lost answer's on the operation the page and the recipe both name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationInfo } from '../../client/operations.js';
import { LOST_ANSWER_OPERATION, PRESETS } from '../../browser/dashboard/views/faultPresets.js';
import { startSandbox, type Sandbox } from '../../server/sandbox/index.js';
import { projectRoot } from '../support/scratch.js';

const doc = readFileSync(join(projectRoot, 'docs/faults.md'), 'utf8');
const recipes = [...doc.matchAll(/^```js recipe:([a-z-]+)\n([\s\S]*?)^```$/gm)].map(([, name, code]) => ({ name: name!, code: code! }));
const rules = [...doc.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
/** A section of the page, from its heading to the next one of its level. */
const section = (heading: string) => {
  const start = doc.indexOf(`\n## ${heading}`);
  return doc.slice(start, doc.indexOf('\n## ', start + 1));
};
/** The first column of the `Prefer` table: each `fault=…` as a request sends it. */
const preferences = section('One request')
  .split('\n')
  .filter((line) => line.startsWith('| `fault='))
  .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(fault=[^`]+)`/g)].map(([, prefer]) => prefer!));
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ logLevel: 'silent' });
});
afterAll(() => sandbox?.stop());

describe('docs/faults.md', () => {
  it('has the recipes the issue asks for', () => {
    expect(recipes.map((r) => r.name)).toEqual(['lost-answer', 'backoff', 'timeout', 'duplicate-webhook']);
  });

  it('sets each rule it shows as written, the latency’s `distribution` among them', async () => {
    expect(rules.length).toBeGreaterThanOrEqual(2);
    expect(rules.some((rule) => JSON.stringify(rule).includes('"distribution":"fixed"'))).toBe(true);
    await sandbox.reset();
    for (const [i, rule] of rules.entries())
      await expect(sandbox.faults.add(`doc-rule-${i}`, rule as never)).resolves.toMatchObject({ id: `doc-rule-${i}` });
    expect(await sandbox.faults.list()).toHaveLength(rules.length);
  });

  it('takes each `Prefer: fault=…` of its table as written', async () => {
    expect(preferences).toEqual([
      'fault=error; status=503',
      'fault=rateLimit; retryAfter=2',
      'fault=latency; ms=300',
      'fault=reset',
      'fault=empty',
      'fault=truncated',
      'fault=hang',
    ]);
    for (const prefer of preferences) {
      const answer = await fetch(`${sandbox.apiUrl}/api/v1/transfers/managed/networks`, {
        headers: { 'X-Client-Id': sandbox.clientId, 'X-Client-Secret': sandbox.clientSecret, Prefer: prefer },
        signal: AbortSignal.timeout(2_000),
      }).then(
        async (response) => `${response.status} ${response.headers.get('sandbox-fault')}`,
        () => 'no answer',
      );
      const expected = {
        error: '503 request',
        rateLimit: '429 request',
        latency: '200 request; delayMs=300',
        truncated: '500 request', // the status and headers arrive; the body is cut
      }[prefer.split(/[=;]/)[1]!];
      expect(answer, prefer).toBe(expected ?? 'no answer');
    }
  });

  it('names the operation whose answer the dashboard’s first preset loses, as its first recipe does', async () => {
    const operation = (operations as Record<string, OperationInfo>)[LOST_ANSWER_OPERATION];
    expect(operation).toMatchObject({ faults: true, tag: 'Transfers' }); // the integration's own, not a sandbox control
    expect(PRESETS[0]).toMatchObject({
      label: `Lose the answer of the next ${LOST_ANSWER_OPERATION} after it commits`,
      rule: { match: { operationIds: [LOST_ANSWER_OPERATION] }, action: { kind: 'reset', commitThenFail: true } },
    });
    expect(section('In the dashboard').replace(/\s+/g, ' ')).toContain(
      `lose the answer of the next \`${LOST_ANSWER_OPERATION}\` after it commits, as the first recipe below does`,
    );
    expect(recipes[0]!.code).toContain(`match: { operationIds: ['${LOST_ANSWER_OPERATION}'] }`);
    await sandbox.reset();
    for (const preset of PRESETS) await expect(sandbox.faults.add(preset.id, preset.rule)).resolves.toMatchObject({ id: preset.id });
  });

  it.each(recipes)('recipe $name runs as written', async ({ name, code }) => {
    await sandbox.reset();
    const { linkToken } = await sandbox.api.createLinkToken({ userId: `recipe-${name}` });
    const connected = await sandbox.api.sandboxConnect({ linkToken, type: 'coinbase', username: `recipe-${name}`, password: 'pass_good' });
    const authToken = connected.accessToken?.accountTokens[0]?.tokenId;
    await new AsyncFunction('sandbox', 'authToken', 'expect', code)(sandbox, authToken, expect);
  });
});
