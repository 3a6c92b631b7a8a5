// The package.json that `npm pack` (and publish) puts in the tarball: the repository's, without what only this
// repository uses. npm packs package.json as it is on disk and has no setting to leave a field out, so `prepack`
// writes the packed one (--clean) and `postpack` puts the repository's back (--restore), byte for byte. Without this
// a consumer's npm 11 warns of `prepare` (patch-package) and would run it where the package is built from source.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url);
const manifest = new URL('package.json', root);
/** The repository's own package.json while the packed one is on disk; outside `files`, so never packed. */
const kept = new URL('dist/package.json.repository', root);

/** This repository's fields a consumer has no use for: its scripts (prepare among them), dev tools and workspaces. */
export const REPOSITORY_ONLY = ['scripts', 'devDependencies', 'workspaces', 'allowScripts'] as const;

/** The manifest as packed: the repository's without REPOSITORY_ONLY, in the same order and layout. */
export function packedManifest(text: string): string {
  const fields: Record<string, unknown> = JSON.parse(text);
  for (const field of REPOSITORY_ONLY) delete fields[field];
  return `${JSON.stringify(fields, null, 2)}\n`;
}

/** Writes the packed manifest, keeping the repository's aside (a pack that failed before postpack left it there). */
export async function clean(): Promise<void> {
  const repository = existsSync(kept) ? await readFile(kept, 'utf8') : await readFile(manifest, 'utf8');
  await mkdir(new URL('./', kept), { recursive: true });
  await writeFile(kept, repository);
  await writeFile(manifest, packedManifest(repository));
}

/** Puts the repository's manifest back as it was. */
export async function restore(): Promise<void> {
  if (!existsSync(kept)) return;
  await writeFile(manifest, await readFile(kept, 'utf8'));
  await rm(kept);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--clean')) await clean();
  else if (process.argv.includes('--restore')) await restore();
  else throw new Error('pack-manifest: say --clean (prepack) or --restore (postpack)');
}
