// What connecting asks of the sandbox's controls, which steer it from above (sandbox/institutionFailures.ts and
// sandbox/sandboxUsers.ts implement these): connections names only the calls it makes, and imports nothing of sandbox/.
import type { Credentials, Scenario } from '../../institutions/adapter.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import type { LastingFailure } from '../../store/sandbox/institutionFailures.js';

/** The institution failures a client set (sandboxSetInstitutionFailure) or a sandbox user's document schedules. */
export interface FailureChecks {
  /** Throws the failure the client set on the institution, if one is in force now. */
  check(clientId: string, type: InstitutionType): Promise<void>;
  /** Throws `failure` if it is in force at `now`. */
  throwIfSet(type: InstitutionType, failure: LastingFailure | null | undefined, now: number, origin?: 'client' | 'scenario'): void;
}

/** The sandbox users a login may name, each with its document's scenario per institution. */
export interface ScenarioUsers<User extends { login: string }> {
  /** The sandbox user the credentials sign in as; undefined for the seeded users. */
  atSignIn(clientId: string, credentials: Credentials): Promise<User | undefined>;
  /** What the user's document says of the institution. */
  scenarioAt(user: User, type: InstitutionType): Scenario;
}
