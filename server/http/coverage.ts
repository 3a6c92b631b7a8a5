// Tells the observer the status each request of an operation gets. app.ts mounts it on each operation's own
// route, ahead of auth and validation, so rejections (401, 400, 413, 429) count for the operation they were aimed at.
import type { NextFunction, Request, Response } from 'express';
import type { AnswerObserver } from '../deps/deps.js';

/**
 * `concretePaths` are the listener's operation paths without parameters: a request to one of them is never for a
 * template that also matches it (GET /api/v1/transfers/list is not getTransfer's), as routing decides too.
 */
export function noteAnswers(observer: AnswerObserver, operationId: string, concretePaths: ReadonlySet<string> = new Set()) {
  return (req: Request, res: Response, next: NextFunction) => {
    // On close rather than finish: a stream (text/event-stream) finishes only if the server ends it, and is answered once its headers went.
    // A faulted answer is the sandbox's doing, not the operation's: it covers nothing (res.locals.fault, http/faults.ts).
    // Nor does an upstream's answer passed on (verify, record: http/upstream.ts), which is the upstream's.
    const passedOn = (res: Response) => res.locals.upstream === 'verify' || res.locals.upstream === 'record';
    if (!concretePaths.has(req.path))
      res.on(
        'close',
        () => res.headersSent && res.locals.fault === undefined && !passedOn(res) && observer.answered(operationId, res.statusCode),
      );
    next();
  };
}
