// VALIDATE_REQUESTS=false exists to measure what request validation costs (npm run bench, "no validator"), so the
// server it builds differs from the shipped one in validation alone. The validator runs in a Router, and a request
// leaving a Router goes on at the next turn of the event loop, with the others of its turn: without that mount the
// unvalidated server measured slower than the validated one (BENCHMARKS.md, "No validator, and the Router it runs in").
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seededRandom } from '../../server/deps/random.js';
import { createServices } from '../../server/domain/services.js';
import { sandboxInstitutions } from '../../server/institutions/simulator.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Layer = { route?: { path: string }; handle: { stack?: unknown[] } };

/** Each listener's layers, in order: a route by its path, a Router with its number of layers, any other middleware. */
function layersWith(env: Record<string, string>) {
  const deps = {
    store: server.store,
    clock: server.clock,
    random: seededRandom('validation-off'),
    config: loadConfig(env),
    logger: pino({ level: 'silent' }),
    institutions: sandboxInstitutions,
  };
  const { api, admin } = createApp(deps, createServices(deps), { adminKeyHash: '' });
  return [api, admin].map((app) =>
    (app.router as unknown as { stack: Layer[] }).stack.map((layer) => (layer.route ? `route ${layer.route.path}` : 'middleware')),
  );
}

describe('a server without request validation (VALIDATE_REQUESTS=false, benchmarks only)', () => {
  it("keeps every layer of the shipped server's apps, the validator's mount included", () => {
    // As shipped (NODE_ENV=production): responses unvalidated, so nothing else needs the validator's mount.
    expect(layersWith({ VALIDATE_RESPONSES: 'false', VALIDATE_REQUESTS: 'false' })).toEqual(layersWith({ VALIDATE_RESPONSES: 'false' }));
  });
});
