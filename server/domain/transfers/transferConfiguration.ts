// configureTransfer: which of an account's assets can go where, per network, with its limits, fees and the balance
// it needs, in the asset and in fiat at one price. Eligibility is the institution's (institutions/eligibility.ts),
// as for previews and the Link page; the figures here are derived from the same chain and price.
import { ContractError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Deps } from '../../deps/deps.js';
import type { Chain, DestinationState, Ineligibility } from '../../institutions/adapter.js';
import type { Destination } from '../../institutions/destinations.js';
import { CRYPTO_DECIMALS, ratio, times } from '../../institutions/decimal.js';
import { neededBalance } from '../../institutions/eligibility.js';
import { priceAt } from '../../institutions/market.js';
import type { Addresses } from '../connections/addresses.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import { transferFee } from './transferRecords.js';
import type { Transfers } from './transfers.js';

type Network = Schemas['ConfigureTransferNetwork'];

/** Each reason in configureTransfer's words, which quoteTransfer's use too. */
export const CONFIGURE_REASON = {
  noDestination: 'noTargetNetworkFound',
  notWhitelisted: 'refusedByInstitution',
  belowMinimum: 'requestedAmountBelowMinimum',
  aboveMaximum: 'requestedAmountAboveClientMaximum',
  balanceBelowRequested: 'balanceBelowRequestedAmount',
  balanceBelowMinimum: 'balanceBelowMinimum',
} as const satisfies Record<Ineligibility, NonNullable<Network['ineligibilityReason']>>;

/** Where a transfer to another connected account goes on the chain: that account's deposit address, with its memo. */
export function depositDestinationOf({ institutions }: Pick<Deps, 'institutions'>, addresses: Addresses) {
  return async (target: Connection, symbol: string, chain: Chain): Promise<Destination> => {
    const receiving = institutionOf(institutions, target);
    const targetChain = receiving.chains(symbol).find((c) => c.network.id === chain.network.id);
    if (!targetChain || !receiving.supports('getDepositAddress')) {
      throw new ContractError('unsupportedNetwork', `${receiving.name} does not receive ${symbol} on ${chain.network.name}.`);
    }
    const { address, memo } = await addresses.addressOn(target, symbol, targetChain);
    return { address, tag: memo };
  };
}

/** The smallest minimum and the largest maximum, in fiat, of the eligible networks. */
function fiatRange() {
  const range = {
    minimum: null as number | null,
    maximum: undefined as number | null | undefined,
    add({ minimumAmountInFiat: min, maximumAmountInFiat: max }: Network) {
      if (min === null) return;
      range.minimum = Math.min(range.minimum ?? Infinity, min);
      range.maximum = max === null || range.maximum === null ? null : Math.max(range.maximum ?? 0, max);
    },
  };
  return range;
}

/** What decides a network: the institution's reason against it, where it sends, and the amount asked. */
interface Verdict {
  reason: Ineligibility | null;
  toAddress: string | null;
  requested: number | null;
}

