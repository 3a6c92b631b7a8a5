// The domain services the handlers call, built once per app from its dependencies.
import { realClockOf, type Deps } from '../deps.js';
import { createAccountDetails } from './accountDetails.js';
import { createAccountValues } from './accountValues.js';
import { createActivity } from './activity.js';
import { createCatalog } from './catalog.js';
import { createAddresses } from './addresses.js';
import { createAuthentication } from './authentication.js';
import { createCatalogLinks } from './catalogLinks.js';
import { createClients } from './clients.js';
import { createConnections } from './connections.js';
import { createDirectTransfers } from './directTransfers.js';
import { createDashboard } from './dashboard.js';
import { createHoldings } from './holdings.js';
import { createInstitutionFailures } from './institutionFailures.js';
import { createIntegrations } from './integrations.js';
import { createLinkSessions } from './linkSessions.js';
import { createInstitutionTransfers } from './institutionTransfers.js';
import { createManagedTransfers } from './managedTransfers.js';
import { createRequestLog } from './requestLog.js';
import { createSharedDashboard } from './sharedDashboard.js';
import { createSandboxUsers } from './sandboxUsers.js';
import { createTransferQuotes } from './transferQuotes.js';
import { createTrading } from './trading.js';
import { createTransfers } from './transfers.js';
import { createSandboxState } from './sandboxState.js';
import { createFaults } from './faults.js';
import { createWallets } from './wallets.js';
import { createTestClocks } from './testClocks.js';
import { createWebhooks } from './webhooks.js';

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
