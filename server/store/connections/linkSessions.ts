// Link sessions: the link token's lifetime, the Link page's session token, and the one transfer a session sends.
import type { Kysely } from 'kysely';
import type { Engine } from '../database.js';
import { lockedForUpdate } from '../dialect.js';
import { prepared } from '../prepared.js';
import { readJson, type Tables } from '../schema.js';

export interface LinkSessionRecord {
  id: string;
  clientId: string;
  userId: string;
  /** The link token request, as created. */
  options: unknown;
}

const COLUMNS = ['id', 'client_id', 'user_id', 'options'] as const;
const toRecord = (row: { id: string; client_id: string; user_id: string; options: unknown }): LinkSessionRecord => ({
  id: row.id,
  clientId: row.client_id,
  userId: row.user_id,
  options: readJson(row.options),
});

// Every link token writes one: compiled once (see prepared.ts).
const insertSession = prepared(
  (db, s: { id: string; clientId: string; userId: string; options: string; createdAt: number; expiresAt: number }) =>
    db
      .insertInto('link_sessions')
      .values({ id: s.id, client_id: s.clientId, user_id: s.userId, options: s.options, created_at: s.createdAt, expires_at: s.expiresAt }),
);

const unused = prepared((db, a: { id: string; clientId: string; now: number }) =>
  db
    .selectFrom('link_sessions')
    .select(COLUMNS)
    .where('id', '=', a.id)
    .where('client_id', '=', a.clientId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', a.now),
);
// Every request of the Link page authenticates with its session token.
// Unexpired by the time of the session's client: its test clock's, or `now`.
const byPageToken = prepared((db, a: { pageTokenHash: string; now: number }) =>
  db
    .selectFrom('link_sessions')
    .select(COLUMNS)
    .where('page_token_hash', '=', a.pageTokenHash)
    .where('page_expires_at', '>', (eb) =>
      eb.fn.coalesce(
        eb.selectFrom('test_clocks').select('test_clocks.now').whereRef('test_clocks.client_id', '=', 'link_sessions.client_id'),
        eb.val(a.now),
      ),
    ),
);

export function linkSessionsStore(db: Kysely<Tables>, engine: Engine) {
  return {
    async insert(session: { id: string; clientId: string; userId: string; options: unknown; createdAt: number; expiresAt: number }) {
      await insertSession(db, engine, {
        id: session.id,
        clientId: session.clientId,
        userId: session.userId,
        options: JSON.stringify(session.options),
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
      });
    },

    /** The client's session, if unused and unexpired at now. */
    async findUnused(id: string, clientId: string, now: number): Promise<LinkSessionRecord | undefined> {
      const [row] = await unused(db, engine, { id, clientId, now });
      return row && toRecord(row);
    },

    /** The client a session belongs to. */
    async clientOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('link_sessions').select('client_id').where('id', '=', id).executeTakeFirst();
      return row?.client_id;
    },

    /** Spends an unused, unexpired session's link token and gives it a page session token (its hash). */
    async startPage(id: string, now: number, pageTokenHash: string, pageExpiresAt: number): Promise<LinkSessionRecord | undefined> {
      const row = await db
        .updateTable('link_sessions')
        .set({ used_at: now, page_token_hash: pageTokenHash, page_expires_at: pageExpiresAt })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findByPageToken(pageTokenHash: string, now: number): Promise<LinkSessionRecord | undefined> {
      const [row] = await byPageToken(db, engine, { pageTokenHash, now });
      return row && toRecord(row);
    },

    async endPage(id: string, now: number) {
      await db.updateTable('link_sessions').set({ page_expires_at: now }).where('id', '=', id).where('page_expires_at', '>', now).execute();
    },

    /** Spends an unused, unexpired link token; false when it was not. */
    async spendToken(id: string, now: number, transferId: string | null): Promise<boolean> {
      const rows = await db
        .updateTable('link_sessions')
        .set({ used_at: now, transfer_id: transferId })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** A live page session's transfer (null before it sends one), locked until the transaction ends; undefined when the session is not live. */
    async pageTransferForUpdate(id: string, now: number): Promise<{ transferId: string | null } | undefined> {
      const row = await db
        .selectFrom('link_sessions')
        .select('transfer_id')
        .where('id', '=', id)
        .where('page_expires_at', '>', now)
        .$call(lockedForUpdate(engine))
        .executeTakeFirst();
      return row && { transferId: row.transfer_id };
    },

    async setTransfer(id: string, transferId: string) {
      await db.updateTable('link_sessions').set({ transfer_id: transferId }).where('id', '=', id).execute();
    },
  };
}
