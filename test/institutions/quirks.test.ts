// Institution quirks at the domain level, with no server: the sandbox's adapters asked directly, as the domain asks
// them, for minimums, fees, whitelists, trusted IPs, the Travel Rule and MFA. The HTTP tests prove the same refusals
// reach a caller in the envelope; these prove each rule itself, in milliseconds.
import { describe, expect, it } from 'vitest';
import { ContractError } from '../../server/contract/errors.js';
import type { InstitutionAdapter, Sends, Withdrawal } from '../../server/institutions/adapter.js';
import { priceAt } from '../../server/institutions/market.js';
import { addressFor } from '../../server/institutions/sandboxAccounts.js';
import { SANDBOX_MFA_CODE, sandboxInstitutions } from '../../server/institutions/simulator.js';

type Change = Partial<Omit<Withdrawal, 'sends'>> & { sends?: Partial<Sends> };

/** A withdrawal of ETH that passes every rule but the one a test changes: to a whitelisted address, with funds. */
function withdrawal(adapter: InstitutionAdapter, { sends, ...change }: Change = {}): Withdrawal {
  const chain = adapter.chainFor('ETH', {});
  const address = addressFor(chain.network, 'quirks');
  return {
    sends: {
      symbol: 'ETH',
      amount: Math.max(chain.minWithdrawAmount ?? 0, 0.1),
      fee: chain.requiredFee || null,
      chain,
      destination: { address, tag: null },
      ...sends,
    },
    fields: { address: 'toAddress', tag: 'addressTag' },
    login: 'ip_trusted_user',
    whitelist: [address],
    keySeed: 'quirks',
    defaultFee: false,
    available: 1_000_000,
    ...change,
  };
}

/** The errorType the adapter refuses with, or null where it accepts. */
function refusal(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof ContractError) return error.errorType;
    throw error;
  }
}

describe('institution quirks, asked of the adapter directly', () => {
  it('minimums: an amount below the chain minimum is refused amountBelowMinimum where the institution enforces it', () => {
    const okx = sandboxInstitutions('okx');
    const chain = okx.chainFor('ETH', {});
    expect(chain.minWithdrawAmount).toBeGreaterThan(0);
    expect(refusal(() => okx.checkWithdrawal(withdrawal(okx)))).toBeNull();
    expect(refusal(() => okx.checkWithdrawal(withdrawal(okx, { sends: { amount: chain.minWithdrawAmount! / 2 } })))).toBe(
      'amountBelowMinimum',
    );
  });

  it('fees: a fee below the required one is refused feeBelowMinimum, and the Link UI default charges the required fee', () => {
    const okx = sandboxInstitutions('okx');
    const chain = okx.chainFor('ETH', {});
    expect(chain.requiredFee).toBeGreaterThan(0);
    expect(refusal(() => okx.checkWithdrawal(withdrawal(okx, { sends: { fee: chain.requiredFee / 2 } })))).toBe('feeBelowMinimum');
    expect(okx.checkWithdrawal(withdrawal(okx, { sends: { fee: null }, defaultFee: true })).fee).toBe(chain.requiredFee);
  });

  it('whitelists: a whitelist-only institution refuses an address not on its whitelist, and sends to one that is', () => {
    const okx = sandboxInstitutions('okx');
    const sent = withdrawal(okx);
    expect(okx.checkWithdrawal(sent).destination.address).toBe(sent.sends.destination.address);
    expect(refusal(() => okx.checkWithdrawal(withdrawal(okx, { whitelist: [] })))).toBe('addressNotWhitelisted');
    const coinbase = sandboxInstitutions('coinbase');
    expect(refusal(() => coinbase.checkWithdrawal(withdrawal(coinbase, { whitelist: [] })))).toBeNull();
  });

  it('destinations: what is sent keeps its tag through the check, and an address key becomes the address it names', () => {
    const coinbase = sandboxInstitutions('coinbase');
    const chain = coinbase.chainFor('XRP', {});
    const destination = { address: addressFor(chain.network, 'quirks'), tag: '4242' };
    const tagged = withdrawal(coinbase, { sends: { symbol: 'XRP', amount: 20, chain, destination, fee: null }, whitelist: [] });
    expect(coinbase.checkWithdrawal(tagged)).toEqual({ ...tagged.sends, fee: null });
    const kraken = sandboxInstitutions('krakenDirect');
    const keyed = withdrawal(kraken, { login: 'ip_trusted_user', sends: { destination: { address: 'my-eth-wallet', tag: null } } });
    const sent = kraken.checkWithdrawal(keyed).destination.address;
    expect(sent).toBe(addressFor(keyed.sends.chain.network, 'key:quirks:my-eth-wallet'));
  });

  it('trusted IP: an untrusted login is refused ipNotTrusted, a read-only key withdrawalPermissionDisabled', () => {
    const bybit = sandboxInstitutions('bybitDirect');
    expect(refusal(() => bybit.checkWithdrawal(withdrawal(bybit, { login: 'alice' })))).toBe('ipNotTrusted');
    expect(refusal(() => bybit.checkWithdrawal(withdrawal(bybit, { login: 'ip_trusted_readonly_alice' })))).toBe(
      'withdrawalPermissionDisabled',
    );
    expect(refusal(() => bybit.checkWithdrawal(withdrawal(bybit, { login: 'ip_trusted_alice' })))).toBeNull();
  });

  it('travel rule: above the threshold in USD the beneficiary is needed (travelRuleRequired); at it, not', () => {
    const bitstamp = sandboxInstitutions('bitstamp');
    const price = priceAt('ETH', 0)!;
    const worth = (usd: number) => Math.floor((usd / price) * 1e6) / 1e6;
    expect(refusal(() => bitstamp.checkWithdrawal(withdrawal(bitstamp, { sends: { amount: worth(6000) } })))).toBe('travelRuleRequired');
    expect(refusal(() => bitstamp.checkWithdrawal(withdrawal(bitstamp, { sends: { amount: worth(2900) } })))).toBeNull();
  });

  it('MFA: an institution that guards new addresses asks for the code, refuses a wrong one and accepts the right one', () => {
    const kraken = sandboxInstitutions('kraken');
    expect(kraken.guardSending(undefined, 'address')).toMatchObject({ mfaRequired: true });
    expect(refusal(() => kraken.guardSending('000000', 'address'))).toBe('invalidMfaCode');
    expect(kraken.guardSending(SANDBOX_MFA_CODE, 'address')).toBeNull();
    expect(sandboxInstitutions('coinbase').guardSending(undefined, 'address')).toBeNull();
  });
});
