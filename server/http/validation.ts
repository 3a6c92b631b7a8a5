// Request and response validation against the spec, by express-openapi-validator.
import { Router, type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { deviceOn } from '../performance.js';

interface Validation {
  validateRequests: boolean;
  validateResponses: boolean;
}

/**
 * The validator, with `validateApiSpec` off. A performance device (server/performance.ts): `npm test` lints the
 * spec, so the validator does not check it again as it compiles it. Off, it does.
 */
function createValidator(spec: Record<string, unknown>, { validateRequests, validateResponses }: Validation): Router {
  const router = Router();
  router.use(
    OpenApiValidator.middleware({
      apiSpec: spec as never,
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

/** The validators made so far, by what they validate: shared by every listener of every server of the process. */
const validators = new Map<string, Router>();

/**
 * The middleware that validates requests and responses as `validation` asks, or undefined when it asks for neither.
 * A performance device (server/performance.ts): express-openapi-validator compiles the spec's schemas when it is
 * created, which takes longer than the rest of start-up and blocks the event loop, so it is created on the first
 * request that needs it and the server answers /health as soon as it listens. Once per process too: it holds no
 * state of a server, so the listeners and servers one process runs (the tests start dozens) share it. Off, it is
 * created with the app.
 */
export function validatorFor(spec: Record<string, unknown>, validation: Validation) {
  if (!validation.validateRequests && !validation.validateResponses) return undefined;
  const key = `${validation.validateRequests} ${validation.validateResponses}`;
  const validator = () => {
    let router = validators.get(key);
    if (!router) {
      router = createValidator(spec, validation);
      validators.set(key, router);
    }
    return router;
  };
  if (!deviceOn('lazyValidator')) validator();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'HEAD') return validator()(req, res, next);
    // HEAD is GET without the body (RFC 9110), which the spec does not repeat: validated as the GET it stands for.
    // Node already knows to send no body; the method is HEAD again for the handler and the log.
    req.method = 'GET';
    validator()(req, res, (err?: unknown) => {
      req.method = 'HEAD';
      next(err);
    });
  };
}
