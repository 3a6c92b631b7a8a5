// A performance device (server/performance.ts): middleware and routers for the paths under a prefix, without
// Express's mount.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { deviceOn } from '../performance.js';

/**
 * A middleware for the paths at or under these prefixes only (`/api/v1/` takes `/api/v1` too, as a mount would);
 * any other request passes it by. Unlike a path given to app.use, it leaves req.url as it is (Express rewrites it
 * for a mounted path, and parses it again after), and a Router behind it is not entered at all (an unmatched
 * Router passes the request on in a later turn of the loop). Off, it is Express's own: a Router sees every request,
 * a middleware is mounted.
 */
export function under(prefixes: string[], handler: RequestHandler): RequestHandler {
  const matching = (path: string) =>
    prefixes.find((prefix) => path.startsWith(prefix) || (prefix.length === path.length + 1 && prefix.startsWith(path)));
  if (!deviceOn('prefixGuard')) return isRouter(handler) ? handler : mounted(matching, handler);
  return (req, res, next) => (matching(req.path) === undefined ? next() : handler(req, res, next));
}

/** Express's Router is a function with a stack of layers. */
const isRouter = (handler: RequestHandler) => Array.isArray((handler as { stack?: unknown }).stack);

/** What app.use(prefix, handler) does for a middleware: req.url without the prefix while it runs, restored after. */
function mounted(matching: (path: string) => string | undefined, handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const prefix = matching(req.path)?.replace(/\/$/, '');
    if (prefix === undefined) return next();
    const { url, baseUrl } = req;
    req.baseUrl = baseUrl + prefix;
    req.url = url.slice(prefix.length) || '/';
    return handler(req, res, (error?: unknown) => {
      req.url = url;
      req.baseUrl = baseUrl;
      next(error);
    });
  };
}
