import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const authenticationHandlers = ({ authentication }: Services): Handlers<OperationOfTag<'Authentication'>> => ({
  listAuthenticationSchemes: async () => authentication.schemes(),
  authenticate: ({ clientId, query, body }) => authentication.authenticate(clientId, query.userId, body),
  getAuthenticationLink: ({ clientId, params, query }) => authentication.oauthLink(clientId, params.brokerType, query.userId),
});
