import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const walletHandlers = ({ wallets }: Services): Handlers<OperationOfTag<'Wallets'>> => ({
  listWalletVerifications: ({ clientId, query }) => wallets.list(clientId, query.UserId, query.Address),
});
