// The one place where failures become responses: the envelope, the HTTP status the spec's table gives the
// errorType, and no internals.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  httpStatusOfError,
  MAX_FIELD_ERROR_MESSAGE,
  MAX_FIELD_ERRORS,
  operations,
  resultStatusOfHttp,
  type OperationId,
} from '../../client/operations.js';
import { ContractError } from '../contract/errors.js';
import { loggable } from '../deps/logging.js';
import { isStoreConflict, isStoreUnavailable } from '../store/store.js';
import type { Schemas } from '../contract/types.js';
import { routeNotFound } from './routing.js';
import { knownNames } from './knownNames.js';
import { didYouMean, quotedAlternatives } from '../contract/suggest.js';

/** What express-openapi-validator reports of each problem. */
type ValidatorIssue = Omit<Schemas['FieldError'], 'errorCode'> & { errorCode?: string };

/** How express-openapi-validator words an enum failure: Ajv's message, then every allowed value. */
const ENUM_MESSAGE = /^must be equal to one of the allowed values: (.*)$/s;

/** The value a request sent at a validator path such as /body/type or /query/UserId. */
function sentValue(req: Request, path: string): unknown {
  const [part, ...keys] = path
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const root: unknown = part === 'body' ? req.body : part === 'query' ? req.query : undefined;
  return keys.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );
}

/** How express-openapi-validator words a query parameter the operation does not declare. */
const UNKNOWN_QUERY_MESSAGE = /^Unknown query parameter '.*'$/s;

/** Most accepted names an unknown one's message lists; errorData and /docs have them all. */
const NAMES_IN_MESSAGE = 12;

/** An unknown query parameter or body field says which known one it is likely a typo of, or else which are known. */
function withNameSuggestion(issue: Schemas['FieldError'], req: Request): Schemas['FieldError'] {
  const name = issue.path.split('/').at(-1)?.replace(/~1/g, '/').replace(/~0/g, '~');
  if (!name) return issue;
  const known = knownNames(req, issue.path);
  const suggestions = didYouMean(name, known);
  const kind = issue.path.startsWith('/query/') ? 'a query parameter of this operation' : 'a field of this object';
  if (suggestions.length) return { ...issue, message: `\`${name}\` is not ${kind}; did you mean ${quotedAlternatives(suggestions)}?` };
  if (!known.length) return issue;
  const listed =
    known.length > NAMES_IN_MESSAGE
      ? `${known
          .slice(0, NAMES_IN_MESSAGE)
          .map((n) => `\`${n}\``)
          .join(', ')}…`
      : quotedAlternatives(known).replace(/ or (?=[^,]*$)/, ' and ');
  return { ...issue, message: `\`${name}\` is not ${kind}; it takes ${listed}` };
}

/** An enum failure whose value, or an unknown name, one edit or only letter case away from an allowed one says which. */
function withSuggestion(issue: Schemas['FieldError'], req: Request | undefined): Schemas['FieldError'] {
  if (req && (issue.errorCode === 'additionalProperties' || UNKNOWN_QUERY_MESSAGE.test(issue.message)))
    return withNameSuggestion(issue, req);
  const allowed = issue.errorCode === 'enum' ? ENUM_MESSAGE.exec(issue.message)?.[1]?.split(', ') : undefined;
  if (!allowed) return issue;
  const value = req ? sentValue(req, issue.path) : undefined;
  const suggestions = typeof value === 'string' ? didYouMean(value, allowed) : [];
  if (suggestions.length) return { ...issue, message: `\`${value}\` is not allowed; did you mean ${quotedAlternatives(suggestions)}?` };
  // A long enum (ErrorType's) would pass a field error's bound: its first values, and where to read them all.
  if (issue.message.length <= MAX_FIELD_ERROR_MESSAGE) return issue;
  return {
    ...issue,
    message: `must be one of ${allowed.slice(0, NAMES_IN_MESSAGE).join(', ')}… (${allowed.length} values; /docs lists them)`,
  };
}

/** The issues a message spells out; errorData lists them all (up to MAX_FIELD_ERRORS), so a long list stays readable and bounded. */
const ISSUES_IN_MESSAGE = 3;

