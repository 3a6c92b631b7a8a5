// Every failure, wherever it starts (domain, institution, or the HTTP edge), is a ContractError: an errorType of
// the spec, a message, and what the envelope carries. Nothing here speaks HTTP: the edge answers each errorType
// with the status the spec's table gives it (ErrorType's x-http-status, in generated/operations.ts).
import type { ErrorType, Schemas } from './types.js';

/** A field a failure is about, by its name in the operation's body or query; the edge says which of the two. */
export interface FieldIssue {
  field: string;
  message: string;
  errorCode: string;
}

export interface ErrorDetails {
  displayMessage?: string;
  /** Carried as the envelope's errorData (field errors come as `fields`). */
  errorData?: Schemas['RetryAfterData'] | Schemas['RequestIdData'] | Schemas['FieldErrors'];
  /** Carried as errorData.errors, each with the field's path in the request. */
  fields?: FieldIssue[];
}

export class ContractError extends Error {
  constructor(
    readonly errorType: Exclude<ErrorType, ''>,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

/** A failure about one field: the error's message, and what is wrong with the field and the rule it breaks. */
export const fieldError = (errorType: Exclude<ErrorType, ''>, message: string, field: FieldIssue): ContractError =>
  new ContractError(errorType, message, { fields: [field] });

/** A required field missing, in the words and with the errorCode request validation uses. */
export const missingField = (field: string, message: string): ContractError =>
  fieldError('missingField', message, { field, message: `must have required property '${field}'`, errorCode: 'required' });
