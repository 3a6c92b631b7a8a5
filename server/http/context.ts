// A request id on every request and response, and one structured log line per request (never headers or bodies,
// and no Link session id in its path); the dashboard keeps the call under the same id.
import type { NextFunction, Request, Response } from 'express';
import { hex } from '../deps/random.js';
import { withoutSessionIds } from '../deps/logging.js';
import type { Deps } from '../deps/deps.js';

/** Keeps an answered call for the dashboard (http/recording.ts). */
export type Recorder = (req: Request, res: Response, call: { requestId: string; path: string; ms: number }) => void;

/** `record` keeps each answered call for the dashboard, with the same request id as its log line. */
export function requestContext({ random, logger }: Deps, record?: Recorder) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = `req_${hex(random, 6)}`;
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.locals.started = started;
    res.on('finish', () => {
      const path = loggedPath(req.path);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ requestId, method: req.method, path, status: res.statusCode, ms, clientId: res.locals.clientId }, 'request');
      record?.(req, res, { requestId, path, ms });
    });
    next();
  };
}

/**
 * The path as the request log shows it. The segment after /link/ and /pay/ is a Link session id (in whatever
 * spelling the router would decode), so it is replaced; the page's assets keep their names.
 */
export const loggedPath = (path: string) => withoutSessionIds(path.replace(/^(\/+(?:link|pay)\/+)(?!assets\/)[^/]+/i, '$1:sessionId'));
