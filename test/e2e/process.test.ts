// The server as `npm start` runs it: a real process, on each store. First start prints working credentials once;
// a restart keeps clients, connections and tokens. A second process cannot open the same data directory, and
// can share the same PostgreSQL.
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, storeKinds } from '../support/postgres.js';
import { killAll, serverPorts, start } from '../support/process.js';
import { projectRoot } from '../support/scratch.js';
import { createAdminClient, createApi } from '../../client/index.js';
import { DOCS_NOTE } from '../../scripts/build.js';
import { docsState } from '../../scripts/docs.js';
import { launch } from '../../scripts/processes.js';
import { processLogger, readableLine } from '../../server/http/logLines.js';
import { clientHeaders, present, startTestServer } from '../support/server.js';

afterAll(killAll);

const field = (output: string, name: string) => new RegExp(`${name}\\s+(\\S+)`).exec(output)?.[1];

describe.each(storeKinds)('server process on %s', (kind) => {
  it('prints credentials once, keeps state across a restart, and locks its data directory or shares its database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-data-'));
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(await serverPorts()),
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const baseUrl = `http://127.0.0.1:${env.PORT}`;
    try {
      const first = await start(env);
      const clientId = field(first.output, 'X-Client-Id');
      const clientSecret = field(first.output, 'X-Client-Secret');
      const adminKey = field(first.output, 'ADMIN_API_KEY');
      expect(clientId && clientSecret && adminKey, first.output).toBeTruthy();
      const credentials = { clientId: present(clientId), clientSecret: present(clientSecret) };
      const api = createApi({ baseUrl, ...credentials });

      const { linkToken } = await api.createLinkToken({ userId: 'restart-user' });
      const connected = await api.sandboxConnect({ linkToken, type: 'gemini', username: 'dana', password: 'pass_good' });
      const { tokenId, refreshToken } = present(present(connected.accessToken).accountTokens[0]);
      const authToken = present(tokenId);
      const before = await api.getHoldings({ authToken, type: 'gemini' });

      if (database) {
        // Scale-out: another process on the same database serves the same connection.
        const other = { ...env, ...(await serverPorts()) };
        const second = await start(other);
        expect(second.exitCode, second.output).toBeNull();
        expect(second.output).not.toContain('ADMIN_API_KEY');
        const elsewhere = createApi({ baseUrl: `http://127.0.0.1:${other.PORT}`, ...credentials });
        expect(await elsewhere.getHoldings({ authToken, type: 'gemini' })).toEqual(before);
        await second.stop();
      } else {
        const second = await start(env);
        expect(second.exitCode).not.toBeNull();
        expect(second.output).toMatch(/in use by process/);
      }

      await first.stop();
      const restarted = await start(env);
      expect(restarted.output).not.toContain(clientSecret!);
      expect(restarted.output).not.toContain('ADMIN_API_KEY');
      expect(await api.getHoldings({ authToken, type: 'gemini' })).toEqual(before);
      const refused = await api.refreshToken({ refreshToken: present(refreshToken), type: 'gemini' }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 'badRequest', errorType: 'refreshNotSupported' }); // gemini uses API keys
      const admin = createApi(createAdminClient({ adminUrl: `http://127.0.0.1:${env.ADMIN_PORT}`, adminKey: present(adminKey) }));
      expect(await admin.createAdminToken(credentials)).toMatchObject({ status: 'succeeded' });
      await restarted.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }, 60_000);
});

