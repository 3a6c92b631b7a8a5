import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import ContractCoverageReporter from './test/support/coverageReporter.js';

// Every server the tests start (in process or spawned) notes the pairs it answers here; see test/support/coverage.ts.
const contractCoverageDir = mkdtempSync(join(tmpdir(), 'contract-coverage-'));

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { CONTRACT_COVERAGE_DIR: contractCoverageDir },
    reporters: ['default', new ContractCoverageReporter(contractCoverageDir)],
  },
});
