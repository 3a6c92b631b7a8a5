// Vitest global setup: builds what the tests serve and spawn (the Link page, and dist/server.js, which `npm start`
// runs) from the current sources, so that no test runs a stale bundle; and the docs at /docs, when openapi.yaml
// changed since they were built.
import { buildAll } from '../../scripts/build.js';
import { buildDocs, docsAreCurrent } from '../../scripts/docs.js';

export async function setup() {
  const docs = async () => {
    if (!(await docsAreCurrent())) await buildDocs();
  };
  await Promise.all([buildAll(), docs()]);
}
