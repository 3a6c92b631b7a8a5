// The one place where failures become responses: the envelope, the right HTTP code, an errorType, no internals.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { ApiError } from './errors.js';

interface ValidationIssue {
  path: string;
  message: string;
  errorCode?: string;
}

/** express-openapi-validator's errors carry an HTTP status and a list of issues. */
function fromValidator(err: { status: number; errors?: ValidationIssue[]; message: string }): ApiError | undefined {
  const issues = (err.errors ?? []).map(({ path, message, errorCode }) => ({ path, message, errorCode: errorCode?.replace(/\.openapi\.(validation|requestValidation)$/, '') ?? 'invalid' }));
  switch (err.status) {
    case 400: {
      const codes = new Set(issues.map((i) => i.errorCode));
      const errorType = codes.has('required') ? 'missingField' : codes.has('additionalProperties') ? 'unknownField' : 'invalidField';
      const message = issues.map((i) => `${i.path.replace(/^\//, '').replace(/\//g, '.')} ${i.message}`).join('; ');
      return new ApiError(400, errorType, message || err.message, { displayMessage: 'The request is incomplete or invalid.', errorData: { errors: issues } });
    }
    case 404:
    case 405:
      return new ApiError(404, 'routeNotFound', 'No operation has this path and method. See /openapi.json.');
    case 413:
      return new ApiError(413, 'payloadTooLarge', err.message);
    case 415:
      return new ApiError(400, 'malformedBody', 'The body must be application/json.');
    default:
      return undefined;
  }
}

/** body-parser's errors carry a type. */
function fromBodyParser(err: { type: string; limit?: number }): ApiError | undefined {
  if (err.type === 'entity.too.large') return new ApiError(413, 'payloadTooLarge', `The request body is larger than ${err.limit} bytes.`);
  if (err.type === 'entity.parse.failed') return new ApiError(400, 'malformedBody', 'The body is not valid JSON.');
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') return new ApiError(400, 'malformedBody', 'The body must be UTF-8 JSON.');
  return undefined;
}

export function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err && typeof err === 'object') {
    const e = err as { type?: unknown; status?: unknown };
    if (typeof e.type === 'string') return fromBodyParser(err as { type: string });
    if (typeof e.status === 'number') return fromValidator(err as { status: number; message: string });
  }
  return undefined;
}

/** The statuses the matched operation declares, where the validator matched one. */
const declaredStatuses = (req: Request) => (req as Request & { openapi?: { schema?: { responses?: Record<string, unknown> } } }).openapi?.schema?.responses;

/** With `validateResponses`, a status the operation does not declare becomes a 500, as an off-contract body does. */
export function errorHandler(logger: Logger, { validateResponses }: { validateResponses: boolean }) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(res.locals.requestId);
    let known = toApiError(err);
    const declared = declaredStatuses(req);
    if (validateResponses && known && declared && !(String(known.httpStatus) in declared) && !('default' in declared)) {
      err = new Error(`Undeclared status ${known.httpStatus} (${known.errorType}) for ${req.method} ${req.path}`);
      known = undefined;
    }
    const error = known && known.httpStatus < 500 ? known : new ApiError(500, 'unexpectedError', `An unexpected error occurred. Quote request id ${requestId}.`, { errorData: { requestId } });
    if (error.httpStatus >= 500) logger.error({ requestId, err }, 'unexpected failure');
    if (res.headersSent) return;
    res.status(error.httpStatus).set(error.options.headers ?? {}).json({
      status: error.status,
      message: error.message,
      displayMessage: error.options.displayMessage ?? null,
      errorType: error.errorType,
      errorData: error.options.errorData ?? null,
    });
  };
}
