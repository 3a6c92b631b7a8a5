// A transfer's network fee as EIP-1559 gas, on the EVM chains (previewTransfer's estimatedNetworkGasFeeDetails):
// the gas its kind of transfer takes, and the fee per unit of gas, in gwei of the chain's own coin, that comes to
// the network fee the chain states. The sandbox's chains have no fee market, so the tip is a fixed share of it.
import Big from 'big.js';
import type { Schemas } from '../contract/types.js';
import type { Chain } from './adapter.js';
import { priceAt } from './market.js';
import { tokenOn } from './tokens.js';

/** Gas of a plain transfer of the chain's coin, and of an ERC-20 `transfer` call (a common estimate). */
export const COIN_TRANSFER_GAS = 21_000;
export const TOKEN_TRANSFER_GAS = 65_000;
/** The tip's share of the fee per unit of gas. */
const TIP_SHARE = 0.1;
/** Gwei to 9 places, to the wei. */
const GWEI_DECIMALS = 9;

/** The network fee of sending `symbol` on `chain` in units of the chain's own coin, at `at`; undefined without prices. */
function feeInCoin(chain: Chain, symbol: string, at: number): Big | undefined {
  const coin = chain.network.nativeSymbol;
  if (symbol === coin) return new Big(chain.networkFee);
  const [price, coinPrice] = [priceAt(symbol, at), priceAt(coin, at)];
  return price === undefined || !coinPrice ? undefined : new Big(chain.networkFee).times(price).div(coinPrice);
}

/** The fee of sending `symbol` on `chain` as gas; null off the EVM chains, fees per gas null where no price converts it. */
export function gasDetails(chain: Chain, symbol: string, at: number): Schemas['TransferFeeDetails'] | null {
  if (chain.network.family !== 'evm') return null;
  const gasLimit = tokenOn(chain.network, symbol)?.contract ? TOKEN_TRANSFER_GAS : COIN_TRANSFER_GAS;
  const fee = feeInCoin(chain, symbol, at);
  if (fee === undefined) return { gasLimit, maxPriorityFeePerGas: null, maxFeePerGas: null };
  const perGas = fee.times(1e9).div(gasLimit);
  return {
    gasLimit,
    maxPriorityFeePerGas: Number(perGas.times(TIP_SHARE).round(GWEI_DECIMALS, Big.roundHalfUp)),
    maxFeePerGas: Number(perGas.round(GWEI_DECIMALS, Big.roundHalfUp)),
  };
}
