// Starts the server the way main.ts does, in-process, with a manual clock and a seeded random source, and
// calls operations by operationId. Every response is checked against the spec, independently of the server.
import { Agent, request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { expect } from 'vitest';
import type { ApiResult, FieldError } from '../../generated/openapi.js';
import { fillPath, operations, type Content, type OperationId, type ResultBody } from '../../client/operations.js';
import { loadConfig } from '../../server/config.js';
import { seededRandom } from '../../server/deps/random.js';
import { ManualClock } from './clock.js';
import { migratedDatabase } from './pgTemplate.js';
import type { Handlers } from '../../server/http/handlers.js';
import { startServer, type Running } from '../../server/main.js';
import { deref, specOperation, validateAgainst } from './spec.js';

export { ManualClock };

export const ADMIN_KEY = 'admin_test_key_0123456789abcdefghij';
export const CLIENT = { id: '11111111-1111-4111-8111-111111111111', secret: 'sk_test_0123456789abcdef0123456789' };
export const clientHeaders = (client = CLIENT) => ({ 'X-Client-Id': client.id, 'X-Client-Secret': client.secret });
/** The credential headers of a client createClient just answered (its secret is shown only then). */
export const headersOf = (created: Content<'createClient'>) =>
  clientHeaders({ id: created.clientId, secret: present(created.clientSecret, 'clientSecret') });

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number>;
  params?: Record<string, string>;
  /** Replaces the default credentials (the test client's headers, or the admin key). */
  headers?: Record<string, string>;
  rawBody?: string;
}

/** An answer: its status, its envelope typed as the spec declares the operation's results, its headers. */
export interface CallResult<K extends OperationId = OperationId> {
  status: number;
  body: ResultBody<K>;
  headers: Headers;
}

export interface TestServer extends Running {
  clock: ManualClock;
  call<K extends OperationId>(id: K, options?: CallOptions): Promise<CallResult<K>>;
}

/**
 * Checks a response against the spec: a status the operation declares, a body that validates. The assertion is made
 * only when the check fails: an expect() costs more than the check, and the property tests make ~30,000 calls.
 */
export function expectConformant(id: OperationId, status: number, body: unknown) {
  const declared = specOperation(id).op.responses[String(status)];
  if (!declared) expect(declared, `${id} answered ${status}, which the spec does not declare`).toBeDefined();
  const errors = validateAgainst(deref(declared).content['application/json'].schema, body);
  if (errors.length) expect(errors, `${id} ${status} body`).toEqual([]);
}

/** One event of a text/event-stream answer, its data parsed. */
export interface StreamEvent {
  id: string;
  event: string;
  data: unknown;
}

/**
 * Judges a text/event-stream answer as expectConformant judges a JSON one: the operation declares the stream for the
 * status, and every event (its id, name and parsed data) validates against the schema the spec gives each event.
 */
export function expectConformantStream(id: OperationId, status: number, events: StreamEvent[]) {
  const declared = specOperation(id).op.responses[String(status)];
  const media = declared && deref(declared).content?.['text/event-stream'];
  expect(media, `${id} answered a stream with ${status}, which the spec does not declare`).toBeDefined();
  for (const event of events) expect(validateAgainst(media.schema, event), `${id} event ${event.id} ${event.event}`).toEqual([]);
}

/**
 * The headers only some answers carry: Idempotent-Replayed (the repeat of a request), Binding-Forgiven (a request the
 * lenient binding forgave something) and Preference-Applied (one that asked for strict binding).
 */
const CONDITIONAL_HEADERS = new Set(['Idempotent-Replayed', 'Binding-Forgiven', 'Preference-Applied']);

/** Every header a success declares, but those only some answers carry. */
function expectDeclaredHeaders(id: OperationId, headers: Headers) {
  const declared: Record<string, unknown> = deref(specOperation(id).op.responses['200']).headers ?? {};
  for (const name of Object.keys(declared))
    if (!CONDITIONAL_HEADERS.has(name) && !headers.get(name))
      expect(headers.get(name), `${id} 200 declares the header ${name}`).toBeTruthy();
}

