// The server as `npm start` runs it: a real process, on each store. First start prints working credentials once;
// a restart keeps clients, connections and tokens. A second process cannot open the same data directory, and
// can share the same PostgreSQL.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, storeKinds } from '../support/postgres.js';
import { killAll, start } from '../support/process.js';
import { createAdminClient, createApi } from '../../client/index.js';
import { freePort } from '../../scripts/processes.js';
import { present } from '../support/server.js';

afterAll(killAll);

const field = (output: string, name: string) => new RegExp(`${name}\\s+(\\S+)`).exec(output)?.[1];

describe.each(storeKinds)('server process on %s', (kind) => {
  it('prints credentials once, keeps state across a restart, and locks its data directory or shares its database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-data-'));
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ADMIN_PORT: String(await freePort()),
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
        const other = { ...env, PORT: String(await freePort()), ADMIN_PORT: String(await freePort()) };
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
      const started = await start({ DATA_DIR: dataDir, PORT: String(await freePort()), ADMIN_PORT: String(await freePort()) });
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
