// A connection's managed tokens: made random, handed out once in clear, kept hashed (the tokenId sealed too, since
// every refresh answers it again). Every connection gets its tokens here: a connected account, an imported one.
import { hex } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import type { Schemas } from '../../contract/types.js';
import type { TokenColumns } from '../../store/connections/connections.js';
import { hashSecret, seal, unseal } from '../secrets.js';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** A new connection's tokens in clear, for its one answer; its tokenId is its first access token. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  tokenId: string;
}

export function createConnectionTokens({ store, random }: Pick<Deps, 'store' | 'random'>) {
  const newAccessToken = () => `at_${hex(random, 16)}`;
  const newRefreshToken = () => `rt_${hex(random, 16)}`;

  // The key that seals each tokenId, made once per store; read before a transaction, never inside one.
  let sealingKey: Buffer | undefined;
  const sealer = async () => {
    sealingKey ??= Buffer.from(await store.clients.settingOnce('token_seal_key', hex(random, 32)), 'hex');
    const key = sealingKey;
    return { seal: (tokenId: string) => seal(key, random.bytes(12), tokenId), unseal: (sealed: string) => unseal(key, sealed) };
  };

  return {
    newAccessToken,
    newRefreshToken,
    sealer,

    issue(): IssuedTokens {
      const accessToken = newAccessToken();
      return { accessToken, refreshToken: newRefreshToken(), tokenId: accessToken };
    },

    /** What keeps issued tokens, valid from `now`. Get it before a transaction: it reads the sealing key. */
    async keeper(): Promise<(tokens: IssuedTokens, now: number) => TokenColumns> {
      const { seal: sealTokenId } = await sealer();
      return (tokens, now) => ({
        token_id_hash: hashSecret(tokens.tokenId),
        token_id_sealed: sealTokenId(tokens.tokenId),
        access_token_hash: hashSecret(tokens.accessToken),
        access_expires_at: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
        refresh_token_hash: hashSecret(tokens.refreshToken),
        refresh_expires_at: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
        mfa_challenge_hash: null,
      });
    },
  };
}

export type ConnectionTokens = ReturnType<typeof createConnectionTokens>;

type RefreshAnswer = Schemas['TokenRefresh'];
/**
 * A refresh's answer with the deprecated top-level `accessToken`, `refreshToken` and `account` that node-api still
 * declares: those of its first (in the sandbox, its only) `brokerAccountTokens` item, `account` null where it has none.
 */
export const withTopLevelTokens = (answer: Omit<RefreshAnswer, 'accessToken' | 'refreshToken' | 'account'>): RefreshAnswer => {
  const first = answer.brokerAccountTokens[0];
  return { ...answer, accessToken: first?.accessToken ?? null, refreshToken: first?.refreshToken ?? null, account: first?.account ?? null };
};

/**
 * node-api's `BrokerAccount` of a connection: its fields, `frontAccountId` (the deprecated name of `meshAccountId`,
 * from when the service was called Front) and each balance's `cryptoBuyingPower` (its one buying power, which crypto
 * spends as stocks do).
 */
export const brokerAccount = (
  meshAccountId: string,
  account: Omit<Schemas['BrokerAccount'], 'meshAccountId' | 'frontAccountId' | 'balances'> & { balances?: Schemas['FiatBalance'][] },
): Schemas['BrokerAccount'] => {
  const { balances, ...rest } = account;
  return {
    meshAccountId,
    frontAccountId: meshAccountId,
    ...rest,
    ...(balances ? { balances: balances.map((b) => ({ ...b, cryptoBuyingPower: b.buyingPower })) } : {}),
  };
};
