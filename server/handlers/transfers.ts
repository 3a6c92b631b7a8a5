import { requireSupport } from '../domain/connections.js';
import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/handlers.js';

export const transferHandlers = ({ connections, addresses, transfers }: Services): Handlers<'getDepositAddress' | 'getSymbolDetails' | 'listManagedAddresses' | 'listNetworks' | 'getTransfer'> => ({
  async getDepositAddress({ clientId, body }) {
    requireSupport(body.type, 'getDepositAddress');
    return addresses.depositAddress(await connections.findActive(clientId, body.authToken, body.type), body);
  },
  async getSymbolDetails({ clientId, body }) {
    requireSupport(body.type, 'getSymbolDetails');
    return addresses.symbolDetails(await connections.findActive(clientId, body.authToken, body.type), body);
  },
  async listManagedAddresses({ clientId, body }) {
    requireSupport(body.type, 'listManagedAddresses');
    return addresses.managedAddresses(await connections.findActive(clientId, body.authToken, body.type), body);
  },
  listNetworks: async () => addresses.networks(),
  getTransfer: ({ clientId, params }) => transfers.get(clientId, params.transferId),
});
