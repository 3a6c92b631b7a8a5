// The transfers a sandbox user's document says an account made and received before it was connected
// (`transferHistory`, recorded from an upstream or written by a test), as the institution reports them: beside the
// transfers sent through the sandbox, their times rebased to the moment the account was connected, on the client's
// clock. They keep the status they were written with: the past does not settle.
import type { Schemas } from '../../contract/types.js';
import type { InstitutionAdapter } from '../../institutions/adapter.js';
import { keptAccount } from '../../institutions/scenarios.js';
import type { Connection } from '../connections/connections.js';

type Past = Schemas['SandboxUserPastTransfer'];
type Listed = Schemas['InstitutionTransfer'];

/** A past transfer as the institution answers it, listed or queried again, its times counted back from `connectedAt`. */
function pastTransfer(past: Past, connectedAt: number, institution: InstitutionAdapter, moment: 'listed' | 'requeried'): Listed {
  // A time before 1970 is answered as 1970: the answer's times are never negative.
  const at = (before: number) => Math.max(0, Math.floor(connectedAt / 1000) - before);
  const fee = past.networkTransactionFee;
  return {
    id: past.id,
    status: past.status,
    statusDetails: past.statusDetails ?? null,
    type: past.type,
    fromAddress: past.fromAddress ?? null,
    targetAddress: past.targetAddress ?? null,
    symbol: past.symbol,
    chain: past.chain ?? null,
    memo: past.memo ?? null,
    // As the institution reports hashes: some only when one transfer is queried.
    hash: institution.reportedHash(() => past.hash ?? null, moment),
    amount: past.amount,
    transactionAmount: past.transactionAmount ?? null,
    createdTimestamp: at(past.createdSecondsBefore),
    updatedTimestamp: at(past.updatedSecondsBefore ?? past.createdSecondsBefore),
    networkTransactionFee: fee
      ? { gasPrice: fee.gasPrice ?? null, gasUsed: fee.gasUsed ?? null, amount: fee.amount ?? null, symbol: fee.symbol ?? null }
      : null,
    transferFee: past.transferFee ?? null,
    confirmations: past.confirmations ?? null,
  };
}

const historyOf = (connection: Connection): Past[] => keptAccount(connection.scenario, connection.accountId)?.transferHistory ?? [];
// Every kept scenario has it: connecting and importing write it.
const connectedAtOf = (connection: Connection) => connection.scenario?.connectedAt ?? 0;

/** The account's past transfers that a list's filters keep, newest first; at the same second, in the document's order. */
export function pastTransfers(
  connection: Connection,
  institution: InstitutionAdapter,
  filter: Pick<Schemas['InstitutionTransferListRequest'], 'statuses' | 'from'>,
): Listed[] {
  const statuses = filter.statuses?.length ? filter.statuses : undefined;
  return historyOf(connection)
    .map((past) => pastTransfer(past, connectedAtOf(connection), institution, 'listed'))
    .filter(
      (t) =>
        (!statuses || statuses.includes(t.status)) &&
        (filter.from === undefined || filter.from === null || t.createdTimestamp >= filter.from),
    )
    .sort((a, b) => b.createdTimestamp - a.createdTimestamp);
}

/** The past transfer an id (as written) or a hash (in any letter case) names, queried again; undefined when none. */
export function findPastTransfer(
  connection: Connection,
  institution: InstitutionAdapter,
  by: { id?: string; hash?: string },
): Listed | undefined {
  const hash = by.hash?.toLowerCase();
  const found = historyOf(connection).find(
    (past) => (by.id !== undefined && past.id === by.id) || (hash !== undefined && past.hash?.toLowerCase() === hash),
  );
  return found && pastTransfer(found, connectedAtOf(connection), institution, 'requeried');
}

/** Two lists, each newest first, as one: at the same second, the transfer sent through the sandbox first. */
export function newestFirst(sent: Listed[], past: Listed[]): Listed[] {
  const merged: Listed[] = [];
  let i = 0;
  let j = 0;
  while (i < sent.length || j < past.length) {
    if (j >= past.length || (i < sent.length && sent[i]!.createdTimestamp >= past[j]!.createdTimestamp)) merged.push(sent[i++]!);
    else merged.push(past[j++]!);
  }
  return merged;
}
