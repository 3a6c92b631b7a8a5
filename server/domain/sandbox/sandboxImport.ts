// What an import checks beyond the schema (the document's references, and rows it names twice), and the new ids it
// gives every row: the exporting client's rows may still be in the same database, and ids are primary keys.
import { ContractError, type FieldIssue } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Institutions } from '../../institutions/adapter.js';
import { scenarioIssues } from '../../institutions/scenarios.js';
import { positionProblems } from './importedPositions.js';
import { CUSTOM_USERNAME } from './sandboxUsers.js';

type Document = Schemas['SandboxExport'];

/** UUIDs compare in any letter case (PostgreSQL's uuid does), and are kept in lower case. */
const canonical = (uuid: string) => uuid.toLowerCase();

/** What only the institutions know of a sandbox user's document (symbols they hold, valid addresses), under `at`. */
const scenarioProblems = (institutionsOf: Schemas['SandboxUser']['institutions'], at: string, institutions: Institutions) =>
  scenarioIssues({ institutions: institutionsOf }, institutions).map((i) => ({ ...i, field: `${at}${i.field}` }));

/** The sandbox users' documents, and what connections kept of them, as registering and connecting check them. */
function sandboxUserProblems(doc: Document, institutions: Institutions): FieldIssue[] {
  const problems = doc.sandboxUsers.flatMap((u, i) => [
    ...(u.username === CUSTOM_USERNAME
      ? [
          {
            field: `sandboxUsers/${i}/username`,
            message: `must not be ${CUSTOM_USERNAME}, whose password is the document itself`,
            errorCode: 'reserved',
          },
        ]
      : []),
    ...scenarioProblems(u.document.institutions, `sandboxUsers/${i}/document`, institutions),
  ]);
  doc.connections.forEach((c, i) => {
    if (!c.scenario) return;
    const at = `connections/${i}/scenario/institution`;
    if (c.scenario.institution.type !== c.type)
      problems.push({ field: `${at}/type`, message: `must be the connection's type, ${c.type}`, errorCode: 'reference' });
    // checked as the one institution of a document: its issues' paths then start /institutions/0
    for (const issue of scenarioProblems([c.scenario.institution], '', institutions))
      problems.push({ ...issue, field: `${at}${issue.field.replace(/^\/institutions\/0/, '')}` });
  });
  return problems;
}

/** Every place where the document does not hold together, at its JSON path. */
export function referenceProblems(doc: Document, institutions: Institutions): FieldIssue[] {
  const problems: FieldIssue[] = [];
  /** Each key once in `items`: a second row with it is a problem at its `field`. */
  function once<T>(items: T[], at: string, keyOf: (item: T) => string, field: string, what: string) {
    const first = new Map<string, number>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      const seen = first.get(key);
      if (seen === undefined) first.set(key, i);
      else problems.push({ field: `${at}/${i}/${field}`, message: `names the same ${what} as ${at}/${seen}`, errorCode: 'duplicate' });
    });
  }
  function known(items: Set<string>, at: string, field: string, ids: string[], what: string) {
    ids.forEach((id, i) => {
      if (!items.has(id))
        problems.push({ field: `${at}/${i}/${field}`, message: `names no ${what} of this document`, errorCode: 'reference' });
    });
  }

  once(doc.connections, 'connections', (c) => canonical(c.id), 'id', 'connection');
  once(doc.connections, 'connections', (c) => JSON.stringify([c.userId, c.type, c.username, c.accountId]), 'accountId', "login's account");
  doc.connections.forEach((c, i) => {
    const at = `connections/${i}`;
    once(c.positions, `${at}/positions`, (p) => JSON.stringify([p.kind, p.symbol]), 'symbol', 'position');
    once(c.balances, `${at}/balances`, (b) => b.symbol, 'symbol', 'balance');
    once(c.depositAddresses, `${at}/depositAddresses`, (a) => `${a.symbol} ${canonical(a.networkId)}`, 'networkId', 'deposit address');
  });
  once(doc.transfers, 'transfers', (t) => canonical(t.id), 'id', 'transfer');
  const connections = new Set(doc.connections.map((c) => canonical(c.id)));
  known(
    connections,
    'transfers',
    'connectionId',
    doc.transfers.map((t) => canonical(t.connectionId)),
    'connection',
  );
  once(doc.webhookEvents, 'webhookEvents', (e) => e.id, 'id', 'webhook event');
  once(doc.webhookEvents, 'webhookEvents', (e) => `${canonical(e.transferId)} ${e.seq}`, 'seq', "place among its transfer's events");
  const transfers = new Set(doc.transfers.map((t) => canonical(t.id)));
  known(
    transfers,
    'webhookEvents',
    'transferId',
    doc.webhookEvents.map((e) => canonical(e.transferId)),
    'transfer',
  );
  once(doc.orders ?? [], 'orders', (o) => canonical(o.id), 'id', 'order');
  known(
    connections,
    'orders',
    'connectionId',
    (doc.orders ?? []).map((o) => canonical(o.connectionId)),
    'connection',
  );
  once(doc.walletVerifications, 'walletVerifications', (w) => canonical(w.id), 'id', 'wallet verification');
  once(doc.sandboxUsers, 'sandboxUsers', (u) => u.username, 'username', 'sandbox user');
  once(doc.institutionFailures, 'institutionFailures', (f) => f.type, 'type', 'institution');
  // A rule keeps its id (with its client, the primary key), letter case and all, as sandboxPutFault names it.
  once(doc.faultRules ?? [], 'faultRules', (r) => r.id, 'id', 'fault rule');
  return [...problems, ...positionProblems(doc), ...sandboxUserProblems(doc, institutions)];
}

