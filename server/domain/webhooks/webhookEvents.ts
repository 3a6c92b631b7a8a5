// The webhook events kept in the outbox, read and sent again: what the sandbox controls, the dashboard and the
// admin API ask of them. Delivering them is webhooks.ts's.
import { ContractError, errors } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Deps } from '../../deps/deps.js';
import { timeOf } from '../clientTime.js';

export function webhookEvents(store: Deps['store'], clock: Deps['clock']) {
  return {
    async deliveries(clientId: string): Promise<Schemas['WebhookDeliveries']> {
      if (!(await store.clients.exists(clientId))) throw errors.clientNotFound();
      const records = await store.outbox.deliveries(clientId);
      return {
        deliveries: records.map((r) => ({
          ...r,
          transferStatus: r.transferStatus as Schemas['TransferStatus'],
          eventStatus: r.eventStatus as Schemas['WebhookDelivery']['eventStatus'],
        })),
      };
    },

    /** The sandbox control (and the dashboard's resend): every event of the transfer goes out again, with its EventId, in order. */
    async redeliverTransfer(clientId: string, transferId: string): Promise<Schemas['WebhooksQueued']> {
      if (!(await store.transfers.get(transferId, clientId))) throw errors.transferNotFound();
      const events = await store.outbox.redeliverTransfer(transferId, clientId, clock.now());
      return { transferId, events: events.map((e) => ({ eventId: e.id, transferStatus: e.transferStatus as Schemas['TransferStatus'] })) };
    },

    /** The dashboard: every event since `since` (the client's time) whose delivery failed goes out again, now. */
    async redeliverFailed(clientId: string, since: number): Promise<Schemas['DashboardResent']> {
      const now = (await timeOf(store, clientId))?.now ?? clock.now();
      const events = await store.outbox.redeliverFailed(clientId, since, now);
      return {
        events: events.map((e) => ({
          eventId: e.id,
          transferId: e.transferId,
          transferStatus: e.transferStatus as Schemas['TransferStatus'],
        })),
      };
    },

    /** The admin operation: due again now by the client's time, so a client on a test clock gets it too. */
    async redeliver(clientId: string, eventId: string) {
      const now = (await timeOf(store, clientId))?.now ?? clock.now();
      if (!(await store.outbox.redeliver(eventId, clientId, now)))
        throw new ContractError('eventNotFound', 'This client has no webhook event with this id.');
    },
  };
}