describe('server process on an old data directory', () => {
  it('refuses a data directory left by the PGlite version, says what to do, and leaves it as it was', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-pglite-'));
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    try {
      const started = await start({ DATA_DIR: dataDir, ...(await serverPorts()) });
      expect(started.exitCode).toBe(1);
      expect(started.output).toMatch(
        /Could not start: DATA_DIR .* holds a PGlite database left by an earlier version.*Move that directory away or delete it/,
      );
      expect(await readdir(dataDir)).toEqual(['PG_VERSION']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
/** The README's block right below `<!-- readme-test: marker -->`. */
const shownBlock = (marker: string) =>
  present(new RegExp(`<!-- readme-test: ${marker} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(readme)?.[1], marker);

describe('what npm start prints', () => {
  it("is what the README shows: npm's lines, the docs note, the URLs and the credentials once; later, how to recover them", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-banner-'));
    const { PORT: port, ADMIN_PORT: adminPort } = await serverPorts();
    const launchServer = (ready: string) =>
      launch(process.execPath, ['dist/server.js'], {
        cwd: projectRoot,
        env: { DATA_DIR: dataDir, PORT: port, ADMIN_PORT: adminPort, LOG_LEVEL: 'warn' },
        ready,
      });
    try {
      const first = await launchServer(`-d '{"userId":"user-1"}'\n`);
      await first.stop();
      const later = await launchServer('to start afresh (its data goes with it).\n');
      await later.stop();
      // This server's values, written as the README writes them.
      const secrets: [string | undefined, string][] = [
        [field(first.output, 'ADMIN_API_KEY'), 'admin_…'],
        [field(first.output, 'X-Client-Id'), '6a1f0c3e-…'],
        [field(first.output, 'X-Client-Secret'), 'sk_sandbox_…'],
      ];
      const asShown = (output: string) =>
        secrets.reduce(
          (text, [value, shown]) => text.replaceAll(present(value), shown),
          output
            .replaceAll(`127.0.0.1:${port}`, '127.0.0.1:3000')
            .replaceAll(`127.0.0.1:${adminPort}`, '127.0.0.1:3001')
            .replaceAll(dataDir, './.data'),
        );
      const { name, version, scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        scripts: { start: string };
      };
      // npm's own lines, then build.ts's note on a fresh clone (no docs built yet), then the server's banner.
      expect(shownBlock('npm start, first start')).toBe(
        `\n> ${name}@${version} start\n> ${scripts.start}\n\n${DOCS_NOTE.missing}\n${asShown(first.output)}`,
      );
      const urls = asShown(first.output).split('\n\n  Created')[0];
      expect(asShown(later.output)).toBe(`${urls}\n\n${shownBlock('npm start, later starts')}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('says a first docs build is a first build, and a rebuild why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'acct-docs-'));
    try {
      const stamp = pathToFileURL(join(dir, '.openapi.sha256'));
      expect(await docsState(stamp)).toBe('missing');
      expect(DOCS_NOTE.missing).toMatch(/a first build/);
      expect(DOCS_NOTE.missing).not.toMatch(/changed/);
      await writeFile(stamp, 'an older spec');
      expect(await docsState(stamp)).toBe('stale');
      expect(DOCS_NOTE.stale).toMatch(/changed since they were built/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('logs a request as a readable line on a terminal, as the README shows it, and as JSON otherwise', async () => {
    const written = { terminal: [] as string[], pipe: [] as string[] };
    const terminal = processLogger('info', { isTTY: true, write: (text: string) => written.terminal.push(text) });
    const pipe = processLogger('info', { isTTY: false, write: (text: string) => written.pipe.push(text) });
    for (const logger of [terminal, pipe]) {
      const server = await startTestServer({ logger });
      await fetch(`${server.apiUrl}/api/v1/linktoken`, {
        method: 'POST',
        headers: { ...clientHeaders(), 'Content-Type': 'application/json' },
        body: '{"userId":"user-1"}',
      });
      await server.close();
    }
    const json = JSON.parse(present(written.pipe.find((line) => line.includes('/api/v1/linktoken')))) as Record<string, unknown>;
    expect(json).toMatchObject({ msg: 'request', method: 'POST', path: '/api/v1/linktoken', status: 200 });
    expect(present(written.terminal.find((line) => line.includes('/api/v1/linktoken')))).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} {2}200 POST \/api\/v1\/linktoken {2}\d+\.\d ms {2}req_[0-9a-f]{12} {2}client [0-9a-f-]{36}\n$/,
    );
    // The README's line is this request's, with the README's values.
    const shown = { ...json, time: new Date(2026, 0, 1, 12, 0, 1, 234).getTime(), ms: 4.08, requestId: 'req_3f9a1c0b2d4e' };
    expect(readableLine(JSON.stringify({ ...shown, clientId: '6a1f0c3e-2b4d-4e8f-9a1b-3c5d7e9f1a2b' }))).toBe(
      shownBlock('a request log line'),
    );
  });
});

describe('the first call after npm start', () => {
  it('finds the validators made while the banner is read, with no request to make them', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'validators-'));
    const started = await start({ ...(await serverPorts()), DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    try {
      let output = started.output;
      started.child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
      // Logged after the banner, with nothing sent to the server but what start() waited for (its banner).
      await expect.poll(() => output).toContain('validators made before the first call');
      expect(output).not.toContain('"msg":"request"');
    } finally {
      await started.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