export function createTransferConfiguration(deps: Deps, transfers: Transfers, addresses: Addresses) {
  const { store, clock, institutions } = deps;
  const depositDestination = depositDestinationOf(deps, addresses);

  /** Where configure sends on a chain, and what that address is: the target account's deposit address, or the one the request names. */
  async function toAddressAndState(
    chain: Chain,
    symbol: string,
    input: Schemas['ConfigureTransferRequest'],
    target: Connection | undefined,
  ): Promise<{ toAddress: string | null; destination: DestinationState }> {
    if (target) {
      const toAddress = (await depositDestination(target, symbol, chain).catch(() => null))?.address ?? null;
      return { toAddress, destination: toAddress === null ? 'unavailable' : 'whitelisted' };
    }
    if (!input.toAddresses?.length) return { toAddress: null, destination: 'unnamed' };
    const named = input.toAddresses.find((t) => t.symbol.toUpperCase() === symbol && t.networkId === chain.network.id)?.address ?? null;
    return { toAddress: named, destination: named === null ? 'unavailable' : 'named' };
  }

  /** One network of a holding: the institution's verdict, and its figures at `price` (at `now`). */
  function networkOf(chain: Chain, at: { symbol: string; price: number | undefined; now: number }, verdict: Verdict): Network {
    const { symbol, price, now } = at;
    const inFiat = (amount: number | null) => (amount === null || price === undefined ? null : times(amount, price));
    const institutionTransferFee = transferFee(chain.requiredFee, symbol, now);
    return {
      id: chain.network.id,
      name: chain.network.name,
      caipNetworkId: chain.network.caip2,
      minimumAmount: chain.minWithdrawAmount,
      maximumAmount: chain.maxWithdrawAmount,
      minimumAmountInFiat: inFiat(chain.minWithdrawAmount),
      maximumAmountInFiat: inFiat(chain.maxWithdrawAmount),
      eligibleForTransfer: verdict.reason === null,
      // The sandbox funds no transfer from the account's other assets (transferBalanceFundingAvailability).
      eligibleForTransferWithFunding: false,
      ineligibilityReason: verdict.reason === null ? null : CONFIGURE_REASON[verdict.reason],
      toAddress: verdict.toAddress,
      transferAmount: verdict.requested,
      minimumRequiredForTransferAmount: Number(neededBalance(chain, verdict.requested)),
      institutionTransferFee,
      estimatedNetworkGasFee: transferFee(chain.networkFee, symbol, now),
      // The institution pays the network's fee out of its own: only its fee is added to the amount.
      totalEstimatedTransferFeeInFiat: institutionTransferFee.feeInFiat,
    };
  }
  return {
    async configure(
      connection: Connection,
      input: Schemas['ConfigureTransferRequest'],
      target: Connection | undefined,
    ): Promise<Schemas['ConfigureTransfer']> {
      const adapter = institutionOf(institutions, connection);
      const now = clock.now();
      const wanted = input.symbol?.toUpperCase();
      const held = (await store.connections.cryptoHoldings(connection.id)).filter(({ symbol }) => !wanted || symbol === wanted);
      const balances = await Promise.all(
        held.map(async ({ symbol, amount }) => ({ symbol, amount: await transfers.available(connection.id, symbol, amount) })),
      );
      const holdings: Schemas['ConfigureTransferHolding'][] = [];
      const range = fiatRange();
      for (const { symbol, amount: balance } of adapter.sendable(balances, now)) {
        if (wanted && symbol !== wanted) continue;
        const price = priceAt(symbol, now);
        const requested = input.amount ?? (input.amountInFiat && price ? ratio(input.amountInFiat, price, CRYPTO_DECIMALS) : null);
        const networks: Network[] = [];
        for (const chain of adapter.chains(symbol)) {
          if (input.networkId && chain.network.id !== input.networkId) continue;
          const { toAddress, destination } = await toAddressAndState(chain, symbol, input, target);
          const reason = adapter.eligibility({ chain, destination, requested, balance });
          const network = networkOf(chain, { symbol, price, now }, { reason, toAddress, requested });
          if (!reason && price) range.add(network);
          networks.push(network);
        }
        const eligible = networks.some((n) => n.eligibleForTransfer);
        holdings.push({
          symbol,
          availableBalance: balance,
          availableBalanceInFiat: price === undefined ? null : times(balance, price),
          eligibleForTransfer: eligible,
          eligibleForTransferWithFunding: false,
          ineligibilityReason: eligible ? null : networks.length ? 'noEligibleNetworks' : 'notSupportedForTransferBySource',
          networks,
        });
      }
      return {
        status: 'succeeded',
        holdings,
        amountInFiat: input.amountInFiat ?? null,
        fiatCurrency: 'USD',
        supportedFiatCurrencies: ['USD'],
        minimumTransferAmountInFiat: range.minimum,
        maximumTransferAmountInFiat: range.maximum ?? null,
        // As the public service answers a client that has not enabled balance funding (openapi/decisions.md).
        transferBalanceFundingAvailability: { status: 'disabled' },
      };
    },
  };
}
