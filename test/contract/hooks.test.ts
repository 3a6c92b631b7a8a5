// The pre-commit hook as a contributor meets it: npm ci's prepare step installs it inside a git work tree and says
// nothing elsewhere, and the hook refuses a staged file Biome would format, then takes it once formatted.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/scratch.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hooks-'));
  for (const entry of ['.githooks', 'biome.jsonc', 'scripts/hooks.ts', '.gitignore'])
    await cp(join(projectRoot, entry), join(dir, entry), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const run = (command: string, ...args: string[]) => spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
const installHooks = () => run(process.execPath, '--import', 'tsx', 'scripts/hooks.ts');
const git = (...args: string[]) => run('git', '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args);

describe('the pre-commit hook', () => {
  it('is installed by the prepare step inside a git work tree, and nothing happens outside one', () => {
    const outside = installHooks();
    expect([outside.status, outside.stdout, outside.stderr]).toEqual([0, '', '']);
    git('init', '-q');
    expect(installHooks().status).toBe(0);
    expect(git('config', '--get', 'core.hooksPath').stdout.trim()).toBe('.githooks');
  });

  it('refuses a staged file Biome would format, and takes it formatted', async () => {
    git('init', '-q');
    installHooks();
    await writeFile(join(dir, 'bad.ts'), 'export const x = {a:1}\n');
    git('add', 'bad.ts', 'biome.jsonc');
    const refused = git('commit', '-q', '-m', 'unformatted');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('pre-commit: format and fix the files above');
    await writeFile(join(dir, 'bad.ts'), 'export const x = { a: 1 };\n');
    git('add', 'bad.ts');
    const hook = run('sh', '.githooks/pre-commit');
    expect(hook.status).toBe(0);
    expect(hook.stderr).not.toContain('pre-commit:');
  });
});
