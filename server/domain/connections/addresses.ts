// Deposit addresses, symbol details, managed addresses and the networks list.
import type { Deps } from '../../deps/deps.js';
import { ContractError, fieldError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import { institutionTypeValues } from '../../../generated/openapi.js';
import { NETWORKS, networkById, networkOfAddressType } from '../../institutions/networks.js';
import type { Challenge, Chain } from '../../institutions/adapter.js';
import { institutionOf, type Connection } from './connections.js';

type AddressRequest = Schemas['DepositAddressRequest'];
/** A deposit address request names the chain by its name (address get) or its network (managed address get). */
type DepositAddressInput = AddressRequest | Schemas['ManagedDepositAddressRequest'];

/** The asset an address request names, by symbol or by address type (which implies the chain's native asset). */
function requestedSymbol(input: DepositAddressInput): string {
  if (input.symbol) return input.symbol.toUpperCase();
  if (input.addressType) return networkOfAddressType(input.addressType)!.nativeSymbol;
  throw fieldError('missingField', 'Send symbol or addressType.', {
    field: 'symbol',
    message: 'symbol or addressType is required',
    errorCode: 'required',
  });
}

const mfaAnswer = ({ prompt }: Challenge) => ({ brokerResponseStatus: 'mfaRequired' as const, errorMessage: prompt });

export function createAddresses({ store, institutions }: Deps) {
  // Static for a given server version: computed on first use.
  let networkList: Schemas['NetworkList'] | undefined;

  /** The connection's address on a chain: created once, then the same on every call (erased with the connection). */
  async function addressOn(connection: Connection, symbol: string, chain: Chain) {
    const existing = await store.connections.depositAddress(connection.id, symbol, chain.network.id);
    if (existing) return existing;
    const created = institutionOf(institutions, connection).depositAddress(
      `${connection.type}:${connection.username}:${symbol}`,
      chain,
      symbol,
    );
    await store.connections.addDepositAddress({
      connectionId: connection.id,
      symbol,
      networkId: chain.network.id,
      address: created.address,
      memo: created.memo,
    });
    return created;
  }

  return {
    async depositAddress(connection: Connection, input: DepositAddressInput): Promise<Schemas['DepositAddress']> {
      const adapter = institutionOf(institutions, connection);
      const symbol = requestedSymbol(input);
      if (!adapter.givesDepositAddress(symbol))
        throw new ContractError('addressNotFound', `${adapter.name} has no deposit address for ${symbol}.`);
      const named = 'chain' in input ? input.chain : undefined;
      const networkId = 'networkId' in input ? input.networkId : undefined;
      const chain = adapter.chainFor(symbol, {
        networkId,
        chain: input.addressType && !networkId ? (named ?? networkOfAddressType(input.addressType)!.name) : named,
      });
      const challenge = adapter.guardSending(input.mfaCode, 'address');
      if (challenge) {
        return { symbol, address: null, chain: null, memo: null, minimumDepositAmount: null, networkId: null, ...mfaAnswer(challenge) };
      }
      const { address, memo } = await addressOn(connection, symbol, chain);
      return {
        symbol,
        address,
        chain: chain.chain,
        memo,
        minimumDepositAmount: adapter.minimumDeposit(symbol),
        networkId: chain.network.id,
        brokerResponseStatus: null,
        errorMessage: null,
      };
    },

    symbolDetails(connection: Connection, input: AddressRequest): Schemas['SymbolDetails'] {
      const adapter = institutions(connection.type);
      const symbol = requestedSymbol(input);
      const chains = adapter.chains(symbol);
      if (!chains.length) throw new ContractError('symbolNotFound', `${adapter.name} has no details for ${symbol}.`);
      return {
        symbol,
        addressTypes: chains.flatMap((c) => (c.network.addressType ? [c.network.addressType] : [])),
        chains: chains.map((c) => ({
          chain: c.chain,
          feeDescription: `Minimum network fee, paid in ${symbol}`,
          notes: adapter.chainNote(c),
          fee: c.fee,
          minWithdrawAmount: c.minWithdrawAmount,
          maxWithdrawAmount: c.maxWithdrawAmount,
          networkId: c.network.id,
        })),
      };
    },

    async managedAddresses(connection: Connection, input: Schemas['ManagedAddressListRequest']): Promise<Schemas['ManagedAddressList']> {
      const adapter = institutionOf(institutions, connection);
      const symbol = input.symbol.toUpperCase();
      const chains = input.networks.map(({ networkId }, i) => {
        const chain = adapter.chains(symbol).find((c) => c.network.id === networkId);
        if (!chain) {
          const name = networkById(networkId)?.name ?? 'an unknown network';
          throw fieldError('unsupportedNetwork', `${adapter.name} does not support ${symbol} on ${name}.`, {
            field: `networks/${i}/networkId`,
            message: 'network not supported for this symbol',
            errorCode: 'unsupportedNetwork',
          });
        }
        return chain;
      });
      const challenge = adapter.guardSending(input.mfaCode, 'address');
      if (challenge) return { addresses: [], ...mfaAnswer(challenge) };
      const addresses = [];
      for (const chain of chains) {
        const { address } = await addressOn(connection, symbol, chain);
        addresses.push({ address, symbol, networkName: chain.network.name, networkId: chain.network.id });
      }
      return { addresses, brokerResponseStatus: null, errorMessage: null };
    },

    addressOn,

    networks(): Schemas['NetworkList'] {
      networkList ??= {
        networks: NETWORKS.map((n) => ({
          id: n.id,
          name: n.name,
          chainId: n.chainId,
          nativeSymbol: n.nativeSymbol,
          networkType: n.networkType,
          supportedTokens: n.tokens,
          tokens: n.tokens.map((symbol) => ({ symbol })),
          supportedBrokerTypes: institutionTypeValues.filter(
            (type) =>
              institutions(type).supports('getDepositAddress') &&
              institutions(type)
                .chains(n.nativeSymbol)
                .some((c) => c.network.id === n.id),
          ),
        })),
      };
      return networkList;
    },
  };
}

export type Addresses = ReturnType<typeof createAddresses>;
