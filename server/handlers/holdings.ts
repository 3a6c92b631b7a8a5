import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/handlers.js';
import { adapterFor } from '../institutions/simulator.js';

export const holdingsHandlers = ({ connections, holdings }: Services): Handlers<'getHoldings' | 'getPortfolio' | 'getFiatBalances'> => ({
  async getHoldings({ clientId, body }) {
    adapterFor(body.type).requireSupport('getHoldings');
    // An expired access token is answered with status notAuthorized inside the holdings, as the institution would.
    const { connection, positions } = await connections.findWithPositions(clientId, body.authToken, body.type);
    return holdings.ofAccount(connection, body.includeMarketValue, positions);
  },
  getPortfolio: ({ clientId, query }) => holdings.portfolio(clientId, query.UserId, query.TimezoneOffset),
  getFiatBalances: ({ clientId, query }) => holdings.fiatBalances(clientId, query.UserId),
});
