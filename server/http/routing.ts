// Finds the operation a request is aimed at, before validation, so that a near miss gets an answer that points
// the way (openapi.yaml, info "Finding your way"): a method the path does not take is 405 with Allow, OPTIONS is
// answered with that Allow, a path no operation has names the closest one, and a missing body names the fields the
// operation needs.
import type { NextFunction, Request, Response } from 'express';
import { distance } from 'fastest-levenshtein';
import { operations, pathTemplate, type OperationId, type OperationInfo } from '../../client/operations.js';
import { ContractError } from '../contract/errors.js';

type Listener = OperationInfo['listener'];

interface Route {
  id: OperationId;
  info: OperationInfo;
  pattern: RegExp;
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (items: readonly string[], last = 'and') =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}` : (items[0] ?? '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An operation's path as Express matches it: each {parameter} one non-empty segment. */
const patternOf = (path: string) => new RegExp(`^${pathTemplate(escapeRegExp(path).replace(/\\\{(\w+)\\\}/g, '{$1}'), () => '[^/]+')}$`);

/** The request path as routing sees it: Express's non-strict routing takes one trailing slash. */
const normalised = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** The operation's path with its {parameters} taken from the request where both have as many segments. */
function filledFor(template: string, path: string): string {
  const wanted = template.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return template;
  return wanted.map((segment, i) => (/^\{\w+\}$/.test(segment) ? given[i]! : segment)).join('/');
}

/** The route whose path is fewest edits from the request's; on a tie, one with the request's method. */
function closest(routes: Route[], path: string, method: string): Route | undefined {
  let best: { route: Route; score: number } | undefined;
  for (const route of routes) {
    const score = distance(filledFor(route.info.path, path), path) * 2 + (route.info.method === method ? 0 : 1);
    if (!best || score < best.score) best = { route, score };
  }
  return best?.route;
}

/** No operation's path comes near this long; a longer one is neither compared nor repeated in the message. */
const MAX_ECHOED_PATH = 200;

/** True when the request carries no body at all, or an empty one. */
const bodyMissing = (req: Request) => req.get('transfer-encoding') === undefined && !(Number(req.get('content-length')) > 0);

/**
 * Which of two path templates a request that both match is for: segment by segment, the first where one is literal
 * and the other a {parameter} decides, so /transfers/list is not /transfers/{transferId}.
 */
function bySpecificity(a: string, b: string): number {
  const [x, y] = [a.split('/'), b.split('/')];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [px, py] = [x[i]!.startsWith('{'), y[i]!.startsWith('{')];
    if (px !== py) return px ? 1 : -1;
  }
  return 0;
}

/** Every operation's route. */
const ROUTES: Route[] = (Object.entries(operations) as [OperationId, OperationInfo][]).map(([id, info]) => ({
  id,
  info,
  pattern: patternOf(info.path),
}));

/** The routes of the path a request names: where a concrete path and a template both match, the concrete one (OpenAPI's rule). */
function onPathOf(routes: Route[], path: string): Route[] {
  const matched = routes.filter((route) => route.pattern.test(path));
  const best = matched.map((route) => route.info.path).sort(bySpecificity)[0];
  return matched.filter((route) => route.info.path === best);
}

/** The operation a method and path name, as routing decides it: for a call answered before routing named it. */
export function operationAt(method: string, path: string): OperationId | undefined {
  const verb = method === 'HEAD' ? 'get' : method.toLowerCase();
  return onPathOf(ROUTES, normalised(path)).find(({ info }) => info.method === verb)?.id;
}

/** The Allow header of a path: the methods its operations take, HEAD wherever GET is (RFC 9110), and OPTIONS. */
const allowed = (onPath: Route[]) => {
  const methods = onPath.map(({ info }) => info.method.toUpperCase());
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
};

const label = ({ info }: Route) => `${info.method.toUpperCase()} ${info.path}`;

/**
 * The middleware that answers what no operation would: mounted after authentication, so an unknown path still
 * answers 401 first, and before validation, which would only say that the path is not in the spec.
 * `apiPrefix` is where this listener's operations live (/api/v1, /admin/api/v1): only there is a path a near miss.
 */
export function routeGuide(listener: Listener, apiPrefix: string) {
  const routes = ROUTES.filter(({ info }) => info.listener === listener);

  return (req: Request, res: Response, next: NextFunction) => {
    const path = normalised(req.path);
    const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase();
    const onPath = onPathOf(routes, path);
    if (!onPath.length) {
      if (path.length > MAX_ECHOED_PATH) return next(routeNotFound());
      const near = path.toLowerCase().startsWith(apiPrefix.toLowerCase()) ? closest(routes, path, method) : undefined;
      const hint = near
        ? `The closest operation is ${label(near)} (${near.id}); every operation is listed at /docs.`
        : 'GET / lists what this server serves; every operation is listed at /docs.';
      return next(routeNotFound(`No operation has the path ${path}. ${hint}`));
    }
    if (req.method === 'OPTIONS') return void res.set('Allow', allowed(onPath)).status(204).end();
    const route = onPath.find(({ info }) => info.method === method);
    if (!route) {
      res.set('Allow', allowed(onPath));
      const takes = onPath.map((r) => `${r.info.method.toUpperCase()} (${r.id})`);
      return next(new ContractError('methodNotAllowed', `${path} does not take ${req.method}. It takes ${listed(takes, 'or')}.`));
    }
    res.locals.operationId = route.id; // what validation and the error handler read by
    if (route.info.body && !route.info.bodyOptional && bodyMissing(req)) return next(missingBody(route, path));
    next();
  };
}

/** A missing body: the message and errorData name every field the operation's body requires. */
function missingBody({ info }: Route, path: string): ContractError {
  const required = info.requiredBody ?? [];
  const message = `${info.method.toUpperCase()} ${path} needs a JSON body (Content-Type: application/json)${required.length ? ` with ${listed(required)}` : ''}.`;
  const errors = required.length
    ? required.map((field) => ({ path: `/body/${field}`, message: `must have required property '${field}'`, errorCode: 'required' }))
    : [{ path: '/body', message: 'must have a JSON body', errorCode: 'required' }];
  return new ContractError('missingField', message, {
    displayMessage: 'The request is incomplete or invalid.',
    errorData: { errors, total: errors.length },
  });
}

export const routeNotFound = (
  message = 'No operation has this path. GET / lists what this server serves; every operation is listed at /docs.',
) => new ContractError('routeNotFound', message);
