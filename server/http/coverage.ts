// Contract coverage recorder (a testing aid, on only with CONTRACT_COVERAGE_DIR): notes each
// (operationId, HTTP status) pair this process answered, so the test run can report which documented
// responses the real server was seen to give. Matching is by method and path from generated/, before auth
// and validation, so rejections (401, 400, 413, 429) count for the operation they were aimed at.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { operations, type OperationId } from '../../generated/operations.js';

const seen = new Set<string>();

/** Appends the pair to this process's log the first time it is seen; cheap enough to leave on in tests. */
export function recordCoverage(dir: string, operationId: string, status: number): void {
  const line = `${operationId} ${status}`;
  if (seen.has(`${dir}\0${line}`)) return;
  seen.add(`${dir}\0${line}`);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${process.pid}.log`), `${line}\n`);
}

const routes = (Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][]).map(([id, { method, path }]) => ({
  id,
  method: method.toUpperCase(),
  pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
}));

/** `served` says which operations this listener serves; a request for another listener's path is not counted. */
export function contractCoverage(dir: string, served: (path: string) => boolean) {
  const own = routes.filter((r) => served(operations[r.id].path));
  return (req: Request, res: Response, next: NextFunction) => {
    const id = own.find((r) => r.method === req.method && r.pattern.test(req.path))?.id;
    if (id) res.on('finish', () => recordCoverage(dir, id, res.statusCode));
    next();
  };
}
