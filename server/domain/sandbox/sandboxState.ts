// A client's whole sandbox: emptied (sandboxReset), exported as one document (sandboxExport), loaded into an empty
// client (sandboxImport). Secrets never leave: an export holds no token, hash or sealed value, and an import issues
// each connection new tokens as connecting it would, answered once.
import { uuid } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { SandboxKind } from '../../store/sandbox/sandboxState.js';
import { checkWebhookUrl, newWebhookSecret } from '../clients.js';
import { ACCESS_TOKEN_TTL_SECONDS, createConnectionTokens, REFRESH_TOKEN_TTL_SECONDS } from '../connections/connectionTokens.js';
import { referenceProblems, referencesBroken, renumber } from './sandboxImport.js';
import { newEventId } from '../transfers/transferRecords.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import { ruleProblems, type Faults } from './faults.js';
import { keptAccounts } from '../../institutions/scenarios.js';

type Document = Schemas['SandboxExport'];

const notEmpty = (held: Partial<Record<SandboxKind, number>>) =>
  new ContractError(
    'conflict',
    `This client's sandbox is not empty: it holds ${Object.entries(held)
      .map(([kind, n]) => `${kind} (${n})`)
      .join(', ')}. Empty it with sandboxReset, or import into another client; nothing was imported.`,
  );

/** What a connection keeps of its scenario's accounts, as connecting keeps it: its own account's owner and past transfers. */
const keptOf = ({ scenario, accountId }: Document['connections'][number]) =>
  scenario && { ...scenario, institution: { ...scenario.institution, accounts: keptAccounts(scenario.institution.accounts, accountId) } };

/** How many rows of each kind the document holds. */
const countsOf = (doc: Document): Schemas['SandboxImport']['imported'] => ({
  connections: doc.connections.length,
  positions: doc.connections.reduce((n, c) => n + c.positions.length, 0),
  balances: doc.connections.reduce((n, c) => n + c.balances.length, 0),
  depositAddresses: doc.connections.reduce((n, c) => n + c.depositAddresses.length, 0),
  transfers: doc.transfers.length,
  webhookEvents: doc.webhookEvents.length,
  webhookAttempts: doc.webhookEvents.reduce((n, e) => n + e.deliveryAttempts.length, 0),
  walletVerifications: doc.walletVerifications.length,
  sandboxUsers: doc.sandboxUsers.length,
  institutionFailures: doc.institutionFailures.length,
  testClocks: doc.clock ? 1 : 0,
  orders: doc.orders?.length ?? 0,
  faultRules: doc.faultRules?.length ?? 0,
});

export function createSandboxState(deps: Deps, webhooks: Webhooks, faults: Pick<Faults, 'change' | 'limitMs'>) {
  const { store, clock, random, config } = deps;
  const tokens = createConnectionTokens(deps);

  return {
    async reset(clientId: string): Promise<Schemas['SandboxReset']> {
      await webhooks.idle(clientId); // a delivery under way records its attempt before its event goes
      return { deleted: await faults.change(clientId, () => store.transaction((tx) => tx.sandboxState.reset(clientId))) };
    },

    async export(clientId: string): Promise<Document> {
      const sandbox = await store.transaction((tx) => tx.sandboxState.read(clientId));
      return { format: 'account-connection-sandbox-export', version: 1, exportedAt: clock.now(), secrets: 'reissuedOnImport', ...sandbox };
    },

    /** Loads the document into the client's empty sandbox in one transaction, under new ids and with new tokens. */
    async import(clientId: string, doc: Document): Promise<Schemas['SandboxImport']> {
      const problems = [
        ...referenceProblems(doc, deps.institutions),
        ...(doc.faultRules ?? []).flatMap((rule, i) => ruleProblems(rule, faults.limitMs, `faultRules/${i}/`)),
      ];
      if (problems.length) throw referencesBroken(problems);
      // Made before the transaction, which may run again: the same ids and tokens then.
      const { ids, ...sandbox } = renumber(doc, { uuid: () => uuid(random), eventId: () => newEventId(random) });
      const issuedAt = doc.clock?.now ?? clock.now(); // the tokens live by the imported clock
      const keep = await tokens.keeper();
      const issued = sandbox.connections.map(() => tokens.issue());
      const connections = sandbox.connections.map((c, i) => ({ ...c, scenario: keptOf(c), tokens: keep(issued[i]!, issuedAt) }));
      const secret = newWebhookSecret(random);
      const webhook = await faults.change(clientId, () =>
        store.transaction(async (tx) => {
          const endpoint = await tx.clients.webhookForUpdate(clientId); // locks the client: imports into it take turns
          const held = await tx.sandboxState.holdings(clientId);
          if (Object.keys(held).length) throw notEmpty(held);
          const registers = doc.webhookUrl !== null && !endpoint?.url;
          if (registers) checkWebhookUrl(doc.webhookUrl!, config.webhook.allowPrivate, 'webhookUrl');
          await tx.sandboxState.write(clientId, { ...sandbox, connections });
          if (!registers) return null;
          await tx.clients.setWebhook(clientId, doc.webhookUrl!, secret);
          return { url: doc.webhookUrl!, secret, enabled: true };
        }),
      );
      return {
        imported: countsOf(doc),
        connections: connections.map((c, i) => ({
          exportedId: doc.connections[i]!.id,
          id: c.id,
          userId: c.userId,
          type: c.type,
          accountId: c.accountId,
          ...issued[i]!,
          expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
          refreshTokenExpiresInSeconds: REFRESH_TOKEN_TTL_SECONDS,
        })),
        transfers: ids.transfers,
        webhookEvents: ids.webhookEvents,
        orders: ids.orders,
        webhook,
      };
    },
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;
