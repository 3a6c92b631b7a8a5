// The login a sign-in's credentials name, held to the institution's sign-in kind: a username and password, an API
// key and secret, or a wallet address.
import { getAddress, isAddress } from 'viem/utils';
import { fieldError } from '../contract/errors.js';
import type { Credentials } from './adapter.js';
import type { SignIn } from './catalog.js';

export interface Login {
  /** The login as the institution names it (a checksummed address for a wallet). */
  username: string;
  /** The password or API secret; undefined for a wallet address. */
  password: string | undefined;
}

/** The login the credentials name, held to the sign-in kind when `strict` (headless callers may always send a username). */
export function loginOf({ name, signIn }: { name: string; signIn: SignIn }, input: Credentials, strict: boolean): Login {
  const refuseField = (field: string, message: string, missing: boolean) =>
    fieldError(missing ? 'missingField' : 'invalidField', `${name}: ${message}`, {
      field,
      message,
      errorCode: missing ? 'required' : 'signIn',
    });
  if (input.address !== undefined) {
    if (signIn !== 'address')
      throw refuseField(
        'address',
        `signs in with ${signIn === 'apiKey' ? 'an API key and secret' : 'a username and password'}, not a wallet address`,
        false,
      );
    if (!isAddress(input.address, { strict: false }))
      throw refuseField('address', 'must be an EVM wallet address (0x and 40 hexadecimal digits)', false);
    return { username: getAddress(input.address), password: undefined };
  }
  if (input.apiKey !== undefined || input.apiSecret !== undefined) {
    if (signIn !== 'apiKey')
      throw refuseField(
        'apiKey',
        `signs in with ${signIn === 'address' ? 'a wallet address' : 'a username and password'}, not an API key`,
        false,
      );
    if (input.apiKey === undefined) throw refuseField('apiKey', "must have required property 'apiKey'", true);
    if (input.apiSecret === undefined) throw refuseField('apiSecret', "must have required property 'apiSecret'", true);
    return { username: input.apiKey, password: input.apiSecret };
  }
  const expected = { password: ['username', 'password'], apiKey: ['apiKey', 'apiSecret'], address: ['address'] }[signIn];
  if (strict && signIn !== 'password') throw refuseField(expected[0]!, `must have required property '${expected[0]}'`, true);
  if (input.username === undefined) throw refuseField('username', "must have required property 'username'", true);
  if (input.password === undefined) throw refuseField('password', "must have required property 'password'", true);
  return { username: input.username, password: input.password };
}
