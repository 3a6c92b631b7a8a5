// A server broken on purpose (one handler replaced) must fail the contract checks: a wrong field type, a missing
// required field and an undeclared status are each caught by Prism's proxy, by the tests' own conformance check,
// and (the status) by the coverage report; with response validation on, the server refuses to send them at all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Handlers } from '../../server/http/handlers.js';
import { ContractError } from '../../server/contract/errors.js';
import { judgeSpec, passes, readObserved } from '../support/coverage.js';
import { startPrism } from '../support/prism.js';
import { clientHeaders, expectConformant, startTestServer, type TestServer } from '../support/server.js';

const BREAKAGES: [string, Handlers['listNetworks']][] = [
  ['a wrong field type', async () => ({ networks: 'none' }) as never],
  ['a missing required field', async () => ({}) as never],
  ['an undeclared status', async () => {
    throw new ContractError('conflict', 'listNetworks never answers 409');
  }],
];

let server: TestServer | undefined;
let dir: string;
afterEach(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function brokenServer(listNetworks: Handlers['listNetworks'], validateResponses: boolean) {
  // Its own coverage directory, so the deliberate breakage stays out of the suite's report.
  dir = await mkdtemp(join(tmpdir(), 'broken-coverage-'));
  server = await startTestServer({ env: { VALIDATE_RESPONSES: String(validateResponses), CONTRACT_COVERAGE_DIR: dir }, handlers: { listNetworks } });
  return server;
}

const get = (url: string) => fetch(`${url}/api/v1/transfers/managed/networks`, { headers: clientHeaders() });

describe.each(BREAKAGES)('a handler that returns %s', (breakage, listNetworks) => {
  it('is caught by Prism, by the conformance check of every test call, and by the coverage report', async () => {
    const { apiUrl } = await brokenServer(listNetworks, false);
    const direct = await get(apiUrl);
    const body = await direct.json();
    expect(() => expectConformant('listNetworks', direct.status, body)).toThrow();

    const prism = await startPrism(apiUrl);
    try {
      const judged = await get(prism.url);
      expect(judged.headers.get('sl-violations'), breakage).toBeTruthy();
    } finally {
      await prism.stop();
    }

    const report = judgeSpec(readObserved(dir));
    if (breakage === 'an undeclared status') {
      expect(report.undocumented).toEqual([{ operationId: 'listNetworks', status: '409' }]);
      expect(passes(report)).toBe(false);
    }
  });

  it('never reaches a client when the server validates its responses', async () => {
    const { apiUrl } = await brokenServer(listNetworks, true);
    const response = await get(apiUrl);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 'serverFailure', errorType: 'unexpectedError' });
  });
});
