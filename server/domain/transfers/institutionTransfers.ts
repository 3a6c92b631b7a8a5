// What institutions report of transfers: an account's transfer history (what it sent and what it received) and one
// transfer of it, as the institution shows them, and the list of transfers sent through the service.
import { ContractError, missingField } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Deps } from '../../deps/deps.js';
import type { Query } from '../../../client/operations.js';
import { plus } from '../../institutions/decimal.js';
import { NETWORKS, networkOfAddressType } from '../../institutions/networks.js';
import type { HistoryRow, TransferRow } from '../../store/transfers/transfers.js';
import type { Connection } from '../connections/connections.js';
import { cursorOf, offsetOf } from '../pageCursors.js';
import { listedTransfer } from './listedTransfers.js';
import { findPastTransfer, newestFirst, pastTransfers } from './pastTransfers.js';
import { INSTITUTION_STATUS, STORED_STATUS, seconds } from './transferRecords.js';

// A transfer shows as a deposit at the receiver while Pending or once Succeeded: a failed withdrawal never arrived.
const ARRIVING: Schemas['TransferStatus'][] = ['Pending', 'Succeeded'];

/** A deposit's id: its own (a withdrawal's is the sending institution's `…-TX-…`), stable, from the transfer's. */
const DEPOSIT_ID_PREFIX = 'DEP-';
const depositIdOf = (transferId: string) => `${DEPOSIT_ID_PREFIX}${transferId}`;
const transferIdOfDeposit = (id: string) =>
  id.toUpperCase().startsWith(DEPOSIT_ID_PREFIX) ? id.slice(DEPOSIT_ID_PREFIX.length) : undefined;

