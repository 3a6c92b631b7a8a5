// A request id on every request and response, and one structured log line per request (never headers or bodies).
import type { NextFunction, Request, Response } from 'express';
import { hex, type Deps } from '../deps.js';

export function requestContext({ random, logger }: Deps) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = `req_${hex(random, 6)}`;
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          clientId: res.locals.clientId,
        },
        'request',
      );
    });
    next();
  };
}
