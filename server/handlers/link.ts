import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const linkHandlers = ({ linkSessions, catalogLinks }: Services): Handlers<OperationOfTag<'Link'>> => ({
  createLinkToken: ({ clientId, body }) => linkSessions.create(clientId, body),
  getCatalogLink: ({ clientId, query }) => catalogLinks.create(clientId, query),
  createCatalogLink: ({ clientId, query, body }) => catalogLinks.create(clientId, query, body),
});
