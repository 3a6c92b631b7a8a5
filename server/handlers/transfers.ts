import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../generated/operations.js';
import type { Handlers } from '../http/handlers.js';

export const transferHandlers = ({ connections, addresses, transfers }: Services): Handlers<OperationOfTag<'Transfers'>> => ({
  async getDepositAddress({ clientId, body }) {
    return addresses.depositAddress(await connections.accountFor('getDepositAddress', clientId, body.authToken, body.type), body);
  },
  async getSymbolDetails({ clientId, body }) {
    return addresses.symbolDetails(await connections.accountFor('getSymbolDetails', clientId, body.authToken, body.type), body);
  },
  async listManagedAddresses({ clientId, body }) {
    return addresses.managedAddresses(await connections.accountFor('listManagedAddresses', clientId, body.authToken, body.type), body);
  },
  listNetworks: async () => addresses.networks(),
  getTransfer: ({ clientId, params }) => transfers.get(clientId, params.transferId),
});
