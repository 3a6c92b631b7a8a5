// The designer's safety nets: generated/ drift is caught, the spec's files make one document, and the house lint rules fire.
import { readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sourceHash } from '../../scripts/docs.js';
import { missingFromLockfile, unreviewedInstallScripts, unsupportedEngines } from '../../scripts/engines.js';
import { bundleSpec, COMPONENT_INDEX, loadSpec, SPEC_URL, specFiles, type Json } from '../../server/contract/spec.js';
import { projectRoot, runTool, scratchCopy, type Scratch } from '../support/scratch.js';

/**
 * A scratch copy for a test that edits the spec, removed when the test ends. The tests that only read the committed
 * spec run their tools in this repository: a copy of the spec's 700 files costs about a CPU-second.
 */
async function scratchForTest(): Promise<Scratch> {
  const copy = await scratchCopy();
  onTestFinished(() => copy.remove());
  return copy;
}
/** A tool of node_modules/.bin run on this repository's own files, which it only reads. */
const inProject = (bin: string, args: string[]) => runTool(projectRoot, bin, args);

const EQUITY_POSITION = 'openapi/components/schemas/EquityPosition.yaml';
const NEW_PROPERTY = `type: object
required: [symbol, name, amount, costBasis, distribution]
properties:
`;

/**
 * One scratch copy with three edits the generator reports separately (a component file the index lacks, an envelope
 * edited by hand, a schema edit), run through `--check`, `generate` and `--check` once: the generator takes a few
 * CPU-seconds a run, and the two tests below read the same three runs. Memoised, so either test may run first.
 */
let edited: Promise<{ drift: Run; generated: Run; again: Run; files: Record<string, string> }> | undefined;
type Run = { code: number; output: string };
const editedThenGenerated = () =>
  (edited ??= (async () => {
    const copy = await scratchCopy();
    try {
      await copy.write('openapi/components/schemas/Exchange.yaml', 'type: string\nmaxLength: 64\n');
      await copy.edit(EQUITY_POSITION, NEW_PROPERTY, `${NEW_PROPERTY}  exchange: {$ref: ./Exchange.yaml}\n  venue:\n    type: string\n`);
      await copy.edit('openapi/components/schemas/HoldingsResult.yaml', 'Holdings.yaml', 'Portfolio.yaml');
      const drift = await copy.run('tsx', ['scripts/generate.ts', '--check']);
      const generated = await copy.run('tsx', ['scripts/generate.ts']);
      const files: Record<string, string> = {};
      for (const file of [COMPONENT_INDEX, 'openapi/components/schemas/HoldingsResult.yaml', 'generated/openapi.ts'])
        files[file] = await copy.read(file);
      return { drift, generated, again: await copy.run('tsx', ['scripts/generate.ts', '--check']), files };
    } finally {
      await copy.remove();
    }
  })());

describe('the written parts of the spec: the component index and the result envelopes', () => {
  it('fails the check on a component file the index lacks, and on a listed envelope edited by hand; generate writes both', {
    timeout: 90_000,
  }, async () => {
    const { drift, generated, again, files } = await editedThenGenerated();
    expect(drift.code).toBe(1);
    expect(drift.output).toContain('openapi/components.yaml is out of date with the files under openapi/');
    expect(drift.output).toContain('openapi/components/schemas/HoldingsResult.yaml is out of date');

    expect(generated.code).toBe(0);
    expect(files[COMPONENT_INDEX]).toContain("  Exchange: {$ref: './components/schemas/Exchange.yaml'}\n");
    expect(files['openapi/components/schemas/HoldingsResult.yaml']).toContain('content: {$ref: ./Holdings.yaml}');
    expect(files['generated/openapi.ts']).toContain('Exchange: string;');
    expect(again.code).toBe(0);
  });

  it('writes an envelope for each line of openapi/results.yaml, deletes one no longer listed, and refuses one written by hand', {
    timeout: 60_000,
  }, async () => {
    const scratch = await scratchForTest();
    await scratch.edit('openapi/results.yaml', 'HoldingsValueResult: HoldingsValue\n', '');
    const generated = await scratch.run('tsx', ['scripts/generate.ts']);
    // HoldingsValueResult is still used by its path: the spec no longer reads as one document.
    expect(generated.output).toContain('openapi/components/schemas/HoldingsValueResult.yaml  deleted');
    expect(generated.code).not.toBe(0);

    await scratch.write(
      'openapi/components/schemas/HoldingsValueResult.yaml',
      'allOf:\n  - $ref: ./ApiResult.yaml\n  - type: object\n    required: [content]\n    properties:\n      content: {$ref: ./HoldingsValue.yaml}\n',
    );
    const refused = await scratch.run('tsx', ['scripts/generate.ts', '--check']);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('HoldingsValueResult.yaml is a result envelope written by hand: list it in openapi/results.yaml');
  });
});

