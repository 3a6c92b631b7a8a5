// The import graph of the project's own TypeScript (generated/, server/, client/, browser/), read with the TypeScript
// compiler's own import scanner, and the layers it must respect: each file imports only its own layer or lower.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Lowest first. A file belongs to the first layer with a pattern that matches its path from the project root. */
export const LAYERS: { name: string; files: RegExp }[] = [
  { name: 'contract', files: /^(generated\/|server\/contract\/|server\/config\.ts$|server\/performance\.ts$|server\/files\.ts$)/ },
  { name: 'store and institutions', files: /^server\/(store|institutions)\// },
  { name: 'domain', files: /^server\/(domain|deps)\// },
  { name: 'HTTP edge', files: /^server\/(http|handlers)\// },
  { name: 'app', files: /^server\/(app|coverage)\.ts$/ },
  { name: 'main', files: /^server\/main\.ts$/ },
  { name: 'package entry', files: /^server\/sandbox\// },
];
/**
 * The domain and the store are grouped by what they model: a folder per aggregate, the same in both. A file at the
 * top of either is one the aggregates share, named here, so that a new file chooses its aggregate.
 */
export const AGGREGATES = ['connections', 'transfers', 'webhooks', 'trading', 'sandbox', 'dashboard', 'upstream'];
export const SHARED: Record<'domain' | 'store', string[]> = {
  domain: [
    'activityFeed.ts',
    'catalog.ts',
    'clientTime.ts',
    'clients.ts',
    'integrations.ts',
    'pageCursors.ts',
    'secrets.ts',
    'services.ts',
  ],
  store: [
    'amounts.ts',
    'clients.ts',
    'database.ts',
    'dialect.ts',
    'idempotency.ts',
    'lock.ts',
    'prepared.ts',
    'rateLimits.ts',
    'reuse.ts',
    'schema.ts',
    'store.ts',
  ],
};

/** Each file of the domain or the store that is neither in an aggregate's folder nor one they share. */
export function ungrouped(files: string[]): string[] {
  return files.filter((file) => {
    const [, layer, first, second] = /^server\/(domain|store)\/([^/]+)(?:\/(.+))?$/.exec(file) ?? [];
    if (!layer || first === 'migrations') return false;
    return second ? !AGGREGATES.includes(first!) : !SHARED[layer as 'domain' | 'store'].includes(first!);
  });
}

/**
 * The domain's folders, lowest first: a folder imports its own and lower ranks only, never a folder of its own rank.
 * The core aggregates stand at the bottom; the API clients (clients.ts, whose webhook URLs webhooks/ checks),
 * sandbox/ and dashboard/ steer and show them from above, and upstream/ (the real service met) records into sandbox
 * users. The other files the aggregates share (SHARED) stand below every folder, and services.ts, which wires them all,
 * above.
 */
export const DOMAIN_ORDER: string[][] = [
  ['connections'],
  ['transfers'],
  ['trading', 'webhooks'],
  ['clients.ts'],
  ['sandbox'],
  ['dashboard'],
  ['upstream'],
];
const WIRING = 'server/domain/services.ts';

/** A domain file's rank in DOMAIN_ORDER: -1 for a shared file, one past the top for the wiring; undefined outside the domain. */
function domainRank(file: string): number | undefined {
  if (file === WIRING) return DOMAIN_ORDER.length;
  const [, folder, inside] = /^server\/domain\/([^/]+)(\/.+)?$/.exec(file) ?? [];
  if (!folder) return undefined;
  const rank = DOMAIN_ORDER.findIndex((names) => names.includes(folder));
  return inside || rank >= 0 ? rank : -1;
}

/** A domain file's folder, or its own name for a file at the top. */
const domainFolder = (file: string) => /^server\/domain\/([^/]+)/.exec(file)?.[1];

/** Each import inside the domain that runs from a folder up, or across to another folder of the same rank. */
export function domainOrderImports(graph: Graph): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    const own = domainRank(from);
    if (own === undefined) continue;
    for (const to of targets) {
      const theirs = domainRank(to);
      if (theirs === undefined || domainFolder(to) === domainFolder(from)) continue;
      if (theirs > own || (theirs === own && own >= 0)) problems.push(`${from} → ${to}`);
    }
  }
  return problems;
}

/**
 * The client package stands apart: it imports generated/ and itself, nothing of the server. Like the contract, any
 * layer may import it: the server signs webhooks with the client's own signer, so both speak one protocol.
 */
const CLIENT = /^client\//;
const GENERATED = /^generated\//;
/**
 * The pages the browser runs (the Link page, the dashboard, the console) stand apart too: they speak to the server
 * through the client and the contract's types, as any app does, and the server serves them built, never imports them.
 */
const BROWSER = /^browser\//;

export type Graph = Map<string, string[]>;

function sources(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(root, path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every project file under `dirs` and the project files it imports (package imports are left out). */
export function importGraph(root: string, dirs = ['generated', 'server', 'client', 'browser']): Graph {
  const graph: Graph = new Map();
  for (const file of dirs.flatMap((d) => sources(root, d))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative(root, resolve(root, dirname(file), name)).replace(/\.js$/, '.ts'));
    graph.set(file, targets);
  }
  return graph;
}

export const layerOf = (file: string): number => LAYERS.findIndex((l) => l.files.test(file));

/**
 * Each import that runs up a layer, leaves the client or the browser pages for the server, reaches from the server
 * into the browser pages, or comes from a file no layer claims.
 */
export function upwardImports(graph: Graph): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    if (CLIENT.test(from)) {
      for (const to of targets)
        if (!CLIENT.test(to) && !GENERATED.test(to)) problems.push(`${from} → ${to}: the client imports only generated/ and itself`);
      continue;
    }
    if (BROWSER.test(from)) {
      for (const to of targets)
        if (!BROWSER.test(to) && !CLIENT.test(to) && !GENERATED.test(to))
          problems.push(`${from} → ${to}: the browser pages import only generated/, client/ and browser/`);
      continue;
    }
    const own = layerOf(from);
    if (own < 0) {
      problems.push(`${from} belongs to no layer: add it to LAYERS in test/architecture/imports.ts`);
      continue;
    }
    for (const to of targets) {
      if (BROWSER.test(to)) {
        problems.push(`${from} → ${to}: the server serves the browser pages built, never imports them`);
        continue;
      }
      const theirs = CLIENT.test(to) ? 0 : layerOf(to);
      if (theirs > own) problems.push(`${from} (${LAYERS[own]!.name}) → ${to} (${LAYERS[theirs]?.name ?? 'no layer'})`);
    }
  }
  return problems;
}

/**
 * The simulator is one implementation of the institutions, chosen by the composition root: only server/main.ts
 * imports it, and only the simulator imports its own parts. A real integration replaces it without the rest noticing.
 */
const SIMULATOR: { file: string; importers: RegExp; who: string }[] = [
  { file: 'server/institutions/simulator.ts', importers: /^server\/main\.ts$/, who: 'server/main.ts (the composition root)' },
  {
    file: 'server/institutions/sandboxAccounts.ts',
    importers: /^server\/institutions\/(simulator|withdrawalRules)\.ts$/,
    who: 'the simulator (simulator.ts, withdrawalRules.ts)',
  },
  { file: 'server/institutions/withdrawalRules.ts', importers: /^server\/institutions\/simulator\.ts$/, who: 'the simulator' },
];

/** Each import of the simulator from outside the composition root. */
export function simulatorImports(graph: Graph): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    for (const rule of SIMULATOR) {
      if (targets.includes(rule.file) && !rule.importers.test(from)) problems.push(`${from} → ${rule.file}: only ${rule.who} imports it`);
    }
  }
  return problems;
}

/** Import cycles among files, each as the files around it. */
export function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** Folder → the folders it imports, as the closing notes show the architecture. */
export function folderGraph(graph: Graph): Map<string, Set<string>> {
  const folder = (file: string) => (/^server\/[^/]+\.ts$/.test(file) ? file : dirname(file));
  const folders = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const set = folders.get(folder(from)) ?? new Set<string>();
    for (const to of targets) if (folder(to) !== folder(from)) set.add(folder(to));
    folders.set(folder(from), set);
  }
  return folders;
}

// `node --import tsx test/architecture/imports.ts [root]` prints the folder graph.
if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = importGraph(resolve(process.argv[2] ?? '.'));
  for (const [from, to] of [...folderGraph(graph)].sort()) console.log(`${from} → ${[...to].sort().join(', ') || '(nothing)'}`);
  for (const problem of upwardImports(graph)) console.log(`UP: ${problem}`);
  for (const problem of simulatorImports(graph)) console.log(`SIMULATOR: ${problem}`);
  for (const cycle of cycles(graph)) console.log(`CYCLE: ${cycle.join(' → ')}`);
}
