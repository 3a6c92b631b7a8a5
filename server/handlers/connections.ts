import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const connectionHandlers = ({ connections, accountDetails }: Services): Handlers<OperationOfTag<'Connections'>> => ({
  refreshToken: ({ clientId, body }) => connections.refresh(clientId, body),
  async deleteAccount({ clientId, body }) {
    // Every institution can be disconnected, with an expired access token too: the user is leaving.
    await connections.remove(await connections.find(clientId, body.authToken, body.type));
  },
  verifyAccount: ({ clientId, body }) => accountDetails.of(clientId, body),
  verifyExchangeAccount: ({ clientId, body }) => accountDetails.of(clientId, body, body.accountInfo),
});
