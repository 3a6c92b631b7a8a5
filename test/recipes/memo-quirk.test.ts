// CONTRIBUTING.md's recipe for an institution quirk, made for real in a temporary copy of the repository: an exchange
// that needs a memo (destination tag) for XRP withdrawals touches only the spec, server/institutions/ and a test,
// because the destination reaches the withdrawal check whole (issue 38, item 3), from previewTransfer's addressTag
// and initiateTransfer's memo alike, and is kept with the transfer (issue 46, item 1). Slow by nature: it generates,
// type-checks and runs a test in the copy.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot, repositoryCopy } from '../support/scratch.js';

let dir = '';

beforeAll(async () => {
  dir = await repositoryCopy('memo-quirk-', ['dist']); // the built pages and docs, which the copy's test server serves
});
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

const touched: string[] = [];
async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the recipe and this test`);
  await writeFile(join(dir, file), text.replace(from, to));
  touched.push(file);
}

/** Runs a tool of node_modules/.bin in the copy, without this run's own Vitest settings. */
function run(bin: string, args: string[]): Promise<{ code: number; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  return new Promise((resolve) => {
    execFile(join(dir, 'node_modules/.bin', bin), args, { cwd: dir, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const QUIRK_TEST = `import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountTokens, signIn } from '../support/sandboxUsers.js';
import { connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('Binance refuses an XRP withdrawal without a memo and takes one with it', async () => {
  const account = await connect(server, 'binanceInternational', { username: 'memo' });
  const body = {
    fromAuthToken: account.tokenId,
    fromType: 'binanceInternational' as const,
    symbol: 'XRP',
    networkId: '1d4a7e0b-3c6f-4a9d-b2e5-8f1a4d7b0e3c',
    toAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    amount: 20,
  };
  const bare = ok(await server.call('previewTransfer', { body }));
  expect(bare.status).toBe('failed');
  expect(bare.errorMessage).toBe('Binance needs a memo (destination tag) for XRP withdrawals.');
  const tagged = ok(await server.call('previewTransfer', { body: { ...body, addressTag: '4242' } }));
  expect(tagged.errorMessage ?? '').not.toContain('memo');
});

it('Binance refuses an initiated XRP withdrawal without a memo, and sends and keeps the memo of one with it', async () => {
  const cryptocurrencyPositions = [{ symbol: 'XRP', amount: 1000 }, { symbol: 'ETH', amount: 1 }];
  const document = { institutions: [{ type: 'binanceInternational', accounts: [{ accountId: 'BN-MEMO', accountName: 'Memo', cryptocurrencyPositions }] }] };
  const signedIn = await signIn(server, { type: 'binanceInternational', username: 'user_custom', password: JSON.stringify(document) });
  const authToken = present(present(accountTokens(signedIn)[0]).tokenId);
  const type = 'binanceInternational' as const;
  const body = { authToken, type, symbol: 'XRP', chain: 'XRP-XRP', targetAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', amount: 20 };
  const bare = ok(await server.call('initiateTransfer', { body }));
  expect(bare.status).toBe('failed');
  expect(bare.statusDetails).toBe('Binance needs a memo (destination tag) for XRP withdrawals.');
  const tagged = ok(await server.call('initiateTransfer', { body: { ...body, memo: '4242' } }));
  expect(tagged.status, tagged.statusDetails ?? '').toBe('pending');
  const transactionId = present(tagged.transactionId);
  const updated = ok(await server.call('updateTransferStatus', { body: { authToken, type, transactionId } }));
  const transfer = ok(await server.call('getTransfer', { params: { transferId: present(updated.transferResult).id } }));
  expect(transfer.addressTag).toBe('4242');
  // A memo on a network that takes none: refused as previewTransfer refuses an addressTag there, naming its field.
  const toAddress = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
  const eth = { symbol: 'ETH', amount: 0.01 };
  const preview = await server.call('previewTransfer', {
    body: { fromAuthToken: authToken, fromType: type, networkId: 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611', toAddress, addressTag: '4242', ...eth },
  });
  const initiate = await server.call('initiateTransfer', { body: { authToken, type, chain: 'ETH-ERC20', targetAddress: toAddress, memo: '4242', ...eth } });
  expect([initiate.status, initiate.body.errorType]).toEqual([preview.status, preview.body.errorType]);
  expect([initiate.status, initiate.body.errorType]).toEqual([400, 'invalidField']);
});
`;

it('adds the memo quirk touching only the spec, server/institutions/ and a test, and its test passes', async () => {
  // The spec: the new errorType, its meaning and its HTTP status.
  const errorTypes = 'openapi/components/schemas/ErrorType.yaml';
  await edit(errorTypes, '  travelRuleRequired: 400\n', '  travelRuleRequired: 400\n  memoRequired: 400\n');
  await edit(errorTypes, '  - travelRuleRequired\n', '  - travelRuleRequired\n  - memoRequired\n');
  await edit(
    errorTypes,
    '  travelRuleRequired: ',
    "  memoRequired: 'The institution needs a memo or destination tag for this asset.'\n  travelRuleRequired: ",
  );
  // The catalog: the quirk as data on the institution.
  await edit(
    'server/institutions/catalog.ts',
    '  travelRuleThresholdUsd?: number;\n',
    '  travelRuleThresholdUsd?: number;\n  /** Symbols whose withdrawals need a memo or destination tag. */\n  memoRequired?: string[];\n',
  );
  await edit('server/institutions/catalog.ts', "exchange('Binance', {", "exchange('Binance', { memoRequired: ['XRP'],");
  // The check, and how a preview and an execution end on it.
  await edit(
    'server/institutions/withdrawalRules.ts',
    '  const { destination, chain } = sends;\n',
    '  const { destination, chain, symbol } = sends;\n',
  );
  await edit(
    'server/institutions/withdrawalRules.ts',
    '  checkDestination(chain.network, destination, fields);\n',
    '  checkDestination(chain.network, destination, fields);\n' +
      '  if (info.memoRequired?.includes(symbol) && !destination.tag)\n' +
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code written into the copy holds a template literal
      "    throw refuse('memoRequired', `${name} needs a memo (destination tag) for ${symbol} withdrawals.`);\n",
  );
  await edit(
    'server/institutions/eligibility.ts',
    "  travelRuleRequired: { preview: 'failed', execute: 'failed', initiate: 'travelRuleRequired' },\n",
    "  travelRuleRequired: { preview: 'failed', execute: 'failed', initiate: 'travelRuleRequired' },\n" +
      "  memoRequired: { preview: 'failed', execute: 'failed', initiate: 'failed' },\n",
  );
  // The test.
  await writeFile(join(dir, 'test/server/memo-quirk.test.ts'), QUIRK_TEST);
  touched.push('test/server/memo-quirk.test.ts');

  expect(touched.every((file) => /^(openapi\/|server\/institutions\/|test\/)/.test(file))).toBe(true);
  const generate = await run('tsx', ['scripts/generate.ts']);
  expect(generate.code, generate.output).toBe(0);
  // From this repository's incremental state, kept in the copy: node_modules (and the cache in it) is this
  // repository's own, whose state the copy's edits must not overwrite.
  const buildInfo = join(dir, '.tsbuild/cache/tsconfig.tsbuildinfo');
  await mkdir(dirname(buildInfo), { recursive: true });
  await copyFile(join(projectRoot, 'node_modules/.cache/tsconfig.tsbuildinfo'), buildInfo).catch(() => undefined);
  // By path: node_modules/.bin/tsc may be either TypeScript (both packages name a tsc), and the state is 7's.
  const types = await run('../@typescript/native/bin/tsc', ['-p', '.', '--tsBuildInfoFile', buildInfo]);
  expect(types.code, types.output).toBe(0);
  const test = await run('vitest', ['run', 'test/server/memo-quirk.test.ts']);
  expect(test.code, test.output).toBe(0);
  expect(test.output).toMatch(/2 passed/);
}, 600_000);
