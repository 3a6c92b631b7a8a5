// A transfer's destination: an address and, on a network that takes one, its tag or memo, always together. Checked
// by one rule wherever a destination enters (a link token's or a catalog link's toAddresses, a preview, a transfer)
// and carried whole to the institution's withdrawal check, so that a tag is never accepted and then dropped.
import { fieldError } from '../contract/errors.js';
import { withArticle } from '../contract/suggest.js';
import { isValidAddress } from './addresses.js';
import type { NetworkInfo } from './networks.js';

export interface Destination {
  address: string;
  /** The destination tag or memo; null where none was given. */
  tag: string | null;
}

/** Where a destination's two fields are in the request, to name them in a refusal. */
export interface DestinationFields {
  address: string;
  tag: string;
}

/** An XRP Ledger destination tag: an unsigned 32-bit integer, written in decimal. */
const XRP_TAG = /^(0|[1-9]\d{0,9})$/;
const XRP_TAG_MAX = 4_294_967_295;

/** Throws invalidAddress for an address that is not one of the network's, invalidField for a tag it cannot take. */
export function checkDestination(network: NetworkInfo, { address, tag }: Destination, fields: DestinationFields): void {
  if (!isValidAddress(network.family, address)) {
    throw fieldError('invalidAddress', `${address} is not a valid ${network.name} address.`, {
      field: fields.address,
      message: `must be ${withArticle(network.name)} address`,
      errorCode: 'address',
    });
  }
  if (tag === null || tag === '') return;
  if (!network.memo) {
    const message = `must be left out: ${network.name} takes no memo or tag`;
    throw fieldError('invalidField', `${fields.tag.replace(/\//g, '.')} ${message}.`, { field: fields.tag, message, errorCode: 'tag' });
  }
  if (network.family === 'ripple' && !(XRP_TAG.test(tag) && Number(tag) <= XRP_TAG_MAX)) {
    const message = `must be an XRP Ledger destination tag, a whole number from 0 to ${XRP_TAG_MAX}`;
    throw fieldError('invalidField', `${fields.tag.replace(/\//g, '.')} ${message}.`, { field: fields.tag, message, errorCode: 'tag' });
  }
}
