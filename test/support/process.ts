// Runs the server as `npm start` does (the bundle dist/server.js, which test/support/build.ts builds before the
// tests) in a child process.
import { killAll, launch, type Launched } from '../../scripts/processes.js';
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

export const stop = (started: Launched): Promise<void> => started.stop();
