import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/types.js';

export const walletHandlers = ({ wallets }: Services): Handlers<'listWalletVerifications'> => ({
  listWalletVerifications: ({ clientId, query }) => wallets.list(clientId, query.UserId, query.Address),
});
