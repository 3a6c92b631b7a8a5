// A delivery connects to the address its URL was checked on: the POST never looks the name up again, so a name
// that answers one address to the check and another to the connection (DNS rebinding) cannot redirect it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPinned } from '../../../server/domain/webhooks/webhookPost.js';
import { deliveryTarget } from '../../../server/domain/webhooks/webhookUrls.js';

const received: { host: string | undefined; body: string; headers: IncomingHttpHeaders }[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    received.push({ host: req.headers.host, body, headers: req.headers });
    res.writeHead(202, { 'retry-after': '7' }).end('accepted');
  });
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('a pinned delivery', () => {
  it('connects to the checked address and keeps the name for the Host header, with no lookup of its own', async () => {
    // `.invalid` never resolves (RFC 6761): the request can only reach the receiver through the pinned address.
    const url = `http://hooks.sandbox.invalid:${port}/deliveries`;
    const answer = await postPinned(
      url,
      { address: '127.0.0.1', family: 4 },
      { 'content-type': 'application/json' },
      '{"a":1}',
      AbortSignal.timeout(5000),
    );
    expect(answer.status).toBe(202);
    expect(answer.headers['retry-after']).toBe('7');
    expect(received.at(-1)).toMatchObject({ host: `hooks.sandbox.invalid:${port}`, body: '{"a":1}' });
    expect(received.at(-1)?.headers['content-length']).toBe('7');
  });

  it('is checked on the addresses the name resolves to, and refuses one that carries a forbidden address', async () => {
    expect(await deliveryTarget(`http://127.0.0.1:${port}/`, true)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await deliveryTarget(`http://localhost:${port}/`, false)).toMatchObject({
      problem: expect.stringMatching(/^localhost resolves to .*loopback/),
    });
    expect(await deliveryTarget('http://[64:ff9b::7f00:1]/', false)).toMatchObject({
      problem: expect.stringContaining('carries 127.0.0.1, which is a loopback address'),
    });
    expect(await deliveryTarget('http://hooks.sandbox.invalid/', true)).toEqual({ problem: 'hooks.sandbox.invalid does not resolve' });
  });
});
