// Runs the server as `npm start` does (the bundle dist/server.js, which test/support/build.ts builds before the
// tests) in a child process.
import { freePorts, killAll, launch, type Launched } from '../../scripts/processes.js';
import { projectRoot } from './scratch.js';

export { killAll };

/** Runs the server and resolves once it printed its banner, or exited (exitCode and output then say why). */
export const start = (env: Record<string, string>): Promise<Launched> =>
  launch(process.execPath, ['dist/server.js'], {
    cwd: projectRoot,
    env: { LOG_LEVEL: 'warn', ...env },
    ready: 'Admin API',
    exitIsAnswer: true,
  });

/** PORT and ADMIN_PORT for one server: two free ports, never the same one twice. */
export async function serverPorts(): Promise<{ PORT: string; ADMIN_PORT: string }> {
  const [port, adminPort] = await freePorts(2);
  return { PORT: String(port), ADMIN_PORT: String(adminPort) };
}

export const stop = (started: Launched): Promise<void> => started.stop();
