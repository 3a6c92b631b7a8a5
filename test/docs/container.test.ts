// docs/container.md's recipes held to the image (issue 47): the Node recipe is the file npm run test:image runs, and
// every recipe, compose.yaml among them, names the image the Containerfile builds, the ports it exposes and only
// variables docs/server.md documents. The image itself is built and run by npm run test:image, not here.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { files } from '../../server/files.js';
import { projectRoot } from '../support/scratch.js';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const page = read('docs/container.md');
const containerfile = read('Containerfile');

/** The fenced blocks marked `<!-- container-test: … -->`, by their marker. */
const marked = new Map(
  [...page.matchAll(/<!-- container-test: (.+?) -->\n```\w*\n([\s\S]*?)^```$/gm)].map(([, marker, code]) => [marker!, code!]),
);
const recipe = (marker: string) => {
  const code = marked.get(marker);
  expect(code, `docs/container.md has no block marked <!-- container-test: ${marker} -->`).toBeDefined();
  return code!;
};

/** The variables docs/server.md's configuration table documents. */
const documented = new Set(
  [...read('docs/server.md').matchAll(/^\| (`[A-Z][A-Z_]*`(?:, `[A-Z][A-Z_]*`)*) \|/gm)].flatMap((m) => m[1]!.match(/[A-Z][A-Z_]*/g)!),
);

const IMAGE = 'account-connection-sandbox';
/** The image's run stage: what it sets and exposes. */
const runStage = containerfile.slice(containerfile.lastIndexOf('\nFROM '));
const envInstruction = /^ENV ((?:.*\\\n)*.*)$/m.exec(runStage)?.[1] ?? '';
const imageEnv = Object.fromEntries([...envInstruction.matchAll(/\b([A-Z][A-Z_]*)=([^\s\\]+)/g)].map((m) => [m[1]!, m[2]!]));
const exposed = /^EXPOSE (.+)$/m.exec(runStage)?.[1]?.split(' ').map(Number) ?? [];

describe("the image's contract", () => {
  it('copies into its run stage every file and folder the server reads at run time (server/files.ts)', () => {
    const copied = [...runStage.matchAll(/^COPY (?:--from=build )?(.+) (\S+)$/gm)].map((m) => m[2]!.replace(/^\.\/$/, ''));
    const needed = Object.values(files).map((url) => relative(projectRoot, fileURLToPath(url)).split(sep).join('/'));
    expect(needed.filter((path) => !copied.some((dest) => path === dest.replace(/\/$/, '') || path.startsWith(dest)))).toEqual([]);
  });

  it('exposes the API port alone (the admin port is published by hand), runs as node, keeps /data, checks its health with Node', () => {
    expect(exposed).toEqual([Number(imageEnv.PORT)]);
    expect(Number(imageEnv.ADMIN_PORT)).not.toBe(Number(imageEnv.PORT));
    expect(imageEnv).toMatchObject({ HOST: '0.0.0.0', DATA_DIR: '/data', IN_CONTAINER: 'true' });
    expect(runStage).toMatch(/^USER node$/m);
    expect(runStage).toMatch(/^VOLUME \/data$/m);
    expect(runStage).toMatch(/^HEALTHCHECK .* CMD \["node", "scripts\/healthcheck\.ts"\]$/m);
    // NODE_ENV is the platform's own: docs/server.md names it in the defaults it changes.
    for (const name of Object.keys(imageEnv).filter((n) => n !== 'NODE_ENV')) expect(documented, `the image sets ${name}`).toContain(name);
    expect(imageEnv.NODE_ENV).toBe('production');
  });

  it('builds on the official Node 24 images and names itself as the docs do', () => {
    expect([...containerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1])).toEqual([
      'docker.io/library/node:24-bookworm',
      'docker.io/library/node:24-bookworm-slim',
    ]);
    expect(containerfile).toContain(`-t ${IMAGE} .`);
  });
});

