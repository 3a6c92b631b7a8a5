// The domain services the handlers call, built once per app from its dependencies.
import type { Deps } from '../deps.js';
import { createAddresses } from './addresses.js';
import { createClients } from './clients.js';
import { createConnections } from './connections.js';
import { createHoldings } from './holdings.js';
import { createLinkSessions } from './linkSessions.js';
import { createWallets } from './wallets.js';

export function createServices(deps: Deps) {
  const linkSessions = createLinkSessions(deps);
  return {
    clients: createClients(deps),
    linkSessions,
    connections: createConnections(deps, linkSessions),
    holdings: createHoldings(deps),
    addresses: createAddresses(deps),
    wallets: createWallets(deps, linkSessions),
  };
}

export type Services = ReturnType<typeof createServices>;
