// What an account can send, per asset and network, answered once for every caller: the Link page's transfer
// options, configureTransfer, previews and the transfer itself. Each API maps the reason to its own words.
// Also the institution's refusals of a transfer, each with what preview, execute and initiate answer for it.
import Big from 'big.js';
import { ContractError } from '../contract/errors.js';
import type { ErrorType, Schemas } from '../contract/types.js';
import type { Chain, EligibilityQuery, Ineligibility } from './adapter.js';

/** The least balance that sends on the chain: the amount asked (without one, the chain's minimum) and the fee. */
export const neededBalance = (chain: Chain, requested: number | null, fee?: number | null): Big =>
  new Big(requested ?? chain.minWithdrawAmount).plus(fee ?? chain.requiredFee);

/** The rules every institution applies, in the order a user would fix them; `whitelistOnly` is the institution's. */
export function ineligibility(query: EligibilityQuery, whitelistOnly: boolean): Ineligibility | null {
  const { chain, destination, requested, balance } = query;
  if (destination === 'unavailable') return 'noDestination';
  if (whitelistOnly && destination !== 'whitelisted') return 'notWhitelisted';
  if (requested !== null && new Big(requested).lt(chain.minWithdrawAmount)) return 'belowMinimum';
  if (requested !== null && chain.maxWithdrawAmount !== null && new Big(requested).gt(chain.maxWithdrawAmount)) return 'aboveMaximum';
  if (balance === undefined) return null;
  if (new Big(balance).gte(neededBalance(chain, requested, query.fee))) return null;
  return requested === null ? 'balanceBelowMinimum' : 'balanceBelowRequested';
}

type PreviewStatus = Schemas['PreviewTransfer']['status'];
type ExecuteStatus = Schemas['ExecuteTransfer']['status'];
type InitiateStatus = Schemas['InitiatedTransfer']['status'];

/**
 * The institution's refusals of a transfer, by errorType: the public service answers them as the outcome of
 * preview and execute (content.status, with errorMessage), and initiateTransfer as its status, so code branches on
 * status. A refusal is thrown only
 * through refuse(), which takes a key of this table: a new one without its outcomes does not compile.
 */
export const REFUSALS = {
  insufficientFunds: { preview: 'requiresFunding', execute: 'failed', initiate: 'failed' }, // funds taken since the preview fail the execution
  amountBelowMinimum: { preview: 'failed', execute: 'failed', initiate: 'failed' },
  amountAboveMaximum: { preview: 'failed', execute: 'failed', initiate: 'failed' },
  feeBelowMinimum: { preview: 'failed', execute: 'failed', initiate: 'failed' },
  addressNotWhitelisted: { preview: 'failed', execute: 'addressWhitelistRequired', initiate: 'addressWhitelistRequired' },
  ipNotTrusted: { preview: 'failed', execute: 'failed', initiate: 'failed' },
  withdrawalPermissionDisabled: { preview: 'failed', execute: 'failed', initiate: 'failed' },
  travelRuleRequired: { preview: 'failed', execute: 'failed', initiate: 'travelRuleRequired' },
} as const satisfies { [K in ErrorType]?: { preview: PreviewStatus; execute: ExecuteStatus; initiate: InitiateStatus } };

export type RefusalType = keyof typeof REFUSALS;
export type Refusal = ContractError & { errorType: RefusalType };

/** The institution refuses the transfer: an error everywhere, and the outcome of preview and execute. */
export const refuse = (errorType: RefusalType, message: string): Refusal => new ContractError(errorType, message) as Refusal;

/** The refusal an error is, if it is one; anything else is not the institution's decision and stays an error. */
export const refusalOf = (error: unknown): Refusal | undefined =>
  error instanceof ContractError && Object.hasOwn(REFUSALS, error.errorType) ? (error as Refusal) : undefined;
