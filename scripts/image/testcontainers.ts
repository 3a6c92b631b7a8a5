// The Testcontainers recipe (examples/testcontainers.test.ts, shown in docs/container.md) run against the image
// through podman's Docker-compatible API, as a Docker client sees it: DOCKER_HOST at podman's socket, and Ryuk (the
// reaper, an image on a registry out of reach here) off.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { podman, podmanEnv, run } from './podman.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the HEALTHCHECK of each running container of `image` once a second until stopped, as Docker's daemon does on
 * its interval: podman schedules health checks with systemd timers, and where no systemd runs nothing else does.
 */
function runHealthChecks(image: string): () => Promise<void> {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const names = (await podman(['ps', '--filter', `ancestor=${image}`, '--format', '{{.Names}}'], { check: false })).split('\n');
      for (const name of names.filter(Boolean)) await run('podman', ['healthcheck', 'run', name], { check: false });
      await pause(1000);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}

export async function testcontainersTest(image: string, log: (line: string) => void) {
  const socket = `/tmp/acs-image-test-${process.pid}.sock`;
  rmSync(socket, { force: true });
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { env: podmanEnv, stdio: 'ignore' });
  const stopChecks = runHealthChecks(image);
  try {
    for (let waited = 0; !existsSync(socket); waited += 100) {
      if (waited > 20_000 || service.exitCode !== null) throw new Error(`podman system service did not open ${socket}`);
      await pause(100);
    }
    const started = performance.now();
    const vitest = `${root}node_modules/vitest/vitest.mjs`;
    const result = await run(process.execPath, [vitest, 'run', '--config', 'scripts/image/vitest.config.ts'], {
      cwd: root,
      check: false,
      env: { ...process.env, DOCKER_HOST: `unix://${socket}`, TESTCONTAINERS_RYUK_DISABLED: 'true', SANDBOX_IMAGE: image },
    });
    if (result.code !== 0) throw new Error(`The Testcontainers recipe failed:\n${result.stdout}${result.stderr}`.slice(-6000));
    log(
      `Testcontainers (GenericContainer, Wait.forHealthCheck) through podman's Docker API: passed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await stopChecks();
    service.kill('SIGTERM');
    rmSync(socket, { force: true });
    // What a failed start leaves (Testcontainers labels its containers; no reaper runs here), with its /data volume.
    const left = await podman(['ps', '-a', '-q', '--filter', 'label=org.testcontainers=true', '--filter', `ancestor=${image}`], {
      check: false,
    });
    for (const id of left.split('\n').filter(Boolean)) await run('podman', ['rm', '--force', '--volumes', id], { check: false });
  }
}