describe('generated/ drift check', () => {
  // The schema edit (EquityPosition's `venue`) is judged in the shared runs above.
  it('passes on the committed files, fails after a schema edit, passes again after generate', { timeout: 90_000 }, async () => {
    expect((await inProject('tsx', ['scripts/generate.ts', '--check'])).code).toBe(0);

    const { drift, generated, again, files } = await editedThenGenerated();
    expect(drift.code).toBe(1);
    expect(drift.output).toContain('generated/openapi.ts is out of date');

    expect(generated.code).toBe(0);
    // It says what it wrote, file by file.
    expect(generated.output).toMatch(/^generated\/openapi\.ts +written \(\d+ KiB\)$/m);
    expect(generated.output).toMatch(/^generated\/operations\.ts +unchanged$/m);
    expect(files['generated/openapi.ts']).toMatch(/venue\?: string;/);
    expect(again.code).toBe(0);
  });
});

/** The components (security schemes aside, which are named, not referenced) that no `$ref` of the document names. */
function unusedComponents(spec: Json): string[] {
  const refs = [...JSON.stringify(spec).matchAll(/"\$ref":"(#\/components\/[^"]+)"/g)].map((m) => m[1]!);
  return Object.entries<Json>(spec.components)
    .filter(([section]) => section !== 'securitySchemes')
    .flatMap(([section, entries]) => Object.keys(entries).map((name) => `#/components/${section}/${name}`))
    .filter((pointer) => !refs.some((ref) => ref === pointer || ref.startsWith(`${pointer}/`)));
}

describe('the spec in files', () => {
  // What the server validates by and serves, and what Redocly's lint, docs and openapi-typescript read.
  it('is one document, the same as `redocly bundle` makes it', async () => {
    const bundled = await inProject('redocly', ['bundle', 'openapi.yaml', '--ext', 'json']);
    expect(bundled.code).toBe(0);
    expect(JSON.parse(bundled.stdout)).toEqual(loadSpec());
  });

  it('is read back, from the bundle loadSpec keeps, as the files bundle it', () => {
    const fresh = bundleSpec((file) => readFileSync(new URL(file, SPEC_URL), 'utf8'));
    loadSpec(); // kept, if it was not
    expect(loadSpec()).toEqual(fresh);
  });

  it('is every file of openapi.yaml and the folder beside it, none left unread', () => {
    const read: string[] = [];
    bundleSpec((file) => {
      read.push(file);
      return readFileSync(new URL(file, SPEC_URL), 'utf8');
    });
    expect(read.sort()).toEqual(specFiles().sort());
  });

  it('refuses a component file that the index does not name, which would otherwise be copied in wherever it is used', () => {
    const read = (file: string) => readFileSync(new URL(file, SPEC_URL), 'utf8');
    const unnamed = (file: string) => (file === COMPONENT_INDEX ? read(file).replace(/^ {2}EquityPosition: .*\n/m, '') : read(file));
    expect(() => bundleSpec(unnamed)).toThrow(
      'openapi/components/schemas/Holdings.yaml refers to openapi/components/schemas/EquityPosition.yaml, a component that openapi/components.yaml does not name',
    );
  });

  // Redocly's no-unused-components cannot see it across files: a component the root names by its file counts as used.
  it('names no component that nothing refers to', () => {
    const spec = loadSpec();
    expect(unusedComponents(spec)).toEqual([]);
    const withUnused = { ...spec, components: { ...spec.components, schemas: { ...spec.components.schemas, Unused: { type: 'string' } } } };
    expect(unusedComponents(withUnused)).toEqual(['#/components/schemas/Unused']);
  });

  it('stamps the docs with every file of the spec, so that an edit of any of them rebuilds them', async () => {
    const scratch = await scratchForTest();
    const files = specFiles(new URL('openapi.yaml', pathToFileURL(`${scratch.dir}/`)));
    const before = await sourceHash(pathToFileURL(`${scratch.dir}/`));
    await appendFile(`${scratch.dir}/${files.at(-1)}`, '# edited\n');
    expect(await sourceHash(pathToFileURL(`${scratch.dir}/`))).not.toBe(before);
  });
});

