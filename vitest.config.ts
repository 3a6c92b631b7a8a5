import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import ContractCoverageReporter from './test/support/coverageReporter.js';
import SlowestFirst from './test/support/sequencer.js';

// Every server the tests start (in process or spawned) notes the pairs it answers here; see test/support/coverage.ts.
const contractCoverageDir = mkdtempSync(join(tmpdir(), 'contract-coverage-'));

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/build.ts'],
    testTimeout: 30_000,
    // Two files at a time on two cores: a file spends part of its time waiting on servers, Prism, Chromium and
    // PostgreSQL, and the other file computes meanwhile. More would slow every file on a loaded machine, where waits
    // must still hold.
    maxWorkers: 2,
    // The slowest files first, so that the two workers finish together (test/support/sequencer.ts).
    sequence: { sequencer: SlowestFirst },
    isolate: false,
    hookTimeout: 60_000,
    // A poll waits on a server, a process or Chromium: its 1 s default fails on a loaded 2-core machine.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    env: { CONTRACT_COVERAGE_DIR: contractCoverageDir },
    reporters: ['default', new ContractCoverageReporter(contractCoverageDir)],
  },
});
