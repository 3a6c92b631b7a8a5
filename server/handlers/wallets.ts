import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/handlers.js';

export const walletHandlers = ({ wallets }: Services): Handlers<'listWalletVerifications'> => ({
  listWalletVerifications: ({ clientId, query }) => wallets.list(clientId, query.UserId, query.Address),
});