describe('redocly house rules', () => {
  const lint = () => inProject('redocly', ['lint', 'openapi.yaml', '--format=summary']);

  it('accepts the committed spec with no problems', async () => {
    const result = await lint();
    expect(result.output).toContain('Your API description is valid');
    expect(result.output).not.toMatch(/\d+ (errors?|warnings?)/);
    expect(result.code).toBe(0);
  });

  // Every house rule broken once, in one copy of the spec, linted once: each rule must report its own edit, at its
  // place (the file and the pointer in it), and nothing else may be reported.
  const HOLDINGS = 'openapi/paths/holdings/holdings_get.yaml';
  const VIOLATIONS: [string, string, string, string, string, string][] = [
    [
      'a snake_case property',
      EQUITY_POSITION,
      NEW_PROPERTY,
      `${NEW_PROPERTY}  last_price:\n    type: number\n`,
      'rule/property-names-camel-case',
      `${EQUITY_POSITION}#/properties/last_price`,
    ],
    [
      'a camelCase webhook field',
      'openapi/components/schemas/TransferWebhookPayload.yaml',
      '  SentTimestamp:\n',
      '  sentAt:\n    type: string\n  SentTimestamp:\n',
      'rule/property-names-pascal-case',
      'openapi/components/schemas/TransferWebhookPayload.yaml#/properties/sentAt',
    ],
    [
      'a camelCase admin token field',
      'openapi/components/schemas/AdminToken.yaml',
      '  expires_in:\n',
      '  expiresAt:\n    type: string\n  expires_in:\n',
      'rule/property-names-snake-case',
      'openapi/components/schemas/AdminToken.yaml#/properties/expiresAt',
    ],
    [
      'a snake_case operationId',
      HOLDINGS,
      'operationId: getHoldings',
      'operationId: get_holdings',
      'rule/operation-id-camel-case',
      `${HOLDINGS}#/post/operationId`,
    ],
    [
      'a Title Case summary',
      HOLDINGS,
      'summary: Get the holdings of one account',
      'summary: Get The Holdings Of One Account',
      'rule/summary-sentence-case',
      `${HOLDINGS}#/post/summary`,
    ],
    [
      'an example that breaks its schema',
      'openapi/components/examples/HoldingsWithMarketValue.yaml',
      '  includeMarketValue: true',
      '  includeMarketValue: 1',
      'no-invalid-media-type-examples',
      'openapi/components/examples/HoldingsWithMarketValue.yaml#/value/includeMarketValue',
    ],
    // The whole description block of the operation goes.
    [
      'an operation without a description',
      HOLDINGS,
      '  description: |\n    Returns the positions of one connected account.',
      '  x-removed: |\n    Returns the positions of one connected account.',
      'operation-description',
      `${HOLDINGS}#/post/description`,
    ],
  ];
  interface Problem {
    ruleId: string;
    location: { source: { ref: string }; pointer: string }[];
  }
  /** Where Redocly reports a problem: the file, and the JSON pointer in it. */
  const placeOf = ({ location: [first] }: Problem) => first && `${first.source.ref}${first.pointer}`;
  let broken: { code: number; problems: Problem[] };
  beforeAll(async () => {
    const copy = await scratchCopy();
    try {
      for (const [, file, from, to] of VIOLATIONS) await copy.edit(file, from, to);
      const result = await copy.run('redocly', ['lint', 'openapi.yaml', '--format=json']);
      broken = { code: result.code, problems: JSON.parse(result.stdout).problems };
    } finally {
      await copy.remove();
    }
  });

  it('fails with one problem per broken rule, and no other', () => {
    expect(broken.code).not.toBe(0);
    expect(broken.problems.map((p) => p.ruleId).sort()).toEqual(VIOLATIONS.map(([, , , , rule]) => rule).sort());
  });

  it.each(VIOLATIONS)('rejects %s', (_, _file, _from, _to, rule, place) => {
    expect(broken.problems.filter((p) => p.ruleId === rule).map(placeOf)).toEqual([place]);
  });
});