export async function startTestServer(
  options: { env?: Record<string, string>; clock?: ManualClock; logger?: Logger; handlers?: Partial<Handlers> } = {},
): Promise<TestServer> {
  const clock = options.clock ?? new ManualClock();
  const config = loadConfig({
    PORT: '0',
    ADMIN_PORT: '0',
    DATA_DIR: ':memory:',
    ADMIN_API_KEY: ADMIN_KEY,
    SANDBOX_CLIENT_ID: CLIENT.id,
    SANDBOX_CLIENT_SECRET: CLIENT.secret,
    RATE_LIMIT_BURST: '1000',
    RATE_LIMIT_PER_SECOND: '1000',
    AUTH_FAILURE_BURST: '1000000', // tests fail authentication on purpose, from one address, with a clock that stands still
    CONTRACT_COVERAGE_DIR: process.env.CONTRACT_COVERAGE_DIR ?? '',
    ...options.env,
  });
  const running = await startServer(config, {
    clock,
    random: seededRandom('tests'),
    logger: options.logger ?? pino({ level: 'silent' }),
    background: false,
    handlers: options.handlers,
  });

  async function call<K extends OperationId>(id: K, { body, query, params, headers, rawBody }: CallOptions = {}): Promise<CallResult<K>> {
    const { method, path, listener } = operations[id];
    const admin = listener === 'admin';
    const url = new URL((admin ? running.adminUrl : running.apiUrl) + fillPath(path, params ?? {}));
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
    const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await send(agent, url, {
      method: method.toUpperCase(),
      headers: {
        ...(headers ?? (admin ? { Authorization: `Bearer ${ADMIN_KEY}` } : clientHeaders())),
        ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: payload,
    });
    const result = { status: response.status, body: JSON.parse(response.text) as ResultBody<K>, headers: response.headers };
    expectConformant(id, result.status, result.body);
    if (result.status === 200) expectDeclaredHeaders(id, response.headers);
    return result;
  }

  // node:http rather than fetch: the property tests make tens of thousands of calls, and fetch costs several times the CPU.
  const agent = new Agent({ keepAlive: true });
  return {
    ...running,
    clock,
    call,
    /** Stops it; `drainMs` lets the answers in progress end first, as SIGTERM does. */
    async close(options?: { drainMs?: number }) {
      agent.destroy();
      await running.close(options);
    },
  };
}

/** One HTTP exchange over the agent's kept-alive connections: status, body text and headers. */
function send(
  agent: Agent,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; text: string; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method,
        headers: init.body === undefined ? init.headers : { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) for (const v of [value].flat()) headers.append(name, v);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as idle just as this request went out on it: the server never read
      // the request, so it is sent again on a new connection (as Node's documentation of `reusedSocket` advises).
      if (req.reusedSocket && error.code === 'ECONNRESET') send(agent, url, init).then(resolve, reject);
      else reject(error);
    });
    req.end(init.body);
  });
}

/** A test server on the store a suite runs on: SQLite in memory, or a throwaway PostgreSQL database that close() drops. */
export async function startTestServerOn(
  kind: 'sqlite' | 'postgres',
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<TestServer> {
  if (kind === 'sqlite') return startTestServer(options);
  const database = await migratedDatabase();
  const server = await startTestServer({ ...options, env: { ...options.env, DATABASE_URL: database.url } });
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** Runs `test` against a server of its own, closed afterwards whatever happens. */
export async function withTestServer(
  options: Parameters<typeof startTestServer>[0],
  test: (server: TestServer) => Promise<void>,
): Promise<void> {
  const server = await startTestServer(options);
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

/** A value the test needs: fails the test when the server left it null or out, and narrows its type. */
export function present<T>(value: T | null | undefined, what = 'the value'): T {
  if (value === null || value === undefined) expect.fail(`${what} is ${value}`);
  return value;
}

/** The request id the server answered a call under (its log line's). */
export const requestIdOf = (result: { headers: Headers }) => present(result.headers.get('x-request-id'));

/** A logger at info for a server, and the lines it wrote, for a test to read. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, lines };
}

/** The field errors of a refused call (its errorData.errors); fails the test when it carries none. */
export function fieldErrors<K extends OperationId>(result: CallResult<K>): FieldError[] {
  const data = (result.body as ApiResult).errorData;
  if (!data || !('errors' in data)) expect.fail(`no field errors in ${JSON.stringify(result.body)}`);
  return data.errors;
}

/** The content of a successful call, typed by the operation; fails the test with the envelope otherwise. */
export function ok<K extends OperationId>(result: CallResult<K>): Content<K> {
  // Asserted only when it fails, as in expectConformant: the message alone stringifies the whole body.
  const { status, errorType } = result.body as { status?: unknown; errorType?: unknown };
  if (status !== 'ok' || errorType !== '') expect(result.body, JSON.stringify(result.body)).toMatchObject({ status: 'ok', errorType: '' });
  if (result.status !== 200) expect(result.status).toBe(200);
  return (result.body as { content: Content<K> }).content;
}

/** A connected account: link token, then sandbox connect (answering MFA with the sandbox code when asked). */
export async function connect(
  server: TestServer,
  type: string,
  { userId = 'user-1', username = 'alice', headers }: { userId?: string; username?: string; headers?: Record<string, string> } = {},
) {
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId }, headers }));
  let content = ok(await server.call('sandboxConnect', { body: { linkToken, type, username, password: 'pass_good' }, headers }));
  if (content.brokerResponseStatus === 'mfaRequired') {
    content = ok(
      await server.call('sandboxConnect', { body: { linkToken, type, username, password: 'pass_good', mfaCode: '123456' }, headers }),
    );
  }
  const token = present(present(content.accessToken, 'accessToken').accountTokens[0], 'the first account token');
  return {
    ...token,
    refreshToken: present(token.refreshToken, 'refreshToken'),
    tokenId: present(token.tokenId, 'tokenId'),
    linkToken,
    brokerType: type,
  };
}
