import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';
import type { InstitutionType } from '../institutions/catalog.js';

export function transferHandlers({
  connections,
  addresses,
  transfers,
  managedTransfers,
  institutionTransfers,
  integrations,
}: Services): Handlers<OperationOfTag<'Transfers'>> {
  /** The connected account a server-side transfer goes to, where the request names one by toAuthToken and toType. */
  const targetOf = async (clientId: string, body: { toAuthToken?: string | null; toType?: InstitutionType | null }) =>
    body.toAuthToken && body.toType ? connections.findActive(clientId, body.toAuthToken, body.toType) : undefined;

  return {
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
    async listInstitutionTransfers({ clientId, body }) {
      return institutionTransfers.institutionTransfers(
        await connections.accountFor('listInstitutionTransfers', clientId, body.authToken, body.type),
        body,
      );
    },
    async getInstitutionTransfer({ clientId, body }) {
      return institutionTransfers.institutionTransfer(
        await connections.accountFor('getInstitutionTransfer', clientId, body.authToken, body.type),
        body,
      );
    },
    async configureTransfer({ clientId, body }) {
      const source = await connections.accountFor('configureTransfer', clientId, body.fromAuthToken, body.fromType);
      return managedTransfers.configure(source, body, await targetOf(clientId, body));
    },
    async previewTransfer({ clientId, body }) {
      const source = await connections.accountFor('previewTransfer', clientId, body.fromAuthToken, body.fromType);
      return managedTransfers.preview(source, body, await targetOf(clientId, body));
    },
    async executeTransfer({ clientId, body }) {
      return managedTransfers.execute(await connections.accountFor('executeTransfer', clientId, body.fromAuthToken, body.fromType), body);
    },
    listManagedTransfers: ({ clientId, query }) => institutionTransfers.sentThroughService(clientId, query),
    listTransferIntegrations: async () => integrations.transferIntegrations(),
    listTransferTokens: async () => integrations.transferTokens(),
  };
}
