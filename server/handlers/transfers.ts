import { fieldError } from '../contract/errors.js';
import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';
import type { InstitutionType } from '../institutions/catalog.js';

/** The fields of a request that may come in its query or its body (a GET with a body), one value each. */
function fieldsOfBoth<T extends Record<string, unknown>>(query: Partial<T>, body: Partial<T>): Partial<T> {
  for (const [field, value] of Object.entries(body)) {
    const asked = query[field as keyof T];
    if (value !== undefined && value !== null && asked !== undefined && asked !== value)
      throw fieldError('invalidField', `${field} is given twice, in the query and in the body, with two values; send one.`, {
        field,
        message: 'must have one value in the query and the body',
        errorCode: 'conflict',
      });
  }
  return { ...query, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null)) } as Partial<T>;
}

export function transferHandlers({
  connections,
  addresses,
  transfers,
  managedTransfers,
  institutionTransfers,
  integrations,
  directTransfers,
  transferQuotes,
}: Services): Handlers<OperationOfTag<'Transfers'>> {
  /** The connected account a server-side transfer goes to, where the request names one by toAuthToken and toType. */
  const targetOf = async (clientId: string, body: { toAuthToken?: string | null; toType?: InstitutionType | null }) =>
    body.toAuthToken && body.toType ? connections.findActive(clientId, body.toAuthToken, body.toType) : undefined;

  return {
    async getDepositAddress({ operationId, clientId, body }) {
      return addresses.depositAddress(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    async getSymbolDetails({ operationId, clientId, body }) {
      return addresses.symbolDetails(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    async listManagedAddresses({ operationId, clientId, body }) {
      return addresses.managedAddresses(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    listNetworks: async () => addresses.networks(),
    getTransfer: ({ clientId, params }) => transfers.get(clientId, params.transferId),
    async listInstitutionTransfers({ operationId, clientId, body }) {
      return institutionTransfers.institutionTransfers(
        await connections.accountFor(operationId, clientId, body.authToken, body.type),
        body,
      );
    },
    async getInstitutionTransfer({ operationId, clientId, body }) {
      return institutionTransfers.institutionTransfer(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    async configureTransfer({ operationId, clientId, body }) {
      const source = await connections.accountFor(operationId, clientId, body.fromAuthToken, body.fromType);
      return managedTransfers.configure(source, body, await targetOf(clientId, body));
    },
    async previewTransfer({ operationId, clientId, body }) {
      const source = await connections.accountFor(operationId, clientId, body.fromAuthToken, body.fromType);
      return managedTransfers.preview(source, body, await targetOf(clientId, body));
    },
    async executeTransfer({ operationId, clientId, body }) {
      return managedTransfers.execute(await connections.accountFor(operationId, clientId, body.fromAuthToken, body.fromType), body);
    },
    listManagedTransfers: ({ clientId, query }) => institutionTransfers.sentThroughService(clientId, query),
    listTransferIntegrations: async () => integrations.transferIntegrations(),
    listTransferTokens: async () => integrations.transferTokens(),
    async getManagedDepositAddress({ operationId, clientId, body }) {
      return addresses.depositAddress(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    verifyTransfer: async ({ body, query }) => transferQuotes.verify(fieldsOfBoth(query, body ?? {})),
    quoteTransfer: async ({ body }) => transferQuotes.quote(body),
    async updateTransferStatus({ operationId, clientId, body }) {
      return directTransfers.update(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    async initiateTransfer({ operationId, clientId, body }) {
      return directTransfers.initiate(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
  };
}
