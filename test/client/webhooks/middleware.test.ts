// The integrator's middleware: verifies on the raw body, answers at once, skips EventIds already processed.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { signTestWebhook, transferWebhookHandler, type TransferWebhook } from '../../../client/webhooks.js';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const event = {
  EventId: 'evt_1',
  Id: 'a1',
  SentTimestamp: 1,
  TransferId: '0f2e4d6c-8b0a-4c2e-9d4f-6a8c0e2f4d6c',
  Timestamp: 1,
  TransferStatus: 'Succeeded',
  UserId: 'u',
  Token: 'ETH',
  SourceAmount: 1,
  SourceAccountProvider: 'gemini',
};

const signed = (body: string) => signTestWebhook(body, secret, { id: 'evt_1' }).headers;

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(app: express.Express) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}

describe('transferWebhookHandler', () => {
  it('processes an event once, acknowledges duplicates, and refuses unsigned bodies', async () => {
    const processed: TransferWebhook[] = [];
    const app = express();
    app.post(
      '/hooks',
      transferWebhookHandler({
        secrets: secret,
        isDuplicate: (id) => processed.some((e) => e.EventId === id),
        onEvent: (e) => void processed.push(e),
      }),
    );
    const url = await serve(app);
    const body = JSON.stringify(event);

    const first = await fetch(url, { method: 'POST', headers: signed(body), body });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const again = await fetch(url, { method: 'POST', headers: signed(body), body });
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(processed).toHaveLength(1);

    const forged = await fetch(url, { method: 'POST', headers: signed(body), body: body.replace('Succeeded', 'Failed') });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: 'invalidSignature' });
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await unsigned.json()).toEqual({ error: 'missingHeaders' });
    expect(processed).toHaveLength(1);
  });

  it('works behind express.raw(), and reports being mounted behind express.json()', async () => {
    const processed: TransferWebhook[] = [];
    const errors: unknown[] = [];
    const app = express();
    const handler = transferWebhookHandler({ secrets: secret, isDuplicate: () => false, onEvent: (e) => void processed.push(e) });
    app.post('/hooks', express.raw({ type: 'application/json' }), handler);
    app.post('/parsed', express.json(), handler);
    app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(err);
      res.status(500).end();
    });
    const url = await serve(app);
    const body = JSON.stringify(event);
    expect((await fetch(url, { method: 'POST', headers: signed(body), body })).status).toBe(200);
    expect(processed).toHaveLength(1);
    expect((await fetch(url.replace('/hooks', '/parsed'), { method: 'POST', headers: signed(body), body })).status).toBe(500);
    expect(String(errors[0])).toMatch(/before express.json/);
  });
});
