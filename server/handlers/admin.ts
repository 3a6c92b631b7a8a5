import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const adminHandlers = ({ clients, webhooks, sandboxUsers, upstream }: Services): Handlers<OperationOfTag<'Admin'>> => ({
  createAdminToken: ({ body }) => clients.issueIdToken(body.clientId, body.clientSecret),
  createClient: ({ body }) => clients.create(body.name),
  setWebhook: ({ params, body }) => clients.setWebhook(params.clientId, body.url),
  deleteWebhook: ({ params }) => clients.deleteWebhook(params.clientId),
  rotateWebhookSecret: ({ params }) => clients.rotateWebhookSecret(params.clientId),
  listWebhookDeliveries: ({ params }) => webhooks.deliveries(params.clientId),
  redeliverWebhook: ({ params }) => webhooks.redeliver(params.clientId, params.eventId),
  putSandboxUser: ({ params, body }) => sandboxUsers.put(params.clientId, params.username, body),
  getSandboxUser: ({ params }) => sandboxUsers.get(params.clientId, params.username),
  listSandboxUsers: ({ params }) => sandboxUsers.list(params.clientId),
  deleteSandboxUser: ({ params }) => sandboxUsers.remove(params.clientId, params.username),
  getUpstream: ({ params }) => upstream.settings(params.clientId),
  setUpstream: ({ params, body }) => upstream.set(params.clientId, body),
  deleteUpstream: ({ params }) => upstream.remove(params.clientId),
});
