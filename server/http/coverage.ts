// Tells the observer the status each request of an operation gets. app.ts mounts it on each operation's own
// route, ahead of auth and validation, so rejections (401, 400, 413, 429) count for the operation they were aimed at.
import type { NextFunction, Request, Response } from 'express';
import type { AnswerObserver } from '../deps.js';

export function noteAnswers(observer: AnswerObserver, operationId: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.on('finish', () => observer.answered(operationId, res.statusCode));
    next();
  };
}
