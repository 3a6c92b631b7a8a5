// What a transfer would cost and whether its parts go together, without any account: quotes (transfers/managed/quote)
// and verifications (transfers/managed/verify). Both ask the institutions' adapters for the chains, fees and limits
// that previews charge and check, and the eligibility rules (institutions/eligibility.ts) that configure applies.
import type { Deps } from '../../deps/deps.js';
import { ContractError, fieldError } from '../../contract/errors.js';
import { withArticle } from '../../contract/suggest.js';
import type { Schemas } from '../../contract/types.js';
import type { Ineligibility, InstitutionAdapter } from '../../institutions/adapter.js';
import { isValidAddress } from '../../institutions/addresses.js';
import { CRYPTO_DECIMALS, minus, plus, ratio, sum, times } from '../../institutions/decimal.js';
import { priceAt } from '../../institutions/market.js';
import { NETWORKS, networkById, networksCarrying, type NetworkInfo } from '../../institutions/networks.js';
import { CONFIGURE_REASON } from './transferConfiguration.js';
import { transferFee } from './transferRecords.js';

type QuoteReason = NonNullable<Schemas['QuoteTransfer']['ineligibilityReason']>;

type Verification = Schemas['TransferVerification'];
const failed = (failureReason: NonNullable<Verification['failureReason']>, errorMessage: string): Verification => ({
  status: 'failed',
  errorMessage,
  failureReason,
});

/** The fees of a quote in fiat, from what each funding method adds to the fees every way shares. */
function feesOf(shared: { withdrawal: number; network: number; partner: number }, methods: { trading: number; paying: number }[]) {
  const extras = methods.map((m) => plus(m.trading, m.paying, 2));
  const base = sum([shared.withdrawal, shared.network, shared.partner], 2);
  return {
    paymentMethodFeeMaxFiat: Math.max(0, ...methods.map((m) => m.paying)),
    tradingFeeMaxFiat: Math.max(0, ...methods.map((m) => m.trading)),
    withdrawalFeeFiat: shared.withdrawal,
    partnerFeeFiat: shared.partner,
    networkFeeFiat: shared.network,
    minFeesFiat: plus(base, Math.min(...extras), 2),
    maxFeesFiat: plus(base, Math.max(...extras), 2),
  };
}

