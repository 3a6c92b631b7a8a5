// Every package the lockfile installs must run on each Node line the project supports (package.json
// `engines`). This replaces npm's blanket `engine-strict`, which cannot exempt packages that never run in
// Node: the public web SDK declares node >=22 for its own build, yet runs only in the browser tests' page.
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = unsupportedEngines(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  for (const p of problems) console.log(p);
  process.exitCode = problems.length ? 1 : 0;
}
