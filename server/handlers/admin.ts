import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/types.js';

export const adminHandlers = ({ clients }: Services): Handlers<'createAdminToken' | 'createClient' | 'setWebhook' | 'deleteWebhook'> => ({
  createAdminToken: ({ body }) => clients.issueIdToken(body.clientId, body.clientSecret),
  createClient: ({ body }) => clients.create(body.name),
  setWebhook: ({ params, body }) => clients.setWebhook(params.clientId, body.url),
  deleteWebhook: ({ params }) => clients.deleteWebhook(params.clientId),
});
