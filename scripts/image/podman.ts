// Podman as scripts/image-test.ts runs it: commands that fail with their output, the engine's configuration for
// machines where crun or the default ulimits are refused, and the host's CA lent to builds behind a TLS-inspecting
// egress.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the base images' inputs and the engine's configuration are kept between runs (CI in a fresh clone too). */
export const cacheRoot = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'account-connection-image');

const onPath = (command: string) => (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, command)));

/**
 * The engine's configuration, unless CONTAINERS_CONF names one already: ulimits a VM's hard limit allows (podman asks
 * for nofile 1048576 by default), runc where it is installed (crun refuses cgroups in hybrid mode), cgroupfs where
 * no systemd runs.
 */
function containersConf(): string {
  if (process.env.CONTAINERS_CONF) return process.env.CONTAINERS_CONF;
  const file = join(cacheRoot, 'containers.conf');
  mkdirSync(cacheRoot, { recursive: true });
  const engine = [...(onPath('runc') ? ['runtime = "runc"'] : []), 'cgroup_manager = "cgroupfs"'];
  writeFileSync(file, ['[containers]', 'default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]', '[engine]', ...engine, ''].join('\n'));
  return file;
}

/** The environment every podman (and podman-compose) command runs in. */
export const podmanEnv: NodeJS.ProcessEnv = { ...process.env, CONTAINERS_CONF: containersConf() };

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; `check` (the default) rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  { check = true, env = podmanEnv, cwd, live = false }: { check?: boolean; env?: NodeJS.ProcessEnv; cwd?: string; live?: boolean } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (live) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      if (live) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ran = { code: code ?? 1, stdout, stderr };
      if (check && ran.code !== 0)
        reject(new Error(`${command} ${args.join(' ')} failed (${ran.code}):\n${(stderr || stdout).trim().slice(-4000)}`));
      else resolve(ran);
    });
  });
}

/** podman with these arguments; its standard output, trimmed. */
export const podman = async (args: string[], options: { check?: boolean; live?: boolean } = {}) =>
  (await run('podman', args, options)).stdout.trim();

const HOST_CA = '/etc/ssl/certs/ca-certificates.crt';

/**
 * What a build (or a run that reaches a registry) is lent so that the npm registry and Debian's mirror are reached
 * behind a TLS-inspecting egress: the host's CA bundle, and an npm global configuration that names it. The
 * Containerfile stays as any machine builds it.
 */
export function caMounts(): string[] {
  if (!existsSync(HOST_CA)) return [];
  const npmrc = join(cacheRoot, 'npmrc');
  writeFileSync(npmrc, `cafile=${HOST_CA}\n`);
  return ['-v', `${HOST_CA}:${HOST_CA}:ro`, '-v', `${npmrc}:/usr/local/etc/npmrc:ro`];
}

/** An image's size in bytes, as the engine stores it. */
export const imageBytes = async (name: string) => Number(await podman(['image', 'inspect', '--format', '{{.Size}}', name]));

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
