// Vitest global setup: builds what the tests serve and spawn (the Link page, and dist/server.js, which `npm start`
// runs) from the current sources, so that no test runs a stale bundle.
import { buildAll } from '../../scripts/build.js';

export async function setup() {
  await buildAll();
}
