// One container of the image as scripts/image-test.ts starts and watches it: health, credentials from its banner,
// its user, its memory, and a timed stop.
import { createServer } from 'node:net';
import { podman, run } from './podman.js';

/** A port free on the host's loopback now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the image's HEALTHCHECK until it passes, and answers how long that took from `since` (performance.now()).
 * Podman schedules health checks with systemd timers; where no systemd runs (CI containers), nothing does, so the
 * check is run here, as Docker's daemon would on its interval. Fails with the container's log past `withinMs`.
 */
export async function healthy(name: string, since: number, withinMs = 90_000): Promise<number> {
  while (performance.now() - since < withinMs) {
    const { code } = await run('podman', ['healthcheck', 'run', name], { check: false });
    if (code === 0) return performance.now() - since;
    const state = await podman(['inspect', '--format', '{{.State.Status}}', name], { check: false });
    if (state !== 'running') break;
    await pause(200);
  }
  throw new Error(`${name} did not become healthy:\n${await logs(name)}`);
}

export const logs = async (name: string) => {
  const { stdout, stderr } = await run('podman', ['logs', name], { check: false });
  return `${stdout}${stderr}`;
};

/** The health status the engine reports for the container (its last check's). */
export const healthStatus = (name: string) => podman(['inspect', '--format', '{{.State.Health.Status}}', name]);

/** What the first start printed once: the admin key and the API client's id and secret. */
export function credentialsIn(banner: string) {
  const find = (label: string) => new RegExp(`^\\s*${label}\\s+(\\S+)`, 'm').exec(banner)?.[1];
  const adminKey = find('ADMIN_API_KEY');
  const clientId = find('X-Client-Id');
  const clientSecret = find('X-Client-Secret');
  if (!adminKey || !clientId || !clientSecret) throw new Error(`The first start printed no credentials:\n${banner}`);
  return { adminKey, clientId, clientSecret };
}

/** The user the server runs as in the container (its process 1), by uid. */
export async function uidOf(name: string): Promise<number> {
  // Process 1's own real uid: `exec id -u` would report the exec's user, which another `--user` could make differ.
  const status = await podman(['exec', name, 'cat', '/proc/1/status']);
  const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
  if (uid === undefined) throw new Error(`No Uid in /proc/1/status of ${name}`);
  return Number(uid);
}

/** The server's resident memory (process 1's VmRSS), in bytes. */
export async function residentBytes(name: string): Promise<number> {
  const status = await podman(['exec', name, 'cat', '/proc/1/status']);
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`No VmRSS in /proc/1/status of ${name}`);
  return Number(kib) * 1024;
}

/**
 * Stops the container as an orchestrator does (SIGTERM, SIGKILL after `graceSeconds`) and answers how long it took
 * and how the process ended: a drained exit is code 0, well before the grace ends.
 */
export async function timedStop(name: string, graceSeconds = 10): Promise<{ ms: number; exitCode: number }> {
  const started = performance.now();
  await podman(['stop', '--time', String(graceSeconds), name]);
  const ms = performance.now() - started;
  return { ms, exitCode: Number(await podman(['inspect', '--format', '{{.State.ExitCode}}', name])) };
}

/** Removes containers and volumes left by an earlier run or this one (by their names, which this test alone uses). */
export async function remove({ containers = [], volumes = [] }: { containers?: string[]; volumes?: string[] }) {
  for (const name of containers) await run('podman', ['rm', '--force', '--volumes', '--time', '0', name], { check: false });
  for (const name of volumes) await run('podman', ['volume', 'rm', '--force', name], { check: false });
}
