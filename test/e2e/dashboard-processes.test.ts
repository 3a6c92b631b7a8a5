// One dashboard across processes (issue 36): three server processes on one PostgreSQL behind a round-robin client.
// Every call, whichever process answered it, is in every process's list and in a stream read from any of them, in
// the order it was made; through a SIGKILL of one process (its stream's reader resumes on another with
// Last-Event-ID) and a restart, which loses nothing.
import { request } from 'node:http';
import { createParser } from 'eventsource-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/processes.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { killAll, start } from '../support/process.js';
import { ADMIN_KEY, CLIENT, clientHeaders, present } from '../support/server.js';

afterAll(killAll);

const CALLS = 60;

interface Stream {
  requestIds: string[];
  lastId: string;
  ended: Promise<void>;
  close(): void;
}

/** Reads the client's stream from one process, as a browser's EventSource does, collecting the calls' request ids. */
function follow(origin: string, lastEventId?: string, into: string[] = []): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...clientHeaders() };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const req = request(`${origin}/api/v1/dashboard/events`, { headers, agent: false }, (response) => {
      expect(response.statusCode).toBe(200);
      const stream: Stream = {
        requestIds: into,
        lastId: lastEventId ?? '',
        ended: new Promise((done) => {
          response.on('close', done);
          response.on('error', done);
        }),
        close: () => req.destroy(),
      };
      const parser = createParser({
        onEvent(event) {
          if (event.id) stream.lastId = event.id;
          if (event.event === 'request') into.push((JSON.parse(event.data) as { requestId: string }).requestId);
        },
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => parser.feed(chunk));
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!postgresAvailable)('one dashboard across three processes on one PostgreSQL', () => {
  it('shows every call in every list and stream, in order, through a SIGKILL of one process and a restart', async () => {
    const database = await freshDatabase();
    const ports = await freePorts(8);
    const envOf = (i: number) => ({
      DATABASE_URL: database.url,
      PORT: String(ports[2 * i]),
      ADMIN_PORT: String(ports[2 * i + 1]),
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      ADMIN_API_KEY: ADMIN_KEY,
      SANDBOX_CLIENT_ID: CLIENT.id,
      SANDBOX_CLIENT_SECRET: CLIENT.secret,
      RATE_LIMIT_BURST: '10000',
    });
    const processes = [];
    try {
      for (let i = 0; i < 3; i++) {
        const started = await start(envOf(i));
        expect(started.exitCode, started.output).toBeNull();
        processes.push(started);
      }
      const origins = [0, 1, 2].map((i) => `http://127.0.0.1:${ports[2 * i]}`);
      const live = [...origins];
      let turn = 0;
      /** One call, to the next process still up (a balancer's round robin): answers its request id. */
      const call = async (): Promise<string> => {
        for (;;) {
          const origin = live[turn++ % live.length]!;
          try {
            const response = await fetch(`${origin}/api/v1/transfers/managed/networks`, { headers: clientHeaders() });
            await response.text();
            expect(response.status).toBe(200);
            return present(response.headers.get('x-request-id'));
          } catch (error) {
            if (!(error instanceof TypeError)) throw error;
            live.splice(live.indexOf(origin), 1);
          }
        }
      };
      const listed = async (origin: string) => {
        const response = await fetch(`${origin}/api/v1/dashboard/requests?count=${CALLS + 10}`, { headers: clientHeaders() });
        const body = (await response.json()) as { content: { requests: { requestId: string }[] } };
        return body.content.requests.map((r) => r.requestId).reverse();
      };

      // A stream on each process; the one on the process to be killed resumes on another, as a browser's would.
      const streams = await Promise.all(origins.map((origin) => follow(origin)));
      const made: string[] = [];
      for (let i = 0; i < CALLS / 2; i++) made.push(await call());
      // Killed right after it answered: a call answered is a call kept (it is kept before its answer ends).
      processes[2]!.child.kill('SIGKILL');
      await streams[2]!.ended;
      const resumed = await follow(origins[0]!, streams[2]!.lastId, streams[2]!.requestIds);
      for (let i = 0; i < CALLS / 2; i++) made.push(await call());
      expect(live).toHaveLength(2);

      for (const origin of origins.slice(0, 2)) await expect.poll(() => listed(origin), { timeout: 10_000 }).toEqual(made);
      for (const stream of [streams[0]!, streams[1]!, resumed])
        await expect.poll(() => stream.requestIds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(CALLS);
      expect(streams[0]!.requestIds).toEqual(made);
      expect(streams[1]!.requestIds).toEqual(made);
      expect(resumed.requestIds).toEqual(made);
      for (const stream of [...streams, resumed]) stream.close();

      // The killed process starts again: it shows every call, those it never served included.
      const restarted = await start(envOf(2));
      expect(restarted.exitCode, restarted.output).toBeNull();
      processes.push(restarted);
      expect(await listed(origins[2]!)).toEqual(made);
      const caughtUp = await follow(origins[2]!);
      await expect.poll(() => caughtUp.requestIds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(CALLS);
      expect(caughtUp.requestIds).toEqual(made);
      caughtUp.close();
    } finally {
      killAll();
      await database.drop();
    }
  }, 120_000);
});
