// A connection's tokenId, sealed (AES-256-GCM with the server's sealing key), beside its hash: every refresh answers
// it again, and a hash cannot give it back. Connections made before this migration get one at their next refresh.
import type { Kysely, Migration } from 'kysely';

export const sealedTokenId = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('connections').addColumn('token_id_sealed', 'text').execute();
  },
});
