// Contract coverage recorder (a testing aid, on only with CONTRACT_COVERAGE_DIR): notes each
// (operationId, HTTP status) pair this process answered, so the test run can report which documented
// responses the real server was seen to give. It is routed like the handlers but ahead of auth and
// validation, so rejections (401, 400, 413, 429) count for the operation they were aimed at.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const seen = new Set<string>();

/** Appends the pair to this process's log the first time it is seen; cheap enough to leave on in tests. */
export function recordCoverage(dir: string, operationId: string, status: number): void {
  const line = `${operationId} ${status}`;
  if (seen.has(`${dir}\0${line}`)) return;
  seen.add(`${dir}\0${line}`);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${process.pid}.log`), `${line}\n`);
}

/** Notes the status this request gets; app.ts mounts it on each operation's own route, ahead of auth. */
export function noteCoverage(dir: string, operationId: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.on('finish', () => recordCoverage(dir, operationId, res.statusCode));
    next();
  };
}
