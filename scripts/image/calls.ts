// The calls scripts/image-test.ts makes from the host: the walkthrough's first steps (docs/walkthrough.md), each
// answer checked, and what a later check finds again.
import { fillPath, operations, type OperationId } from '../../client/operations.js';

export interface Client {
  clientId: string;
  clientSecret: string;
}

type CallOptions = { body?: unknown; params?: Record<string, string>; query?: string };

/** How often a call refused by the client's rate limit is sent again, after the Retry-After it was given. */
const RATE_LIMIT_RETRIES = 5;

/**
 * A request, sent again while the client's rate limit refuses it (429, which is answered before anything is done), as
 * a well-behaved client does: replicas on one PostgreSQL share the limit, and the test's traffic reaches it.
 */
async function sendPolitely(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 429 || attempt === RATE_LIMIT_RETRIES) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
  }
}

/** An operation's content from the sandbox at `api`, or an error naming the call and the sandbox's words. */
export const call = async (api: string, client: Client, id: OperationId, options: CallOptions = {}) =>
  (await answer(api, client, id, options)).content;

/** An operation's content and its request id (X-Request-Id, the dashboard's), or an error as `call`'s. */
export async function answer(
  api: string,
  client: Client,
  id: OperationId,
  { body, params = {}, query = '' }: CallOptions = {},
): Promise<{ content: Record<string, unknown>; requestId: string }> {
  const { method, path } = operations[id];
  const response = await sendPolitely(`${api}${fillPath(path, params)}${query}`, {
    method: method.toUpperCase(),
    headers: {
      'X-Client-Id': client.clientId,
      'X-Client-Secret': client.clientSecret,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: { status?: string; content?: Record<string, unknown>; errorType?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {} // a balancer's own error page: the status says it
  if (response.status !== 200 || parsed.status !== 'ok')
    throw new Error(`${id} answered ${response.status} ${parsed.errorType}: ${parsed.message ?? text.slice(0, 300)}`);
  return { content: parsed.content ?? {}, requestId: response.headers.get('x-request-id') ?? '' };
}

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

/** Steps 1 and 2: a link token, and the Coinbase account it connects (its tokenId). */
export async function connectAccount(api: string, client: Client, userId: string): Promise<string> {
  const { linkToken } = await call(api, client, 'createLinkToken', { body: { userId } });
  const connected = await call(api, client, 'sandboxConnect', {
    body: { linkToken, type: 'coinbase', username: 'alice', password: 'pass_good' },
  });
  const tokenId = (connected.accessToken as { accountTokens: { tokenId: string }[] } | null)?.accountTokens[0]?.tokenId;
  if (!tokenId) throw new Error(`sandboxConnect answered no account token: ${JSON.stringify(connected).slice(0, 300)}`);
  return tokenId;
}

/** Steps 6 and 7: a link token for a transfer, and the transfer of `amount` ETH it approves; answers its id and request id. */
export async function transfer(api: string, client: Client, userId: string, tokenId: string, transactionId: string, amount = 0.1) {
  const { linkToken } = await call(api, client, 'createLinkToken', { body: { userId, transferOptions: { transactionId } } });
  const made = await answer(api, client, 'sandboxTransfer', {
    body: { linkToken, authToken: tokenId, type: 'coinbase', symbol: 'ETH', amount, toAddress: DESTINATION },
  });
  const transferId = (made.content.transfer as { transferId?: string } | null)?.transferId;
  if (!transferId) throw new Error(`sandboxTransfer answered no transfer: ${JSON.stringify(made.content).slice(0, 300)}`);
  return { transferId, requestId: made.requestId };
}

/** The walkthrough's first calls, steps 1 to 4 and 6 to 9: answers the settled transfer's id. */
export async function walkthrough(api: string, client: Client): Promise<string> {
  const tokenId = await connectAccount(api, client, 'user-1');
  const holdings = await call(api, client, 'getHoldings', { body: { authToken: tokenId, type: 'coinbase', includeMarketValue: true } });
  if (!(holdings.cryptocurrencyPositions as unknown[]).length) throw new Error('getHoldings answered no positions');
  const portfolio = await call(api, client, 'getPortfolio', { query: '?UserId=user-1' });
  if (!(portfolio.cryptocurrencyPositions as unknown[]).length) throw new Error('getPortfolio answered no positions');
  const { transferId } = await transfer(api, client, 'user-1', tokenId, 'order-1');
  await call(api, client, 'sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } });
  await expectTransfer(api, client, transferId, 'Succeeded');
  return transferId;
}

/** The transfer as the API reports it (step 9), with the status expected. */
export async function expectTransfer(api: string, client: Client, transferId: string, status?: string) {
  const found = await call(api, client, 'getTransfer', { params: { transferId } });
  if (status && found.status !== status) throw new Error(`transfer ${transferId} is ${found.status}, not ${status}`);
  return found;
}
