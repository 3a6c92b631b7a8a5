// The SDK's payloads, made from the API's answers field by field: each is typed by the web SDK's own declared type,
// so a field the SDK lacks does not compile, and a field the API may leave null is left out (the SDK's optional
// fields are absent when unknown, never null).
import type { AccessTokenPayload, DelayedAuthPayload, TransferFinishedPayload } from '@meshconnect/web-link-sdk';
import type { Schemas } from './api.js';
import type { OfAnyInstitution } from './sdk.js';

type AccessToken = Schemas['BrokerageAccountAccessToken'];
type AccountOfToken = AccessTokenPayload['accountTokens'][number]['account'];

/**
 * `{ [name]: value }` where the value is known, `{}` where it is null or absent: spread into a payload of type `T`.
 * `name` must be a field of `T` and `value` of its type: a spread escapes TypeScript's check of unknown fields.
 */
export const ifKnown =
  <T>() =>
  <K extends keyof T & string>(name: K, value: Exclude<T[K], undefined> | null | undefined): Partial<Pick<T, K>> =>
    (value === null || value === undefined ? {} : { [name]: value }) as Partial<Pick<T, K>>;

/** A field the SDK requires that this answer always carries; its absence is a fault of the sandbox, said as such. */
export function known<V>(value: V | null | undefined, name: string): V {
  if (value === null || value === undefined) throw new Error(`The sandbox's answer lacks ${name}.`);
  return value;
}

const ifKnownOfAccount = ifKnown<AccountOfToken>();
const ifKnownOfTransfer = ifKnown<TransferFinishedPayload>();

const brandInfo = ({ brokerLogo, logoLightUrl, logoDarkUrl, iconLightUrl, iconDarkUrl }: Schemas['BrandInfo']) => ({
  brokerLogo,
  logoLightUrl,
  logoDarkUrl,
  iconLightUrl,
  iconDarkUrl,
});

/** `brokerageAccountAccessToken`: what onIntegrationConnected receives as `accessToken`. */
export const accessTokenPayload = (connected: AccessToken): OfAnyInstitution<AccessTokenPayload> => ({
  accountTokens: connected.accountTokens.map(({ account, accessToken, refreshToken, tokenId }) => ({
    account: {
      accountId: account.accountId,
      accountName: account.accountName,
      ...ifKnownOfAccount('fund', account.fund),
      ...ifKnownOfAccount('cash', account.cash),
      ...ifKnownOfAccount('isReconnected', account.isReconnected),
    },
    accessToken,
    refreshToken,
    tokenId,
  })),
  brokerType: connected.brokerType,
  brokerName: connected.brokerName,
  brokerBrandInfo: brandInfo(connected.brokerBrandInfo),
  expiresInSeconds: connected.expiresInSeconds,
  ...ifKnown<AccessTokenPayload>()('refreshTokenExpiresInSeconds', connected.refreshTokenExpiresInSeconds),
});

/** `delayedAuthentication`: what onIntegrationConnected receives as `delayedAuth`, a refresh token only. */
export const delayedAuthPayload = (delayed: Schemas['DelayedAuthentication']): OfAnyInstitution<DelayedAuthPayload> => ({
  refreshToken: delayed.refreshToken,
  refreshTokenExpiresInSeconds: delayed.refreshTokenExpiresInSeconds,
  brokerType: delayed.brokerType,
  brokerName: delayed.brokerName,
  brokerBrandInfo: brandInfo(delayed.brokerBrandInfo),
});

/** `transferFinished`: what onTransferFinished receives. `success`, the SDK's one status, says the institution took it. */
export const transferFinishedPayload = (result: Schemas['TransferFinished'], networkName: string): TransferFinishedPayload => ({
  status: 'success',
  txId: known(result.txId, 'txId'),
  fromAddress: known(result.fromAddress, 'fromAddress'),
  toAddress: known(result.toAddress, 'toAddress'),
  symbol: result.symbol,
  amount: result.amount,
  networkId: known(result.networkId, 'networkId'),
  userId: result.userId,
  transferId: result.transferId,
  networkName,
  ...ifKnownOfTransfer('txHash', result.txHash),
  ...ifKnownOfTransfer('clientTransactionId', result.clientTransactionId),
  ...ifKnownOfTransfer('amountInFiat', result.amountInFiat),
});
