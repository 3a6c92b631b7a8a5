// Connections refused without a word (issue 36, defect 11): defaults that leave a test suite's workers room on
// loopback (Node's fetch holds up to two connections per worker, 120 for 60 workers, past the old 100), connections
// counted until they close, and a refusal logged at warn, summarised, naming the variable to raise.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { capturingLogger, withTestServer } from '../support/server.js';

/** A raw connection from 127.0.0.1 that stays half-open when the server ends it, as a client that is slow to close. */
function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true }, () => resolve(socket));
    socket.on('error', () => undefined);
    held.push(socket);
  });
}
const held: Socket[] = [];
afterEach(() => {
  for (const socket of held.splice(0)) socket.destroy();
});

/** Sends GET /health on the socket and resolves with the answer's text once the server ended its side. */
function healthOn(socket: Socket, close: boolean): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  socket.write(`GET /health HTTP/1.1\r\nHost: sandbox\r\n${close ? 'Connection: close\r\n' : ''}\r\n`);
  return new Promise((resolve) => {
    if (close) socket.once('end', () => resolve(text));
    else socket.on('data', () => text.includes('\r\n\r\n') && resolve(text));
  });
}

/** Whether a new connection gets GET /health answered. */
async function served(url: string): Promise<boolean> {
  const socket = await open(url);
  const answer = await Promise.race([healthOn(socket, true), new Promise<string>((resolve) => socket.once('end', () => resolve('')))]);
  return answer.startsWith('HTTP/1.1 200');
}

describe('connections counted as they are', () => {
  it('counts a connection out as soon as the server ended it, though its client holds it half-open', async () => {
    await withTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '2', MAX_CONNECTIONS: '2' } }, async (server) => {
      for (let i = 0; i < 2; i++) expect(await healthOn(await open(server.apiUrl), true)).toMatch(/^HTTP\/1\.1 200/);
      expect(await served(server.apiUrl)).toBe(true);
    });
  });

  it('has defaults that leave a test suite on loopback room: 1000 in all, 256 per address', () => {
    expect(loadConfig({}).connections).toMatchObject({ max: 1000, maxPerAddress: 256 });
  });
});

describe('a refused connection', () => {
  it('is logged at warn naming the variable to raise, the first at once and the others summarised in one line', async () => {
    const { logger, lines } = capturingLogger();
    await withTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '2' }, logger }, async (server) => {
      await open(server.apiUrl);
      await open(server.apiUrl);
      const refused = await Promise.all(Array.from({ length: 10 }, () => open(server.apiUrl)));
      await Promise.all(refused.map((s) => new Promise((resolve) => (s.readableEnded ? resolve(null) : s.once('end', resolve)))));
      const warned = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.msg.includes('refused'));
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ level: 40 });
      expect(warned[0]!.msg).toContain('MAX_CONNECTIONS_PER_ADDRESS');
      for (const socket of held.splice(0)) socket.destroy();
    });
    // At shutdown, what was still to be summarised: nine more, in one line.
    const warned = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; refused?: number })
      .filter((l) => l.msg.includes('refused'));
    expect(warned).toHaveLength(2);
    expect(warned[1]).toMatchObject({ level: 40, refused: 9 });
    expect(warned[1]!.msg).toContain('raise MAX_CONNECTIONS_PER_ADDRESS');
  });
});
