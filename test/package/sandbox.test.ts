// startSandbox() as a test suite uses it, in this process: free ports, its own store, the typed client, the webhook
// receiver; several at once that know nothing of each other; options refused by name; and stop() releasing every
// handle, proven by a process that must end by itself.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  SandboxOptionError,
  startSandbox,
  verifyWebhook,
  type Sandbox,
  type SandboxOptions,
} from '../../server/sandbox/index.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { projectRoot } from '../support/scratch.js';

const TO_ADDRESS = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

/** A Coinbase account connected through the sandbox controls, and a 0.1 ETH transfer from it: its id. */
async function sendTransfer(sandbox: Pick<Sandbox, 'api'>, userId = 'user-1'): Promise<string> {
  const { api } = sandbox;
  const { linkToken } = await api.createLinkToken({ userId });
  const connected = await api.sandboxConnect({ linkToken, type: 'coinbase', username: 'alice', password: 'pass_good' });
  const tokenId = connected.accessToken?.accountTokens[0]?.tokenId;
  if (!tokenId) expect.fail(`no tokenId in ${JSON.stringify(connected)}`);
  const second = await api.createLinkToken({ userId });
  const { transfer } = await api.sandboxTransfer({
    linkToken: second.linkToken,
    authToken: tokenId,
    type: 'coinbase',
    symbol: 'ETH',
    amount: 0.1,
    toAddress: TO_ADDRESS,
  });
  if (!transfer) expect.fail('sandboxTransfer answered no transfer');
  return transfer.transferId;
}

const started: { stop(): Promise<void> }[] = [];
async function sandboxFor(options: SandboxOptions & { webhooks?: true } = {}): Promise<Sandbox> {
  const sandbox = await startSandbox({ logLevel: 'silent', ...options });
  started.push(sandbox);
  return sandbox;
}
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

