// The sequencer's list of the slowest files names files that exist: a file renamed or removed would quietly lose its
// place at the front.
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SLOWEST } from './sequencer.js';

it('lists files that exist, each once', () => {
  const root = new URL('../../', import.meta.url);
  expect(SLOWEST.filter((file) => !existsSync(new URL(file, root)))).toEqual([]);
  expect(new Set(SLOWEST).size).toBe(SLOWEST.length);
});
