// Previews of server-side transfers: recorded by previewTransfer, executed at most once.
import type { Kysely } from 'kysely';
import type { Engine } from '../database.js';
import { lockedForUpdate } from '../dialect.js';
import { readJson, type Tables } from '../schema.js';

export interface PreviewRecord {
  id: string;
  clientId: string;
  connectionId: string;
  request: unknown;
  createdAt: number;
  expiresAt: number;
  transferId: string | null;
}

export function previewsStore(db: Kysely<Tables>, engine: Engine) {
  return {
    async insert(preview: Omit<PreviewRecord, 'transferId'>) {
      await db
        .insertInto('transfer_previews')
        .values({
          id: preview.id,
          client_id: preview.clientId,
          connection_id: preview.connectionId,
          request: JSON.stringify(preview.request),
          created_at: preview.createdAt,
          expires_at: preview.expiresAt,
          transfer_id: null,
        })
        .execute();
    },

    /** The client's preview of the connection, locked until the transaction ends. */
    async getForUpdate(id: string, clientId: string, connectionId: string): Promise<PreviewRecord | undefined> {
      const row = await db
        .selectFrom('transfer_previews')
        .selectAll()
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .where('connection_id', '=', connectionId)
        .$call(lockedForUpdate(engine))
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          clientId: row.client_id,
          connectionId: row.connection_id,
          request: readJson(row.request),
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          transferId: row.transfer_id,
        }
      );
    },

    /** Marks the preview executed by the transfer; false when another execution did first. */
    async markExecuted(id: string, transferId: string): Promise<boolean> {
      const result = await db
        .updateTable('transfer_previews')
        .set({ transfer_id: transferId })
        .where('id', '=', id)
        .where('transfer_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