/** The refusal of a document that does not hold together, naming every problem (errorData) and the first. */
export function referencesBroken(problems: FieldIssue[]): ContractError {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more: see errorData)` : '';
  return new ContractError('invalidField', `The document does not hold together: ${first?.field} ${first?.message}${more}.`, {
    fields: problems,
  });
}

/** Where new ids come from. */
export interface NewIds {
  uuid(): string;
  eventId(): string;
}

const mapping = (ids: Map<string, string>) => [...ids].map(([exportedId, id]) => ({ exportedId, id }));

/**
 * The document's rows under new ids, references following: each transfer's and order's connection, each event's
 * transfer, and the EventId and TransferId in event payloads. With how the exported ids map to the new ones.
 */
export function renumber(doc: Document, newIds: NewIds) {
  const connectionIds = new Map(doc.connections.map((c) => [c.id, newIds.uuid()]));
  const byConnection = new Map(doc.connections.map((c) => [canonical(c.id), connectionIds.get(c.id)!]));
  const transferIds = new Map(doc.transfers.map((t) => [t.id, newIds.uuid()]));
  const byTransfer = new Map(doc.transfers.map((t) => [canonical(t.id), transferIds.get(t.id)!]));
  const eventIds = new Map(doc.webhookEvents.map((e) => [e.id, newIds.eventId()]));
  const orderIds = new Map((doc.orders ?? []).map((o) => [o.id, newIds.uuid()]));
  return {
    clock: doc.clock,
    connections: doc.connections.map((c) => ({
      ...c,
      id: connectionIds.get(c.id)!,
      depositAddresses: c.depositAddresses.map((a) => ({ ...a, networkId: canonical(a.networkId) })),
    })),
    transfers: doc.transfers.map((t) => ({
      ...t,
      id: transferIds.get(t.id)!,
      connectionId: byConnection.get(canonical(t.connectionId))!,
      networkId: t.networkId === null ? null : canonical(t.networkId),
    })),
    webhookEvents: doc.webhookEvents.map((e) => {
      const [id, transferId] = [eventIds.get(e.id)!, byTransfer.get(canonical(e.transferId))!];
      return { ...e, id, transferId, payload: { ...e.payload, EventId: id, TransferId: transferId } };
    }),
    walletVerifications: doc.walletVerifications.map((w) => ({ ...w, id: newIds.uuid() })),
    sandboxUsers: doc.sandboxUsers,
    institutionFailures: doc.institutionFailures,
    faultRules: doc.faultRules ?? [],
    settings: doc.settings,
    orders: (doc.orders ?? []).map((o) => ({ ...o, id: orderIds.get(o.id)!, connectionId: byConnection.get(canonical(o.connectionId))! })),
    ids: { transfers: mapping(transferIds), webhookEvents: mapping(eventIds), orders: mapping(orderIds) },
  };
}
