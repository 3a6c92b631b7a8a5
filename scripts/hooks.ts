// `npm ci` runs this (package.json `prepare`): inside a git work tree it points git at the repository's hooks
// (.githooks/: pre-commit formats and checks what is staged). Elsewhere (a tarball, a copy without .git, no git at
// all) it does nothing and says nothing.
import { spawnSync } from 'node:child_process';

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

const inside = git('rev-parse', '--is-inside-work-tree');
if (!inside.error && inside.status === 0 && inside.stdout.trim() === 'true') git('config', 'core.hooksPath', '.githooks');
