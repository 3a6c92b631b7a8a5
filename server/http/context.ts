// A request id on every request and response, and one structured log line per request (never headers or bodies,
// and no Link session id in its path).
import type { NextFunction, Request, Response } from 'express';
import { hex, withoutSessionIds, type Deps } from '../deps.js';

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
          path: loggedPath(req.path),
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

/**
 * The path as the request log shows it. The segment after /link/ and /pay/ is a Link session id (in whatever
 * spelling the router would decode), so it is replaced; the page's assets keep their names.
 */
export const loggedPath = (path: string) => withoutSessionIds(path.replace(/^(\/+(?:link|pay)\/+)(?!assets\/)[^/]+/i, '$1:sessionId'));
