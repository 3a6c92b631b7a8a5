// One process owns a data directory: a lock file holding the owner's pid guards it against a second one.
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
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
