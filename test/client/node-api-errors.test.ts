// Every error status the spec documents for an operation of the public Node client (@meshconnect/node-api), reached
// through that operation's own method, and every such answer held to node-api's declared `ApiResult` (required
// fields, types, enum values, no unknown field). Each status has one cause, the same for every operation:
// - 400: a query parameter the operation does not have;
// - 401: a wrong client secret;
// - 404: a token, or an id, the sandbox never issued (a schema-valid request, otherwise);
// - 409: an `Idempotency-Key` used again for another request;
// - 413: a body past the server's limit;
// - 429: a client past its rate limit;
// - 500: a store that fails;
// - 503: PostgreSQL out of reach.
// node-api-types.test.ts judges the other refusals (each kind of 400, 404 and 409 an operation has).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorType } from '../../generated/openapi.js';
import { sampleRequest } from '../support/requests.js';
import {
  attempt,
  callNodeApi,
  nodeApiOperations,
  nodeApiTypeErrors,
  recordingNodeApi,
  specOperationOfNodeApi,
  type Answer,
  type NodeApiOperation,
  type SpecRequest,
} from '../support/nodeApi.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { specOperation } from '../support/spec.js';
import { CLIENT, ok, startTestServer, type TestServer } from '../support/server.js';
import { startTcpProxy, throughProxy, type TcpProxy } from '../support/tcpProxy.js';

const BODY_LIMIT = 16 * 1024;
const OPERATIONS = nodeApiOperations();
/** The error statuses the spec documents for a node-api operation. */
const documentedErrors = (operation: NodeApiOperation) =>
  Object.keys(specOperation(specOperationOfNodeApi(operation)).op.responses).filter((status) => Number(status) >= 400);

/** A schema-valid request of the operation, the same for a seed. */
const valid = (operation: NodeApiOperation, seed: number): SpecRequest => sampleRequest(specOperationOfNodeApi(operation), seed);
/**
 * A schema-valid request of the operation naming what the sandbox never issued (tokens, ids), at an institution that
 * has the operation (Coinbase), in plain text, so that the unknown token or id is what refuses it.
 */
function unissued(operation: NodeApiOperation, coinbaseIntegrationId: string): SpecRequest {
  const request = valid(operation, 404);
  if (!request.body || typeof request.body !== 'object') return request;
  const body: Record<string, unknown> = { ...request.body };
  for (const field of ['type', 'fromType', 'brokerType']) if (field in body) body[field] = 'coinbase';
  if ('integrationId' in body) body.integrationId = coinbaseIntegrationId;
  if ('symbol' in body) body.symbol = 'ETH';
  delete body.isSensitiveFieldsEncrypted;
  delete body.mfaCode;
  // authenticate signs in again with a connection of the user's: an unknown one, with the login's credentials.
  if (specOperationOfNodeApi(operation) === 'authenticate')
    Object.assign(body, { username: 'node-api-errors', password: 'pass_good', authToken: 'at_unknown' });
  return { ...request, body };
}

/** A node-api operation's answers. */
const answered = (answers: Answer[], operation: NodeApiOperation) => answers.filter((a) => a.operation === operation.operation);

/** The refusals of what the sandbox never issued: a connection's token, a refresh token, an order or a transfer. */
const NOT_FOUND: ErrorType[] = ['connectionNotFound', 'refreshTokenNotFound', 'orderNotFound', 'transferNotFound', 'previewNotFound'];

const every = (status: string) => OPERATIONS.filter((operation) => documentedErrors(operation).includes(status));
const names = (operations: NodeApiOperation[]) => operations.map((operation) => [operation.operation, operation] as const);

/**
 * The operation's last answer came back with the status, for the cause this file gave it: `errorType` one of
 * `causes`, and for a 400 the unknown query parameter among the fields named.
 */
function expectAnswered(answers: Answer[], operation: NodeApiOperation, status: number, ...causes: ErrorType[]) {
  const last = answered(answers, operation).at(-1);
  const body = last?.body as { errorType?: string; errorData?: { errors?: { path: string }[] } } | undefined;
  expect(last?.status, JSON.stringify(body)).toBe(status);
  expect(causes, JSON.stringify(body)).toContain(body?.errorType as ErrorType);
  if (status === 400)
    expect(
      body?.errorData?.errors?.map((e) => e.path),
      JSON.stringify(body),
    ).toContain('/query/unknownParameter');
}

