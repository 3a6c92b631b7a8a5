// A stop that drains (issue 47: a container's SIGTERM): the answers in progress end, each its connection's last;
// event streams end at once; no new connection is taken; what is still held at the deadline is cut.
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { operations } from '../../client/operations.js';
import { clientHeaders, startTestServer } from '../support/server.js';

/** A server whose listNetworks waits until the test lets it answer; `entered` resolves once a call waits there. */
async function withHeldAnswer() {
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const running = await startTestServer({
    logger: pino({ level: 'silent' }),
    handlers: {
      listNetworks: async () => {
        entered();
        await released;
        return { networks: [] };
      },
    },
  });
  return { running, inside, release };
}

const agent = new Agent({ keepAlive: true });
/** A GET on a kept-alive connection: resolves with the answer once its headers came. */
const get = (url: string, headers: Record<string, string> = clientHeaders()) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { agent, headers }, resolve);
    req.on('error', reject);
    req.end();
  });
const body = (response: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    response.on('data', (chunk: Buffer) => (text += chunk));
    response.on('end', () => resolve(text));
    response.on('error', reject);
  });
const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

describe('close with a drain', () => {
  it('lets the answer in progress end as its connection’s last, ends streams at once and takes no new connection', async () => {
    const { running, inside, release } = await withHeldAnswer();
    const answer = get(`${running.apiUrl}${operations.listNetworks.path}`);
    await inside;
    const stream = await get(`${running.apiUrl}${operations.listDashboardEvents.path}`, {
      ...clientHeaders(),
      Accept: 'text/event-stream',
    });
    const streamEnded = body(stream);
    const started = performance.now();
    const closing = running.close({ drainMs: 20_000 });
    await streamEnded; // before the held answer is let go
    expect(await refused(running.apiUrl)).toBe(true);
    release();
    const answered = await answer;
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.connection).toBe('close');
    expect(JSON.parse(await body(answered))).toMatchObject({ status: 'ok', content: { networks: [] } });
    await closing;
    expect(performance.now() - started).toBeLessThan(4_000); // ended with the answer, not at the deadline nor a client's idle timeout
  });

  it('cuts what is still held at the deadline', async () => {
    const { running, inside, release } = await withHeldAnswer();
    const answer = get(`${running.apiUrl}${operations.listNetworks.path}`).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await inside;
    await running.close({ drainMs: 100 });
    expect(await answer).toBe('socket hang up');
    release();
  });
});
