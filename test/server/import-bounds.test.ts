// An import takes exactly what the server can answer back (issue 36, defect 8), on both stores: a value past what
// getTransfer, the holdings, the deliveries or the clock answer is refused with 400 naming its path, before anything
// is applied; and any export can be imported again, a real one of 1,100 transfers included.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../client/operations.js';
import { loadConfig } from '../../server/config.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import {
  ADMIN_KEY,
  connect,
  fieldErrors,
  headersOf,
  ok,
  present,
  startTestServerOn,
  type TestServer,
  withTestServer,
} from '../support/server.js';

type Document = Content<'sandboxExport'>;
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const START = Date.UTC(2030, 0, 1);
const INT32_MAX = 2 ** 31 - 1;

describe.each(['sqlite', 'postgres'] as const)('sandbox import bounds on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    receiver = await startReceiver();
    const client = await newClient();
    const call = <K extends Parameters<TestServer['call']>[0]>(id: K, body?: unknown) => server.call(id, { body, headers: client });
    ok(await call('sandboxCreateTestClock', { frozenTime: START }));
    const account = await connect(server, 'gemini', { userId: 'import-user', username: 'import', headers: client });
    const { linkToken } = ok(await call('createLinkToken', { userId: 'import-user' }));
    ok(
      await call('sandboxTransfer', {
        linkToken,
        authToken: account.tokenId,
        type: 'gemini',
        symbol: 'ETH',
        amount: 0.01,
        toAddress: DESTINATION,
      }),
    );
    document = ok(await server.call('sandboxExport', { headers: client }));
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  async function newClient() {
    const created = ok(await server.call('createClient', { body: { name: 'import bounds' } }));
    ok(await server.call('setWebhook', { params: { clientId: created.clientId }, body: { url: receiver.url } }));
    return headersOf(created);
  }

  it('holds a document with a transfer, its webhook event and a position (the cases below change one field each)', () => {
    expect(document.transfers).toHaveLength(1);
    expect(document.webhookEvents.length).toBeGreaterThan(0);
    expect(present(document.connections[0]).positions.length).toBeGreaterThan(0);
  });

  const cases: [string, (d: Document) => void, string][] = [
    ['a userId past UserId', (d) => Object.assign(present(d.connections[0]), { userId: 'x'.repeat(301) }), '/body/connections/0/userId'],
    [
      'a position of 1e308',
      (d) => Object.assign(present(present(d.connections[0]).positions[0]), { amount: 1e308 }),
      '/body/connections/0/positions/0/amount',
    ],
    [
      'a position of -1e308',
      (d) => Object.assign(present(present(d.connections[0]).positions[0]), { amount: -1e308 }),
      '/body/connections/0/positions/0/amount',
    ],
    ['a clock at the latest time', (d) => Object.assign(present(d.clock), { now: 253402300799999 }), '/body/clock/now'],
    ['a webhook seq of 2^31-1', (d) => Object.assign(present(d.webhookEvents[0]), { seq: INT32_MAX }), '/body/webhookEvents/0/seq'],
    [
      'webhook attempts of 2^31-1',
      (d) => Object.assign(present(d.webhookEvents[0]), { attempts: INT32_MAX }),
      '/body/webhookEvents/0/attempts',
    ],
    ['a transfer amount of 0', (d) => Object.assign(present(d.transfers[0]), { amount: 0 }), '/body/transfers/0/amount'],
    ['a negative transfer amount', (d) => Object.assign(present(d.transfers[0]), { amount: -1 }), '/body/transfers/0/amount'],
  ];
  it.each(cases)('refuses %s with 400 naming it, and applies nothing', async (_, change, path) => {
    const copy = structuredClone(document);
    change(copy);
    const client = await newClient();
    const refused = await server.call('sandboxImport', { body: copy, headers: client });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(fieldErrors(refused).map((e) => e.path)).toContain(path);
    expect(ok(await server.call('sandboxExport', { headers: client })).transfers).toEqual([]);
  });

  it('answers 413 to an import past IMPORT_BODY_LIMIT_BYTES, as any body past its limit', async () => {
    await withTestServer({ env: { IMPORT_BODY_LIMIT_BYTES: '1000' } }, async (small) => {
      const refused = await small.call('sandboxImport', { body: document });
      expect(refused.status).toBe(413);
    });
  });

  it('takes lists past 1,000 items in the import alone: any other operation still refuses them before validation', async () => {
    const toAddresses = Array.from({ length: 1001 }, () => ({ networkId: '', symbol: 'ETH', address: 'x' }));
    const refused = await server.call('createLinkToken', { body: { userId: 'u', transferOptions: { toAddresses } } });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused)).toMatchObject([{ path: '/body/transferOptions/toAddresses', errorCode: 'tooLarge' }]);
  });

  it('imports a real export of 1,100 transfers, and that export again', async () => {
    const [transfer] = document.transfers;
    const events = document.webhookEvents.filter((e) => e.transferId === present(transfer).id);
    const many = structuredClone(document);
    many.transfers = [];
    many.webhookEvents = [];
    for (let i = 0; i < 1100; i++) {
      const id = randomUUID();
      many.transfers.push({ ...present(transfer), id, clientTransactionId: `order-${i}` });
      for (const event of events)
        many.webhookEvents.push({ ...event, id: `${event.id}-${i}`, transferId: id, payload: { ...event.payload, TransferId: id } });
    }
    const first = await newClient();
    expect((await server.call('sandboxImport', { body: many, headers: first })).status).toBe(200);
    const exported = ok(await server.call('sandboxExport', { headers: first }));
    expect(exported.transfers).toHaveLength(1100);
    const second = await newClient();
    const imported = await server.call('sandboxImport', { body: exported, headers: second });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(200);
    expect(ok(await server.call('sandboxExport', { headers: second })).transfers).toHaveLength(1100);
  });
});

describe('webhook attempts within what an import takes', () => {
  it('refuses a retry schedule of more than 999 retries at start, naming the variable', () => {
    const schedule = (n: number) => ({ ADMIN_API_KEY: ADMIN_KEY, WEBHOOK_RETRY_SCHEDULE: Array(n).fill('1').join(',') });
    expect(loadConfig(schedule(999)).webhook.retryScheduleMs).toHaveLength(999);
    expect(() => loadConfig(schedule(1000))).toThrow(/WEBHOOK_RETRY_SCHEDULE takes at most 999 retries/);
  });
});
