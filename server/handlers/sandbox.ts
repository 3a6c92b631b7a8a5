import type { Services } from '../domain/services.js';
import type { Schemas } from '../contract/types.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

/** The headless answer of a Link UI sign-in: the onIntegrationConnected payload (either kind), or the institution's MFA prompt. */
const asSandboxConnection = (c: Schemas['LinkConnection']): Schemas['SandboxConnection'] =>
  c.status === 'mfaRequired'
    ? { brokerResponseStatus: 'mfaRequired', errorMessage: c.message, accessToken: null, delayedAuth: null }
    : { brokerResponseStatus: null, errorMessage: null, accessToken: c.accessToken, delayedAuth: c.delayedAuth };

export const sandboxHandlers = ({
  linkSessions,
  connections,
  dashboard,
  wallets,
  transfers,
  webhooks,
  institutionFailures,
  testClocks,
  sandboxState,
  faults,
  sandboxUsers,
  clientSettings,
  upstream,
}: Services): Handlers<OperationOfTag<'Sandbox'>> => ({
  sandboxConnect: async ({ clientId, body }) =>
    asSandboxConnection(await connections.connect(await linkSessions.open(clientId, body.linkToken), body)),
  sandboxVerifyWallet: async ({ clientId, body }) => wallets.verify(await linkSessions.open(clientId, body.linkToken), body),
  async sandboxTransfer({ operationId, clientId, body }) {
    const session = await linkSessions.open(clientId, body.linkToken);
    return transfers.submit(session, await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
  },
  sandboxSettleTransfer: ({ clientId, params, body }) => transfers.settle(clientId, params.transferId, body.outcome),
  sandboxScheduleSettlement: ({ clientId, params, body }) => transfers.schedule(clientId, params.transferId, body),
  sandboxResendWebhooks: ({ clientId, params }) => webhooks.redeliverTransfer(clientId, params.transferId),
  sandboxFailInstitution: ({ clientId, body }) => institutionFailures.set(clientId, body),
  sandboxClearInstitutionFailure: ({ clientId, body }) => institutionFailures.clear(clientId, body.type),
  sandboxGetTestClock: ({ clientId }) => testClocks.get(clientId),
  sandboxCreateTestClock: ({ clientId, body }) => testClocks.create(clientId, body),
  sandboxDeleteTestClock: ({ clientId }) => testClocks.delete(clientId),
  sandboxAdvanceTestClock: ({ clientId, body }) => testClocks.advance(clientId, body),
  sandboxReset: ({ clientId }) => sandboxState.reset(clientId),
  sandboxGetSettings: ({ clientId }) => clientSettings.get(clientId),
  sandboxPutSettings: ({ clientId, body }) => clientSettings.put(clientId, body),
  sandboxExport: ({ clientId }) => sandboxState.export(clientId),
  sandboxImport: ({ clientId, body }) => sandboxState.import(clientId, body),
  sandboxPutFault: ({ clientId, params, body }) => faults.put(clientId, params.faultId, body),
  sandboxListFaults: async ({ clientId }) => ({ rules: await faults.list(clientId) }),
  sandboxDeleteFault: ({ clientId, params }) => faults.delete(clientId, params.faultId),
  sandboxClearFaults: async ({ clientId }) => ({ deleted: await faults.clear(clientId) }),
  // format=junit is rendered at the edge (server/http/upstream.ts); the JSON report here.
  sandboxGetDrift: ({ clientId }) => upstream.report(clientId),
  sandboxClearDrift: ({ clientId }) => upstream.clear(clientId),
  sandboxListUsers: ({ clientId }) => sandboxUsers.list(clientId),
  sandboxPutUser: ({ clientId, params, body }) => sandboxUsers.put(clientId, params.username, body),
  sandboxGetUser: ({ clientId, params }) => sandboxUsers.get(clientId, params.username),
  sandboxDeleteUser: ({ clientId, params }) => sandboxUsers.remove(clientId, params.username),
  // By its id: what the dashboard knows of a connection; by a token: what an integration holds.
  sandboxRequireReauthentication: ({ clientId, body }) =>
    'connectionId' in body
      ? dashboard.requireReauthentication(clientId, body.connectionId)
      : connections.requireReauthentication(clientId, body.authToken, body.type),
});
