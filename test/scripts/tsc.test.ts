// node_modules/.bin/tsc is TypeScript 7, whichever package npm linked last (issue 46, item 5): scripts/tsc.ts says
// so in `npm run check`, and names the fix when another package's tsc is there.
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tscProblem, tscVersion } from '../../scripts/tsc.js';
import { projectRoot } from '../support/scratch.js';

const modules = join(projectRoot, 'node_modules');
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tsc-on-path-'));
});
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

it('is TypeScript 7 in this install, the compiler of every typecheck', () => {
  expect(tscVersion(projectRoot)).toMatch(/^7\./);
  expect(tscProblem(projectRoot)).toBeUndefined();
});

it("fails, naming the fix, when npm linked the typescript package's tsc (5.9) instead", async () => {
  await mkdir(join(dir, 'node_modules/.bin'), { recursive: true });
  await mkdir(join(dir, 'node_modules/@typescript'), { recursive: true });
  await symlink(join(modules, '@typescript/native'), join(dir, 'node_modules/@typescript/native'));
  await symlink(join(modules, 'typescript'), join(dir, 'node_modules/typescript'));
  await symlink('../typescript/bin/tsc', join(dir, 'node_modules/.bin/tsc'));
  expect(tscVersion(dir)).toMatch(/^5\.9\./);
  expect(tscProblem(dir)).toMatch(/^node_modules\/\.bin\/tsc is TypeScript 5\.9\.\d+, not 7\.\d+\.\d+ .*npm rebuild @typescript\/native/);
});
