// Sandbox users defined by a document (SandboxUser): registered by name for a client (the admin operations, and
// startSandbox's `users`), or given whole as the password of `user_custom`. A document is checked whole, against the
// spec's schema and then what only the institutions know, before it is stored or used: nothing half-applies.
import { createHash } from 'node:crypto';
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors, fieldError, type FieldIssue } from '../../contract/errors.js';
import { schemaIssues } from '../../contract/documents.js';
import type { Schemas } from '../../contract/types.js';
import type { Credentials, Scenario } from '../../institutions/adapter.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import { scenarioIssues } from '../../institutions/scenarios.js';
import type { SandboxUserRecord } from '../../store/sandbox/sandboxUsers.js';

type Document = Schemas['SandboxUser'];

/** The username whose password is the document itself, as Plaid's sandbox names it. */
export const CUSTOM_USERNAME = 'user_custom';
/** What one client may register, so that listing them stays one bounded answer. */
export const MAX_SANDBOX_USERS = 100;

/** A sandbox user met at sign-in: its document, the name it signed in with, and the login its connections keep. */
export interface SignInUser {
  document: Document;
  username: string;
  /**
   * The name and the document's fingerprint: the same document signs in to the same login (connecting again
   * reconnects its accounts), another document, or a replaced one, to a login of its own.
   */
  login: string;
}

const signInUser = (document: Document, username: string): SignInUser => ({
  document,
  username,
  login: `${username}#${createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16)}`,
});

const toRecord = (r: SandboxUserRecord): Schemas['SandboxUserRecord'] => ({ ...r, document: r.document as Document });

/**
 * The problems of a document, each a field at `prefix` (the request field that carried it) and its JSON pointer: the
 * schema's first, then, for a document of the right shape, what only the institutions know.
 */
function problems(value: unknown, prefix: string, institutions: Deps['institutions']): FieldIssue[] {
  const located = (issues: FieldIssue[]) => issues.map((i) => ({ ...i, field: `${prefix}${i.field}`.replace(/^\//, '') }));
  const shape = schemaIssues('SandboxUser', value);
  return located(shape.length ? shape : scenarioIssues(value as Document, institutions));
}

/** A 400 naming every problem, typed as request validation types them: missing, unknown, or invalid. */
function invalidDocument(issues: FieldIssue[], what: string): ContractError {
  const codes = new Set(issues.map((i) => i.errorCode));
  const errorType = codes.has('required') ? 'missingField' : codes.has('additionalProperties') ? 'unknownField' : 'invalidField';
  // Each as request validation's summary words it: the path with dots, then what is wrong.
  const listed = issues
    .slice(0, 3)
    .map((i) => `${i.field.replace(/\//g, '.') || '(the document)'}${i.message.startsWith('`') ? ':' : ''} ${i.message}`)
    .join('; ');
  const more = issues.length > 3 ? `; and ${issues.length - 3} more (errorData.errors)` : '';
  return new ContractError(errorType, `${what} is not a valid SandboxUser document: ${listed}${more}`, {
    displayMessage: 'The request is incomplete or invalid.',
    fields: issues,
  });
}

export function createSandboxUsers({ store, clock, institutions }: Deps) {
  /** The document, checked whole; throws a 400 naming each problem. */
  function checked(value: unknown, prefix: string, what: string): Document {
    const issues = problems(value, prefix, institutions);
    if (issues.length) throw invalidDocument(issues, what);
    return value as Document;
  }

  async function requireClient(clientId: string) {
    if (!(await store.clients.exists(clientId))) throw errors.clientNotFound();
  }

  const notFound = (username: string) => new ContractError('sandboxUserNotFound', `This client has no sandbox user named '${username}'.`);

  return {
    /**
     * Registers the sandbox user `username` for the client, or replaces it: what the admin operation putSandboxUser
     * does, and what code that starts a sandbox calls to register users. Throws a 400 for a wrong document.
     */
    async put(clientId: string, username: string, document: unknown): Promise<Schemas['SandboxUserRecord']> {
      if (username === CUSTOM_USERNAME) {
        const message = `must not be ${CUSTOM_USERNAME}, whose password is the document itself`;
        throw new ContractError('invalidField', `username ${message}: register the user under another name.`, {
          errorData: { errors: [{ path: '/path/username', message, errorCode: 'reserved' }], total: 1 },
        });
      }
      await requireClient(clientId);
      const valid = checked(document, '', 'The body');
      return store.transaction(async (tx) => {
        if (!(await tx.sandboxUsers.get(clientId, username)) && (await tx.sandboxUsers.count(clientId)) >= MAX_SANDBOX_USERS)
          throw new ContractError('conflict', `A client holds at most ${MAX_SANDBOX_USERS} sandbox users; delete one first.`);
        return toRecord(await tx.sandboxUsers.put(clientId, username, valid, clock.now()));
      });
    },

    async get(clientId: string, username: string): Promise<Schemas['SandboxUserRecord']> {
      await requireClient(clientId);
      const found = await store.sandboxUsers.get(clientId, username);
      if (!found) throw notFound(username);
      return toRecord(found);
    },

    async list(clientId: string): Promise<Schemas['SandboxUserList']> {
      await requireClient(clientId);
      return { users: (await store.sandboxUsers.list(clientId)).map(toRecord) };
    },

    async remove(clientId: string, username: string): Promise<void> {
      await requireClient(clientId);
      if (!(await store.sandboxUsers.remove(clientId, username))) throw notFound(username);
    },

    /**
     * The sandbox user a sign-in names: `user_custom`'s document (its password, checked whole), or the user the
     * client registered under the login, whose document's password, if it sets one, must match. Undefined for any
     * other login, which the institution then judges as it does the seeded users.
     */
    async atSignIn(clientId: string, credentials: Credentials): Promise<SignInUser | undefined> {
      const login = credentials.address ?? credentials.apiKey ?? credentials.username;
      const field = credentials.apiKey !== undefined ? 'apiSecret' : 'password';
      const secret = credentials.apiKey !== undefined ? credentials.apiSecret : credentials.password;
      if (login === undefined) return undefined;
      if (login === CUSTOM_USERNAME) {
        if (secret === undefined) return undefined; // the institution names the missing field
        let parsed: unknown;
        try {
          parsed = JSON.parse(secret);
        } catch {
          // JSON.parse's own message quotes the text around the mistake: a password is never quoted back.
          const message = 'must be a SandboxUser document as JSON (it is not valid JSON)';
          throw fieldError('invalidField', `With ${CUSTOM_USERNAME}, ${field} ${message}.`, { field, message, errorCode: 'json' });
        }
        return signInUser(checked(parsed, field, `The ${field}`), login);
      }
      const registered = await store.sandboxUsers.get(clientId, login);
      if (!registered) return undefined;
      const document = registered.document as Document;
      if (document.password !== undefined && secret !== document.password)
        throw new ContractError('invalidInstitutionCredentials', `The ${field} of sandbox user '${login}' is the one its document sets.`);
      return signInUser(document, login);
    },

    /** What the user's document says of the institution; refused where it gives the user no account there. */
    scenarioAt(user: SignInUser, type: InstitutionType): Scenario {
      const entry = user.document.institutions.find((e) => e.type === type);
      if (!entry) {
        const listed = user.document.institutions.map((e) => e.type).join(', ');
        throw new ContractError(
          'invalidInstitutionCredentials',
          `${institutions(type).name} knows no sandbox user '${user.username}': its document gives accounts at ${listed} only.`,
        );
      }
      const { type: _, ...scenario } = entry;
      return scenario;
    },
  };
}

export type SandboxUsers = ReturnType<typeof createSandboxUsers>;
