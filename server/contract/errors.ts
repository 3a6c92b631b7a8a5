// Every failure, wherever it starts (domain, institution, or the HTTP edge), is a ContractError: an errorType of
// the spec, a message, and what the envelope carries. Nothing here speaks HTTP: the edge answers each errorType
// with the status the spec's table gives it (ErrorType's x-http-status, in client/operations.ts).
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

/** The failures several places raise, each written once so that its words never drift apart. */
export const errors = {
  clientNotFound: () => new ContractError('clientNotFound', 'No API client has this id.'),
  webhookNotFound: () => new ContractError('webhookNotFound', 'This client has no webhook endpoint.'),
  /** `actualType`: the institution the token is of, where the caller named another. */
  connectionNotFound: (actualType?: string) =>
    new ContractError(
      'connectionNotFound',
      actualType
        ? `No connection matches this authToken and type: the authToken is a connection of type "${actualType}"; send "type": "${actualType}".`
        : 'No connection matches this authToken and type.',
    ),
  /** A Link page session acts for its own user only: another user's connection is as unknown as none. */
  sessionConnectionNotFound: () =>
    new ContractError('connectionNotFound', "No connection of this session's user matches this authToken and type."),
  transferNotFound: () => new ContractError('transferNotFound', 'No transfer of this client has this id.'),
  alreadyFinal: (status: string) => new ContractError('conflict', `The transfer is already ${status}; a final status never changes.`),
  previewExecuted: () => new ContractError('conflict', 'This preview was already executed; a preview is executed once.'),
  linkTokenForOtherInstitution: (type: string) => new ContractError('invalidField', `This link token is for institution type '${type}'.`),
  /** An `integrationId` no institution has (`field`: where the request carried it). */
  unknownIntegration: (integrationId: string, field = 'integrationId') =>
    fieldError('invalidField', `No integration has the id ${integrationId}: listIntegrations gives each institution's.`, {
      field,
      message: 'must be the id of an integration (listIntegrations)',
      errorCode: 'unknownIntegration',
    }),
};