describe("docs/container.md's recipes", () => {
  it('shows examples/testcontainers.test.ts as it is, the file the image test runs', () => {
    expect(recipe('examples/testcontainers.test.ts')).toBe(read('examples/testcontainers.test.ts'));
  });

  const recipes: [string, RegExp, RegExp, (code: string) => string][] = [
    // [marker, how it names the image, how it sets a variable, where it sets the container's]
    [
      'examples/testcontainers.test.ts',
      /'(account-connection-sandbox)'/,
      /\b([A-Z][A-Z_]+): /g,
      (code) => /withEnvironment\(\{([^}]*)\}\)/.exec(code)?.[1] ?? '',
    ],
    ['python', /DockerContainer\("([^"]+)"\)/, /with_env\("([A-Z_]+)"/g, (code) => code],
    ['java', /DockerImageName\.parse\("([^"]+)"\)/, /withEnv\("([A-Z_]+)"/g, (code) => code],
    // The service's env, not the steps' own.
    ['github-actions', /image: \S+\/([^/:\s]+):\S+/, /^ {10}([A-Z][A-Z_]+):/gm, (code) => code.slice(0, code.indexOf('steps:'))],
  ];
  it.each(recipes)('%s names the image, its API port and only documented variables', (marker, image, variable, settings) => {
    const code = recipe(marker);
    expect(image.exec(code)?.[1]).toBe(IMAGE);
    expect(code).toMatch(new RegExp(`\\b${imageEnv.PORT}\\b`));
    expect(code).not.toMatch(new RegExp(`\\b${imageEnv.ADMIN_PORT}\\b`)); // a test publishes no admin port
    const names = [...settings(code).matchAll(variable)].map((m) => m[1]!);
    expect(names).toEqual(expect.arrayContaining(['SANDBOX_CLIENT_ID', 'SANDBOX_CLIENT_SECRET', 'DATA_DIR']));
    for (const name of names) expect(documented, `${marker} sets ${name}`).toContain(name);
  });

  it("runs the image by its name and ports, the admin port on the host's loopback only", () => {
    const runs = [...page.matchAll(/docker run (?:[^\n]*\\\n)*[^\n]*/g)].map((m) => m[0]);
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) {
      expect(run.trim().endsWith(IMAGE), run).toBe(true);
      for (const [, host, inside] of run.matchAll(/-p (\S+):(\d+)\b/g))
        if (Number(inside) === Number(imageEnv.ADMIN_PORT)) expect(host, run).toMatch(/^127\.0\.0\.1:/);
    }
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, { image: string; environment?: Record<string, string>; ports?: string[] }>;
  };
  const replicas = Object.entries(compose.services).filter(([, s]) => s.image === IMAGE);

  it('runs three replicas of the image with documented variables, trusting the balancer, on one PostgreSQL', () => {
    expect(replicas.map(([name]) => name)).toEqual(['sandbox-1', 'sandbox-2', 'sandbox-3']);
    for (const [name, { environment = {} }] of replicas) {
      for (const variable of Object.keys(environment)) expect(documented, `${name} sets ${variable}`).toContain(variable);
      expect(environment.TRUSTED_PROXIES).toBe('balancer');
      expect(environment.DATABASE_URL).toMatch(/@postgres:5432\//);
    }
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'balancer']));
  });

  it("publishes the balancer, and one admin listener on the host's loopback only", () => {
    const published = replicas.flatMap(([, s]) => s.ports ?? []);
    expect(published).toEqual([`127.0.0.1:\${SANDBOX_ADMIN_PORT:-8081}:${imageEnv.ADMIN_PORT}`]);
    expect(compose.services.balancer?.ports).toEqual([`\${SANDBOX_PORT:-8080}:8080`]);
    const haproxy = read('compose/haproxy.cfg');
    for (const [name] of replicas) expect(haproxy).toContain(`server ${name} ${name}:${imageEnv.PORT}`);
  });
});
