// What the sandbox's market and chains know, without any account: the assets it prices (assets/{assetType}), and
// what a wallet asks of the Solana chain before it sends a token (the catalog's Solana helpers).
import type { Deps } from '../deps/deps.js';
import { fieldError, missingField } from '../contract/errors.js';
import type { Schemas } from '../contract/types.js';
import { ASSETS } from '../institutions/market.js';
import { NETWORKS } from '../institutions/networks.js';
import { associatedTokenAddress, blockhashAt, publicKeyBytes, SOLANA_MINTS } from '../institutions/solana.js';

type AssetType = Schemas['Asset']['type'];
const KIND: Record<AssetType, 'equity' | 'crypto'> = { equity: 'equity', cryptocurrency: 'crypto' };

const SOLANA = NETWORKS.filter((n) => n.networkType === 'solana');

/** The Solana network a `chainId` names (its chainId or its id); the first one when absent. */
function solanaNetwork(chainId: string | undefined) {
  const network = chainId === undefined ? SOLANA[0] : SOLANA.find((n) => n.chainId === chainId || n.id === chainId);
  if (!network) {
    const known = SOLANA.map((n) => n.chainId).join(', ');
    throw fieldError('invalidField', `${chainId} is not a Solana cluster of the sandbox: send ${known}, or leave chainId out.`, {
      field: 'chainId',
      message: `must be one of ${known}`,
      errorCode: 'enum',
    });
  }
  return network;
}

/** The mint a token names, by its address or its symbol. */
function mintOf(token: string | undefined) {
  if (token === undefined) throw missingField('token', "Send token: the mint's address or the token's symbol.");
  const mint = Object.values(SOLANA_MINTS).find((m) => m.mint === token) ?? SOLANA_MINTS[token.toUpperCase()];
  if (mint) return mint;
  const known = Object.keys(SOLANA_MINTS).join(', ');
  throw fieldError('unsupportedSymbol', `The sandbox's Solana chain has no mint ${token}; it has those of ${known}.`, {
    field: 'token',
    message: 'must be a mint of the chain, or its symbol',
    errorCode: 'unknownMint',
  });
}

export function createCatalog({ store, clock }: Deps) {
  return {
    /** The assets of a kind that match, by symbol, one page of them. */
    assets(type: AssetType, query: { Search?: string; Count: number; Offset: number }): Schemas['AssetPage'] {
      const search = query.Search?.toLowerCase() ?? '';
      const matching = Object.entries(ASSETS)
        .filter(([symbol, asset]) => asset.kind === KIND[type] && `${symbol}\n${asset.name}`.toLowerCase().includes(search))
        .sort(([a], [b]) => a.localeCompare(b));
      return {
        items: matching.slice(query.Offset, query.Offset + query.Count).map(([symbol, { name }]) => ({ symbol, name, type })),
        total: matching.length,
      };
    },

    /** The blockhash of the cluster's slot now, on the client's clock. */
    latestBlockhash(chainId: string | undefined): string {
      return blockhashAt(solanaNetwork(chainId).chainId, clock.now());
    },

    /** The program that owns the token's mint. */
    tokenProgram(chainId: string | undefined, token: string | undefined): string {
      solanaNetwork(chainId);
      return mintOf(token).program;
    },

    /**
     * Whether a token account exists: the associated token account of an address the client's sandbox holds on the
     * cluster (a deposit address, or a destination a transfer reached) for a token it took there.
     */
    async tokenAccountExists(clientId: string, chainId: string | undefined, address: string | undefined): Promise<'true' | 'false'> {
      const network = solanaNetwork(chainId);
      if (address === undefined) throw missingField('address', "Send address: the token account's address.");
      if (!publicKeyBytes(address))
        throw fieldError('invalidAddress', `${address} is not a Solana address.`, {
          field: 'address',
          message: 'must be a Solana address (32 bytes in base58)',
          errorCode: 'address',
        });
      const [deposits, reached] = await Promise.all([
        store.chainAddresses.depositAddressesOn(clientId, network.id),
        store.chainAddresses.reachedOn(clientId, network.id),
      ]);
      const exists = [...deposits, ...reached].some(({ address: owner, symbol }) => {
        const mint = symbol === network.nativeSymbol ? undefined : SOLANA_MINTS[symbol];
        return (
          mint !== undefined && publicKeyBytes(owner) !== undefined && associatedTokenAddress(owner, mint.mint, mint.program) === address
        );
      });
      return exists ? 'true' : 'false';
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
