import type { OperationOfTag } from '../../client/operations.js';
import type { Services } from '../domain/services.js';
import type { Handlers } from '../http/handlers.js';

export function tradingHandlers({ connections, trading }: Services): Handlers<OperationOfTag<'Trading'>> {
  return {
    async previewOrder({ operationId, clientId, body, params }) {
      return trading.preview(await connections.accountFor(operationId, clientId, body.authToken, body.type), params.side, body);
    },
    async executeOrder({ operationId, clientId, body, params }) {
      return trading.execute(await connections.accountFor(operationId, clientId, body.authToken, body.type), params.side, body);
    },
    async listOrders({ operationId, clientId, body }) {
      return trading.list(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    async getOrder({ operationId, clientId, body }) {
      return trading.get(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    async cancelOrder({ operationId, clientId, body }) {
      await trading.cancel(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
    async getTradingFeatures({ operationId, clientId, body }) {
      return trading.features(await connections.accountFor(operationId, clientId, body.authToken, body.type));
    },
    async getSymbolTradingInfo({ operationId, clientId, body }) {
      return trading.symbolInfo(await connections.accountFor(operationId, clientId, body.authToken, body.type), body);
    },
  };
}
