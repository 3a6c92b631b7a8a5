// Connecting an account without the Link UI (the public service's self-managed authentication): the scheme each
// institution signs in by, a sign-in by the user's credentials, and the Link page where an OAuth institution's users
// sign in. The sign-in is the Link page's own (connections.connect); this maps node-api's request onto it and its
// answer back.
import type { Deps } from '../../deps/deps.js';
import { ContractError, missingField } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import { dictionary } from '../../contract/dictionary.js';
import { institutionTypeValues } from '../../../generated/openapi.js';
import type { Credentials, InstitutionProfile } from '../../institutions/adapter.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import { brokerAccount } from './connectionTokens.js';
import { ACCESS_TOKEN_TTL_SECONDS, type Connections } from './connections.js';
import type { LinkSessions } from './linkSessions.js';

type Request = Schemas['AuthenticationRequest'];
type Answer = Schemas['Authentication'];
type SignIn = InstitutionProfile['signIn'];

/** What `username` and `password` carry for each sign-in kind, and the fields of the Link page's sign-in they fill. */
const CREDENTIALS: Record<SignIn, { username: string; password: string | null; into: [keyof Credentials, keyof Credentials | null] }> = {
  password: { username: 'username', password: 'password', into: ['username', 'password'] },
  apiKey: { username: 'API key', password: 'API secret', into: ['apiKey', 'apiSecret'] },
  address: { username: 'wallet address', password: null, into: ['address', null] },
};
/** The noun with its article: an API key, a username, a wallet address (no noun here starts with a vowel sound of u). */
const an = (noun: string) => `${/^[aeio]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** The fields node-api encrypts (Base64) with isSensitiveFieldsEncrypted that the sandbox reads. */
const ENCRYPTED = ['username', 'password', 'mfaCode'] as const;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const nothing = { accessToken: null, refreshToken: null, expiresInSeconds: null, account: null, accountTokens: null } as const;

/** The request's credentials as plain text: Base64-decoded where the request says they are encoded. */
function decoded(body: Request): Pick<Request, (typeof ENCRYPTED)[number]> {
  const plain = { username: body.username, password: body.password, mfaCode: body.mfaCode };
  if (!body.isSensitiveFieldsEncrypted) return plain;
  for (const field of ENCRYPTED) {
    const value = plain[field];
    if (value === null || value === undefined) continue;
    if (!BASE64.test(value))
      throw new ContractError('invalidField', `${field} is not Base64, which isSensitiveFieldsEncrypted says it is.`, {
        fields: [{ field, message: 'must be Base64 (isSensitiveFieldsEncrypted)', errorCode: 'base64' }],
      });
    plain[field] = Buffer.from(value, 'base64').toString('utf8');
  }
  return plain;
}

export function createAuthentication({ institutions, store }: Deps, connections: Connections, linkSessions: LinkSessions) {
  const schemes: Schemas['AuthenticationScheme'][] = institutionTypeValues.map((type) => {
    const { name, signIn, oauth, loginMfa } = institutions(type);
    const asked = CREDENTIALS[signIn];
    const credentials = [
      // A wallet is named by its address, not by an account at the institution.
      {
        name: 'username',
        description: signIn === 'address' ? 'The wallet address (0x and 40 hexadecimal digits)' : `${name} ${asked.username}`,
      },
      ...(asked.password ? [{ name: 'password', description: `${name} ${asked.password}` }] : []),
    ];
    return {
      brokerType: type,
      authenticationSchemeType: oauth
        ? 'oAuth'
        : ({ password: 'usernamePassword', apiKey: 'apiKey', address: 'blockchainAddress' } as const)[signIn],
      initialAuthenticationModel: oauth ? null : { authResponse: null, fields: credentials },
      authenticationSteps: loginMfa
        ? [
            {
              authResponse: { status: 'mfaRequired', mfaType: 'phone' },
              fields: [
                ...credentials.map((c) => ({ ...c, description: `${c.description}, as in the first request` })),
                { name: 'mfaCode', description: `The code ${name} sent by text message` },
              ],
            },
          ]
        : [],
      mfaSchemes: loginMfa ? ['mfaCode'] : [],
      instructionsUrl: null,
    };
  });

  /** The Link page sign-in's credentials for the institution's sign-in kind, from node-api's username and password. */
  function credentialsFor(type: InstitutionType, { username, password, mfaCode }: ReturnType<typeof decoded>): Credentials {
    const { name, signIn } = institutions(type);
    const asked = CREDENTIALS[signIn];
    if (username === null || username === undefined)
      throw missingField('username', `${name} signs in with ${an(asked.username)}: send it as username.`);
    if (asked.password && (password === null || password === undefined))
      throw missingField(
        'password',
        `${name} signs in with ${an(asked.username)} and ${an(asked.password)}: send the ${asked.password} as password.`,
      );
    const [login, secret] = asked.into;
    return { [login]: username, ...(secret ? { [secret]: password } : {}), mfaCode: mfaCode ?? undefined };
  }

  /** A refusal of the Link page's sign-in names its fields; here they are username and password. */
  function inRequestTerms(error: unknown): unknown {
    if (!(error instanceof ContractError) || !error.details.fields) return error;
    const names = dictionary<Record<string, string>>({ apiKey: 'username', address: 'username', apiSecret: 'password' });
    const fields = error.details.fields.map((f) => ({ ...f, field: names[f.field] ?? f.field }));
    return new ContractError(error.errorType, error.message, { ...error.details, fields });
  }

  /** Every account the sign-in connected, as refreshToken answers them: with its id in the service and its balances. */
  async function accountTokens(clientId: string, type: InstitutionType, connected: Schemas['BrokerageAccountAccessToken']) {
    return Promise.all(
      connected.accountTokens.map(async ({ account, accessToken, refreshToken, tokenId }): Promise<Schemas['BrokerAccountToken']> => {
        const { id } = await connections.find(clientId, tokenId, type);
        const balances = await store.connections.balances(id);
        return { account: brokerAccount(id, { ...account, balances }), accessToken, refreshToken, tokenId };
      }),
    );
  }

  return {
    schemes: () => schemes,

    /** Signs the end user in with their credentials, as the Link page does, and answers as node-api's B2BBrokerAuthResponse. */
    async authenticate(clientId: string, userId: string, body: Request): Promise<Answer> {
      const { type } = body;
      // The connection it authenticates again must be this end user's (another user's is as unknown as none).
      if (body.authToken !== null && body.authToken !== undefined) {
        const again = await connections.find(clientId, body.authToken, type);
        if (again.userId !== userId)
          throw new ContractError('connectionNotFound', 'No connection of the end user userId names matches authToken and type.');
      }
      const input = { type, ...credentialsFor(type, decoded(body)) };
      const signedIn = await connections
        .connect({ via: 'client', clientId, userId, options: { userId } }, input)
        .catch((error: unknown) => Promise.reject(inRequestTerms(error)));
      if (signedIn.status === 'mfaRequired')
        return { status: 'mfaRequired', mfaType: 'phone', errorMessage: signedIn.message, ...nothing, refreshTokenExpiresInSeconds: null };
      if (signedIn.delayedAuth) {
        const { refreshToken, refreshTokenExpiresInSeconds } = signedIn.delayedAuth;
        return { status: 'delayed', mfaType: null, errorMessage: null, ...nothing, refreshToken, refreshTokenExpiresInSeconds };
      }
      // Headless, a sign-in connects every account of the login: it never asks which.
      if (!signedIn.accessToken) throw new Error(`a headless sign-in answered ${signedIn.status}`);
      const tokens = await accountTokens(clientId, type, signedIn.accessToken);
      const [first] = tokens;
      return {
        status: 'succeeded',
        mfaType: null,
        errorMessage: null,
        accessToken: first?.accessToken ?? null,
        refreshToken: first?.refreshToken ?? null,
        expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
        refreshTokenExpiresInSeconds: signedIn.accessToken.refreshTokenExpiresInSeconds ?? null,
        account: first?.account ?? null,
        accountTokens: tokens,
      };
    },

    /** The Link page of a new session for the end user, opened on an OAuth institution, where its page is stood in for. */
    async oauthLink(clientId: string, type: InstitutionType, userId: string): Promise<Schemas['AuthenticationLink']> {
      const { name, oauth, signIn } = institutions(type);
      if (!oauth)
        throw new ContractError(
          'institutionNotSupported',
          `${name} signs in with ${an(CREDENTIALS[signIn].username)}, not on its own page (OAuth): send it to authenticate.`,
        );
      const { linkToken } = await linkSessions.create(clientId, { userId, brokerType: type });
      // A link token is the Base64 of its Link page's URL.
      return { status: 'redirect', redirectLink: Buffer.from(linkToken, 'base64').toString('utf8'), linkToken, errorMessage: null };
    },
  };
}

export type Authentication = ReturnType<typeof createAuthentication>;
