// Wallet ownership verifications.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Engine } from '../database.js';
import type { Tables, WalletVerificationsTable } from '../schema.js';

export type VerificationRow = Selectable<WalletVerificationsTable>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function walletsStore(db: Kysely<Tables>, _engine: Engine) {
  return {
    async insert(verification: Insertable<WalletVerificationsTable>) {
      await db.insertInto('wallet_verifications').values(verification).execute();
    },

    /** The user's verifications, newest first; of one address (any letter case) when given. */
    async list(clientId: string, userId: string | undefined, address: string | undefined): Promise<VerificationRow[]> {
      return db
        .selectFrom('wallet_verifications')
        .selectAll()
        .where('client_id', '=', clientId)
        .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
        .$if(address !== undefined, (qb) => qb.where((eb) => eb(eb.fn('lower', ['address']), '=', address!.toLowerCase())))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(500)
        .execute();
    },
  };
}
