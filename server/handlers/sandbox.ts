import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/types.js';

export const sandboxHandlers = ({ linkSessions, connections, wallets }: Services): Handlers<'sandboxConnect' | 'sandboxVerifyWallet'> => ({
  sandboxConnect: async ({ clientId, body }) => connections.connect(await linkSessions.open(clientId, body.linkToken), body),
  sandboxVerifyWallet: async ({ clientId, body }) => wallets.verify(await linkSessions.open(clientId, body.linkToken), body),
});
