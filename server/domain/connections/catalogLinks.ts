// Catalog links (the public service's older way into Link): the URL of a new Link page session, to open in a tab or
// an iframe instead of handing a link token to the web SDK. The session is the one createLinkToken makes of the same
// options; the page notices whether it is framed, so one URL serves both.
import type { Query } from '../../../client/operations.js';
import type { Schemas } from '../../contract/types.js';
import type { LinkSessions } from './linkSessions.js';
type TransferOptions = NonNullable<Schemas['LinkTokenRequest']['transferOptions']>;

/** The request's transfer as createLinkToken's transferOptions (goods are ignored). */
function transferOptionsOf({
  toAddresses,
  amountInFiat,
  transactionId,
  clientFee,
  transferType,
  description,
}: Schemas['CatalogLinkRequest']) {
  const options: TransferOptions = {};
  if (toAddresses) options.toAddresses = toAddresses;
  if (amountInFiat !== undefined) options.amountInFiat = amountInFiat;
  if (transactionId !== undefined) options.transactionId = transactionId;
  if (clientFee !== undefined) options.clientFee = clientFee;
  if (transferType !== undefined) options.transferType = transferType;
  if (description !== undefined) options.description = description;
  return options;
}

export function createCatalogLinks(linkSessions: LinkSessions) {
  return {
    /** A new session's Link page: a connection, or a transfer where EnableTransfers (or, absent, a body with any field) says so. */
    async create(clientId: string, query: Query<'getCatalogLink'>, body?: Schemas['CatalogLinkRequest']): Promise<Schemas['CatalogLink']> {
      const transfer = query.EnableTransfers ?? Object.keys(body ?? {}).length > 0;
      const { linkToken } = await linkSessions.create(
        clientId,
        {
          userId: query.UserId,
          ...(query.BrokerType ? { brokerType: query.BrokerType } : {}),
          ...(query.RestrictMultipleAccounts !== undefined ? { restrictMultipleAccounts: query.RestrictMultipleAccounts } : {}),
          ...(query.DisableApiKeyGeneration !== undefined ? { disableApiKeyGeneration: query.DisableApiKeyGeneration } : {}),
          ...(transfer ? { transferOptions: transferOptionsOf(body ?? {}) } : {}),
        },
        'toAddresses',
      );
      // A link token is the Base64 of its Link page's URL.
      const url = Buffer.from(linkToken, 'base64').toString('utf8');
      return { url, iFrameUrl: url };
    },
  };
}

export type CatalogLinks = ReturnType<typeof createCatalogLinks>;
