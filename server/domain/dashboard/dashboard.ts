// What the dashboard shows and does for one client (the Dashboard operations): its recent calls, users and
// connections, transfers with their timelines and webhooks, delivery attempts, the last hour's counts. Every read is
// of the calling client's own sandbox.
import { realClockOf } from '../../deps/time.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors } from '../../contract/errors.js';
import type { Query } from '../../../client/operations.js';
import type { Schemas } from '../../contract/types.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import { describeFailure } from '../sandbox/institutionFailures.js';
import { MINUTE_MS, MINUTES, type RequestFilter, type RequestLog } from './requestLog.js';
import { toTransfer } from '../transfers/transferRecords.js';
import { toDashboardAttempts } from '../webhooks/webhookAttempts.js';

type InstitutionFailure = Schemas['InstitutionFailure'];

export function createDashboard(deps: Deps, requestLog: RequestLog) {
  const { store, clock, institutions } = deps;
  const real = realClockOf(clock);
  const nameOf = (type: string) => institutions(type as InstitutionType).name;

  async function requireConnection(clientId: string, connectionId: string) {
    if (!(await store.dashboard.connectionExists(clientId, connectionId)))
      throw new ContractError('connectionNotFound', 'This client has no connection with this id (listDashboardUsers lists them).');
  }

  /** The client's webhook deliveries of the last hour by minute (its time), oldest first. */
  async function webhookMinutes(clientId: string) {
    const now = clock.now();
    const current = now - (now % MINUTE_MS);
    const from = current - (MINUTES - 1) * MINUTE_MS;
    const minutes = Array.from({ length: MINUTES }, () => ({ attempts: 0, delivered: 0, totalMs: 0 }));
    for (const a of await store.dashboard.attemptsSince(clientId, from)) {
      const minute = minutes[Math.floor((a.attemptedAt - from) / MINUTE_MS)];
      if (!minute) continue;
      minute.attempts++;
      minute.totalMs += a.latencyMs;
      if (a.httpStatus !== null && a.httpStatus >= 200 && a.httpStatus < 300) minute.delivered++;
    }
    return minutes;
  }

  return {
    listRequests: async (clientId: string, filter: RequestFilter): Promise<Schemas['DashboardRequests']> => ({
      requests: await requestLog.list(clientId, filter, real.now()),
      keptCount: Math.max(1, requestLog.limits.kept),
      keptSeconds: Math.round(requestLog.limits.maxAgeMs / 1000),
    }),

    async getRequest(clientId: string, requestId: string): Promise<Schemas['DashboardRequestDetail']> {
      const found = await requestLog.get(clientId, requestId, real.now());
      if (!found)
        throw new ContractError(
          'requestNotFound',
          'The dashboard keeps no call of this client with this request id (it keeps the latest, for a while).',
        );
      return found;
    },

    /** The last hour minute by minute: calls by real time, deliveries by the client's time (its test clock's, if any). */
    async stats(clientId: string): Promise<Schemas['DashboardStats']> {
      const calls = await requestLog.minutes(clientId, real.now());
      const deliveries = await webhookMinutes(clientId);
      return {
        minutes: calls.map((c, i) => {
          const d = deliveries[i]!;
          return {
            ...c,
            webhookAttempts: d.attempts,
            webhookDelivered: d.delivered,
            webhookLatencyMs: d.attempts ? Math.round((d.totalMs / d.attempts) * 10) / 10 : null,
          };
        }),
      };
    },

    async users(clientId: string, userId?: string): Promise<Schemas['DashboardUsers']> {
      const users = new Map<string, Schemas['DashboardConnection'][]>();
      for (const c of await store.dashboard.connections(clientId, userId)) {
        const list = users.get(c.userId) ?? users.set(c.userId, []).get(c.userId)!;
        list.push({
          connectionId: c.id,
          type: c.type as InstitutionType,
          institutionName: nameOf(c.type),
          accountId: c.accountId,
          accountName: c.accountName,
          state: c.reauthRequired ? 'reauthenticationRequired' : 'active',
          accessExpiresAt: c.accessExpiresAt,
          refreshExpiresAt: c.refreshExpiresAt,
          connectedAt: c.createdAt,
          holdings: c.holdings,
          balances: c.balances,
        });
      }
      return { users: [...users].map(([id, list]) => ({ userId: id, connections: list })) };
    },

    async disconnect(clientId: string, connectionId: string) {
      await requireConnection(clientId, connectionId);
      await store.connections.remove(connectionId);
    },

    async requireReauthentication(clientId: string, connectionId: string) {
      await requireConnection(clientId, connectionId);
      await store.connections.requireReauthentication(connectionId);
    },

    async transfers(clientId: string, filter: Query<'listDashboardTransfers'> & { count: number }): Promise<Schemas['DashboardTransfers']> {
      const { rows, total } = await store.transfers.ofClient(
        clientId,
        {
          userId: filter.userId,
          statuses: filter.status ? [filter.status] : undefined,
          types: filter.type !== undefined ? [filter.type] : undefined,
          createdFrom: filter.from,
          createdTo: filter.to,
        },
        { offset: 0, limit: filter.count, descending: true, order: { by: 'createdTimestamp' } },
      );
      return { transfers: rows.map(toTransfer), total };
    },

    async transfer(clientId: string, transferId: string): Promise<Schemas['DashboardTransfer']> {
      const row = await store.transfers.get(transferId, clientId);
      if (!row) throw errors.transferNotFound();
      const events = await store.dashboard.eventsOf(clientId, transferId);
      return {
        transfer: toTransfer(row),
        institutionName: nameOf(row.type),
        timeline: [
          { step: 'created', at: row.created_at },
          ...events.map((e) => ({ step: e.transferStatus as Schemas['TransferStatus'], at: e.timestamp })),
        ],
        events: events.map((e) => ({
          eventId: e.id,
          transferId: e.transferId,
          transferStatus: e.transferStatus as Schemas['TransferStatus'],
          eventStatus: e.status as Schemas['DashboardWebhookEvent']['eventStatus'],
          attempts: e.attempts,
          createdAt: e.createdAt,
          nextAttemptAt: e.status === 'pending' ? e.nextAttemptAt : null,
          lastHttpStatus: e.lastHttpStatus,
        })),
      };
    },

    async webhook(clientId: string): Promise<Schemas['DashboardWebhook']> {
      const endpoint = await store.clients.webhookEndpoint(clientId);
      const until = endpoint?.webhook_previous_until ?? null;
      return {
        url: endpoint?.webhook_url ?? null,
        enabled: Boolean(endpoint?.webhook_url && endpoint.webhook_enabled),
        previousSecretUntil: until !== null && Number(until) > real.now() ? Number(until) : null,
      };
    },

    async attempts(clientId: string, filter: { transferId?: string; count: number }): Promise<Schemas['DashboardWebhookAttempts']> {
      const [rows, endpoint] = await Promise.all([
        store.dashboard.attempts(clientId, { transferId: filter.transferId, limit: filter.count }),
        store.clients.webhookEndpoint(clientId),
      ]);
      return { attempts: toDashboardAttempts(rows, endpoint?.webhook_url ? (endpoint.webhook_secret ?? null) : null) };
    },

    async failures(clientId: string): Promise<Schemas['DashboardInstitutionFailures']> {
      const rows = await store.institutionFailures.inForce(clientId, clock.now());
      return {
        failures: rows.map((r) =>
          describeFailure(r.type as InstitutionType, r.error as InstitutionFailure['error'], r.until === null ? null : Number(r.until)),
        ),
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
