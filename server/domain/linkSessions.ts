// Link sessions: what a link token configures. 10 minutes, single use, bound to one client and one user.
import { hex, type Deps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import type { Schemas } from '../http/types.js';
import type { Queryable } from '../store/store.js';

export const LINK_TOKEN_TTL_MS = 10 * 60 * 1000;

export interface LinkSession {
  id: string;
  clientId: string;
  userId: string;
  options: Schemas['LinkTokenRequest'];
}

const invalid = () => badRequest('linkTokenInvalid', 'The link token is unknown, expired or already used. Create a new one with createLinkToken.');

export function createLinkSessions({ store, random, clock, config }: Deps) {
  const linkPageUrl = (id: string) => `${config.publicUrl}/link/${id}`;

  /** The session id inside a link token (the Base64 of the Link page URL), or undefined if it is not one of ours. */
  function sessionIdOf(linkToken: string): string | undefined {
    const url = Buffer.from(linkToken, 'base64').toString('utf8');
    return /\/link\/(ls_[0-9a-f]{24})$/.exec(url)?.[1];
  }

  return {
    async create(clientId: string, options: Schemas['LinkTokenRequest']) {
      const id = `ls_${hex(random, 12)}`;
      const now = clock.now();
      await store.query('INSERT INTO link_sessions (id, client_id, user_id, options, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        id,
        clientId,
        options.userId,
        JSON.stringify(options),
        now,
        now + LINK_TOKEN_TTL_MS,
      ]);
      return {
        linkToken: Buffer.from(linkPageUrl(id)).toString('base64'),
        paymentLink: options.transferOptions?.generatePayLink ? `${config.publicUrl}/pay/${id}` : null,
      };
    },

    /** The client's unexpired, unused session of a link token; another client's is as unknown as none. */
    async open(clientId: string, linkToken: string): Promise<LinkSession> {
      const id = sessionIdOf(linkToken);
      const rows = id
        ? await store.query<{ user_id: string; options: Schemas['LinkTokenRequest'] }>(
            'SELECT user_id, options FROM link_sessions WHERE id = $1 AND client_id = $2 AND used_at IS NULL AND expires_at > $3',
            [id, clientId, clock.now()],
          )
        : [];
      if (!id || !rows[0]) throw invalid();
      return { id, clientId, userId: rows[0].user_id, options: rows[0].options };
    },

    /** Marks the session used inside the caller's transaction; fails if another request used it first. */
    async consume(tx: Queryable, session: LinkSession) {
      const rows = await tx.query('UPDATE link_sessions SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id', [session.id, clock.now()]);
      if (!rows.length) throw invalid();
    },
  };
}

export type LinkSessions = ReturnType<typeof createLinkSessions>;
