import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';
import { frameData } from '../domain/dashboard/activity.js';

/** The number of an event id (`start-seq`); 0 for none. */
const seqOf = (id: string | null) => Number(id?.split('-')[1] ?? 0) || 0;

export const dashboardHandlers = ({ activity, dashboard, clients, webhooks }: Services): Handlers<OperationOfTag<'Dashboard'>> => ({
  // The JSON catch-up; with Accept: text/event-stream the same path streams (http/eventStream.ts).
  listDashboardEvents: async ({ clientId, headers }) => {
    const lastEventId = headers['last-event-id'];
    // The latest id first: an event that comes while the catch-up is read is then sent again, never skipped.
    const latest = await activity.lastEventId(clientId);
    const events = await activity.since(clientId, typeof lastEventId === 'string' ? lastEventId : undefined);
    const last = events.findLast((e) => e.event !== 'resync');
    return { events: events.map(frameData), lastEventId: last && last.seq > seqOf(latest) ? last.id : latest };
  },
  listDashboardRequests: async ({ clientId, query }) => dashboard.listRequests(clientId, query),
  getDashboardRequest: async ({ clientId, params }) => dashboard.getRequest(clientId, params.requestId),
  getDashboardStats: ({ clientId }) => dashboard.stats(clientId),
  listDashboardUsers: ({ clientId, query }) => dashboard.users(clientId, query.userId),
  dashboardDisconnect: ({ clientId, params }) => dashboard.disconnect(clientId, params.connectionId),
  listDashboardTransfers: ({ clientId, query }) => dashboard.transfers(clientId, query),
  getDashboardTransfer: ({ clientId, params }) => dashboard.transfer(clientId, params.transferId),
  getDashboardWebhook: ({ clientId }) => dashboard.webhook(clientId),
  dashboardRotateWebhookSecret: ({ clientId, body }) =>
    clients.rotateWebhookSecret(clientId, body?.overlapSeconds === undefined ? undefined : body.overlapSeconds * 1000),
  listDashboardWebhookAttempts: ({ clientId, query }) => dashboard.attempts(clientId, { transferId: query.transferId, count: query.count }),
  dashboardResendFailedWebhooks: ({ clientId, body }) => webhooks.redeliverFailed(clientId, body.since),
  dashboardSendTestWebhook: ({ clientId, body }) => webhooks.sendTest(clientId, body?.transferStatus ?? 'Pending'),
  listDashboardInstitutionFailures: ({ clientId }) => dashboard.failures(clientId),
});
