// Vitest for test/architecture alone, as `npm run check` and the pre-commit hook run it: these tests read the sources,
// so neither the global setup's build (the bundles, the docs) nor the contract coverage report is of use to them.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    include: ['test/architecture/**/*.test.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
