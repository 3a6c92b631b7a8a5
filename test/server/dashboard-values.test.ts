// Whatever a call carries, the dashboard's views of it answer (issue 45, defect 1), on both stores: every operation
// the dashboard keeps calls of is called with each field of its body and query, one at a time, at its edges (empty,
// one past its longest, and its longest where the dashboard keeps the value), the rest as the spec allows; then every
// view that shows kept calls (listDashboardRequests, by each user it names too, getDashboardRequest of each call, the
// JSON listDashboardEvents, getDashboardStats, listDashboardUsers) must answer 200 with what the spec declares (the
// harness judges every answer). An empty `userId` once made them answer 500 until the call aged out: the user a kept
// call names was bounded above, not below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../client/operations.js';
import { storeKinds } from '../support/postgres.js';
import { requestShape, sampleRequest } from '../support/requests.js';
import { headersOf, ok, requestIdOf, startTestServerOn, type TestServer } from '../support/server.js';
import { deref, type Json } from '../support/spec.js';

/** The operations whose calls the dashboard keeps: the API listener's, but the dashboard's own. */
const KEPT = (Object.keys(operations) as OperationId[]).filter((id) => {
  const op = operations[id];
  return op.listener === 'api' && op.tag !== 'Dashboard';
});

/** A schema's branches (anyOf, oneOf), each followed; the schema itself when it has none. */
const branches = (schema: Json): Json[] => {
  const s = deref(schema);
  const parts: Json[] = s.anyOf ?? s.oneOf ?? [];
  return parts.length ? parts.flatMap(branches) : [s];
};

const USER = { $ref: '#/components/schemas/UserId' };

/**
 * The values at a field's edges: empty and one past its longest; the longest too where the dashboard keeps the value
 * as it came (a query's values, and the end user a call names, UserId).
 */
function edges(schema: Json, kept: boolean): string[] {
  const longest = Math.max(0, ...branches(schema).map((b) => (typeof b.maxLength === 'number' ? b.maxLength : 0))) || 4096;
  return kept || schema.$ref === USER.$ref ? ['', 'x'.repeat(longest), 'x'.repeat(longest + 1)] : ['', 'x'.repeat(longest + 1)];
}

/**
 * Each request of the operation with one field of its body or query at an edge, the rest as `sampleRequest` made
 * them; and, where the operation does not declare them, the names the dashboard reads a call's end user from (a
 * body's `userId`, the query's `UserId` or `userId`) at UserId's edges, empty in the query.
 */
function edgeRequests(id: OperationId) {
  const shape = requestShape(id);
  const base = sampleRequest(id, 45);
  const requests: { body?: Record<string, unknown>; query: Record<string, string>; params: Record<string, string> }[] = [];
  const body: Record<string, Json> | undefined = shape.body
    ? (branches(shape.body).find((b) => b.properties)?.properties ?? {})
    : undefined;
  const query: Record<string, Json> = shape.query.properties ?? {};
  if (body)
    for (const [name, schema] of Object.entries<Json>({ userId: USER, ...body }))
      for (const value of edges(schema, false)) requests.push({ ...base, body: { ...base.body, [name]: value } });
  for (const [name, schema] of Object.entries<Json>(query))
    for (const value of edges(schema, true)) requests.push({ ...base, query: { ...base.query, [name]: value } });
  for (const name of ['UserId', 'userId'].filter((n) => !(n in query))) requests.push({ ...base, query: { ...base.query, [name]: '' } });
  return requests;
}

describe.each(storeKinds)('the dashboard shows every call, whatever its fields hold, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: { RATE_LIMIT_BURST: '1000000' } });
  });
  afterAll(() => server?.close());

  /** A new client of its own (what one operation's calls do stays with it), and a Link page session of it. */
  async function newClient() {
    const headers = headersOf(ok(await server.call('createClient', { body: { name: 'edges' } })));
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'edge-user' }, headers }));
    const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken }, headers: {} }));
    return { headers, session: { Authorization: `Bearer ${sessionToken}` } };
  }

  /** Every view of the client's kept calls answers 200 (and what the spec declares); each of `requestIds` opens. */
  async function viewsAnswer(headers: Record<string, string>, requestIds: string[]) {
    const listed = ok(await server.call('listDashboardRequests', { query: { count: 500 }, headers })).requests;
    for (const userId of new Set(listed.map((r) => r.userId)))
      if (userId !== null) ok(await server.call('listDashboardRequests', { query: { userId }, headers }));
    for (const requestId of requestIds) ok(await server.call('getDashboardRequest', { params: { requestId }, headers }));
    ok(await server.call('listDashboardEvents', { headers }));
    ok(await server.call('getDashboardStats', { headers }));
    ok(await server.call('listDashboardUsers', { headers }));
    return listed;
  }

  it.each(KEPT)('%s', async (id) => {
    const { headers: client, session } = await newClient();
    const { auth } = operations[id];
    const requestIds: string[] = [];
    const failures: string[] = [];
    for (const { body, query, params } of edgeRequests(id)) {
      const headers = auth === 'linkSession' ? session : auth === 'client' ? client : {};
      const answered = await server.call(id, { body, query, params, headers });
      if (answered.status >= 500) failures.push(`${answered.status} ${JSON.stringify({ body, query }).slice(0, 300)}`);
      requestIds.push(requestIdOf(answered));
    }
    // A call of no client (startLinkSession with a link token that is none) is not kept: the others all are.
    const kept = auth === 'none' ? [] : requestIds;
    const listed = await viewsAnswer(client, kept);
    expect(listed.length).toBeGreaterThan(kept.length ? 0 : -1);
    expect(failures).toEqual([]);
  });
});
