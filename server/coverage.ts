// Contract coverage recorder (a testing aid, on only with CONTRACT_COVERAGE_DIR): notes each
// (operationId, HTTP status) pair this process answered, so the test run can report which documented
// responses the real server was seen to give.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerObserver } from './deps/deps.js';

const seen = new Set<string>();

/** Appends each pair to this process's log the first time it is seen; cheap enough to leave on in tests. */
export function coverageRecorder(dir: string): AnswerObserver {
  return {
    answered(operationId, status) {
      const line = `${operationId} ${status}`;
      if (seen.has(`${dir}\0${line}`)) return;
      seen.add(`${dir}\0${line}`);
      mkdirSync(dir, { recursive: true });
      appendFileSync(join(dir, `${process.pid}.log`), `${line}\n`);
    },
  };
}
