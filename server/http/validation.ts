// Request and response validation against the spec, by express-openapi-validator.
import { Router, type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { MAX_FIELD_ERRORS, operations, type OperationId, type OperationInfo } from '../../client/operations.js';
import { ContractError } from '../contract/errors.js';
import { HTTP_METHODS, type Json } from '../contract/spec.js';
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
      apiSpec: (validateResponses || !deviceOn('requestSideOnly') ? spec : requestSide(spec)) as never,
      validateApiSpec: !deviceOn('noSpecRecheck'),
      validateRequests: validateRequests && { allowUnknownQueryParameters: false, allErrors: true },
      validateResponses,
      validateSecurity: false,
      validateFormats: true,
      ignoreUndocumented: false,
      // Uploads only where an operation takes multipart/form-data: the upload middleware compiles an ajv of its own at start.
      fileUploader: JSON.stringify(spec.paths).includes('"multipart/form-data"') && {},
    }),
  );
  return router;
}

const METHODS = new Set<string>(HTTP_METHODS);
/** Where request validation looks up what an operation refers to. */
const COMPONENT_REF = /^#\/components\/([^/]+)\/([^/]+)$/;

/** A parameter or a media type without its examples, which refer to components request validation never reads. */
const withoutExamples = (node: Json): Json => {
  if (!node || typeof node !== 'object' || '$ref' in node) return node;
  const { examples: _examples, example: _example, ...rest } = node;
  return rest;
};

/** A request body without the examples of its media types. */
function bodyWithoutExamples(body: Json): Json {
  if (!body?.content) return body;
  return { ...body, content: Object.fromEntries(Object.entries(body.content).map(([type, media]) => [type, withoutExamples(media)])) };
}

/** An operation as request validation reads it: no responses, and parameters and bodies without examples. */
function requestPartOf(operation: Json): Json {
  const { responses: _responses, callbacks: _callbacks, ...rest } = operation;
  return {
    ...rest,
    ...(Array.isArray(rest.parameters) && { parameters: rest.parameters.map(withoutExamples) }),
    ...(rest.requestBody !== undefined && { requestBody: bodyWithoutExamples(rest.requestBody) }),
  };
}

/**
 * The spec as request validation reads it: each operation without its responses and examples, and only the
 * components those refer to, directly or not. A performance device (server/performance.ts): express-openapi-validator
 * bundles the document it is given and walks all of it again for each operation it compiles (every operation's
 * schema carries the spec's `paths` and `components`), and responses, examples and what only they refer to are most
 * of it. Used when responses are not validated (the shipped server, startSandbox); the whole spec when they are, or
 * when a reference points anywhere but a component. Off, the whole spec.
 */
export function requestSide(spec: Json): Json {
  const paths = Object.fromEntries(
    Object.entries<Json>(spec.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries<Json>(item).map(([key, value]) => [
          key,
          METHODS.has(key) ? requestPartOf(value) : key === 'parameters' ? value.map(withoutExamples) : value,
        ]),
      ),
    ]),
  );
  const all: Json = spec.components ?? {};
  const kept: Json = {};
  const pending: Json[] = [paths];
  while (pending.length) {
    const node = pending.pop();
    if (!node || typeof node !== 'object') continue;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const [, kind = '', name = ''] = COMPONENT_REF.exec(ref) ?? [];
      const target = all[kind]?.[name];
      if (target === undefined) return spec;
      if (!kept[kind]?.[name]) {
        const part = kind === 'parameters' ? withoutExamples(target) : kind === 'requestBodies' ? bodyWithoutExamples(target) : target;
        kept[kind] = { ...kept[kind], [name]: part };
        pending.push(part);
      }
    }
    pending.push(...Object.values(node));
  }
  const { webhooks: _webhooks, ...rest } = spec;
  return { ...rest, paths, components: { ...kept, ...(all.securitySchemes && { securitySchemes: all.securitySchemes }) } };
}

/** An integer as a query string writes it: an optional sign, then decimal digits. */
const DECIMAL_INTEGER = /^[+-]?\d+$/;

/**
 * The integer query parameters of the operation routing found (res.locals.operationId) written otherwise than in
 * decimal digits, refused with each one named. The validator coerces a query string as JavaScript's Number does,
 * so it would read 0x10 as 16, 1e3 as 1000 and " 7" as 7.
 */
function nonDecimalIntegers(req: Request, res: Response): ContractError | undefined {
  const id = res.locals.operationId as OperationId | undefined;
  const names = id ? (operations[id] as OperationInfo).integerQuery : undefined;
  if (!names) return undefined;
  const query = req.query as Record<string, unknown>;
  const errors = names.flatMap((name) =>
    [query[name]]
      .flat()
      .filter((value): value is string => typeof value === 'string' && !DECIMAL_INTEGER.test(value))
      .map((value) => ({
        path: `/query/${name}`,
        message: `must be an integer in decimal digits, such as -3600 or 42; got ${JSON.stringify(value.slice(0, 40))}`,
        errorCode: 'type',
      })),
  );
  if (!errors.length) return undefined;
  // Bounded as the validator's own errors are: a parameter may be repeated any number of times.
  const shown = errors.slice(0, 3).map((e) => `query.${e.path.slice('/query/'.length)} ${e.message}`);
  const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more (errorData.errors)` : '';
  return new ContractError('invalidField', `${shown.join('; ')}${more}`, {
    displayMessage: 'The request is incomplete or invalid.',
    errorData: { errors: errors.slice(0, MAX_FIELD_ERRORS), total: errors.length },
  });
}

/** The validators made so far, by what they validate: shared by every listener of every server of the process. */
const validators = new Map<string, Router>();

/** What makes each validator asked for and not yet made (lazyValidator), by what it validates. */
const unmade = new Map<string, () => Router>();

/**
 * Makes now the validators asked for so far, which the first request would otherwise wait on (about 0.6 s with
 * responses validated, 0.2 s without, on a 2-core machine): for a process that has answered /health and has time
 * before its first call, such as `npm start` while its user reads the banner.
 */
export function makeValidators(): void {
  for (const make of unmade.values()) make();
  unmade.clear();
}

/**
 * The middleware that validates requests and responses as `validation` asks. A performance device (server/performance.ts): express-openapi-validator compiles the spec's schemas when it is
 * created, which takes longer than the rest of start-up and blocks the event loop, so it is created on the first
 * request that needs it and the server answers /health as soon as it listens. Once per process too: it holds no
 * state of a server, so the listeners and servers one process runs (the tests start dozens) share it. Off, it is
 * created with the app.
 */
export function validatorFor(spec: Record<string, unknown>, validation: Validation) {
  // Asked for neither (VALIDATE_REQUESTS=false, benchmarks only): the validator's Router, empty. A request that leaves a
  // Router goes on at the next turn of the event loop (setImmediate), with the others read in the same turn, which the
  // store's per-turn version and the dashboard's per-turn batch likely profit from; without the Router the server
  // measured slower than with the validator. With it, "no validator" differs from the shipped server in validation alone.
  if (!validation.validateRequests && !validation.validateResponses) return Router();
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
  else if (!validators.has(key)) unmade.set(key, validator);
  return (req: Request, res: Response, next: NextFunction) => {
    const notDecimal = validation.validateRequests ? nonDecimalIntegers(req, res) : undefined;
    if (notDecimal) return next(notDecimal);
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
