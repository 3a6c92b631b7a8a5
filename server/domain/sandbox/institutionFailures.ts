// A sandbox control: a client makes an institution fail with a chosen error, for a while or until cleared, to test
// its error paths. Only that client sees the failure; every operation that talks to the institution asks check().
import { httpStatusOfError } from '../../../client/operations.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import type { LastingFailure } from '../../store/sandbox/institutionFailures.js';

type Kind = Schemas['InstitutionFailureKind'];
type FailureErrorType = Schemas['InstitutionFailure']['errorType'];

/** The errorType each kind of failure answers with. */
export const FAILURE_ERROR_TYPE: Readonly<Record<Kind, FailureErrorType>> = {
  unavailable: 'institutionUnavailable',
  rateLimited: 'institutionRateLimited',
  serverFailure: 'institutionFailure',
};
/** What Retry-After says of a failure without an end. */
const OPEN_ENDED_RETRY_SECONDS = 60;

/** A failure as the API answers it: with the errorType and HTTP status its operations answer. */
export const describeFailure = (type: InstitutionType, error: Kind, until: number | null): Schemas['InstitutionFailure'] => {
  const errorType = FAILURE_ERROR_TYPE[error];
  return { type, error, errorType, httpStatus: httpStatusOfError[errorType] as Schemas['InstitutionFailure']['httpStatus'], until };
};

export function createInstitutionFailures({ store, clock, institutions }: Deps) {
  return {
    async set(clientId: string, input: Schemas['InstitutionFailureRequest']): Promise<Schemas['InstitutionFailure']> {
      const until = input.durationSeconds ? clock.now() + input.durationSeconds * 1000 : null;
      await store.institutionFailures.set({ client_id: clientId, type: input.type, error: input.error, until });
      return describeFailure(input.type, input.error, until);
    },

    async clear(clientId: string, type: InstitutionType) {
      await store.institutionFailures.clear(clientId, type);
    },

    /** Throws the failure the client set on the institution while it lasts. */
    async check(clientId: string, type: InstitutionType) {
      const now = clock.now();
      this.throwIfSet(type, await store.institutionFailures.current(clientId, type, now), now);
    },

    /**
     * Throws this failure, read at `now` with the rest of a request's data: one the client set, or one the document
     * of a sandbox user schedules for its own accounts.
     */
    throwIfSet(type: InstitutionType, failure: LastingFailure | null | undefined, now: number, origin: 'client' | 'scenario' = 'client') {
      if (!failure) return;
      const { name } = institutions(type);
      const error = failure.error as Kind;
      const retryAfterSeconds = failure.until === null ? OPEN_ENDED_RETRY_SECONDS : Math.max(1, Math.ceil((failure.until - now) / 1000));
      const lasting =
        failure.until === null
          ? origin === 'client'
            ? 'until this client clears it'
            : 'for good'
          : `for ${retryAfterSeconds} more seconds`;
      const set = `(a failure ${origin === 'client' ? 'this API client set in the sandbox' : "this sandbox user's document schedules"}, ${lasting})`;
      switch (error) {
        case 'unavailable':
          throw new ContractError(
            'institutionUnavailable',
            `${name} cannot be reached ${set}. Nothing was done; repeat after Retry-After seconds.`,
            {
              displayMessage: `${name} is temporarily unavailable. Try again later.`,
              errorData: { retryAfterSeconds },
            },
          );
        case 'rateLimited':
          throw new ContractError(
            'institutionRateLimited',
            `${name} limits the requests of this client ${set}. Repeat after Retry-After seconds.`,
            {
              displayMessage: `${name} is busy. Try again in a moment.`,
              errorData: { retryAfterSeconds },
            },
          );
        case 'serverFailure':
          throw new ContractError('institutionFailure', `${name} failed to answer ${set}.`, {
            displayMessage: `${name} had a problem. Try again later.`,
          });
      }
    },
  };
}

export type InstitutionFailures = ReturnType<typeof createInstitutionFailures>;
