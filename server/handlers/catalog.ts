import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const catalogHandlers = ({ catalog }: Services): Handlers<OperationOfTag<'Catalog'>> => ({
  listAssets: async ({ params, query }) => catalog.assets(params.assetType, query),
  getSolanaLatestBlockhash: async ({ query }) => catalog.latestBlockhash(query.chainId),
  getSolanaTokenProgram: async ({ query }) => catalog.tokenProgram(query.chainId, query.token),
  isSolanaTokenAddressCreated: ({ clientId, query }) => catalog.tokenAccountExists(clientId, query.chainId, query.address),
});
