// One process owns a data directory: a lock file holding the owner's pid guards it against a second one.
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates the directory and its missing parents one level at a time: a recursive mkdir never returns under some
 * paths (such as /proc/x), where a single level fails at once with the reason.
 */
async function makeDirectory(dir: string): Promise<void> {
  const parts = resolve(dir).split(sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const path = sep + parts.slice(0, i).join(sep);
    try {
      await mkdir(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' && (await stat(path)).isDirectory()) continue;
      throw new Error(
        `DATA_DIR ${dir} cannot be used: creating ${path} failed (${code === 'EEXIST' ? 'a file is in the way' : code}). Set DATA_DIR to a directory this process can write.`,
      );
    }
  }
}

/**
 * The directories this process holds. The lock file cannot tell: its pid is this process's own both when this
 * process holds it and when it is stale (a restarted container is pid 1 again), so it is judged stale; but two
 * servers in one process (sandboxes a test suite starts) must not share a directory either.
 */
const held = new Set<string>();

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const key = resolve(dir);
  if (held.has(key))
    throw new DataDirLockedError(
      `DATA_DIR ${dir} is in use by another server of this process; stop it or set DATA_DIR to another directory.`,
    );
  held.add(key);
  try {
    const unlock = await lockFile(dir);
    return async () => {
      await unlock();
      held.delete(key);
    };
  } catch (error) {
    held.delete(key);
    throw error;
  }
}

async function lockFile(dir: string): Promise<() => Promise<void>> {
  await makeDirectory(dir);
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(file, 'utf8').catch(() => ''));
      if (owner && owner !== process.pid && alive(owner)) {
        throw new DataDirLockedError(`${dir} is in use by process ${owner}; stop it or set DATA_DIR to another directory.`);
      }
      await rm(file, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`could not lock ${dir}`);
}
