import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const integrationHandlers = ({ integrations }: Services): Handlers<OperationOfTag<'Integrations'>> => ({
  listIntegrations: async () => integrations.integrations(),
  listIntegrationStatus: async () => integrations.status(),
});
