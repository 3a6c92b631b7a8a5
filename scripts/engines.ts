// What `npm ci` relies on, checked before it runs anywhere. Every package the lockfile installs must run on each
// Node line the project supports (package.json `engines`): this replaces npm's blanket `engine-strict`, which
// cannot exempt packages that never run in Node (the public web SDK declares node >=22 for its own build, yet runs
// only in the browser tests' page). The lockfile must hold every dependency its packages declare, other platforms'
// binaries included, or `npm ci` refuses it. And package.json's `allowScripts` must say of every package with an
// install script whether it runs, so that npm 11 does not warn of scripts "not yet covered".
import { readFileSync } from 'node:fs';
import semver from 'semver';

/** The oldest release of each supported Node line. */
export const SUPPORTED_NODE = ['20.19.0', '22.12.0', '24.0.0'];

/** Packages that run only in a browser, with why; their `engines` speaks of their build, not of us. What only they depend on is exempt too. */
export const BROWSER_ONLY: Record<string, string> = {
  '@meshconnect/web-link-sdk': "the public web SDK, bundled into the browser tests' host page",
};

interface LockPackage {
  version?: string;
  optional?: boolean;
  link?: boolean;
  inBundle?: boolean;
  hasInstallScript?: boolean;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const nameOf = (path: string) => path.replace(/^.*node_modules\//, '');

/** Names of the packages Node can load: reachable from the project's own dependencies without passing a browser-only one. */
function runInNode(packages: Record<string, LockPackage>): Set<string> {
  const byName = new Map(Object.entries(packages).map(([path, pkg]) => [nameOf(path), pkg]));
  const deps = (pkg: LockPackage | undefined) =>
    Object.keys({ ...pkg?.dependencies, ...pkg?.optionalDependencies, ...pkg?.peerDependencies });
  const workspaces = Object.entries(packages)
    .filter(([path]) => path && !path.includes('node_modules/'))
    .map(([, pkg]) => pkg);
  const queue = [packages['']!, ...workspaces].flatMap((root) => [...deps(root), ...Object.keys(root.devDependencies ?? {})]);
  const seen = new Set<string>();
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name) || name in BROWSER_ONLY) continue;
    seen.add(name);
    queue.push(...deps(byName.get(name)));
  }
  return seen;
}

/** `name@version: engines.node` for every installed package that some supported Node line cannot run. */
export function unsupportedEngines(lockfile: string): string[] {
  const { packages } = JSON.parse(lockfile) as { packages: Record<string, LockPackage> };
  const node = runInNode(packages);
  const problems: string[] = [];
  for (const [path, pkg] of Object.entries(packages)) {
    const name = nameOf(path);
    const range = !pkg.engines || Array.isArray(pkg.engines) ? undefined : pkg.engines.node;
    // Optional packages are platform bindings that npm skips where they do not apply.
    if (!path || !range || pkg.optional || !node.has(name)) continue;
    const failing = SUPPORTED_NODE.filter((v) => !semver.satisfies(v, range, { includePrerelease: true }));
    if (failing.length) problems.push(`${name}@${pkg.version}: engines.node "${range}" excludes Node ${failing.join(', ')}`);
  }
  return [...new Set(problems)].sort();
}

/** `path -> name` for each dependency a locked package declares that no lockfile entry can satisfy. */
export function missingFromLockfile(lockfile: string): string[] {
  const { packages } = JSON.parse(lockfile) as { packages: Record<string, LockPackage> };
  const problems: string[] = [];
  for (const [path, pkg] of Object.entries(packages)) {
    if (pkg.link) continue;
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      // Node's lookup: the package's own node_modules, then each enclosing one up to the root's.
      const places: string[] = [];
      for (let base = path; ; base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : '') {
        places.push(`${base ? `${base}/` : ''}node_modules/${name}`);
        if (!base) break;
      }
      if (!places.some((place) => place in packages)) problems.push(`${path || 'package.json'} needs ${name}, which the lockfile lacks`);
    }
  }
  return problems.sort();
}

/**
 * What package.json's `allowScripts` leaves unsaid: each package with an install script that it neither allows
 * (true) nor denies (false), each entry that names no such package, and each entry that pins a version. The
 * lockfile keeps no download URLs (omit-lockfile-registry-resolved), and npm trusts a version only from one, so it
 * ignores a pinned entry: entries are bare names.
 */
export function unreviewedInstallScripts(lockfile: string, packageJson: string): string[] {
  const { packages } = JSON.parse(lockfile) as { packages: Record<string, LockPackage> };
  const policy = (JSON.parse(packageJson) as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
  const withScripts = new Set(
    Object.entries(packages)
      .filter(([path, pkg]) => path.includes('node_modules/') && pkg.hasInstallScript && !pkg.link && !pkg.inBundle)
      .map(([path]) => nameOf(path)),
  );
  return [
    ...[...withScripts]
      .filter((name) => typeof policy[name] !== 'boolean')
      .map((name) => `${name} has an install script that allowScripts does not mention`),
    ...Object.keys(policy)
      .filter((key) => !withScripts.has(key))
      .map((key) =>
        /.@/.test(key)
          ? `allowScripts entry ${key} pins a version, which npm cannot check against this lockfile: name the package alone`
          : `allowScripts names ${key}, which installs no install script`,
      ),
  ].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lockfile = readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8');
  const packageJson = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  const problems = [...unsupportedEngines(lockfile), ...missingFromLockfile(lockfile), ...unreviewedInstallScripts(lockfile, packageJson)];
  for (const p of problems) console.log(p);
  process.exitCode = problems.length ? 1 : 0;
}
