// What is sent (Sends: the asset, the amount, the chain, the fee and the destination, an address with its tag or
// memo), made of each request shape that asks for a transfer by one mapping here, and what a preview keeps of it
// (KeptSends), so that what a request says reaches the institution's withdrawal check, the preview and the kept
// transfer whole. A request names its chain by network id or by name and a session's may leave its destination to
// its link token: a mapping is completed when the transfer is checked, by the institution and what the origin named.
import { fieldError, missingField } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Chain, InstitutionAdapter, Sends } from '../../institutions/adapter.js';
import type { Destination, DestinationFields } from '../../institutions/destinations.js';
import { networkOfAddressType } from '../../institutions/networks.js';

/** A destination named before the request, by a link token: for an asset, on a network (on any where it names none). */
export type NamedDestination = Pick<Schemas['ToAddress'], 'networkId' | 'symbol' | 'address' | 'addressTag'>;

/** What completes a request into what is sent: the sending institution, and the destinations named before it. */
export interface SendingContext {
  institution: Pick<InstitutionAdapter, 'chainFor'>;
  named: NamedDestination[];
}

/** One request's transfer, made into what is sent once its institution and origin are known. */
export interface Asked {
  /** The request's fields of the destination, which a refusal of it names. */
  fields: DestinationFields;
  sends(context: SendingContext): Sends;
}

/** The destination's fields in every transfer request but initiateTransfer's. */
const TO_ADDRESS: DestinationFields = { address: 'toAddress', tag: 'addressTag' };

/** An empty tag is none, as the destination check reads it. */
const tagOf = (tag: string | null | undefined): string | null => (tag ? tag : null);

/** What a Link page session's request (linkTransferPreview, linkTransfer, sandboxTransfer) says is sent. */
export type SessionRequest = Pick<Schemas['SandboxTransferRequest'], 'symbol' | 'amount' | 'networkId' | 'chain' | 'toAddress' | 'fee'>;

/** A session's destination: the request's toAddress (these requests carry no tag), or the one its link token names. */
function sessionDestination(named: NamedDestination[], request: SessionRequest, chain: Chain): Destination {
  if (request.toAddress) return { address: request.toAddress, tag: null };
  const found = named.find((t) => t.symbol.toUpperCase() === request.symbol && (!t.networkId || t.networkId === chain.network.id));
  if (!found) {
    throw missingField('toAddress', 'Send toAddress, or create the link token with transferOptions.toAddresses for this symbol.');
  }
  return { address: found.address, tag: tagOf(found.addressTag) };
}

/** A Link page session's transfer, on the chain it names. */
export const sessionAsked = (request: SessionRequest): Asked => ({
  fields: TO_ADDRESS,
  sends({ institution, named }) {
    const chain = institution.chainFor(request.symbol, request);
    const { symbol, amount } = request;
    return { symbol, amount, chain, destination: sessionDestination(named, request, chain), fee: request.fee ?? null };
  },
});

/**
 * initiateTransfer's withdrawal: its asset by symbol or address type, on the chain either implies, to targetAddress
 * with its memo, the tag the other requests call addressTag.
 */
export function initiateAsked(input: Schemas['InitiateTransferRequest']): Asked {
  const { amount } = input;
  if (amount === undefined) throw missingField('amount', 'Send amount: how much of the asset to send.');
  const network = input.addressType ? networkOfAddressType(input.addressType) : undefined;
  const symbol = input.symbol?.toUpperCase() ?? network?.nativeSymbol;
  if (symbol === undefined)
    throw fieldError('missingField', 'Send symbol (with chain where the asset exists on several) or addressType.', {
      field: 'symbol',
      message: 'symbol or addressType is required',
      errorCode: 'required',
    });
  return {
    fields: { address: 'targetAddress', tag: 'memo' },
    sends: ({ institution }) => ({
      symbol,
      amount,
      chain: institution.chainFor(symbol, { chain: input.chain ?? network?.name ?? null }),
      destination: { address: input.targetAddress, tag: tagOf(input.memo) },
      fee: input.fee ?? null,
    }),
  };
}

/**
 * A server-side preview's transfer (previewTransfer), its asset, amount, chain and fee as the preview works them out:
 * to the deposit address, with its memo, of the account it names, or to its toAddress with its addressTag.
 */
export function previewSends(
  input: Pick<Schemas['PreviewTransferRequest'], 'toAddress' | 'addressTag'>,
  worked: Omit<Sends, 'destination'>,
  deposit: Destination | null,
): Sends {
  if (deposit) return { ...worked, destination: deposit };
  if (input.toAddress === undefined || input.toAddress === null)
    throw missingField('toAddress', 'Send toAddress, or toAuthToken and toType of the account to send to.');
  return { ...worked, destination: { address: input.toAddress, tag: tagOf(input.addressTag) } };
}

/**
 * What is sent (Sends) as a preview keeps it in the store, as JSON: the network by its id, the destination's address
 * and tag side by side, as the request names them. Previews kept before the tag was kept lack `addressTag`: none.
 */
export interface KeptSends {
  symbol: string;
  amount: number;
  networkId: string;
  toAddress: string;
  addressTag?: string | null;
  fee: number | null;
}

/** What is sent, as a preview keeps it. */
export const keptOf = ({ symbol, amount, chain, destination, fee }: Sends): KeptSends => ({
  symbol,
  amount,
  networkId: chain.network.id,
  toAddress: destination.address,
  addressTag: destination.tag,
  fee,
});

/** A kept preview's transfer, to be checked again as it was previewed: on its network, to its address and tag. */
export const keptAsked = (kept: KeptSends): Asked => ({
  fields: TO_ADDRESS,
  sends: ({ institution }) => ({
    symbol: kept.symbol,
    amount: kept.amount,
    chain: institution.chainFor(kept.symbol, { networkId: kept.networkId }),
    destination: { address: kept.toAddress, tag: tagOf(kept.addressTag) },
    fee: kept.fee,
  }),
});
