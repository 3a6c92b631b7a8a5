// What an institution asks of a withdrawal beyond its amounts and fees: where it may go (a valid address, one it
// whitelisted, or the name of an address key), who may send it (a trusted IP, an API key allowed to withdraw), and
// when the Travel Rule needs the beneficiary's details. Read from the catalog and the user's scenario.
import Big from 'big.js';
import type { Scenario, Withdrawal } from './adapter.js';
import { checkDestination } from './destinations.js';
import type { Institution } from './catalog.js';
import { refuse } from './eligibility.js';
import { priceAt } from './market.js';
import { addressFor } from './sandboxAccounts.js';

/** Address keys (krakenDirect) are names such as `my-eth-wallet`, never addresses. */
const ADDRESS_KEY = /^[A-Za-z0-9]+([-_ ][A-Za-z0-9]+)+$/;

/** The address a transfer goes to: the target checked against the whitelist, or the address of the key it names. */
export function addressSentTo(info: Institution, name: string, { sends, fields, whitelist, keySeed }: Withdrawal): string {
  const { destination, chain } = sends;
  const target = destination.address;
  if (info.addressKeyTarget) {
    if (!ADDRESS_KEY.test(target))
      throw refuse(
        'addressNotWhitelisted',
        `${name} expects the name of an address key whitelisted in its interface (such as my-eth-wallet), not an address.`,
      );
    return addressFor(chain.network, `key:${keySeed}:${target}`);
  }
  checkDestination(chain.network, destination, fields);
  if (info.whitelistOnly && !whitelist.some((address) => address.toLowerCase() === target.toLowerCase())) {
    throw refuse(
      'addressNotWhitelisted',
      `${name} only withdraws to addresses whitelisted in its interface; in the sandbox those are the link token's transferOptions.toAddresses.`,
    );
  }
  return target;
}

/** Above its threshold (valued at the reference price, as limits are) the institution needs the beneficiary's details. */
export function checkTravelRule(info: Institution, name: string, symbol: string, amount: number): void {
  const threshold = info.travelRuleThresholdUsd;
  const price = priceAt(symbol, 0);
  if (threshold === undefined || price === undefined || new Big(amount).times(price).lte(threshold)) return;
  throw refuse(
    'travelRuleRequired',
    `${name} needs the beneficiary's details for withdrawals worth more than ${threshold} USD (the Travel Rule); send less.`,
  );
}

/** Throws when this login may not withdraw at all: an untrusted IP, or an API key without withdrawal permission. */
export function checkPermission(info: Institution, name: string, scenario: Scenario | undefined, username: string): void {
  const rule = scenario
    ? (scenario.signIn?.trustedIp ?? 'trusted')
    : !info.trustedIpRequired
      ? 'trusted'
      : !username.startsWith('ip_trusted')
        ? 'untrusted'
        : username.startsWith('ip_trusted_readonly')
          ? 'readOnly'
          : 'trusted';
  const how = scenario ? "its sandbox user's signIn.trustedIp" : 'a username starting with ip_trusted';
  if (rule === 'untrusted') {
    throw refuse(
      'ipNotTrusted',
      `Add the client's static IP to the trusted IP list at ${name}, then create an API key with withdrawal permission (sandbox: ${how}).`,
    );
  }
  if (rule === 'readOnly') {
    throw refuse('withdrawalPermissionDisabled', `The ${name} API key has no withdrawal permission; it is off by default.`);
  }
}
