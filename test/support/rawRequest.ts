// One request on a connection of its own, as a client library without a kept-alive connection makes it, and what
// it ended with: an answer (its body as far as it came) or the error the client saw (a reset, a timeout).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** What a raw HTTP exchange ended with: an answer (its body as far as it came), or the error the client saw. */
export type Outcome = { status: number; headers: IncomingHttpHeaders; text: string } | { error: string };

/**
 * One request on a connection of its own (no kept-alive connection to resend on), as a client library makes it:
 * `timeoutMs` is how long it waits before it gives up.
 */
export function raw(
  baseUrl: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
    timeoutMs = 5_000,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = httpRequest(
      new URL(baseUrl + path),
      {
        method,
        agent: false,
        headers: {
          ...headers,
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
        res.on('aborted', () => resolve({ error: 'aborted' }));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(payload);
  });
}
