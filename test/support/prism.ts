// Starts Prism (mock or validating proxy) on a free loopback port and stops it after the tests.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, launch } from '../../scripts/processes.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface Prism {
  url: string;
  stop(): Promise<void>;
}

async function launchPrism(upstream?: string): Promise<Prism & { child: ChildProcess }> {
  const port = await freePort();
  const mode = upstream ? ['proxy', 'openapi.yaml', upstream, '--errors'] : ['mock', 'openapi.yaml'];
  const prism = await launch(`${root}node_modules/.bin/prism`, [...mode, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    ready: 'Prism is listening',
  });
  return { url: `http://127.0.0.1:${port}`, stop: prism.stop, child: prism.child };
}

/** `prism proxy openapi.yaml <upstream> --errors`: one per upstream, stopped by its test file. */
export const startPrism = (upstream: string): Promise<Prism> => launchPrism(upstream);

let shared: Promise<Prism & { child: ChildProcess }> | undefined;
/** The mock running now, which the worker kills as it ends. */
let mockChild: ChildProcess | undefined;
const killMock = () => mockChild?.kill('SIGKILL');
/**
 * `prism mock openapi.yaml`, one per worker: the mock keeps no state between requests, and each start costs ~3
 * CPU-s. Test files share it (vitest runs them in one process, isolate: false); its stop() leaves it running, and it
 * is killed when the worker exits. A mock that exited (killAll() in another file's teardown) is started again.
 */
export async function prismMock(): Promise<Prism> {
  const running = await shared;
  if (!running || running.child.killed || running.child.exitCode !== null || running.child.signalCode !== null) {
    shared = launchPrism();
    shared.then(
      ({ child }) => {
        if (!mockChild) {
          process.once('exit', killMock);
          // Vitest ends its workers with SIGTERM, which fires no 'exit': kill the mock, then die of the signal as before.
          process.once('SIGTERM', () => {
            killMock();
            process.kill(process.pid, 'SIGTERM');
          });
        }
        mockChild = child;
      },
      () => {
        shared = undefined;
      },
    );
  }
  const { url } = await shared!;
  return { url, stop: async () => {} };
}
