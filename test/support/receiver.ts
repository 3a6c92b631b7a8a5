// A webhook receiver on 127.0.0.1 that answers a programmed sequence and records what it got.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TransferWebhook } from '../../client/webhooks.js';

export type Reply = { status: number; headers?: Record<string, string>; body?: string | Buffer } | 'hang';

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  /** The payload as sent (read without verifying it: tests verify signatures themselves). */
  json: TransferWebhook;
  /** What the receiver answered: a status, or 'hang'. */
  reply: number | 'hang';
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Replies used in order, then `fallback`. */
  replies: Reply[];
  fallback: Reply;
  /** Resolves once `predicate` holds for what was received (checked on every request). */
  until(predicate: (received: Received[]) => boolean): Promise<void>;
  /** Drops every hanging request. */
  dropHanging(): void;
  /** Drops hanging requests and stops. */
  close(): Promise<void>;
  handler?: (req: IncomingMessage, res: ServerResponse) => void;
}

export async function startReceiver(): Promise<Receiver> {
  const hanging: ServerResponse[] = [];
  const waiters: { predicate: (r: Received[]) => boolean; resolve: () => void }[] = [];
  const receiver: Receiver = {
    url: '',
    received: [],
    replies: [],
    fallback: { status: 200 },
    until(predicate) {
      if (predicate(receiver.received)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    dropHanging: () => {
      for (const res of hanging.splice(0)) res.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    if (receiver.handler) return receiver.handler(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const reply = receiver.replies.shift() ?? receiver.fallback;
      receiver.received.push({
        headers: req.headers,
        body,
        json: JSON.parse(body) as TransferWebhook,
        reply: reply === 'hang' ? 'hang' : reply.status,
      });
      if (reply === 'hang') hanging.push(res);
      else {
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
      }
      for (const w of [...waiters]) {
        if (w.predicate(receiver.received)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return receiver;
}
