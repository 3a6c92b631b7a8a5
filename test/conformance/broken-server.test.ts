// A server broken on purpose (one handler replaced) must fail the contract checks: a wrong field type, a missing
// required field and an undeclared status are each caught by Prism's proxy, by the tests' own conformance check,
// and (the status) by the coverage report; with response validation on, the server refuses to send them at all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../server/http/handlers.js';
import { ContractError } from '../../server/contract/errors.js';
import { judgeSpec, passes, readObserved } from '../support/coverage.js';
import { startPrism, type Prism } from '../support/prism.js';
import { clientHeaders, expectConformant, startTestServer, type TestServer } from '../support/server.js';

const BREAKAGES: [string, Handlers['listNetworks']][] = [
  ['a wrong field type', async () => ({ networks: 'none' }) as never],
  ['a missing required field', async () => ({}) as never],
  [
    'an undeclared status',
    async () => {
      throw new ContractError('conflict', 'listNetworks never answers 409');
    },
  ],
];

let server: TestServer | undefined;
let dir: string;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// One unvalidated server, with the coverage directory of its own, and one Prism proxy judging it: each breakage
// below takes its turn as the server's listNetworks.
let breakage: Handlers['listNetworks'] = async () => ({ networks: [] });
let unvalidated: TestServer;
let prism: Prism;
beforeAll(async () => {
  // Its own coverage directory, so the deliberate breakage stays out of the suite's report.
  dir = await mkdtemp(join(tmpdir(), 'broken-coverage-'));
  unvalidated = await startTestServer({
    env: { VALIDATE_RESPONSES: 'false', CONTRACT_COVERAGE_DIR: dir },
    handlers: { listNetworks: (...args) => breakage(...args) },
  });
  prism = await startPrism(unvalidated.apiUrl);
});
afterAll(async () => {
  await prism?.stop();
  await unvalidated?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${url}/api/v1/transfers/managed/networks`, { headers: clientHeaders() });

describe.each(BREAKAGES)('a handler that returns %s', (name, listNetworks) => {
  it('is caught by Prism, by the conformance check of every test call, and by the coverage report', async () => {
    breakage = listNetworks;
    const direct = await get(unvalidated.apiUrl);
    const body = await direct.json();
    expect(() => expectConformant('listNetworks', direct.status, body)).toThrow();

    const judged = await get(prism.url);
    expect(judged.headers.get('sl-violations'), name).toBeTruthy();

    const report = judgeSpec(readObserved(dir));
    if (name === 'an undeclared status') {
      expect(report.undocumented).toEqual([{ operationId: 'listNetworks', status: '409' }]);
      expect(passes(report)).toBe(false);
    }
  });

  it('never reaches a client when the server validates its responses', async () => {
    server = await startTestServer({ env: { VALIDATE_RESPONSES: 'true', CONTRACT_COVERAGE_DIR: dir }, handlers: { listNetworks } });
    const response = await get(server.apiUrl);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 'serverFailure', errorType: 'unexpectedError' });
  });
});
