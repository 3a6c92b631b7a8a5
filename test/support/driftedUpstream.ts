// Small upstreams for the upstream mode's tests, each a server in the test process: `listening` starts one,
// `relay` sends a request on as it came, and `startDriftedUpstream` answers as a real sandbox does (it relays to
// one), but with a status of its own for some paths and the answers of others changed.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// biome-ignore lint/suspicious/noExplicitAny: an answer changed by path, in a test
export type Answer = any;

/** A server the test runs on loopback: its base URL, and how to stop it (its connections closed too). */
export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

export type DriftedUpstream = LocalServer;

/** A server on a free loopback port; a handler that throws resets the connection. */
export async function listening(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<LocalServer> {
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The request's body, whole. */
export async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request sent on to `base` as it came (its method, its headers but the connection's own, `body`): the answer. */
export function relay(base: string, req: IncomingMessage, body: Buffer): Promise<Response> {
  const headers = Object.fromEntries(
    Object.entries(req.headers).flatMap(([name, value]) =>
      ['host', 'connection', 'content-length'].includes(name) || typeof value !== 'string' ? [] : [[name, value]],
    ),
  );
  return fetch(`${base}${req.url}`, { method: req.method, headers, body: body.length ? new Uint8Array(body) : undefined });
}

export function startDriftedUpstream(
  target: string,
  { statuses = {}, change }: { statuses?: Record<string, number>; change?: (path: string, body: Answer) => void } = {},
): Promise<DriftedUpstream> {
  return listening(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const status = statuses[path];
    if (status) return void res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    const answer = await relay(target, req, await bodyOf(req));
    const body = (await answer.json()) as Answer;
    if (answer.ok) change?.(path, body);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
}
