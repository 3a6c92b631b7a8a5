// Transfers of a connected account named by its token, outside the preview and execute steps: a withdrawal sent in
// one call (POST transfers), and a transfer's status read again from its institution (transfers/managed/update).
// Both act on the transfers of domain/transfers.ts: the same rules, funds held, webhooks and settling.
import type { Deps } from '../../deps/deps.js';
import { ContractError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import { REFUSALS, refusalOf } from '../../institutions/eligibility.js';
import type { TransferRow } from '../../store/transfers/transfers.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import type { InstitutionTransfers } from './institutionTransfers.js';
import { managedTransferOf } from './transferRecords.js';
import { initiateAsked } from './sends.js';
import { outcomeFor, SERVER_SIDE, type TransferOrigin, type Transfers } from './transfers.js';

type Initiated = Schemas['InitiatedTransfer'];
type TransferStatus = Schemas['TransferStatus'];

/** An answer without a transfer: the institution asks for a code, or refused (then `failed`). */
const unsent = (status: Initiated['status'], statusDetails: string, mfa = false): Initiated => ({
  transactionId: null,
  failed: status !== 'mfaRequired',
  status,
  statusDetails,
  mfaType: mfa ? 'phone' : null,
  transaction: null,
  fallbackMfaAvailable: false,
});

export function createDirectTransfers(
  { store, clock, institutions }: Deps,
  transfers: Transfers,
  institutionTransfers: InstitutionTransfers,
) {
  /** Who sends a direct withdrawal: the connection's user; the client's own deposit addresses count as whitelisted. */
  async function directOrigin(connection: Connection, target: string): Promise<TransferOrigin> {
    const whitelisted = await store.chainAddresses.isDepositAddress(connection.clientId, target);
    return {
      userId: connection.userId,
      toAddresses: whitelisted ? [{ address: target, symbol: '', networkId: '' }] : [],
      transactionId: null,
      sameUser: false,
      defaultFee: false,
      purpose: SERVER_SIDE,
      consume: async () => {},
    };
  }

  /** The transfer as the institution reports it now: a Pending one whose settle time has come settles first. */
  async function current(connection: Connection, row: TransferRow): Promise<TransferRow> {
    if (row.status !== 'Pending' || row.settle_at > clock.now()) return row;
    try {
      await transfers.settle(
        connection.clientId,
        row.id,
        (row.outcome as Exclude<TransferStatus, 'Pending'> | null) ?? outcomeFor(row.amount),
      );
    } catch (error) {
      // Settled meanwhile, by the dispatcher or another request: it is final either way.
      if (!(error instanceof ContractError && error.errorType === 'conflict')) throw error;
    }
    return (await store.transfers.get(row.id, connection.clientId)) ?? row;
  }

  return {
    async initiate(connection: Connection, input: Schemas['InitiateTransferRequest']): Promise<Initiated> {
      const asked = initiateAsked(input);
      const origin = await directOrigin(connection, input.targetAddress);
      try {
        const checked = await transfers.check(origin, connection, asked);
        const challenge = institutionOf(institutions, connection).guardSending(input.mfaCode, 'transfer');
        if (challenge) return unsent('mfaRequired', challenge.prompt, true);
        const row = await transfers.send(origin, connection, checked);
        return {
          transactionId: row.tx_id,
          failed: false,
          status: 'pending',
          statusDetails: null,
          mfaType: null,
          transaction: institutionTransfers.sent(connection, row),
          fallbackMfaAvailable: false,
        };
      } catch (error) {
        if (error instanceof ContractError && error.errorType === 'invalidMfaCode') return unsent('mfaFailed', error.message, true);
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return unsent(REFUSALS[refusal.errorType].initiate, refusal.message);
      }
    },

    async update(connection: Connection, input: Schemas['UpdateTransferRequest']): Promise<Schemas['UpdateTransfer']> {
      const found = await store.transfers.findInHistory(connection.clientId, [connection.id], { id: input.transactionId }, []);
      if (!found) throw new ContractError('transferNotFound', 'No transfer sent from this account has this id.');
      const row = await current(connection, found);
      const adapter = institutions(connection.type);
      const reported = managedTransferOf(row, adapter);
      return {
        status: reported.status,
        statusDetails: reported.status,
        errorMessage: null,
        transferResult: {
          ...reported,
          ...(row.amount_in_fiat === null ? {} : { amountInFiat: row.amount_in_fiat }),
          // Asking for one transfer is the query again that reads a hash the institution gives only then.
          hash: adapter.reportedHash(() => row.tx_hash, 'requeried'),
        },
      };
    },
  };
}

export type DirectTransfers = ReturnType<typeof createDirectTransfers>;