describe('the error statuses node-api operations document, reached through node-api', () => {
  let server: TestServer;
  let api: ReturnType<typeof recordingNodeApi>;
  let stranger: ReturnType<typeof recordingNodeApi>;
  /** A client that adds a query parameter no operation has to every call without a query of its own. */
  let oddQuery: ReturnType<typeof recordingNodeApi>;
  /** Coinbase's id, as integrations lists it. */
  let coinbaseIntegrationId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } });
    const coinbase = ok(await server.call('listIntegrations')).items.find((integration) => integration.type === 'coinbase');
    coinbaseIntegrationId = String(coinbase?.id);
    api = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret);
    stranger = recordingNodeApi(server.apiUrl, CLIENT.id, 'sk_wrong_0123456789abcdef0123456789');
    oddQuery = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret, { params: { unknownParameter: '1' } });
  });
  afterAll(() => server?.close());

  it.each(names(every('400')))('%s answers 400 to a query parameter it does not have', async (_, operation) => {
    const request = valid(operation, 400);
    if (operation.arguments.query !== undefined) {
      // The parameter alone: the sample's other values, made strings, are not what node-api would send.
      await attempt(callNodeApi(api.api, operation, { ...request, query: { unknownParameter: '1' } }));
      expectAnswered(api.answers, operation, 400, 'invalidField');
    } else {
      await attempt(callNodeApi(oddQuery.api, operation, request));
      expectAnswered(oddQuery.answers, operation, 400, 'invalidField');
    }
  });

  it.each(names(every('401')))('%s answers 401 to a wrong client secret', async (_, operation) => {
    await attempt(callNodeApi(stranger.api, operation, valid(operation, 401)));
    expectAnswered(stranger.answers, operation, 401, 'invalidCredentials');
  });

  it.each(names(every('404')))('%s answers 404 for what the sandbox never issued', async (_, operation) => {
    await attempt(callNodeApi(api.api, operation, unissued(operation, coinbaseIntegrationId)));
    expectAnswered(api.answers, operation, 404, ...NOT_FOUND);
  });

  it.each(names(every('409')))('%s answers 409 to an Idempotency-Key used again for another request', async (_, operation) => {
    const headers = { 'Idempotency-Key': `node-api-errors-${operation.operation}` };
    await attempt(callNodeApi(api.api, operation, valid(operation, 409), { headers }));
    await attempt(callNodeApi(api.api, operation, valid(operation, 410), { headers }));
    expectAnswered(api.answers, operation, 409, 'idempotencyKeyReused');
  });

  it.each(names(every('413')))('%s answers 413 to a body past the limit', async (_, operation) => {
    const request = valid(operation, 413);
    await attempt(callNodeApi(api.api, operation, { ...request, body: { ...(request.body as object), padding: 'x'.repeat(BODY_LIMIT) } }));
    expectAnswered(api.answers, operation, 413, 'payloadTooLarge');
  });

  it("answered each with a body of node-api's declared ApiResult", () => {
    const answers = [...api.answers, ...stranger.answers, ...oddQuery.answers];
    // One answer per operation and status, and one more per 409 (the request that first used the key).
    const expected = ['400', '401', '404', '409', '413'].reduce((sum, status) => sum + every(status).length, every('409').length);
    expect(answers.length).toBe(expected);
    expect(nodeApiTypeErrors(answers)).toEqual([]);
  });
});

describe('past the rate limit, through node-api', () => {
  let server: TestServer;
  let api: ReturnType<typeof recordingNodeApi>;
  beforeAll(async () => {
    // One request in the client's burst, spent here; the manual clock never refills it.
    server = await startTestServer({ env: { RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_SECOND: '1' } });
    api = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret);
    ok(await server.call('listNetworks'));
  });
  afterAll(() => server?.close());

  it.each(names(every('429')))('%s answers 429 with Retry-After', async (_, operation) => {
    await attempt(callNodeApi(api.api, operation, valid(operation, 429)));
    expectAnswered(api.answers, operation, 429, 'rateLimited');
  });

  it("answered each with a body of node-api's declared ApiResult", () => {
    expect(api.answers.length).toBe(every('429').length);
    expect(nodeApiTypeErrors(api.answers)).toEqual([]);
  });
});

describe('when the store fails, through node-api', () => {
  let server: TestServer;
  let api: ReturnType<typeof recordingNodeApi>;
  beforeAll(async () => {
    server = await startTestServer();
    api = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret);
    await server.store.close();
  });
  afterAll(() => server?.close().catch(() => undefined));

  it.each(names(every('500')))('%s answers 500 serverFailure', async (_, operation) => {
    await attempt(callNodeApi(api.api, operation, valid(operation, 500)));
    expectAnswered(api.answers, operation, 500, 'unexpectedError');
  });

  it("answered each with a body of node-api's declared ApiResult", () => {
    expect(api.answers.length).toBe(every('500').length);
    expect(nodeApiTypeErrors(api.answers)).toEqual([]);
  });
});

describe.skipIf(!postgresAvailable)('when PostgreSQL is out of reach, through node-api', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let server: TestServer;
  let api: ReturnType<typeof recordingNodeApi>;
  beforeAll(async () => {
    database = await freshDatabase();
    proxy = await startTcpProxy({ host: new URL(database.url).hostname, port: Number(new URL(database.url).port || 5432) });
    server = await startTestServer({ env: { DATABASE_URL: throughProxy(database.url, proxy) } });
    // A client whose credentials the server has not checked yet, so that authenticating it needs the database.
    const created = ok(await server.call('createClient', { body: { name: 'node-api outage client' } }));
    api = recordingNodeApi(server.apiUrl, created.clientId, created.clientSecret!);
    await proxy.cut();
  });
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await proxy?.close();
    await database?.drop();
  });

  it.each(names(every('503')))('%s answers 503 storeUnavailable', async (_, operation) => {
    await attempt(callNodeApi(api.api, operation, valid(operation, 503)));
    expectAnswered(api.answers, operation, 503, 'storeUnavailable');
  });

  it("answered each with a body of node-api's declared ApiResult", () => {
    expect(api.answers.length).toBe(every('503').length);
    expect(nodeApiTypeErrors(api.answers)).toEqual([]);
  });
});

describe('the operations and statuses reached', () => {
  it("are every node-api operation, each with every error status it documents but 4xx refusals' other kinds", () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(45);
    const statuses = new Set(OPERATIONS.flatMap(documentedErrors));
    // A status this file has no cause for would be documented and never reached here.
    expect([...statuses].sort()).toEqual(['400', '401', '404', '409', '413', '429', '500', '503']);
  });
});