export function createTransferQuotes({ clock, institutions }: Deps) {
  /** The institution an integration id names. */
  const senderOf = (id: string): InstitutionAdapter | undefined => {
    const type = institutions.ofIntegration(id);
    return type && institutions(type);
  };

  function checkAddress(network: NetworkInfo, address: string) {
    if (isValidAddress(network.family, address)) return;
    throw fieldError('invalidAddress', `${address} is not a valid ${network.name} address.`, {
      field: 'toAddress',
      message: `must be ${withArticle(network.name)} address`,
      errorCode: 'address',
    });
  }

  /** The first check a verification fails, in the order of its failureReason's description; null when none. */
  function firstFailure(input: Schemas['TransferVerificationRequest']): Verification | null {
    const token = input.token?.toUpperCase() ?? null;
    const network = input.networkId ? networkById(input.networkId.toLowerCase()) : undefined;
    if (token !== null && !networksCarrying(token).length) return failed('notSupportedOnToken', `No network carries ${token}.`);
    if (token !== null && network && !network.tokens.includes(token))
      return failed('notSupportedOnToken', `${network.name} does not carry ${token}.`);
    const sender = input.integrationId ? senderOf(input.integrationId) : undefined;
    if (input.integrationId && !sender) return failed('notSupportedOnIntegration', `No integration has the id ${input.integrationId}.`);
    if (sender && (!sender.supports('sandboxTransfer') || (token !== null && !sender.chains(token).length)))
      return failed('notSupportedOnIntegration', `${sender.name} does not send ${token ?? 'transfers'}.`);
    if (input.networkId && !network) return failed('notSupportedOnNetwork', `No network has the id ${input.networkId}.`);
    const carried = (a: InstitutionAdapter) =>
      (token === null ? network!.tokens : [token]).some((t) => a.chains(t).some((c) => c.network.id === network!.id));
    if (sender && network && !carried(sender))
      return failed('notSupportedOnNetwork', `${sender.name} does not send ${token ?? 'anything'} on ${network.name}.`);
    const address = input.targetAddress;
    if (address) {
      const candidates = network ? [network] : token !== null ? networksCarrying(token) : NETWORKS;
      const what = network
        ? `${withArticle(network.name)} address`
        : token !== null
          ? `an address of a network carrying ${token}`
          : 'an address';
      if (!candidates.some((n) => isValidAddress(n.family, address))) return failed('invalidAddressFormat', `${address} is not ${what}.`);
    }
    return null;
  }

  return {
    verify(input: Schemas['TransferVerificationRequest']): Verification {
      return (
        firstFailure(input) ?? { status: 'succeeded', errorMessage: 'Transfer request verification is successful.', failureReason: null }
      );
    },

    quote(input: Schemas['QuoteTransferRequest']): Schemas['QuoteTransfer'] {
      const adapter = institutions(input.brokerType);
      adapter.requireSupport('quoteTransfer');
      const symbol = input.symbol.toUpperCase();
      const chain = adapter.chainFor(symbol, { networkId: input.networkId });
      checkAddress(chain.network, input.toAddress);
      const now = clock.now();
      const price = priceAt(symbol, now);
      if (price === undefined) throw new ContractError('unsupportedSymbol', `${symbol} has no price, so a fiat amount cannot be quoted.`);
      const bought = ratio(input.amountInFiat, price, CRYPTO_DECIMALS);
      const partner = plus(input.feeFlat ?? 0, times(bought, input.feePercentage ?? 0, CRYPTO_DECIMALS));
      const methods = adapter.fundingMethods().map((m) => ({
        ...m,
        trading: times(input.amountInFiat, m.tradingFeeRate),
        paying: times(input.amountInFiat, m.paymentMethodFeeRate),
      }));
      // The institution's and the network's fees, valued as the preview values them.
      const fiat = feesOf(
        {
          withdrawal: transferFee(chain.requiredFee, symbol, now).feeInFiat ?? 0,
          network: transferFee(chain.networkFee, symbol, now).feeInFiat ?? 0,
          partner: times(partner, price),
        },
        methods,
      );
      const crypto = (fee: number) => ratio(fee, price, CRYPTO_DECIMALS);
      const extras = methods.map((m) => crypto(plus(m.trading, m.paying, 2)));
      const shared = sum([chain.requiredFee, chain.networkFee, partner]);
      const inCrypto = {
        paymentMethodFeeMax: crypto(fiat.paymentMethodFeeMaxFiat),
        tradingFeeMax: crypto(fiat.tradingFeeMaxFiat),
        withdrawalFee: chain.requiredFee,
        partnerFee: partner,
        networkFee: chain.networkFee,
        minFees: plus(shared, Math.min(...extras)),
        maxFees: plus(shared, Math.max(...extras)),
      };
      const minAmount = Math.max(0, minus(bought, inCrypto.maxFees));
      const reason: QuoteReason | null =
        minAmount === 0
          ? 'requestedAmountBelowFees'
          : mapReason(adapter.eligibility({ chain, destination: 'named', requested: minAmount, balance: undefined }));
      return {
        amountInFiat: input.amountInFiat,
        fiatCurrency: input.fiatCurrency,
        symbol,
        networkId: chain.network.id,
        toAddress: input.toAddress,
        brokerType: input.brokerType,
        isEligible: reason === null,
        minEligibleAmount: chain.minWithdrawAmount,
        minEligibleAmountFiat: times(chain.minWithdrawAmount, price),
        maxEligibleAmount: chain.maxWithdrawAmount,
        maxEligibleAmountFiat: chain.maxWithdrawAmount === null ? null : times(chain.maxWithdrawAmount, price),
        ineligibilityReason: reason,
        brokerPrice: price,
        price,
        minAmountFiat: Math.max(0, minus(input.amountInFiat, fiat.maxFeesFiat, 2)),
        maxAmountFiat: Math.max(0, minus(input.amountInFiat, fiat.minFeesFiat, 2)),
        minAmount,
        maxAmount: Math.max(0, minus(bought, inCrypto.minFees)),
        fees: { inFiat: fiat, inCrypto },
        fundingOptions: methods.map((m) => ({
          fundingOption: m.option,
          paymentMethodType: m.paymentMethodType,
          paymentMethodFeeFiat: m.paying,
          tradingFeeFiat: m.trading,
        })),
      };
    },
  };
}

/** A reason in the quote's words, which are configureTransfer's. */
const mapReason = (reason: Ineligibility | null): QuoteReason | null => (reason === null ? null : CONFIGURE_REASON[reason]);

export type TransferQuotes = ReturnType<typeof createTransferQuotes>;
