// The domain services the handlers call, built once per app from its dependencies.
import { realClockOf } from '../deps/time.js';
import type { Deps } from '../deps/deps.js';
import { createAccountDetails } from './connections/accountDetails.js';
import { createAccountValues } from './connections/accountValues.js';
import { createActivity } from './dashboard/activity.js';
import { createCatalog } from './catalog.js';
import { createAddresses } from './connections/addresses.js';
import { createAuthentication } from './connections/authentication.js';
import { createCatalogLinks } from './connections/catalogLinks.js';
import { createClients } from './clients.js';
import { createClientSettings } from './sandbox/clientSettings.js';
import { createConnections } from './connections/connections.js';
import { createDirectTransfers } from './transfers/directTransfers.js';
import { createDashboard } from './dashboard/dashboard.js';
import { createHoldings } from './connections/holdings.js';
import { createInstitutionFailures } from './sandbox/institutionFailures.js';
import { createIntegrations } from './integrations.js';
import { createLinkSessions } from './connections/linkSessions.js';
import { createInstitutionTransfers } from './transfers/institutionTransfers.js';
import { createManagedTransfers } from './transfers/managedTransfers.js';
import { createRequestLog } from './dashboard/requestLog.js';
import { createSharedDashboard } from './dashboard/sharedDashboard.js';
import { createSandboxUsers } from './sandbox/sandboxUsers.js';
import { createTransferQuotes } from './transfers/transferQuotes.js';
import { createTrading } from './trading/trading.js';
import { createTransfers } from './transfers/transfers.js';
import { createSandboxState } from './sandbox/sandboxState.js';
import { createFaults } from './sandbox/faults.js';
import { createWallets } from './connections/wallets.js';
import { createTestClocks } from './sandbox/testClocks.js';
import { createWebhooks } from './webhooks/webhooks.js';
import { createUpstream } from './upstream/upstream.js';

export function createServices(deps: Deps) {
  const linkSessions = createLinkSessions(deps);
  const addresses = createAddresses(deps);
  const institutionFailures = createInstitutionFailures(deps);
  const faults = createFaults(deps);
  const { dashboard: limits } = deps.config;
  const logLimits = { kept: limits.requestsKept, maxAgeMs: limits.requestsMaxAgeMs, bodyLimitBytes: limits.bodyLimitBytes };
  // Several processes may share PostgreSQL: there the dashboard is kept in the database, one for them all.
  const shared =
    deps.store.engine === 'postgres' ? createSharedDashboard(deps, { ...logLimits, eventsKept: limits.eventsKept }) : undefined;
  /** What the dashboard's stream tells of each client, as it happens. */
  const activity = shared?.activity ?? createActivity({ start: realClockOf(deps.clock).now().toString(36), kept: limits.eventsKept });
  const transfers = createTransfers(deps, linkSessions, addresses, activity);
  const webhooks = createWebhooks(deps, activity, faults);
  const sandboxUsers = createSandboxUsers(deps);
  const institutionTransfers = createInstitutionTransfers(deps);
  const connections = createConnections(deps, linkSessions, institutionFailures, sandboxUsers);
  const requestLog = shared?.requestLog ?? createRequestLog(logLimits);
  return {
    clients: createClients(deps),
    /** The client's own settings: its binding, and its count of forgiven requests. */
    clientSettings: createClientSettings(deps),
    linkSessions,
    institutionFailures,
    connections,
    /** Connecting without the Link UI: authentication schemes, authenticate, the OAuth institutions' Link page. */
    authentication: createAuthentication(deps, connections, linkSessions),
    catalogLinks: createCatalogLinks(linkSessions),
    accountDetails: createAccountDetails(deps, connections),
    holdings: createHoldings(deps),
    addresses,
    wallets: createWallets(deps, linkSessions),
    transfers,
    managedTransfers: createManagedTransfers(deps, transfers, addresses),
    institutionTransfers,
    directTransfers: createDirectTransfers(deps, transfers, institutionTransfers),
    transferQuotes: createTransferQuotes(deps),
    accountValues: createAccountValues(deps),
    catalog: createCatalog(deps),
    integrations: createIntegrations(deps),
    webhooks,
    testClocks: createTestClocks(deps, transfers, webhooks),
    /** Sandbox users defined by a document: `sandboxUsers.put(clientId, username, document)` registers one. */
    sandboxUsers,
    /** The upstream mode: where the client's calls meet the real service, and its drift report. */
    upstream: createUpstream(deps, sandboxUsers),
    sandboxState: createSandboxState(deps, webhooks, faults),
    /** The client's fault rules, and which fault a call gets. */
    faults,
    /** Orders at institutions that trade, and what each supports. */
    trading: createTrading(deps),
    activity,
    /** The client's recent calls, masked, kept by the HTTP edge as each is answered. */
    requestLog,
    dashboard: createDashboard(deps, requestLog),
  };
}

export type Services = ReturnType<typeof createServices>;
