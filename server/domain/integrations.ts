// The institutions the service integrates, as lists: ids and categories, health, and what each transfers on which
// network. Static for a given server version: derived once, from the adapters.
import type { Deps } from '../deps/deps.js';
import type { Schemas } from '../contract/types.js';
import { institutionTypeValues } from '../../generated/openapi.js';
import { stableUuid } from '../contract/formats.js';
import type { InstitutionAdapter } from '../institutions/adapter.js';
import { integrationLogo, integrationStyle } from '../institutions/brands.js';
import { NETWORKS } from '../institutions/networks.js';

/** The DeFi wallet provider of an institution connected by a wallet's address (itself, in the sandbox); null for others. */
const deFiWalletOf = (a: InstitutionAdapter): Schemas['DeFiWalletData'] | null =>
  a.kind === 'wallet' ? { id: stableUuid(`deFiWalletProvider:${a.type}`), name: a.name } : null;

/** Where the sandbox documents its fixed passwords, for an institution that asks for one on the sandbox's own form. */
const forgotPasswordLinkOf = (a: InstitutionAdapter, publicUrl: string) =>
  a.signIn === 'password' && !a.oauth ? `${publicUrl}/docs#tag/Sandbox/operation/sandboxConnect` : null;

/** Where the sandbox's Link page runs: in a browser and in each mobile SDK's WebView. */
const DEVICES = ['android', 'ios', 'web'] as const;

export function createIntegrations({ institutions, config }: Deps) {
  const adapters = institutionTypeValues.map((type) => institutions(type));
  const tokens = [...new Set(NETWORKS.flatMap((n) => n.tokens))];
  const sends = (a: (typeof adapters)[number]) => a.supports('sandboxTransfer');
  const receives = (a: (typeof adapters)[number]) => a.supports('getDepositAddress');
  /** The networks an institution moves tokens on, with those tokens. */
  const networksOf = (a: (typeof adapters)[number]) =>
    NETWORKS.flatMap((network) => {
      const supported = tokens.filter((token) => a.chains(token).some((c) => c.network.id === network.id));
      return supported.length ? [{ network, supported }] : [];
    });

  let transferIntegrations: Schemas['TransferIntegrations'] | undefined;
  let transferTokens: Schemas['TransferTokens'] | undefined;
  let integrations: Schemas['Integrations'] | undefined;
  let status: Schemas['IntegrationStatus'][] | undefined;

  return {
    transferIntegrations: (): Schemas['TransferIntegrations'] =>
      (transferIntegrations ??= {
        integrations: adapters
          .filter((a) => sends(a) || receives(a))
          .map((a) => ({
            id: a.id,
            type: a.type,
            name: a.name,
            networks: networksOf(a).map(({ network, supported }) => ({
              id: network.id,
              name: network.name,
              chainId: network.chainId,
              nativeSymbol: network.nativeSymbol,
              supportedTokens: supported,
              supportedDevices: [...DEVICES],
            })),
            supportsOutgoingTransfers: sends(a),
            supportsIncomingTransfers: receives(a),
          })),
      }),

    transferTokens: (): Schemas['TransferTokens'] =>
      (transferTokens ??= {
        tokens: tokens.map((token) => {
          const moving = adapters.filter((a) => (sends(a) || receives(a)) && a.chains(token).length);
          const networkIds = new Set(moving.flatMap((a) => a.chains(token).map((c) => c.network.id)));
          return {
            token,
            networks: NETWORKS.filter((n) => networkIds.has(n.id)).map((n) => ({ id: n.id, name: n.name, chainId: n.chainId })),
            supportedIntegrations: moving.map((a) => a.type),
            integrationNetworks: moving.flatMap((a) =>
              a
                .chains(token)
                .map((c) => ({ networkId: c.network.id, netwokName: c.network.name, innerNetworkId: c.chain, brokerType: a.type })),
            ),
          };
        }),
      }),

    integrations: (): Schemas['Integrations'] =>
      (integrations ??= {
        items: adapters.map((a) => ({
          id: a.id,
          name: a.name,
          type: a.type,
          categories: [a.category],
          cryptoTransfersSupported: sends(a),
          deFiWalletProviderId: deFiWalletOf(a)?.id ?? null,
          style: integrationStyle(a.type),
          logo: integrationLogo(a.type, config.publicUrl),
          forgotPasswordLink: forgotPasswordLinkOf(a, config.publicUrl),
        })),
      }),

    /** Every institution is up in the sandbox. */
    status: (): Schemas['IntegrationStatus'][] =>
      (status ??= adapters.map((a) => ({
        type: a.type,
        name: a.name,
        isUp: true,
        description: null,
        downTimeStart: null,
        downTimeEnd: null,
        supportedProducts: [
          ...(a.supports('getHoldings') ? (['holdings', 'balance'] as const) : []),
          ...(sends(a) ? (['transfers'] as const) : []),
          ...(receives(a) ? (['cryptocurrencyDepositAddresses'] as const) : []),
        ],
        deFiWalletData: deFiWalletOf(a),
      }))),
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
