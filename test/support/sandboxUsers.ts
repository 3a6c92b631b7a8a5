// Sandbox users for the tests: documents, and signing in with them as an integrator's end user would.
import type { SandboxUser } from '../../generated/openapi.js';
import { ok, present, type CallResult, type TestServer } from './server.js';

export const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
export const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
/** The Solana network's id. */
export const SOLANA = '0291810a-5947-424d-9a59-e88bb33e999d';
/** A valid Solana address (an ed25519 public key). */
export const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
/** A valid Ethereum address, fixed as a deposit address. */
export const FIXED_ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The brokerage and the exchange of the examples: every kind of position, two fiat balances, two accounts. */
export const PORTFOLIO: SandboxUser = {
  institutions: [
    {
      type: 'robinhood',
      signIn: { mfa: false },
      accounts: [
        {
          accountId: 'RH-IND',
          accountName: 'Individual',
          equityPositions: [
            { symbol: 'AAPL', amount: 10, costBasis: 150 },
            { symbol: 'MSFT', amount: 2.5 },
          ],
          cryptocurrencyPositions: [{ symbol: 'BTC', amount: 0.5, costBasis: 30000 }],
          notSupportedEquityPositions: [{ symbol: 'PRIVCO', amount: 7 }],
          optionPositions: [
            ...['AAPL 270115C00200000', 'AAPL 270115P00150000', 'MSFT 270115C00500000'].map((symbol) => ({
              symbol,
              underlyingSymbol: symbol.split(' ')[0]!,
              optionType: symbol.includes('P00') ? ('put' as const) : ('call' as const),
              strikePrice: Number(symbol.slice(-8)) / 1000,
              expirationDate: '2027-01-15',
              amount: 1,
              costBasis: 4.35,
            })),
          ],
          fiatBalances: [{ symbol: 'USD', cash: -120, buyingPower: 0 }],
        },
      ],
    },
    {
      type: 'coinbase',
      accounts: [
        {
          accountId: 'CB-MAIN',
          accountName: 'Main',
          cryptocurrencyPositions: [
            { symbol: 'ETH', amount: 2.5, costBasis: 1800 },
            { symbol: 'USDC', amount: 1000, costBasis: 1 },
          ],
          notSupportedCryptocurrencyPositions: [{ symbol: 'XYZ', amount: 42 }],
          nftPositions: [
            { name: 'Explorer #1', symbol: 'SBX', contractAddress: DESTINATION, tokenId: '1', networkId: ETHEREUM, marketValue: 120 },
            { name: 'Explorer #2', symbol: 'SBX', contractAddress: DESTINATION, tokenId: '2', marketValue: 80.5 },
          ],
          fiatBalances: [
            { symbol: 'USD', cash: 250.5 },
            { symbol: 'EUR', cash: 10, buyingPower: 5 },
          ],
        },
        { accountId: 'CB-VAULT', accountName: 'Vault', cryptocurrencyPositions: [{ symbol: 'BTC', amount: 1 }] },
      ],
    },
  ],
};

/** A document of one institution, with `extra` merged into its entry. */
export const oneInstitution = (type: string, extra: Record<string, unknown> = {}): SandboxUser =>
  ({ institutions: [{ type, ...extra }] }) as SandboxUser;

/** An account holding ETH, for documents about transfers and addresses. */
export const ETH_ACCOUNT = {
  accountId: 'ETH-1',
  accountName: 'Trading',
  cryptocurrencyPositions: [{ symbol: 'ETH', amount: 5, costBasis: 2000 }],
};

export interface SignIn {
  type: string;
  username: string;
  password: string;
  userId?: string;
  mfaCode?: string;
  headers?: Record<string, string>;
}

/** Headless sign-in with a fresh link token: the answer as the server gave it. */
export async function signIn(server: TestServer, { type, username, password, userId = 'scenario-user', mfaCode, headers }: SignIn) {
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId }, headers }));
  return server.call('sandboxConnect', { body: { linkToken, type, username, password, ...(mfaCode ? { mfaCode } : {}) }, headers });
}

/** The account tokens of a sign-in that connected. */
export const accountTokens = (answer: CallResult<'sandboxConnect'>) => present(ok(answer).accessToken, 'accessToken').accountTokens;

/** Signs `user_custom` in with the document as its password; its first account's token. */
export async function connectCustom(server: TestServer, type: string, document: SandboxUser, userId = 'scenario-user') {
  const tokens = accountTokens(await signIn(server, { type, username: 'user_custom', password: JSON.stringify(document), userId }));
  return present(tokens[0]).accessToken;
}
