// The one place where failures become responses: the envelope, the HTTP status the spec's table gives the
// errorType, and no internals.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { httpStatusOfError, MAX_FIELD_ERRORS, operations, resultStatusOfHttp, type OperationId } from '../../generated/operations.js';
import { ContractError } from '../contract/errors.js';
import { loggable } from '../deps.js';
import { isStoreUnavailable } from '../store/store.js';
import type { Schemas } from '../contract/types.js';

/** What express-openapi-validator reports of each problem. */
type ValidatorIssue = Omit<Schemas['FieldError'], 'errorCode'> & { errorCode?: string };

export const routeNotFound = () => new ContractError('routeNotFound', 'No operation has this path and method. See /openapi.json.');

/** express-openapi-validator's errors carry an HTTP status and a list of issues. */
function fromValidator(err: { status: number; errors?: ValidatorIssue[]; message: string }): ContractError | undefined {
  const all = err.errors ?? [];
  const issues = all.slice(0, MAX_FIELD_ERRORS).map(({ path, message, errorCode }) => ({ path, message, errorCode: errorCode?.replace(/\.openapi\.(validation|requestValidation)$/, '') ?? 'invalid' }));
  switch (err.status) {
    case 400: {
      const codes = new Set(issues.map((i) => i.errorCode));
      const errorType = codes.has('required') ? 'missingField' : codes.has('additionalProperties') ? 'unknownField' : 'invalidField';
      const message = issues.map((i) => `${i.path.replace(/^\//, '').replace(/\//g, '.')} ${i.message}`).join('; ');
      return new ContractError(errorType, message || err.message, { displayMessage: 'The request is incomplete or invalid.', errorData: { errors: issues, total: all.length } });
    }
    case 404:
    case 405:
      return routeNotFound();
    case 413:
      return new ContractError('payloadTooLarge', err.message);
    case 415:
      return new ContractError('malformedBody', 'The body must be application/json.');
    default:
      return undefined;
  }
}

/** body-parser's errors carry a type. */
function fromBodyParser(err: { type: string; limit?: number }): ContractError | undefined {
  if (err.type === 'entity.too.large') return new ContractError('payloadTooLarge', `The request body is larger than ${err.limit} bytes.`);
  if (err.type === 'entity.parse.failed') return new ContractError('malformedBody', 'The body is not valid JSON.');
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') return new ContractError('malformedBody', 'The body must be UTF-8 JSON.');
  return undefined;
}

/** Seconds a caller waits before repeating a request the database could not take: the pool reconnects meanwhile. */
const STORE_RETRY_AFTER_SECONDS = 1;

export function toContractError(err: unknown): ContractError | undefined {
  if (err instanceof ContractError) return err;
  if (isStoreUnavailable(err)) {
    return new ContractError('storeUnavailable', 'The database cannot be reached. Nothing was done; repeat the request after Retry-After seconds.', {
      errorData: { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS },
    });
  }
  if (err && typeof err === 'object') {
    const e = err as { type?: unknown; status?: unknown };
    if (typeof e.type === 'string') return fromBodyParser(err as { type: string });
    if (typeof e.status === 'number') return fromValidator(err as { status: number; message: string });
  }
  return undefined;
}

export const httpStatusOf = (error: ContractError): number => httpStatusOfError[error.errorType];

/** The envelope's errorData: the error's own, plus each field it names at its path in this operation's request. */
function errorDataOf(error: ContractError, operationId: OperationId | undefined): Schemas['ApiResult']['errorData'] {
  const { errorData, fields } = error.details;
  if (!fields?.length) return errorData ?? null;
  const query: readonly string[] = operationId ? operations[operationId].query : [];
  const errors = fields.map(({ field, message, errorCode }) => ({ path: `/${query.includes(field.split('/')[0]!) ? 'query' : 'body'}/${field}`, message, errorCode }));
  return { errors: errors.slice(0, MAX_FIELD_ERRORS), total: errors.length };
}

/** The statuses the matched operation declares, where the validator matched one. */
const declaredStatuses = (req: Request) => (req as Request & { openapi?: { schema?: { responses?: Record<string, unknown> } } }).openapi?.schema?.responses;

/** With `validateResponses`, a status the operation does not declare becomes a 500, as an off-contract body does. */
export function errorHandler(logger: Logger, { validateResponses }: { validateResponses: boolean }) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(res.locals.requestId);
    let known = toContractError(err);
    const declared = declaredStatuses(req);
    if (validateResponses && known && declared && !(String(httpStatusOf(known)) in declared) && !('default' in declared)) {
      err = new Error(`Undeclared status ${httpStatusOf(known)} (${known.errorType}) for ${req.method} ${req.path}`);
      known = undefined;
    }
    const error = known && (httpStatusOf(known) < 500 || known.errorType === 'storeUnavailable') ? known : new ContractError('unexpectedError', `An unexpected error occurred. Quote request id ${requestId}.`, { errorData: { requestId } });
    const httpStatus = httpStatusOf(error);
    if (error.errorType === 'storeUnavailable') logger.warn({ requestId, error: loggable(err) }, 'database unreachable');
    else if (httpStatus >= 500) logger.error({ requestId, error: loggable(err) }, 'unexpected failure');
    if (res.headersSent) return;
    const errorData = errorDataOf(error, res.locals.operationId as OperationId | undefined);
    if (errorData && 'retryAfterSeconds' in errorData) res.set('Retry-After', String(errorData.retryAfterSeconds));
    res.status(httpStatus).json({
      status: resultStatusOfHttp[httpStatus as keyof typeof resultStatusOfHttp],
      message: error.message,
      displayMessage: error.details.displayMessage ?? null,
      errorType: error.errorType,
      errorData,
    });
  };
}
