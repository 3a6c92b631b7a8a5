// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `npm run generate`.
import type { operations as OperationTypes } from './openapi.js';

/** Every operation of openapi.yaml: the server and the tests use it to prove each one is served. */
export const operations = {
  createLinkToken: { method: 'post', path: '/api/v1/linktoken', tag: 'Link' },
  refreshToken: { method: 'post', path: '/api/v1/token/refresh', tag: 'Connections' },
  deleteAccount: { method: 'delete', path: '/api/v1/account', tag: 'Connections' },
  getHoldings: { method: 'post', path: '/api/v1/holdings/get', tag: 'Holdings' },
  getPortfolio: { method: 'get', path: '/api/v1/holdings/portfolio', tag: 'Holdings' },
  getFiatBalances: { method: 'get', path: '/api/v1/balance/portfolio', tag: 'Holdings' },
  getDepositAddress: { method: 'post', path: '/api/v1/transfers/address/get', tag: 'Transfers' },
  getSymbolDetails: { method: 'post', path: '/api/v1/transfers/symbol/details', tag: 'Transfers' },
  listManagedAddresses: { method: 'post', path: '/api/v1/transfers/managed/address/list', tag: 'Transfers' },
  listNetworks: { method: 'get', path: '/api/v1/transfers/managed/networks', tag: 'Transfers' },
  listWalletVerifications: { method: 'get', path: '/api/v1/wallets/verify', tag: 'Wallets' },
  sandboxConnect: { method: 'post', path: '/api/v1/sandbox/link/connect', tag: 'Sandbox' },
  sandboxVerifyWallet: { method: 'post', path: '/api/v1/sandbox/wallets/verify', tag: 'Sandbox' },
  sandboxTransfer: { method: 'post', path: '/api/v1/sandbox/link/transfer', tag: 'Sandbox' },
  sandboxSettleTransfer: { method: 'post', path: '/api/v1/sandbox/transfers/{transferId}/settle', tag: 'Sandbox' },
  getTransfer: { method: 'get', path: '/api/v1/transfers/{transferId}', tag: 'Transfers' },
  createAdminToken: { method: 'post', path: '/admin/api/v1/Token', tag: 'Admin' },
  createClient: { method: 'post', path: '/admin/api/v1/clients', tag: 'Admin' },
  setWebhook: { method: 'put', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin' },
  deleteWebhook: { method: 'delete', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin' },
  rotateWebhookSecret: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/rotate', tag: 'Admin' },
  listWebhookDeliveries: { method: 'get', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries', tag: 'Admin' },
  redeliverWebhook: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries/{eventId}/redeliver', tag: 'Admin' },
} as const satisfies Partial<Record<keyof OperationTypes, { method: string; path: string; tag: string }>>;

export type OperationId = keyof typeof operations;
