// A small upstream for the upstream mode's tests: it answers as a real sandbox does (it asks one, with the caller's
// credentials), but with a status of its own for some paths and the answers of others changed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// biome-ignore lint/suspicious/noExplicitAny: an answer changed by path, in a test
export type Answer = any;

export interface DriftedUpstream {
  url: string;
  close(): Promise<void>;
}

export async function startDriftedUpstream(
  target: string,
  { statuses = {}, change }: { statuses?: Record<string, number>; change?: (path: string, body: Answer) => void } = {},
): Promise<DriftedUpstream> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const status = statuses[path];
    if (status) return void res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      fetch(`${target}${req.url}`, {
        method: req.method,
        headers: {
          'content-type': 'application/json',
          'x-client-id': String(req.headers['x-client-id']),
          'x-client-secret': String(req.headers['x-client-secret']),
        },
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      })
        .then(async (answer) => {
          const body = (await answer.json()) as Answer;
          if (answer.ok) change?.(path, body);
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
