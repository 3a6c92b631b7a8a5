// docs/faults.md's recipes, run as written: each ```js recipe:<name> block is the body of an async function given
// `sandbox` (startSandbox()), `authToken` (a connected Coinbase account's) and vitest's `expect`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../server/sandbox/index.js';
import { projectRoot } from '../support/scratch.js';

const doc = readFileSync(join(projectRoot, 'docs/faults.md'), 'utf8');
const recipes = [...doc.matchAll(/^```js recipe:([a-z-]+)\n([\s\S]*?)^```$/gm)].map(([, name, code]) => ({ name: name!, code: code! }));
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

  it.each(recipes)('recipe $name runs as written', async ({ name, code }) => {
    await sandbox.reset();
    const { linkToken } = await sandbox.api.createLinkToken({ userId: `recipe-${name}` });
    const connected = await sandbox.api.sandboxConnect({ linkToken, type: 'coinbase', username: `recipe-${name}`, password: 'pass_good' });
    const authToken = connected.accessToken?.accountTokens[0]?.tokenId;
    await new AsyncFunction('sandbox', 'authToken', 'expect', code)(sandbox, authToken, expect);
  });
});
