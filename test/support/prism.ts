// Starts Prism (mock or validating proxy) on a free loopback port and stops it after the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Prism {
  url: string;
  stop(): Promise<void>;
}

/** `prism mock openapi.yaml`, or `prism proxy openapi.yaml <upstream> --errors` when upstream is given. */
export async function startPrism(upstream?: string): Promise<Prism> {
  const port = await freePort();
  const mode = upstream ? ['proxy', 'openapi.yaml', upstream, '--errors'] : ['mock', 'openapi.yaml'];
  const child: ChildProcess = spawn(`${root}node_modules/.bin/prism`, [...mode, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited with ${code}:\n${log}`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
