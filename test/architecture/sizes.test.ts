// The size budget the house declares (sizes.ts), held: no file of the server, the client, the browser pages or the
// scripts over 400 lines, no function over 60 of its own. Run by npm run check, as the layers are.
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/scratch.js';
import { MAX_FILE_LINES, MAX_FUNCTION_LINES, type Oversize, oversized } from './sizes.js';

/**
 * Over the budget on purpose, each with why a split would not help a reader. Keep this short: a new entry needs
 * a reason a reviewer accepts.
 */
const EXCEPTIONS: Record<string, string> = {};

describe('the size budget', () => {
  // Measured once for both tests: parsing every file takes seconds.
  let measured: Oversize[] | undefined;
  const oversize = () => (measured ??= oversized(projectRoot, ['server', 'client', 'browser', 'scripts']));

  it(`keeps files to ${MAX_FILE_LINES} lines and functions to ${MAX_FUNCTION_LINES} of their own`, () => {
    const over = oversize().filter(({ file, name }) => name !== undefined || !(file in EXCEPTIONS));
    expect(over).toEqual([]);
  });

  it('lists only exceptions that are still over the budget', () => {
    const over = new Set(oversize().map(({ file }) => file));
    expect(Object.keys(EXCEPTIONS).filter((file) => !over.has(file))).toEqual([]);
  });
});
