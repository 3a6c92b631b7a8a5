// The domain services the handlers call, built once per app from its dependencies.
import type { Deps } from '../deps.js';
import { createAddresses } from './addresses.js';
import { createClients } from './clients.js';
import { createConnections } from './connections.js';
import { createHoldings } from './holdings.js';
import { createInstitutionFailures } from './institutionFailures.js';
import { createIntegrations } from './integrations.js';
import { createLinkSessions } from './linkSessions.js';
import { createInstitutionTransfers } from './institutionTransfers.js';
import { createManagedTransfers } from './managedTransfers.js';
import { createSandboxUsers } from './sandboxUsers.js';
import { createTransfers } from './transfers.js';
import { createSandboxState } from './sandboxState.js';
import { createWallets } from './wallets.js';
import { createTestClocks } from './testClocks.js';
import { createWebhooks } from './webhooks.js';

export function createServices(deps: Deps) {
  const linkSessions = createLinkSessions(deps);
  const addresses = createAddresses(deps);
  const institutionFailures = createInstitutionFailures(deps);
  const transfers = createTransfers(deps, linkSessions, addresses);
  const webhooks = createWebhooks(deps);
  const sandboxUsers = createSandboxUsers(deps);
  return {
    clients: createClients(deps),
    linkSessions,
    institutionFailures,
    connections: createConnections(deps, linkSessions, institutionFailures, sandboxUsers),
    holdings: createHoldings(deps),
    addresses,
    wallets: createWallets(deps, linkSessions),
    transfers,
    managedTransfers: createManagedTransfers(deps, transfers, addresses),
    institutionTransfers: createInstitutionTransfers(deps),
    integrations: createIntegrations(deps),
    webhooks,
    testClocks: createTestClocks(deps, transfers, webhooks),
    /** Sandbox users defined by a document: `sandboxUsers.put(clientId, username, document)` registers one. */
    sandboxUsers,
    sandboxState: createSandboxState(deps, webhooks),
  };
}

export type Services = ReturnType<typeof createServices>;
