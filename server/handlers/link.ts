import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/handlers.js';

export const linkHandlers = ({ linkSessions }: Services): Handlers<'createLinkToken'> => ({
  createLinkToken: ({ clientId, body }) => linkSessions.create(clientId, body),
});
