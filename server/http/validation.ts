// Request and response validation against the spec, by express-openapi-validator, for one listener's operations.
import { Router, type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { operations, type OperationInfo } from '../../generated/operations.js';
import { deviceOn } from '../performance.js';

export type Listener = OperationInfo['listener'];

/** The paths of the operations one listener serves. */
export const pathsOf = (listener: Listener) =>
  new Set<string>(
    Object.values(operations)
      .filter((op: OperationInfo) => op.listener === listener)
      .map((op) => op.path),
  );

/**
 * The spec with only the paths one listener serves. A performance device (server/performance.ts): each listener's
 * validator then compiles only its own half of the spec. Off, each compiles the whole spec.
 */
function specFor(spec: Record<string, unknown>, listener: Listener): Record<string, unknown> {
  if (!deviceOn('listenerSpecs')) return spec;
  const own = structuredClone(spec) as { paths: Record<string, unknown> };
  const served = pathsOf(listener);
  own.paths = Object.fromEntries(Object.entries(own.paths).filter(([path]) => served.has(path)));
  return own;
}

interface Validation {
  validateRequests: boolean;
  validateResponses: boolean;
}

/**
 * The validator, with `validateApiSpec` off. A performance device (server/performance.ts): `npm test` lints the
 * spec, so the validator does not check it again as it compiles it. Off, it does.
 */
function createValidator(spec: Record<string, unknown>, listener: Listener, { validateRequests, validateResponses }: Validation): Router {
  const router = Router();
  router.use(
    OpenApiValidator.middleware({
      apiSpec: specFor(spec, listener) as never,
      validateApiSpec: !deviceOn('noSpecRecheck'),
      validateRequests: validateRequests && { allowUnknownQueryParameters: false, allErrors: true },
      validateResponses,
      validateSecurity: false,
      validateFormats: true,
      ignoreUndocumented: false,
    }),
  );
  return router;
}

/** The validators made so far, by listener and what they validate: shared by every server of the process. */
const validators = new Map<string, Router>();

/**
 * The middleware that validates one listener's requests and responses as `validation` asks, or undefined when it
 * asks for neither. A performance device (server/performance.ts): express-openapi-validator compiles the spec's
 * schemas when it is created, which takes longer than the rest of start-up and blocks the event loop, so each
 * listener's is created on its first request and the server answers /health as soon as it listens. Once per process
 * too: it holds no state of a server, so the servers one process runs (the tests start dozens) share it. Off, it is
 * created with the app.
 */
export function validatorFor(spec: Record<string, unknown>, listener: Listener, validation: Validation) {
  if (!validation.validateRequests && !validation.validateResponses) return undefined;
  const key = `${listener} ${validation.validateRequests} ${validation.validateResponses}`;
  const validator = () => {
    let router = validators.get(key);
    if (!router) {
      router = createValidator(spec, listener, validation);
      validators.set(key, router);
    }
    return router;
  };
  if (!deviceOn('lazyValidator')) validator();
  return (req: Request, res: Response, next: NextFunction) => validator()(req, res, next);
}
