// What `npm run check` remembers of its steps that passed: a hash of each one's inputs (the files it reads, the
// lockfile and patches/ for the tools' versions, Node's version). A step whose inputs hash as they did when it passed
// is not run again: the tools are deterministic, so it would pass again. Kept in node_modules/.cache (npm ci starts
// afresh), a few keys a step, so that switching branches back and forth still finds them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a step reads: whole folders (every file, or those whose name ends in `ext`) and single files. */
export interface Inputs {
  dirs: string[];
  files: string[];
  /** Of the folders, only files whose name ends so (`.ts`); every file without it. */
  ext?: string;
}

/** Read by every step: the tools' versions (the lockfile, and the patches applied to them) and Node's. */
const ALWAYS = ['package-lock.json', 'patches'];
const KEPT_KEYS = 8;

function walk(root: string, dir: string, ext: string | undefined, out: string[]) {
  if (!existsSync(join(root, dir))) return;
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(root, path, ext, out);
    } else if (!ext || entry.name.endsWith(ext)) out.push(path);
  }
}

/** The hash of every input's path and content, in a fixed order. */
export function inputsKey(root: string, { dirs, files, ext }: Inputs): string {
  const paths: string[] = [];
  for (const dir of dirs) walk(root, dir, ext, paths);
  for (const item of [...files, ...ALWAYS]) {
    if (existsSync(join(root, item)) && statSync(join(root, item)).isDirectory()) walk(root, item, undefined, paths);
    else paths.push(item);
  }
  const hash = createHash('sha256').update(process.version);
  for (const path of [...new Set(paths)].sort()) {
    const file = join(root, path);
    hash.update(`\0${relative(root, file)}\0`).update(existsSync(file) ? readFileSync(file) : '(none)');
  }
  return hash.digest('hex');
}

const storeOf = (root: string) => join(root, 'node_modules/.cache/check-passes.json');

function read(root: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(storeOf(root), 'utf8')) as Record<string, string[]>;
  } catch {
    return {};
  }
}

export const passedBefore = (root: string, step: string, key: string): boolean => read(root)[step]?.includes(key) ?? false;

/** Notes that `step` passed on inputs hashing to `key` (written beside, then renamed: checks may run side by side). */
export function notePass(root: string, step: string, key: string): void {
  const store = read(root);
  store[step] = [key, ...(store[step] ?? []).filter((k) => k !== key)].slice(0, KEPT_KEYS);
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const partial = `${storeOf(root)}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(store));
  renameSync(partial, storeOf(root));
}
