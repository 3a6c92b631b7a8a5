// Wallet ownership verifications: recorded only when the signature really verifies for the address.
import { verifyMessage } from 'viem/utils';
import { uuid } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, missingField } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { VerificationRow } from '../../store/connections/wallets.js';
import type { LinkSession, LinkSessions } from './linkSessions.js';

type Verification = Pick<VerificationRow, 'user_id' | 'address' | 'network_type' | 'message' | 'signature' | 'created_at'>;

const toVerification = (r: Verification): Schemas['WalletVerification'] => ({
  userId: r.user_id,
  address: r.address,
  networkType: r.network_type as Schemas['NetworkType'],
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
        throw new ContractError('invalidField', 'message must be the verifyWalletOptions.message of the link token.');
      }
      if (wanted?.addresses?.length && !wanted.addresses.some((a) => a.toLowerCase() === input.address.toLowerCase())) {
        throw new ContractError('invalidField', 'address is not one of the verifyWalletOptions.addresses of the link token.');
      }
      if (!(await signatureVerifies(input.address as `0x${string}`, input.message, input.signature as `0x${string}`))) {
        throw new ContractError('invalidSignature', 'The signature does not verify for this address and message.');
      }
      const row: Verification = {
        user_id: session.userId,
        address: input.address,
        network_type: 'evm',
        message: input.message,
        signature: input.signature,
        created_at: clock.now(),
      };
      await store.transaction(async (tx) => {
        await linkSessions.consume(tx, session);
        await tx.wallets.insert({ id: uuid(random), client_id: session.clientId, ...row });
      });
      return toVerification(row);
    },

    /** A user's verifications, or a wallet's (by every user of the client), or both at once. */
    async list(clientId: string, userId: string | undefined, address: string | undefined): Promise<Schemas['WalletVerifications']> {
      if (userId === undefined && address === undefined) throw missingField('UserId', 'Send UserId, Address, or both.');
      const rows = await store.wallets.list(clientId, userId, address);
      return { verifications: rows.map(toVerification) };
    },
  };
}
