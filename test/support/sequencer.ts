// The order Vitest starts the test files in: the slowest first, from the list below, then the others in Vitest's own
// order (the durations it cached from the last run, longest first, or the largest files first where it has none, as
// in a fresh checkout). Two workers take files in this order: a long file started late would run alone at the end,
// while the other core idles.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The files that take longest in a whole run, slowest first (measured with `npx vitest run --reporter=json`; see
 * CONTRIBUTING.md). A file is listed by its path from the repository's root; test/support/sequencer.test.ts holds
 * that each one exists.
 */
export const SLOWEST = [
  'test/conformance/properties.test.ts',
  'test/link/browser.test.ts',
  'test/contract/breaking.test.ts',
  'test/dashboard/browser.test.ts',
  'test/docs/docs.test.ts',
  'test/contract/tooling.test.ts',
  'test/docs/console.test.ts',
  'test/server/dashboard-values.test.ts',
  'test/recipes/memo-quirk.test.ts',
  'test/link/mobile.test.ts',
  'test/package/consumer.test.ts',
  'test/package/cli.test.ts',
  'test/contract/mock.test.ts',
  'test/link/mobileScreens.test.ts',
  'test/conformance/prism-proxy.test.ts',
  'test/e2e/process.test.ts',
  'test/client/node-api-types.test.ts',
  'test/webhooks/crash.test.ts',
  'test/e2e/scale-out.test.ts',
  'test/e2e/contention.test.ts',
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.indexOf(relative(root, spec.moduleId));
      return at === -1 ? SLOWEST.length : at;
    };
    // Array.prototype.sort is stable: among the files not listed, Vitest's own order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
