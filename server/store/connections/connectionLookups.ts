// Finding a connection by the token a caller presents: its tokenId, its current access token, or an access token
// that a refresh replaced and that still works until it expires.
import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../database.js';
import { prepared } from '../prepared.js';
import type { ConnectionsTable, Tables } from '../schema.js';

export type ConnectionRow = Selectable<ConnectionsTable>;
/** What identifies a connection and its account, without its token hashes. */
export type ConnectionIdentity = Pick<
  ConnectionRow,
  | 'id'
  | 'client_id'
  | 'user_id'
  | 'type'
  | 'username'
  | 'account_id'
  | 'account_name'
  | 'access_expires_at'
  | 'reauth_required'
  | 'scenario'
>;

const byToken = prepared((db, { clientId, type, tokenHash }: { clientId: string; type: string; tokenHash: string }) =>
  db
    .selectFrom('connections')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('type', '=', type)
    .where((eb) => eb.or([eb('token_id_hash', '=', tokenHash), eb('access_token_hash', '=', tokenHash)])),
);

/** The connection behind an access token that a refresh replaced, with that token's own expiry. */
const byRetiredToken = prepared((db, { clientId, type, tokenHash }: { clientId: string; type: string; tokenHash: string }) =>
  db
    .selectFrom('retired_access_tokens as r')
    .innerJoin('connections as c', 'c.id', 'r.connection_id')
    .selectAll('c')
    .select('r.expires_at as retired_expires_at')
    .where('r.token_hash', '=', tokenHash)
    .where('c.client_id', '=', clientId)
    .where('c.type', '=', type),
);

/** The institution of the client's connection a token opens, whatever type the caller named. */
const typeByToken = prepared((db, { clientId, tokenHash }: { clientId: string; tokenHash: string }) =>
  db
    .selectFrom('connections')
    .select('type')
    .where('client_id', '=', clientId)
    .where((eb) => eb.or([eb('token_id_hash', '=', tokenHash), eb('access_token_hash', '=', tokenHash)]))
    .limit(1),
);

export function connectionLookups(db: Kysely<Tables>, engine: Engine) {
  /** The connection an access token that a refresh replaced opens, as if it were the current one until it expires. */
  async function findByRetiredToken(clientId: string, type: string, tokenHash: string): Promise<ConnectionRow | undefined> {
    const [row] = await byRetiredToken(db, engine, { clientId, type, tokenHash });
    if (!row) return undefined;
    const { retired_expires_at, ...connection } = row;
    return { ...connection, access_expires_at: retired_expires_at };
  }

  /** The client's connection of this type that a token hash opens, as its tokenId or its current access token. */
  async function findByToken(
    clientId: string,
    type: string,
    tokenHash: string,
  ): Promise<(ConnectionRow & { byTokenId: boolean }) | undefined> {
    const [row] = await byToken(db, engine, { clientId, type, tokenHash });
    if (row) return { ...row, byTokenId: row.token_id_hash === tokenHash };
    const retired = await findByRetiredToken(clientId, type, tokenHash);
    return retired && { ...retired, byTokenId: false };
  }

  /** The type of the client's connection this token hash opens, when the caller named another (for its message). */
  async function typeOfToken(clientId: string, tokenHash: string): Promise<string | undefined> {
    const [row] = await typeByToken(db, engine, { clientId, tokenHash });
    return row?.type;
  }

  return { findByToken, findByRetiredToken, typeOfToken };
}
