// API clients, the operator's admin key and the id tokens (JWT) that stand in for client credentials.
import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { hex, uuid } from '../deps/random.js';
import type { Deps } from '../deps/deps.js';
import { ContractError, fieldError, errors } from '../contract/errors.js';
import { isUuid } from '../contract/formats.js';
import { timeOf } from './clientTime.js';
import { urlProblem } from './webhooks/webhookUrls.js';
import { hashSecret, matchesHash } from './secrets.js';

export const ID_TOKEN_TTL_SECONDS = 3600;
// Hashed when the id is unknown, so a wrong id costs the same time as a wrong secret.
const DUMMY_HASH = hashSecret(randomBytes(32).toString('hex'));

/** A client id as it is kept: UUIDs are compared in lower case. */
const canonical = (clientId: string) => clientId.toLowerCase();

/** A new webhook signing secret, shown once in the answer that registers or rotates it. */
export const newWebhookSecret = (random: Deps['random']) => `whsec_${random.bytes(24).toString('base64')}`;

/** Refuses a webhook URL the server would not deliver to (webhookUrls.ts), naming `field` in the request. */
export function checkWebhookUrl(url: string, allowPrivate: boolean, field = 'url') {
  const problem = urlProblem(url, allowPrivate);
  if (problem) throw fieldError('invalidField', `The webhook URL ${problem}.`, { field, message: problem, errorCode: 'webhookUrl' });
}

const invalidCredentials = () => new ContractError('invalidCredentials', 'X-Client-Id and X-Client-Secret do not match a client.');

export function createClients({ store, random, clock, config }: Deps) {
  let signingKey: Uint8Array | undefined;
  async function jwtKey(): Promise<Uint8Array> {
    signingKey ??= Buffer.from(await store.clients.settingOnce('jwt_signing_key', hex(random, 32)), 'hex');
    return signingKey;
  }

  // Every request authenticates: keep each client's secret hash in memory for a minute instead of a query each.
  const SECRET_CACHE_MS = 60_000;
  const secretHashes = new Map<string, { hash: string | undefined; until: number }>();
  async function secretHashOf(clientId: string): Promise<string | undefined> {
    if (!isUuid(clientId) || clientId !== canonical(clientId)) return undefined;
    const cached = secretHashes.get(clientId);
    if (cached && cached.until > clock.now()) return cached.hash;
    const hash = await store.clients.secretHash(clientId);
    if (secretHashes.size > 10_000) secretHashes.clear(); // bounded: unknown ids must not grow it without end
    secretHashes.set(clientId, { hash, until: clock.now() + SECRET_CACHE_MS });
    return hash;
  }

  return {
    async create(name: string) {
      const clientId = uuid(random);
      const clientSecret = `sk_sandbox_${hex(random, 24)}`;
      await store.clients.insert({ id: clientId, name, secretHash: hashSecret(clientSecret), createdAt: clock.now() });
      secretHashes.delete(clientId);
      return { clientId, clientSecret, name };
    },

    /** Makes the configured client exist with exactly these credentials (its id in lower case, as every id is kept). */
    async ensure(clientId: string, clientSecret: string, name: string) {
      await store.clients.upsert({ id: canonical(clientId), name, secretHash: hashSecret(clientSecret), createdAt: clock.now() });
      secretHashes.delete(canonical(clientId));
    },

    count: () => store.clients.count(),

    /**
     * The client's id, in the one spelling it is kept in, when the credentials match; throws invalidCredentials
     * otherwise. A UUID matches in any letter case, so what keys the client's rate limit and data is this id, never
     * the header's text.
     */
    async authenticate(clientId: string, clientSecret: string): Promise<string> {
      const id = canonical(clientId);
      const stored = await secretHashOf(id);
      const ok = matchesHash(clientSecret, stored ?? DUMMY_HASH);
      if (!ok || !stored) throw invalidCredentials();
      return id;
    },

    async issueIdToken(presentedId: string, clientSecret: string) {
      const clientId = await this.authenticate(presentedId, clientSecret);
      // issued and expiring by the client's time (its test clock's, when it has one)
      const now = Math.floor(((await timeOf(store, clientId))?.now ?? clock.now()) / 1000);
      const idToken = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(clientId)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .setJti(hex(random, 8))
        .sign(await jwtKey());
      return { id_token: idToken, expires_in: ID_TOKEN_TTL_SECONDS, status: 'succeeded' as const };
    },

    /** The client id an id token was issued to; throws invalidIdToken when it is malformed, forged, expired or its client is gone. */
    async verifyIdToken(token: string): Promise<string> {
      try {
        const claimed = decodeJwt(token).sub; // only to pick the clock it expires by: the signature is checked next
        const now = (claimed && isUuid(claimed) && (await timeOf(store, claimed))?.now) || clock.now();
        const { payload } = await jwtVerify(token, await jwtKey(), { algorithms: ['HS256'], currentDate: new Date(now) });
        if (payload.sub && (await secretHashOf(payload.sub))) return payload.sub;
      } catch {
        // fall through: every failure reads the same to the caller
      }
      throw new ContractError('invalidIdToken', 'The Bearer id_token is malformed, expired or not issued by this server.');
    },

    /**
     * The admin key in force: ADMIN_API_KEY when configured, else the one created at first start.
     * Returns the key itself only when it was created now, so that it is printed exactly once.
     */
    async adminKey(configured: string | undefined): Promise<{ hash: string; created?: string }> {
      if (configured) return { hash: hashSecret(configured) };
      const existing = await store.clients.setting('admin_key_hash');
      if (existing) return { hash: existing };
      const key = `admin_${hex(random, 24)}`;
      const stored = await store.clients.settingOnce('admin_key_hash', hashSecret(key));
      return stored === hashSecret(key) ? { hash: stored, created: key } : { hash: stored };
    },

    async setWebhook(clientId: string, url: string) {
      checkWebhookUrl(url, config.webhook.allowPrivate);
      const secret = newWebhookSecret(random);
      if (!(await store.clients.setWebhook(clientId, url, secret))) throw errors.clientNotFound();
      return { url, secret, enabled: true };
    },

    /** A new secret; the previous one keeps signing for `overlapMs` (the configured overlap by default). */
    async rotateWebhookSecret(clientId: string, overlapMs = config.webhook.rotationOverlapMs) {
      const secret = newWebhookSecret(random);
      return store.transaction(async (tx) => {
        const webhook = await tx.clients.webhookForUpdate(clientId);
        if (!webhook) throw errors.clientNotFound();
        if (!webhook.url) throw errors.webhookNotFound();
        await tx.clients.rotateWebhookSecret(clientId, secret, clock.now() + overlapMs);
        return { url: webhook.url, secret, enabled: webhook.enabled };
      });
    },

    async deleteWebhook(clientId: string) {
      await store.transaction(async (tx) => {
        const webhook = await tx.clients.webhookForUpdate(clientId);
        if (!webhook) throw errors.clientNotFound();
        if (!webhook.url) throw errors.webhookNotFound();
        await tx.clients.deleteWebhook(clientId);
      });
    },
  };
}

export type Clients = ReturnType<typeof createClients>;