describe('startSandbox()', () => {
  it('starts in memory on free ports, with credentials the typed clients of both listeners use', async () => {
    const sandbox = await sandboxFor();
    expect(sandbox.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.adminUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.adminUrl).not.toBe(sandbox.apiUrl);
    const { linkToken } = await sandbox.api.createLinkToken({ userId: 'user-1' });
    expect(Buffer.from(linkToken, 'base64').toString()).toMatch(new RegExp(`^${sandbox.apiUrl}/link/ls_`));
    expect(await sandbox.admin.listWebhookDeliveries({ clientId: sandbox.clientId })).toMatchObject({ deliveries: [] });
    // The raw openapi-fetch client is there too, with the same credentials.
    const { response } = await sandbox.api.client.GET('/api/v1/integrations');
    expect(response.status).toBe(200);
  });

  it('receives a transfer’s Pending webhook, verified with the client’s secret, without sleeping', async () => {
    const sandbox = await sandboxFor();
    const transferId = await sendTransfer(sandbox);
    const delivery = await sandbox.webhooks.waitFor((event) => event.TransferId === transferId && event.TransferStatus === 'Pending');
    expect(delivery.id).toBe(delivery.event.EventId);
    expect(sandbox.webhooks.secret).toMatch(/^whsec_/);
    // Verified again here, from what the receiver kept: the body as it came, its headers and the secret.
    expect(verifyWebhook(delivery.body, delivery.headers, sandbox.webhooks.secret)).toEqual(delivery.event);
    expect(sandbox.webhooks.received().map((d) => d.event.TransferStatus)).toEqual(['Pending']);
    // Settled now, the final webhook follows; the receiver is registered on the admin listener like any other.
    await sandbox.api.sandboxSettleTransfer({ transferId, outcome: 'Succeeded' });
    await sandbox.webhooks.waitFor((event) => event.TransferStatus === 'Succeeded');
    expect(sandbox.webhooks.received().map((d) => d.event.TransferStatus)).toEqual(['Pending', 'Succeeded']);
    const { deliveries } = await sandbox.admin.listWebhookDeliveries({ clientId: sandbox.clientId });
    expect(deliveries.map((d) => [d.transferStatus, d.httpStatus])).toEqual(
      expect.arrayContaining([
        ['Pending', 204],
        ['Succeeded', 204],
      ]),
    );
  });

  it('forgets on clear(), and a waitFor that nothing satisfies rejects saying what did arrive', async () => {
    const sandbox = await sandboxFor();
    const transferId = await sendTransfer(sandbox);
    await sandbox.webhooks.waitFor((event) => event.TransferId === transferId);
    await expect(sandbox.webhooks.waitFor((event) => event.TransferStatus === 'Failed', { timeoutMs: 50 })).rejects.toThrow(
      `No webhook matched within 50 ms. Received 1: Pending of ${transferId}.`,
    );
    sandbox.webhooks.clear();
    expect(sandbox.webhooks.received()).toEqual([]);
    const next = sandbox.webhooks.waitFor(); // any delivery from now on
    await sandbox.api.sandboxSettleTransfer({ transferId, outcome: 'Failed' });
    expect((await next).event).toMatchObject({ TransferId: transferId, TransferStatus: 'Failed' });
  });

  it('runs several at once in one process, each with its own ports, store, credentials and receiver', async () => {
    const [a, b] = await Promise.all([sandboxFor(), sandboxFor()]);
    expect(new Set([a.apiUrl, a.adminUrl, b.apiUrl, b.adminUrl, a.webhooks.url, b.webhooks.url]).size).toBe(6);
    const transferId = await sendTransfer(a);
    await a.webhooks.waitFor((event) => event.TransferId === transferId);
    // B has never heard of A's transfer or of A's client.
    const unknown = await b.api.getTransfer({ transferId }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ApiError);
    expect(unknown).toMatchObject({ httpStatus: 404, errorType: 'transferNotFound' });
    const stranger = await fetch(`${b.apiUrl}/api/v1/integrations`, {
      headers: { 'X-Client-Id': a.clientId, 'X-Client-Secret': a.clientSecret },
    });
    expect(stranger.status).toBe(401);
    expect(b.webhooks.received()).toEqual([]);
  });

  it('starts without a receiver when asked, and registers no webhook URL then', async () => {
    const sandbox = await startSandbox({ logLevel: 'silent', webhooks: false });
    started.push(sandbox);
    expect('webhooks' in sandbox).toBe(false);
    await sendTransfer(sandbox);
    // Nothing is registered, so nothing is queued for delivery.
    await sandbox.api.listIntegrations();
    expect(await sandbox.admin.listWebhookDeliveries({ clientId: sandbox.clientId })).toMatchObject({ deliveries: [] });
  });

  it('keeps a directory store across starts with the same credentials, and refuses a second sandbox on it meanwhile', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-store-'));
    try {
      const first = await startSandbox({ store: dir, logLevel: 'silent', webhooks: false });
      const transferId = await sendTransfer(first);
      await expect(startSandbox({ store: dir, logLevel: 'silent' })).rejects.toThrow(
        `store ${dir} is in use by another server of this process`,
      );
      await first.stop();
      const { clientId, clientSecret, adminKey } = first;
      const again = await startSandbox({ store: dir, logLevel: 'silent', webhooks: false, clientId, clientSecret, adminKey });
      try {
        expect(await again.api.getTransfer({ transferId })).toMatchObject({ transferId, status: 'Pending' });
      } finally {
        await again.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(postgresAvailable)('runs on a PostgreSQL URL', async () => {
    const database = await freshDatabase();
    try {
      const sandbox = await startSandbox({ store: database.url, logLevel: 'silent' });
      try {
        const transferId = await sendTransfer(sandbox);
        await sandbox.webhooks.waitFor((event) => event.TransferId === transferId);
      } finally {
        await sandbox.stop();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses wrong options by the name the caller gave them, starting nothing', async () => {
    const refused = async (options: SandboxOptions, message: string | RegExp) => {
      const error = await startSandbox({ logLevel: 'silent', ...options }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SandboxOptionError);
      expect((error as Error).message).toMatch(message);
    };
    await refused({ port: -1 }, 'port must be a whole number from 0 to 65535 (0 takes a free port), got -1');
    await refused({ adminPort: 1.5 }, /^adminPort must be a whole number/);
    await refused({ store: 'mysql://127.0.0.1/sandbox' }, `store must be ':memory:', a directory or a postgres:// URL`);
    await refused({ logLevel: 'loud' as never }, 'logLevel must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    await refused({ clientId: '6a1f0c3e-2b4d-4e8f-9a1b-3c5d7e9f1a2b' }, 'clientId and clientSecret go together: give both, or neither');
    await refused({ clientId: 'not-a-uuid', clientSecret: 'x'.repeat(32) }, /^clientId must be a UUID/);
    await refused({ adminKey: 'short' }, /^adminKey must be at least 32 characters/);
    await refused({ startTime: new Date(Number.NaN) }, /^startTime must be a Date or Unix milliseconds/);
    await refused({ users: [] as never }, /^users must be an object of SandboxUser documents by username/);
  });

  it('freezes the client at startTime, and clock.advance settles a transfer with its webhook before it answers', async () => {
    const start = Date.UTC(2030, 0, 1);
    const sandbox = await sandboxFor({ startTime: new Date(start) });
    expect(await sandbox.clock.frozen()).toBe(true);
    expect(await sandbox.clock.now()).toBe(start);
    const transferId = await sendTransfer(sandbox);
    const moved = await sandbox.clock.advance({ seconds: 9, milliseconds: 500 }); // not yet: 10 s to settle
    expect(moved).toMatchObject({ previous: start, now: start + 9_500, happened: { transfersSettled: 0 } });
    expect((await sandbox.clock.advance({ minutes: 1 })).happened).toMatchObject({ transfersSettled: 1, webhooksDelivered: 1 });
    const final = sandbox.webhooks.received().find((d) => d.event.TransferId === transferId && d.event.TransferStatus !== 'Pending');
    expect(final?.event).toMatchObject({ TransferStatus: 'Succeeded', Timestamp: start + 10_000 });
    await expect(sandbox.clock.advanceTo(start)).rejects.toThrow(/Time never moves backwards/);
    await sandbox.clock.unfreeze();
    expect(await sandbox.clock.frozen()).toBe(false);
    expect(Math.abs((await sandbox.clock.now()) - Date.now())).toBeLessThan(60_000);
  });

  it('reset() empties the client sandbox and the receiver, and sets up again the start users and clock', async () => {
    const start = Date.UTC(2030, 0, 1);
    const noEth = {
      institutions: [{ type: 'coinbase' as const, accounts: [{ accountId: 'C-9', accountName: 'Empty', cryptocurrencyPositions: [] }] }],
    };
    const sandbox = await sandboxFor({ startTime: start, users: { 'no-eth': noEth } });
    const transferId = await sendTransfer(sandbox);
    await sandbox.clock.advance({ hours: 1 });
    expect(sandbox.webhooks.received().length).toBeGreaterThan(0);

    const { deleted } = await sandbox.reset();
    expect(deleted).toMatchObject({ transfers: 1, testClocks: 1, sandboxUsers: 1 });
    expect(sandbox.webhooks.received()).toEqual([]);
    await expect(sandbox.api.getTransfer({ transferId })).rejects.toMatchObject({ errorType: 'transferNotFound' });
    expect(await sandbox.clock.now()).toBe(start); // frozen at the start time again, not where it was advanced to
    expect((await sandbox.admin.listSandboxUsers({ clientId: sandbox.clientId })).users.map((u) => u.username)).toEqual(['no-eth']);
    // The credentials and the receiver still work: a new transfer's webhook arrives.
    const again = await sendTransfer(sandbox);
    await sandbox.webhooks.waitFor((event) => event.TransferId === again);
  });

  it('registers scenario users by name, and refuses a wrong document as a wrong option naming its path', async () => {
    const noEth = {
      institutions: [{ type: 'coinbase' as const, accounts: [{ accountId: 'C-1', accountName: 'Empty', cryptocurrencyPositions: [] }] }],
    };
    const sandbox = await sandboxFor({ users: { 'no-eth': noEth } });
    const { linkToken } = await sandbox.api.createLinkToken({ userId: 'u' });
    const connected = await sandbox.api.sandboxConnect({ linkToken, type: 'coinbase', username: 'no-eth', password: 'anything' });
    const authToken = connected.accessToken?.accountTokens[0]?.tokenId ?? '';
    const holdings = await sandbox.api.getHoldings({ authToken, type: 'coinbase' });
    expect({ accountId: holdings.accountId, crypto: holdings.cryptocurrencyPositions }).toEqual({ accountId: 'C-1', crypto: [] });

    const wrong = { institutions: [{ type: 'coinbse', accounts: [] }] } as never;
    const error = await startSandbox({ logLevel: 'silent', users: { broken: wrong } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxOptionError);
    expect((error as Error).message).toMatch(/^users\.broken is not a valid SandboxUser: .*\/body\/institutions\/0\/type.*coinbase/);
  });

  it('sets the `faults` rules at start and again after reset(), and sandbox.faults adds, lists, deletes and clears', async () => {
    const unavailable = { match: { operationIds: ['listNetworks'] }, action: { kind: 'error' as const, status: 503 } };
    const sandbox = await sandboxFor({ faults: { unavailable } });
    await expect(sandbox.api.listNetworks()).rejects.toMatchObject({ httpStatus: 503 });
    // The typed client tried three times, as it does a 503: each attempt was faulted.
    expect((await sandbox.faults.list()).map((r) => [r.id, r.fired])).toEqual([['unavailable', 3]]);
    expect(await sandbox.faults.clear()).toBe(1);
    await expect(sandbox.api.listNetworks()).resolves.toBeDefined();
    await sandbox.faults.add('once', { ...unavailable, trigger: { kind: 'nextN', count: 1 }, action: { kind: 'error', status: 500 } });
    await expect(sandbox.api.listIntegrations({}, { fault: 'error; status=500' })).rejects.toMatchObject({ httpStatus: 500 });
    await sandbox.faults.delete('once');
    expect((await sandbox.reset()).deleted.faultRules).toBe(0);
    expect((await sandbox.faults.list()).map((r) => r.id)).toEqual(['unavailable']);

    const wrong = { match: { operationIds: ['listNetwork'] }, action: { kind: 'reset' as const } };
    const error = await startSandbox({ logLevel: 'silent', faults: { wrong } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxOptionError);
    expect((error as Error).message).toMatch(/^faults: the rule "wrong" cannot be set: .*did you mean `listNetworks`/);
  });

  it('binds the client strictly with `binding: strict`, at start and again after reset(), and refuses a wrong value', async () => {
    const sandbox = await sandboxFor({ binding: 'strict' });
    const recased = () =>
      fetch(`${sandbox.apiUrl}/api/v1/linktoken`, {
        method: 'POST',
        headers: { 'X-Client-Id': sandbox.clientId, 'X-Client-Secret': sandbox.clientSecret, 'Content-Type': 'application/json' },
        body: JSON.stringify({ UserId: 'user-1' }),
      });
    expect((await recased()).status).toBe(400);
    await sandbox.reset();
    expect(await sandbox.api.sandboxGetSettings()).toEqual({ binding: 'strict', forgivenRequests: 0 });
    expect((await recased()).status).toBe(400);
    await sandbox.api.sandboxPutSettings({ binding: 'lenient' });
    const forgiven = await recased();
    expect(forgiven.status).toBe(200);
    expect(forgiven.headers.get('binding-forgiven')).toBe('UserId -> userId');

    const error = await startSandbox({ logLevel: 'silent', binding: 'loose' as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxOptionError);
    expect((error as Error).message).toBe('binding must be one of lenient, strict, got "loose"');
  });

  it('says which port is taken when a fixed one is in use', async () => {
    const first = await sandboxFor();
    const port = Number(new URL(first.apiUrl).port);
    await expect(startSandbox({ port, logLevel: 'silent' })).rejects.toThrow(`port ${port} is in use on 127.0.0.1 by another process`);
  });

  it('stops once however often it is asked, and then rejects a waitFor, pending or new', async () => {
    const sandbox = await startSandbox({ logLevel: 'silent' });
    const pending = sandbox.webhooks.waitFor(() => false);
    await Promise.all([sandbox.stop(), sandbox.stop()]);
    await expect(pending).rejects.toThrow('The sandbox stopped before a webhook matched.');
    await expect(sandbox.webhooks.waitFor()).rejects.toThrow('The sandbox is stopped');
    await expect(fetch(`${sandbox.apiUrl}/health`)).rejects.toThrow();
  });
});

describe('stop()', () => {
  it('releases everything: a process that started, used and stopped three sandboxes ends by itself', { timeout: 60_000 }, async () => {
    const script = `
      import { startSandbox } from './server/sandbox/index.ts';
      const sandboxes = await Promise.all([0, 1, 2].map(() => startSandbox({ logLevel: 'silent' })));
      for (const sandbox of sandboxes) {
        const { linkToken } = await sandbox.api.createLinkToken({ userId: 'user-1' });
        const { accessToken } = await sandbox.api.sandboxConnect({ linkToken, type: 'coinbase', username: 'a', password: 'pass_good' });
        const next = await sandbox.api.createLinkToken({ userId: 'user-1' });
        await sandbox.api.sandboxTransfer({ linkToken: next.linkToken, authToken: accessToken.accountTokens[0].tokenId,
          type: 'coinbase', symbol: 'ETH', amount: 0.1, toAddress: '${TO_ADDRESS}' });
        await sandbox.webhooks.waitFor();
      }
      await Promise.all(sandboxes.map((s) => s.stop()));
      console.log('stopped');
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    const stoppedAt = new Promise<number>((resolve) => child.stdout.on('data', () => output.includes('stopped') && resolve(Date.now())));
    // Ended by itself, not killed: nothing left open keeps its event loop alive. Killed past the bound, it fails.
    const bound = setTimeout(() => child.kill('SIGKILL'), 40_000);
    const exit = await new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    clearTimeout(bound);
    expect(exit.code, output).toBe(0);
    expect(exit.at - (await stoppedAt), 'from stop() to the end of the process, in ms').toBeLessThan(2_000);
  });
});
