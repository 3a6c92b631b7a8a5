// A scratch copy of the contract files in a temporary directory, so tests can break them safely.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Scratch {
  dir: string;
  edit(file: string, from: string, to: string): Promise<void>;
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
  /** Runs a tool of node_modules/.bin: its exit code, stdout and stderr together, and stdout alone. */
  run(bin: string, args: string[]): Promise<{ code: number; output: string; stdout: string }>;
  remove(): Promise<void>;
}

/**
 * Runs a tool of node_modules/.bin in `dir` (a scratch copy, or this repository for a tool that only reads it): its
 * exit code, stdout and stderr together, and stdout alone.
 */
export function runTool(dir: string, bin: string, args: string[]): Promise<{ code: number; output: string; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      join(dir, 'node_modules/.bin', bin),
      args,
      // The bundled spec is over a megabyte, execFile's default stdout limit.
      {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
      // A failure to run at all (a string code such as ENOENT) reads as exit code 1, its message with the output.
      (error, stdout, stderr) =>
        resolve({
          code: !error ? 0 : typeof error.code === 'number' ? error.code : 1,
          output: stdout + stderr + (error && typeof error.code !== 'number' ? `\n${error.message}` : ''),
          stdout,
        }),
    );
  });
}

export async function scratchCopy(): Promise<Scratch> {
  const dir = await mkdtemp(join(tmpdir(), 'contract-'));
  // The scripts read the spec through server/contract/spec.ts.
  for (const entry of ['openapi.yaml', 'openapi', 'redocly.yaml', 'generated', 'scripts', 'server/contract', 'package.json']) {
    await cp(join(projectRoot, entry), join(dir, entry), { recursive: true });
  }
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    async edit(file, from, to) {
      const text = await readFile(join(dir, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      await writeFile(join(dir, file), text.replace(from, to));
    },
    read: (file) => readFile(join(dir, file), 'utf8'),
    write: (file, text) => writeFile(join(dir, file), text),
    run: (bin, args) => runTool(dir, bin, args),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A copy of the whole repository in a temporary directory, for a test that builds, packs or edits it without touching
 * this one: what git holds or would (its files, none it ignores), the built outputs `built` names (such as
 * `dist/docs`, which would take seconds to build again), and node_modules linked.
 */
export async function repositoryCopy(prefix: string, built: string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  for (const file of [...listed.split('\0'), ...built].filter((f) => f && existsSync(join(projectRoot, f))))
    await cp(join(projectRoot, file), join(dir, file), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
