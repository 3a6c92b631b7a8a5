// Wallet ownership verifications: recorded only when the signature really verifies for the address.
import { verifyMessage } from 'viem';
import { uuid, type Deps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import type { Schemas } from '../http/types.js';
import type { LinkSession, LinkSessions } from './linkSessions.js';

interface VerificationRow {
  user_id: string;
  address: string;
  network_type: Schemas['NetworkType'];
  message: string;
  signature: string;
  created_at: number;
}

const toVerification = (r: VerificationRow): Schemas['WalletVerification'] => ({
  userId: r.user_id,
  address: r.address,
  networkType: r.network_type,
  verificationMethod: 'signedMessage',
  message: r.message,
  signedMessageHash: r.signature,
  timestamp: Math.floor(r.created_at / 1000),
  xPubKey: null,
});

async function signatureVerifies(address: `0x${string}`, message: string, signature: `0x${string}`): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature });
  } catch {
    return false; // a malformed signature does not verify
  }
}

export function createWallets({ store, random, clock }: Deps, linkSessions: LinkSessions) {
  return {
    async verify(session: LinkSession, input: Schemas['LinkVerifyWalletRequest']): Promise<Schemas['WalletVerification']> {
      const wanted = session.options.verifyWalletOptions;
      if (wanted?.message && wanted.message !== input.message) {
        throw badRequest('invalidField', 'message must be the verifyWalletOptions.message of the link token.');
      }
      if (wanted?.addresses?.length && !wanted.addresses.some((a) => a.toLowerCase() === input.address.toLowerCase())) {
        throw badRequest('invalidField', 'address is not one of the verifyWalletOptions.addresses of the link token.');
      }
      if (!(await signatureVerifies(input.address as `0x${string}`, input.message, input.signature as `0x${string}`))) {
        throw badRequest('invalidSignature', 'The signature does not verify for this address and message.');
      }
      const row: VerificationRow = { user_id: session.userId, address: input.address, network_type: 'evm', message: input.message, signature: input.signature, created_at: clock.now() };
      await store.transaction(async (tx) => {
        await linkSessions.consume(tx, session);
        await tx.query('INSERT INTO wallet_verifications (id, client_id, user_id, address, network_type, message, signature, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
          uuid(random),
          session.clientId,
          row.user_id,
          row.address,
          row.network_type,
          row.message,
          row.signature,
          row.created_at,
        ]);
      });
      return toVerification(row);
    },

    async list(clientId: string, userId: string, address: string | undefined): Promise<Schemas['WalletVerifications']> {
      const rows = await store.query<VerificationRow>(
        `SELECT user_id, address, network_type, message, signature, created_at FROM wallet_verifications
         WHERE client_id = $1 AND user_id = $2 AND ($3::text IS NULL OR lower(address) = lower($3))
         ORDER BY created_at DESC, id LIMIT 500`,
        [clientId, userId, address ?? null],
      );
      return { verifications: rows.map(toVerification) };
    },
  };
}
