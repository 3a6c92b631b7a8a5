// The size budget the house declares (sizes.ts), held: no file of the server, the client or the scripts over 400
// lines, no function over 60 of its own. Run by npm run check, as the layers are.
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/scratch.js';
import { MAX_FILE_LINES, MAX_FUNCTION_LINES, oversized } from './sizes.js';

/**
 * Over the budget on purpose, each with why a split would not help a reader. Keep this short: a new entry needs
 * a reason a reviewer accepts.
 */
const EXCEPTIONS: Record<string, string> = {
  // Issue 38 item 7 rewrites the benchmark's variants so that each differs only in what it names: split it then,
  // by variant, rather than twice. Until then it is one run read top to bottom, 32 lines over.
  'scripts/bench.ts': 'to be split by variant with issue 38 item 7',
};

describe('the size budget', () => {
  it(`keeps files to ${MAX_FILE_LINES} lines and functions to ${MAX_FUNCTION_LINES} of their own`, () => {
    const over = oversized(projectRoot, ['server', 'client', 'scripts']).filter(
      ({ file, name }) => name !== undefined || !(file in EXCEPTIONS),
    );
    expect(over).toEqual([]);
  });

  it('lists only exceptions that are still over the budget', () => {
    const over = new Set(oversized(projectRoot, ['server', 'client', 'scripts']).map(({ file }) => file));
    expect(Object.keys(EXCEPTIONS).filter((file) => !over.has(file))).toEqual([]);
  });
});
