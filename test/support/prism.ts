// Starts Prism (mock or validating proxy) on a free loopback port and stops it after the tests.
import { fileURLToPath } from 'node:url';
import { freePort, launch } from '../../scripts/processes.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface Prism {
  url: string;
  stop(): Promise<void>;
}

/** `prism mock openapi.yaml`, or `prism proxy openapi.yaml <upstream> --errors` when upstream is given. */
export async function startPrism(upstream?: string): Promise<Prism> {
  const port = await freePort();
  const mode = upstream ? ['proxy', 'openapi.yaml', upstream, '--errors'] : ['mock', 'openapi.yaml'];
  const prism = await launch(`${root}node_modules/.bin/prism`, [...mode, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    ready: 'Prism is listening',
  });
  return { url: `http://127.0.0.1:${port}`, stop: prism.stop };
}
