import type { OperationOfTag } from '../../client/operations.js';
import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/handlers.js';

export function tradingHandlers({ connections, trading }: Services): Handlers<OperationOfTag<'Trading'>> {
  return {
    async previewOrder({ clientId, body, params }) {
      return trading.preview(await connections.accountFor('previewOrder', clientId, body.authToken, body.type), params.side, body);
    },
    async executeOrder({ clientId, body, params }) {
      return trading.execute(await connections.accountFor('executeOrder', clientId, body.authToken, body.type), params.side, body);
    },
    async listOrders({ clientId, body }) {
      return trading.list(await connections.accountFor('listOrders', clientId, body.authToken, body.type), body);
    },
    async getOrder({ clientId, body }) {
      return trading.get(await connections.accountFor('getOrder', clientId, body.authToken, body.type), body);
    },
    async cancelOrder({ clientId, body }) {
      await trading.cancel(await connections.accountFor('cancelOrder', clientId, body.authToken, body.type), body);
    },
    async getTradingFeatures({ clientId, body }) {
      return trading.features(await connections.accountFor('getTradingFeatures', clientId, body.authToken, body.type));
    },
    async getSymbolTradingInfo({ clientId, body }) {
      return trading.symbolInfo(await connections.accountFor('getSymbolTradingInfo', clientId, body.authToken, body.type), body);
    },
  };
}
