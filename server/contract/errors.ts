// Every failure becomes an ApiError, answered with the envelope and the right HTTP code.
import type { ErrorType, ResultStatus } from './types.js';

const STATUS_BY_HTTP: Record<number, ResultStatus> = {
  400: 'badRequest',
  401: 'permissionDenied',
  403: 'permissionDenied',
  404: 'notFound',
  409: 'conflict',
  413: 'badRequest',
  423: 'locked',
  429: 'tooManyRequest',
  451: 'unavailableForLegalReasons',
  500: 'serverFailure',
};

export class ApiError extends Error {
  readonly status: ResultStatus;
  constructor(
    readonly httpStatus: number,
    readonly errorType: Exclude<ErrorType, ''>,
    message: string,
    readonly options: { displayMessage?: string; errorData?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = STATUS_BY_HTTP[httpStatus] ?? 'serverFailure';
  }
}

export const badRequest = (errorType: Exclude<ErrorType, ''>, message: string, errorData?: unknown) =>
  new ApiError(400, errorType, message, { errorData });
export const notFound = (errorType: Exclude<ErrorType, ''>, message: string) => new ApiError(404, errorType, message);
export const forbidden = (errorType: Exclude<ErrorType, ''>, message: string) => new ApiError(403, errorType, message);