/** The first few issues, each as `path message`, then how many more errorData holds. */
function summary(issues: Schemas['FieldError'][], total: number): string {
  const shown = issues
    .slice(0, ISSUES_IN_MESSAGE)
    .map((i) => `${i.path.replace(/^\//, '').replace(/\//g, '.')}${i.message.startsWith('`') ? ':' : ''} ${i.message}`);
  const more = total - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more (errorData.errors)` : shown.join('; ');
}

/** express-openapi-validator's errors carry an HTTP status and a list of issues (and, for 405, the Allow header). */
function fromValidator(
  err: { status: number; errors?: ValidatorIssue[]; message: string; headers?: Record<string, string> },
  req?: Request,
): ContractError | undefined {
  const all = err.errors ?? [];
  const issues = all
    .slice(0, MAX_FIELD_ERRORS)
    .map(({ path, message, errorCode }) =>
      withSuggestion({ path, message, errorCode: errorCode?.replace(/\.openapi\.(validation|requestValidation)$/, '') ?? 'invalid' }, req),
    );
  switch (err.status) {
    case 400: {
      const codes = new Set(issues.map((i) => i.errorCode));
      const errorType = codes.has('required') ? 'missingField' : codes.has('additionalProperties') ? 'unknownField' : 'invalidField';
      const message = summary(issues, all.length);
      return new ContractError(errorType, message || err.message, {
        displayMessage: 'The request is incomplete or invalid.',
        errorData: { errors: issues, total: all.length },
      });
    }
    case 404:
      return routeNotFound();
    case 405: // routeGuide answers these first; the validator's own is kept in case it ever runs without it
      return new ContractError('methodNotAllowed', `This path does not take this method. It takes ${err.headers?.Allow ?? 'another one'}.`);
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
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return new ContractError('malformedBody', 'The body must be UTF-8 JSON.');
  return undefined;
}

/** Seconds a caller waits before repeating a request the database could not take: the pool reconnects meanwhile. */
const STORE_RETRY_AFTER_SECONDS = 1;

export function toContractError(err: unknown, req?: Request): ContractError | undefined {
  if (err instanceof ContractError) return err;
  if (isStoreUnavailable(err)) {
    return new ContractError(
      'storeUnavailable',
      'The database cannot be reached. Nothing was done; repeat the request after Retry-After seconds.',
      {
        errorData: { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS },
      },
    );
  }
  if (isStoreConflict(err)) {
    // Left after the store ran the transaction again (store.ts): as for an unreachable database, nothing was done
    // and a repeat will likely pass.
    return new ContractError(
      'storeUnavailable',
      'The database could not carry out the request for concurrent requests on the same data. Nothing was done; repeat the request after Retry-After seconds.',
      { errorData: { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS } },
    );
  }
  if (err && typeof err === 'object') {
    const e = err as { type?: unknown; status?: unknown };
    if (typeof e.type === 'string') return fromBodyParser(err as { type: string });
    if (typeof e.status === 'number') return fromValidator(err as { status: number; message: string }, req);
  }
  return undefined;
}

export const httpStatusOf = (error: ContractError): number => httpStatusOfError[error.errorType];

/** The envelope's errorData: the error's own, plus each field it names at its path in this operation's request. */
function errorDataOf(error: ContractError, operationId: OperationId | undefined): Schemas['ApiResult']['errorData'] {
  const { errorData, fields } = error.details;
  if (!fields?.length) return errorData ?? null;
  const query: readonly string[] = operationId ? operations[operationId].query : [];
  const errors = fields.map(({ field, message, errorCode }) => ({
    path: `/${query.includes(field.split('/')[0]!) ? 'query' : 'body'}/${field}`,
    message,
    errorCode,
  }));
  return { errors: errors.slice(0, MAX_FIELD_ERRORS), total: errors.length };
}

/** The statuses the matched operation declares, where the validator matched one. */
const declaredStatuses = (req: Request) =>
  (req as Request & { openapi?: { schema?: { responses?: Record<string, unknown> } } }).openapi?.schema?.responses;

/**
 * The client went away while its body arrived: it aborted the upload, or the body timeout cut it off. No failure of
 * the server's, and no one to answer.
 */
function clientGone(err: unknown, req: Request): boolean {
  const { type, code } = (err ?? {}) as { type?: unknown; code?: unknown };
  return type === 'request.aborted' || (req.socket.destroyed && (code === 'ECONNRESET' || code === 'ECONNABORTED'));
}

/** With `validateResponses`, a status the operation does not declare becomes a 500, as an off-contract body does. */
export function errorHandler(logger: Logger, { validateResponses }: { validateResponses: boolean }) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(res.locals.requestId);
    if (clientGone(err, req)) {
      logger.debug({ requestId, method: req.method, error: loggable(err) }, 'the client went away before its request arrived');
      return;
    }
    let known = toContractError(err, req);
    const declared = declaredStatuses(req);
    if (validateResponses && known && declared && !Object.hasOwn(declared, String(httpStatusOf(known))) && !('default' in declared)) {
      err = new Error(`Undeclared status ${httpStatusOf(known)} (${known.errorType}) for ${req.method} ${req.path}`);
      known = undefined;
    }
    // A ContractError is a failure the server means (an institution's, the database gone): answered as it is. Anything
    // else is unexpected, and answered without its internals.
    const error =
      known ??
      new ContractError('unexpectedError', `An unexpected error occurred. Quote request id ${requestId}.`, { errorData: { requestId } });
    const httpStatus = httpStatusOf(error);
    if (!known) logger.error({ requestId, error: loggable(err) }, 'unexpected failure');
    else if (httpStatus >= 500) logger.warn({ requestId, errorType: known.errorType, error: loggable(err) }, 'failure answered');
    if (res.headersSent) return;
    const body = errorBody(error, res.locals.operationId as OperationId | undefined);
    if (body.errorData && 'retryAfterSeconds' in body.errorData) res.set('Retry-After', String(body.errorData.retryAfterSeconds));
    res.status(httpStatus).json(body);
  };
}

/**
 * What groups occurrences of one error (`errorHash`): the same for the same operation and errorType, whatever the
 * message says of the request.
 */
export const errorHashOf = (operationId: OperationId | undefined, errorType: string) =>
  createHash('sha256')
    .update(`${operationId ?? ''}:${errorType}`)
    .digest('hex')
    .slice(0, 16);

/** The envelope of a failure, as every error answer carries it (a fault after a commit answers one too). */
export function errorBody(error: ContractError, operationId: OperationId | undefined) {
  const httpStatus = httpStatusOf(error);
  return {
    status: resultStatusOfHttp[httpStatus as keyof typeof resultStatusOfHttp],
    message: error.message,
    displayMessage: error.details.displayMessage ?? null,
    errorHash: errorHashOf(operationId, error.errorType),
    errorType: error.errorType,
    errorData: errorDataOf(error, operationId),
  };
}