export function createInstitutionTransfers({ store, config, institutions }: Deps) {
  /** The chain an institution names for the transfer's network. */
  const chainAt = (type: Connection['type'], row: TransferRow) =>
    institutions(type)
      .chains(row.symbol)
      .find((c) => c.network.id === row.network_id);

  /** A transfer as the history of `connection` shows it: sent (withdrawal) or received (deposit) by the account. */
  const toInstitutionTransfer = (
    connection: Connection,
    row: HistoryRow,
    { requery }: { requery: boolean },
  ): Schemas['InstitutionTransfer'] => {
    const shared = {
      status: INSTITUTION_STATUS[row.status as Schemas['TransferStatus']],
      statusDetails: null,
      fromAddress: row.from_address,
      targetAddress: row.to_address,
      symbol: row.symbol,
      // The tag or memo it was sent with, which the chain carries to the receiving account too.
      memo: row.address_tag,
      transactionAmount: row.amount,
      createdTimestamp: seconds(row.created_at),
      updatedTimestamp: seconds(row.updated_at),
      confirmations: row.status === 'Succeeded' ? 12 : row.status === 'Pending' ? 0 : null,
    };
    // Each institution reports the hash as it does: some leave it out of their lists and give it only on re-query.
    const moment = requery ? 'requeried' : 'listed';
    if (row.direction === 'deposit') {
      // As the receiving institution sees the chain: what arrived, its own chain name and hash quirk, no fee of its own.
      return {
        ...shared,
        id: depositIdOf(row.id),
        type: 'deposit',
        chain: chainAt(connection.type, row)?.chain ?? row.chain,
        hash: institutions(connection.type).reportedHash(() => row.tx_hash, moment),
        amount: row.amount,
        networkTransactionFee: null, // the sender paid it
        transferFee: null,
      };
    }
    return {
      ...shared,
      id: row.tx_id,
      type: 'withdrawal',
      chain: row.chain,
      hash: institutions(row.type as Connection['type']).reportedHash(() => row.tx_hash, moment),
      amount: plus(row.amount, row.fee ?? 0),
      networkTransactionFee: {
        gasPrice: null,
        gasUsed: null,
        amount: chainAt(row.type as Connection['type'], row)?.networkFee ?? null,
        symbol: row.symbol,
      },
      transferFee: row.fee,
    };
  };

  /** The connections whose transfers the institution lists for this one: itself, or every sub-account of its login. */
  const listedConnections = (connection: Connection): Promise<string[]> =>
    institutions(connection.type).listedConnections(connection.id, () =>
      store.connections.idsOfLogin(connection.clientId, connection.type, connection.username),
    );

  return {
    /** A withdrawal just sent, as the institution lists it at that moment. */
    sent: (connection: Connection, row: TransferRow): Schemas['InstitutionTransfer'] =>
      toInstitutionTransfer(connection, { ...row, direction: 'withdrawal' }, { requery: false }),

    async institutionTransfers(
      connection: Connection,
      input: Schemas['InstitutionTransferListRequest'] & { count: number },
    ): Promise<Schemas['InstitutionTransferList']> {
      const offset = offsetOf(input.cursor);
      const statuses = input.statuses ? input.statuses.map((s) => STORED_STATUS[s] ?? 'none') : undefined;
      const depositStatuses = statuses?.length ? ARRIVING.filter((s) => statuses.includes(s)) : ARRIVING;
      // The past transfers its document gives (at most 100) join the page: the store's first offset + count then
      // hold every stored one the page can show.
      const past = pastTransfers(connection, institutions(connection.type), input);
      const { rows, total, earliest } = await store.transfers.historyOf(
        connection.clientId,
        await listedConnections(connection),
        { statuses, createdFrom: input.from === undefined || input.from === null ? undefined : input.from * 1000, depositStatuses },
        past.length ? { offset: 0, limit: offset + input.count } : { offset, limit: input.count },
      );
      const sent = rows.map((row) => toInstitutionTransfer(connection, row, { requery: false }));
      const transfers = past.length ? newestFirst(sent, past).slice(offset, offset + input.count) : sent;
      const all = total + past.length;
      const earliestSeconds = Math.min(...(earliest === null ? [] : [seconds(earliest)]), ...past.map((t) => t.createdTimestamp));
      return {
        transfers,
        total: all,
        cursor: offset + transfers.length < all ? cursorOf(offset + transfers.length) : null,
        ...(Number.isFinite(earliestSeconds) ? { earliestTimestamp: earliestSeconds } : {}),
      };
    },

    async institutionTransfer(
      connection: Connection,
      input: Schemas['InstitutionTransferDetailsRequest'],
    ): Promise<Schemas['InstitutionTransfer']> {
      const id = input.transactionId ?? undefined;
      const hash = input.transactionHash ?? undefined;
      if (id === undefined && hash === undefined) throw missingField('transactionId', 'Send transactionId or transactionHash.');
      const depositOf = id === undefined ? undefined : transferIdOfDeposit(id);
      const row = await store.transfers.findInHistory(
        connection.clientId,
        await listedConnections(connection),
        { id, depositOf, hash },
        ARRIVING,
      );
      const symbol = input.symbol?.toUpperCase() ?? (input.addressType ? networkOfAddressType(input.addressType)?.nativeSymbol : undefined);
      // Querying one transfer is the re-query that reads the hash where the institution gives it only then.
      const found = row
        ? toInstitutionTransfer(connection, row, { requery: true })
        : findPastTransfer(connection, institutions(connection.type), { id, hash });
      if (!found || (symbol !== undefined && found.symbol !== symbol))
        throw new ContractError('transferNotFound', 'No transfer of this account matches.');
      return found;
    },

    async sentThroughService(clientId: string, query: Query<'listManagedTransfers'>): Promise<Schemas['ManagedTransferPage']> {
      // Every transfer here is a sandbox one: asking for production transfers only finds none.
      if (query.IsSandBox === false) return { items: [], total: 0 };
      const statuses = query.Statuses?.map((s) => STORED_STATUS[s]!);
      const by = query.OrderBy ?? 'createdTimestamp';
      const { rows, total } = await store.transfers.ofClient(
        clientId,
        {
          id: query.Id,
          clientTransactionId: query.ClientTransactionId,
          userId: query.UserId,
          subClientId: query.SubClientId,
          types: query.IntegrationIds?.flatMap((id) => institutions.ofIntegration(id) ?? []),
          statuses,
          // Seconds on the wire, milliseconds in the store: `ToTimestamp` takes in its whole second.
          createdFrom: query.FromTimestamp === undefined ? undefined : query.FromTimestamp * 1000,
          createdTo: query.ToTimestamp === undefined ? undefined : query.ToTimestamp * 1000 + 999,
          minAmountInFiat: query.MinAmountInFiat,
          maxAmountInFiat: query.MaxAmountInFiat,
          hash: query.Hash,
        },
        {
          offset: query.Offset ?? 0,
          limit: query.Count ?? 10,
          descending: query.DescendingOrder ?? true,
          order: by === 'networkName' ? { by, networkNames: Object.fromEntries(NETWORKS.map((n) => [n.id, n.name])) } : { by },
        },
      );
      return { items: rows.map((row) => listedTransfer(row, institutions(row.type as Connection['type']), config.publicUrl)), total };
    },
  };
}

export type InstitutionTransfers = ReturnType<typeof createInstitutionTransfers>;
