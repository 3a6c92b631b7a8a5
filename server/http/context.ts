// A request id on every request and response, and one structured log line per request (never headers or bodies).
import type { NextFunction, Request, Response } from 'express';
import { hex, type Deps } from '../deps.js';
import { deviceOn } from '../performance.js';

export function requestContext({ random, logger }: Deps) {
  // A performance device (server/performance.ts), decided once: below info (LOG_LEVEL=warn), a request gets no
  // timing and no listener. Off, every request does, and the logger drops the line.
  const logRequests = logger.isLevelEnabled('info') || !deviceOn('quietLogging');
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = `req_${hex(random, 6)}`;
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (!logRequests) return next();
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
