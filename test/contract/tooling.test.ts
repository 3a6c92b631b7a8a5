// The designer's safety nets: generated/ drift is caught, and the house lint rules fire.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { missingFromLockfile, unreviewedInstallScripts, unsupportedEngines } from '../../scripts/engines.js';
import { scratchCopy, type Scratch } from '../support/scratch.js';

let scratch: Scratch;
beforeEach(async () => {
  scratch = await scratchCopy();
});
afterEach(() => scratch.remove());

const NEW_PROPERTY = `    EquityPosition:
      type: object
      required: [symbol, amount]
      properties:
`;

describe('generated/ drift check', () => {
  it('passes on the committed files, fails after a schema edit, passes again after generate', async () => {
    expect((await scratch.run('tsx', ['scripts/generate.ts', '--check'])).code).toBe(0);

    await scratch.edit('openapi.yaml', NEW_PROPERTY, `${NEW_PROPERTY}        exchange:\n          type: string\n`);
    const drift = await scratch.run('tsx', ['scripts/generate.ts', '--check']);
    expect(drift.code).toBe(1);
    expect(drift.output).toContain('generated/openapi.ts is out of date');

    const generated = await scratch.run('tsx', ['scripts/generate.ts']);
    expect(generated.code).toBe(0);
    // It says what it wrote, file by file.
    expect(generated.output).toMatch(/^generated\/openapi\.ts +written \(\d+ KiB\)$/m);
    expect(generated.output).toMatch(/^generated\/operations\.ts +unchanged$/m);
    expect((await scratch.run('tsx', ['scripts/generate.ts', '--check'])).code).toBe(0);
  });
});

describe('redocly house rules', () => {
  const lint = () => scratch.run('redocly', ['lint', 'openapi.yaml', '--format=summary']);

  it('accepts the committed spec with no problems', async () => {
    const result = await lint();
    expect(result.output).toContain('Your API description is valid');
    expect(result.output).not.toMatch(/\d+ (errors?|warnings?)/);
    expect(result.code).toBe(0);
  });

  // Every house rule broken once, in one copy of the spec, linted once: each rule must report its own edit, at its
  // place, and nothing else may be reported.
  const VIOLATIONS: [string, string, string, string, string][] = [
    [
      'a snake_case property',
      NEW_PROPERTY,
      `${NEW_PROPERTY}        last_price:\n          type: number\n`,
      'rule/property-names-camel-case',
      '#/components/schemas/EquityPosition/properties/last_price',
    ],
    [
      'a camelCase webhook field',
      '        SentTimestamp:\n',
      '        sentAt:\n          type: string\n        SentTimestamp:\n',
      'rule/property-names-pascal-case',
      '#/components/schemas/TransferWebhookPayload/properties/sentAt',
    ],
    [
      'a camelCase admin token field',
      '        expires_in:\n',
      '        expiresAt:\n          type: string\n        expires_in:\n',
      'rule/property-names-snake-case',
      '#/components/schemas/AdminToken/properties/expiresAt',
    ],
    [
      'a snake_case operationId',
      'operationId: getHoldings',
      'operationId: get_holdings',
      'rule/operation-id-camel-case',
      '#/paths/~1api~1v1~1holdings~1get/post/operationId',
    ],
    [
      'a Title Case summary',
      'summary: Get the holdings of one account',
      'summary: Get The Holdings Of One Account',
      'rule/summary-sentence-case',
      '#/paths/~1api~1v1~1holdings~1get/post/summary',
    ],
    [
      'an example that breaks its schema',
      '        includeMarketValue: true',
      '        includeMarketValue: 1',
      'no-invalid-media-type-examples',
      '#/components/examples/HoldingsWithMarketValue/value/includeMarketValue',
    ],
    // The whole description block of the operation goes.
    [
      'an operation without a description',
      '      description: |\n        Returns the positions of one connected account.',
      '      x-removed: |\n        Returns the positions of one connected account.',
      'operation-description',
      '#/paths/~1api~1v1~1holdings~1get/post/description',
    ],
  ];
  interface Problem {
    ruleId: string;
    location: { pointer: string }[];
  }
  let broken: { code: number; problems: Problem[] };
  beforeAll(async () => {
    const copy = await scratchCopy();
    try {
      for (const [, from, to] of VIOLATIONS) await copy.edit('openapi.yaml', from, to);
      const result = await copy.run('redocly', ['lint', 'openapi.yaml', '--format=json']);
      broken = { code: result.code, problems: JSON.parse(result.stdout).problems };
    } finally {
      await copy.remove();
    }
  });

  it('fails with one problem per broken rule, and no other', () => {
    expect(broken.code).not.toBe(0);
    expect(broken.problems.map((p) => p.ruleId).sort()).toEqual(VIOLATIONS.map(([, , , rule]) => rule).sort());
  });

  it.each(VIOLATIONS)('rejects %s', (_, _from, _to, rule, pointer) => {
    expect(broken.problems.filter((p) => p.ruleId === rule).map((p) => p.location[0]?.pointer)).toEqual([pointer]);
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
