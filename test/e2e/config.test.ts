// Start-up configuration: every variable is checked before anything opens, and a wrong one stops the process
// with a message that names it, never a stack trace or a hang.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, serverPorts, start } from '../support/process.js';

afterAll(killAll);

const UUID = '6a1f0c3e-2b4d-4e8f-9a1b-3c5d7e9f1a2b';
const SECRET = 'sk_sandbox_0123456789abcdef0123456789';

describe('a wrong configuration variable', () => {
  it.each([
    ['PORT=abc', { PORT: 'abc' }, /PORT must be a whole number from 0 to 65535, got "abc"/],
    ['PORT=70000', { PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    ['DATABASE_URL=garbage', { DATABASE_URL: 'garbage' }, /DATABASE_URL must be a PostgreSQL URL/],
    ['a non-UUID SANDBOX_CLIENT_ID', { SANDBOX_CLIENT_ID: 'client-1', SANDBOX_CLIENT_SECRET: SECRET }, /SANDBOX_CLIENT_ID must be a UUID/],
    ['SANDBOX_CLIENT_ID without its secret', { SANDBOX_CLIENT_ID: UUID }, /SANDBOX_CLIENT_ID and SANDBOX_CLIENT_SECRET go together/],
    [
      'a SANDBOX_CLIENT_SECRET under 32 characters',
      { SANDBOX_CLIENT_ID: UUID, SANDBOX_CLIENT_SECRET: 'sk_short' },
      /SANDBOX_CLIENT_SECRET must be at least 32 characters/,
    ],
    ['an ADMIN_API_KEY under 32 characters', { ADMIN_API_KEY: 'admin_short' }, /ADMIN_API_KEY must be at least 32 characters/],
    ['RATE_LIMIT_PER_SECOND=0', { RATE_LIMIT_PER_SECOND: '0' }, /RATE_LIMIT_PER_SECOND must be a whole number from 1/],
    ['PORT equal to ADMIN_PORT', { PORT: '3977', ADMIN_PORT: '3977' }, /PORT and ADMIN_PORT must differ/],
    ['an unusable DATA_DIR', { DATA_DIR: '/proc/x' }, /DATA_DIR \/proc\/x cannot be used/],
  ])('%s stops the start with a message naming it', async (_, env, message) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-config-'));
    try {
      const started = await start({ DATA_DIR: dataDir, ...(await serverPorts()), ...env });
      expect(started.exitCode, started.output).toBe(1);
      expect(started.output).toMatch(new RegExp(`Could not start: ${message.source}`));
      expect(started.output).not.toMatch(/\n\s+at /); // no stack trace
      expect(started.output).not.toContain('garbage'); // DATABASE_URL may hold a password: never echoed
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a port in use is named as such', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-config-'));
    const first = await start({ DATA_DIR: dataDir, ...(await serverPorts()) });
    const other = await mkdtemp(join(tmpdir(), 'acct-config-'));
    try {
      const port = /API\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(first.output)?.[1];
      const second = await start({ DATA_DIR: other, ...(await serverPorts()), PORT: String(port) });
      expect(second.exitCode).toBe(1);
      expect(second.output).toContain(`Could not start: PORT ${port} is in use on 127.0.0.1 by another process`);
    } finally {
      await first.stop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(other, { recursive: true, force: true });
    }
  });
});
