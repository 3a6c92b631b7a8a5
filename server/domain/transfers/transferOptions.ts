// What a connected account can send in a Link session: per asset and network, its balance, limits, fees and
// destination, and why not where it cannot. The institution answers eligibility; this says it in the page's words.
import { errors } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Deps } from '../../deps/deps.js';
import type { DestinationState, Ineligibility, InstitutionAdapter } from '../../institutions/adapter.js';
import { CRYPTO_DECIMALS, ratio, times } from '../../institutions/decimal.js';
import { priceAt } from '../../institutions/market.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import type { LinkSession } from '../connections/linkSessions.js';

interface Context {
  adapter: InstitutionAdapter;
  symbol: string;
  network: Schemas['LinkTransferNetwork'];
}

/** Each reason as the Link page tells the user. */
const REASON: Record<Ineligibility, (c: Context) => string> = {
  noDestination: ({ symbol, network }) => `This session sends no ${symbol} on ${network.name}.`,
  notWhitelisted: ({ adapter }) => `${adapter.name} only withdraws to addresses whitelisted in its interface, and this session names none.`,
  belowMinimum: ({ symbol, network }) => `The requested amount is below the minimum of ${network.minimumAmount} ${symbol}.`,
  aboveMaximum: ({ symbol, network }) => `The requested amount is above the maximum of ${network.maximumAmount} ${symbol}.`,
  balanceBelowRequested: () => 'The balance is below the requested amount and fee.',
  balanceBelowMinimum: () => 'The balance is below the minimum amount and fee.',
};

type Available = (connectionId: string, symbol: string, holding: number) => Promise<number>;

export async function transferOptions(
  { store, clock, institutions }: Deps,
  available: Available,
  session: LinkSession,
  connection: Connection,
): Promise<Schemas['LinkTransferOptions']> {
  if (session.via === 'page' && connection.userId !== session.userId) throw errors.sessionConnectionNotFound();
  const adapter = institutionOf(institutions, connection);
  const now = clock.now();
  const configured = session.options.transferOptions?.toAddresses ?? [];
  const fiat = session.options.transferOptions?.amountInFiat ?? null;
  const holdings = await Promise.all(
    (await store.connections.cryptoHoldings(connection.id)).map(async ({ symbol, amount }) => ({
      symbol,
      amount: await available(connection.id, symbol, amount),
    })),
  );
  const assets = adapter.sendable(holdings, now).map(({ symbol, amount: balance }): Schemas['LinkTransferHolding'] => {
    const price = priceAt(symbol, now) ?? null;
    const networks = adapter.chains(symbol).map((chain): Schemas['LinkTransferNetwork'] => {
      const target = configured.find((t) => t.symbol.toUpperCase() === symbol && t.networkId === chain.network.id);
      const destination: DestinationState = target ? 'whitelisted' : configured.length ? 'unavailable' : 'unnamed';
      const amount = target?.amount ?? (fiat !== null && price ? ratio(fiat, price, CRYPTO_DECIMALS) : null);
      const reason = adapter.eligibility({ chain, destination, requested: amount, balance });
      const network: Schemas['LinkTransferNetwork'] = {
        id: chain.network.id,
        name: chain.network.name,
        chain: chain.chain,
        minimumAmount: chain.minWithdrawAmount,
        maximumAmount: chain.maxWithdrawAmount,
        institutionFee: chain.requiredFee,
        estimatedNetworkFee: chain.networkFee,
        toAddress: adapter.presetDestination(target?.address ?? null),
        addressTag: target?.addressTag ?? null,
        amount,
        eligibleForTransfer: reason === null,
        ineligibilityReason: null,
      };
      return { ...network, ineligibilityReason: reason === null ? null : REASON[reason]({ adapter, symbol, network }) };
    });
    const eligible = networks.some((n) => n.eligibleForTransfer);
    return {
      symbol,
      availableBalance: balance,
      price,
      availableBalanceInFiat: price === null ? null : times(balance, price),
      eligibleForTransfer: eligible,
      ineligibilityReason: eligible
        ? null
        : networks.length
          ? networks[0]!.ineligibilityReason
          : `${adapter.name} does not send ${symbol}.`,
      networks,
    };
  });
  return {
    brokerType: connection.type,
    brokerName: adapter.name,
    requiresFee: assets.some((a) => a.networks.some((n) => n.institutionFee > 0)),
    destination: adapter.destinationForm,
    holdings: assets,
  };
}
