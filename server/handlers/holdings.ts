import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

export const holdingsHandlers = ({ connections, holdings, accountValues }: Services): Handlers<OperationOfTag<'Holdings'>> => ({
  async getHoldings({ clientId, body }) {
    // An expired access token is answered with status notAuthorized inside the holdings, as the institution would.
    const { connection, positions } = await connections.accountWithPositions('getHoldings', clientId, body.authToken, body.type);
    return holdings.ofAccount(connection, body.includeMarketValue, positions);
  },
  getPortfolio: ({ clientId, query }) => holdings.portfolio(clientId, query.UserId, query.TimezoneOffset),
  getFiatBalances: ({ clientId, query }) => holdings.fiatBalances(clientId, query.UserId),
  async getHoldingsValue({ operationId, clientId, body }) {
    return accountValues.value(await connections.accountFor(operationId, clientId, body.authToken, body.type));
  },
  async getAccountBalance({ operationId, clientId, body }) {
    return accountValues.balance(await connections.accountFor(operationId, clientId, body.authToken, body.type));
  },
});
