// The Testcontainers recipe (examples/testcontainers.test.ts), which scripts/image-test.ts runs against the image
// through podman's Docker-compatible API; npm test's configuration (vitest.config.ts) reads test/ only.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['examples/testcontainers.test.ts'], root: new URL('../../', import.meta.url).pathname, testTimeout: 60_000 },
});