describe('Node engines of the installed packages', () => {
  const lock = (extra: Record<string, unknown>) =>
    JSON.stringify({
      packages: {
        '': { dependencies: { express: '5' }, devDependencies: { '@meshconnect/web-link-sdk': '3' } },
        'node_modules/express': { version: '5.0.0', engines: { node: '>=18' }, dependencies: { 'needs-22': '1' } },
        'node_modules/@meshconnect/web-link-sdk': { version: '3.13.0', engines: { node: '>=22' }, dependencies: { 'browser-dep': '1' } },
        'node_modules/browser-dep': { version: '1.0.0', engines: { node: '>=22' } },
        ...extra,
      },
    });

  it('reports a package that Node 20.19 cannot run, unless only the browser loads it', () => {
    expect(unsupportedEngines(lock({ 'node_modules/needs-22': { version: '1.0.0', engines: { node: '>=22' } } }))).toEqual([
      'needs-22@1.0.0: engines.node ">=22" excludes Node 20.19.0',
    ]);
    expect(unsupportedEngines(lock({ 'node_modules/needs-22': { version: '1.0.0', engines: { node: '>=20.19' } } }))).toEqual([]);
  });

  it('passes on the committed lockfile', () => {
    expect(unsupportedEngines(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'))).toEqual([]);
  });
});

describe('what npm ci needs of the lockfile and package.json', () => {
  const committed = {
    lockfile: readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'),
    packageJson: readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  };
  const lock = (packages: Record<string, unknown>) => JSON.stringify({ packages: { '': { dependencies: { tool: '1' } }, ...packages } });

  it("finds a dependency the lockfile lacks, such as another platform's binary, where Node would look for it", () => {
    const tool = { version: '1.0.0', dependencies: { helper: '1' }, optionalDependencies: { 'tool-darwin': '1', 'tool-linux': '1' } };
    expect(
      missingFromLockfile(lock({ 'node_modules/tool': tool, 'node_modules/tool/node_modules/helper': {}, 'node_modules/tool-linux': {} })),
    ).toEqual(['node_modules/tool needs tool-darwin, which the lockfile lacks']);
    expect(missingFromLockfile(lock({ 'node_modules/tool': { version: '1.0.0', dependencies: { helper: '1' } } }))).toEqual([
      'node_modules/tool needs helper, which the lockfile lacks',
    ]);
  });

  it('finds an install script that allowScripts leaves unsaid, an entry for none, and a pinned entry', () => {
    const scripts = lock({ 'node_modules/native': { hasInstallScript: true }, 'node_modules/telemetry': { hasInstallScript: true } });
    const policy = (allowScripts: Record<string, boolean>) => JSON.stringify({ allowScripts });
    expect(unreviewedInstallScripts(scripts, policy({ native: true, telemetry: false }))).toEqual([]);
    expect(unreviewedInstallScripts(scripts, policy({ 'native@1.0.0': true, gone: true }))).toEqual([
      'allowScripts entry native@1.0.0 pins a version, which npm cannot check against this lockfile: name the package alone',
      'allowScripts names gone, which installs no install script',
      'native has an install script that allowScripts does not mention',
      'telemetry has an install script that allowScripts does not mention',
    ]);
  });

  it('passes on the committed lockfile and package.json', () => {
    expect(missingFromLockfile(committed.lockfile)).toEqual([]);
    expect(unreviewedInstallScripts(committed.lockfile, committed.packageJson)).toEqual([]);
  });
});
