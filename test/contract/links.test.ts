// The spec's links (components/links, named by responses): from an operation's result to the operations that use
// it. Each must point at what exists (the target's parameters and body fields, a path into the source's request or
// result schema), and followed from a real answer of the sandbox, each must lead to a 200: a tool that runs
// stateful sequences by them gets a sequence that works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../client/operations.js';
import { type CallOptions, connect, ok, present, startTestServer, type TestServer } from '../support/server.js';
import { deref, type Json, parametersFor, spec, specOperation } from '../support/spec.js';

interface LinkUse {
  source: OperationId;
  name: string;
  link: Json;
}

const linkName = (node: Json) => String(node.$ref ?? '').replace('#/components/links/', '');

/** Every link of every operation's 200 answer, with the component it names. */
const uses: LinkUse[] = (Object.keys(operations) as OperationId[]).flatMap((source) =>
  Object.values<Json>(deref(specOperation(source).op.responses['200'])?.links ?? {}).map((node) => ({
    source,
    name: linkName(node),
    link: deref(node),
  })),
);

/** The schema a JSON pointer leads to from `schema`, through properties, items and allOf/oneOf/anyOf; undefined if none. */
function schemaAt(schema: Json, pointer: string): Json | undefined {
  let nodes: Json[] = [deref(schema)];
  for (const segment of pointer.split('/').slice(1)) {
    const expand = (node: Json): Json[] => [
      node,
      ...[...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])].map(deref).flatMap(expand),
    ];
    nodes = nodes
      .flatMap(expand)
      .map((node) => (/^\d+$/.test(segment) ? node.items : node.properties?.[segment]))
      .filter(Boolean)
      .map(deref);
    if (!nodes.length) return undefined;
  }
  return nodes[0];
}

const bodySchemaOf = (id: OperationId) => deref(specOperation(id).op.requestBody)?.content?.['application/json']?.schema;
const resultSchemaOf = (id: OperationId) => deref(specOperation(id).op.responses['200']).content['application/json'].schema;
const isExpression = (value: unknown): value is string => typeof value === 'string' && value.startsWith('$');

/** A link's parameter name without its location (`path.transferId` is `transferId`). */
const bareName = (key: string) => key.replace(/^(path|query|header|cookie)\./, '');

describe('the links of the spec', () => {
  it('are shared components, each named by at least one response', () => {
    const components = Object.keys(spec.components.links ?? {});
    expect(components.length).toBeGreaterThan(0);
    expect([...new Set(uses.map((u) => u.name))].sort()).toEqual([...components].sort());
  });

  it.each(uses.map((use) => [`${use.source} → ${use.name}`, use] as const))('%s points at what exists', (_, { source, link }) => {
    const target = link.operationId as OperationId;
    expect(operations[target], `operationId ${target}`).toBeDefined();
    const { path } = operations[target];
    const declared = parametersFor(path, specOperation(target).op).map((p) => p.name);
    for (const key of Object.keys(link.parameters ?? {})) expect(declared, `parameter ${key}`).toContain(bareName(key));
    if (link.requestBody !== undefined) {
      const body = deref(bodySchemaOf(target));
      for (const field of Object.keys(link.requestBody)) expect(schemaAt(body, `/${field}`), `body field ${field}`).toBeDefined();
      // A tool sends the link's body as it is: it must hold every field the target requires.
      for (const field of body.required ?? []) expect(Object.keys(link.requestBody), `required ${field}`).toContain(field);
    }
    const expressions = [...Object.values(link.parameters ?? {}), ...Object.values(link.requestBody ?? {})].filter(isExpression);
    for (const expression of expressions) {
      const [, where, pointer] = /^\$(response\.body|request\.body)#(\/.*)$/.exec(expression) ?? [];
      expect(where, `${expression} is a body expression`).toBeDefined();
      const schema = where === 'response.body' ? resultSchemaOf(source) : bodySchemaOf(source);
      expect(schemaAt(schema, pointer!), `${expression} in ${source}`).toBeDefined();
    }
  });
});

// Followed for real: each link from a real answer of its source, the target called as the link says.
const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const USER = 'links-user';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

let usernames = 0;
/** The requests of the operations that no link leads to with a whole request, made as an integrator would. */
const SEEDS: Partial<Record<OperationId, () => Promise<CallOptions>>> = {
  createLinkToken: async () => ({ body: { userId: USER } }),
  createClient: async () => ({ body: { name: 'Links' } }),
  sandboxTransfer: async () => {
    const account = await connect(server, 'coinbase', { userId: USER, username: `links-${usernames++}` });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
    return { body: { linkToken, authToken: account.tokenId, type: 'coinbase', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION } };
  },
  configureTransfer: async () => {
    const [from, to] = [
      await connect(server, 'gemini', { userId: USER, username: `links-${usernames++}` }),
      await connect(server, 'coinbase', { userId: USER }),
    ];
    return {
      body: {
        fromAuthToken: from.tokenId,
        fromType: 'gemini',
        toAuthToken: to.tokenId,
        toType: 'coinbase',
        symbol: 'ETH',
        networkId: ETHEREUM,
      },
    };
  },
  linkConnect: async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
    const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken } }));
    return {
      headers: { Authorization: `Bearer ${sessionToken}` },
      body: { type: 'coinbase', username: `links-${usernames++}`, password: 'pass_good' },
    };
  },
};

/** The value a JSON pointer names in a value. */
const at = (value: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

/** A link's value: an expression evaluated against the source's request and answer, or the literal it is. */
function evaluate(value: unknown, request: CallOptions, answer: unknown): unknown {
  if (!isExpression(value)) return value;
  const [, where, pointer] = /^\$(response\.body|request\.body)#(\/.*)$/.exec(value) ?? [];
  return at(where === 'response.body' ? answer : request.body, pointer!);
}

/** The request a link makes of its target, from the source's request and answer. */
function requestOf(link: Json, request: CallOptions, answer: unknown): CallOptions {
  const target = link.operationId as OperationId;
  const declared = parametersFor(operations[target].path, specOperation(target).op);
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(link.parameters ?? {})) {
    const where = declared.find((p) => p.name === bareName(key))?.in === 'path' ? params : query;
    where[bareName(key)] = String(present(evaluate(value, request, answer), key));
  }
  const body =
    link.requestBody === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(link.requestBody).map(([field, value]) => [field, present(evaluate(value, request, answer), field)]),
        );
  return { params, query, ...(body ? { body } : {}) };
}

/** A fresh answer of an operation: its seed, or the first link that leads to it followed from a fresh answer of its source. */
async function fresh(id: OperationId, seen: OperationId[] = []): Promise<{ request: CallOptions; answer: unknown }> {
  const seed = SEEDS[id];
  let request: CallOptions;
  if (seed) request = await seed();
  else {
    const incoming = uses.find((use) => use.link.operationId === id && !seen.includes(use.source) && reachable(use.source, [...seen, id]));
    if (!incoming) throw new Error(`no seed and no link leads to ${id}`);
    const from = await fresh(incoming.source, [...seen, id]);
    request = requestOf(incoming.link, from.request, from.answer);
  }
  const answer = await server.call(id, request);
  ok(answer);
  return { request, answer: answer.body };
}

const reachable = (id: OperationId, seen: OperationId[] = []): boolean =>
  Boolean(SEEDS[id]) ||
  uses.some((use) => use.link.operationId === id && !seen.includes(use.source) && reachable(use.source, [...seen, id]));

describe('the links, followed', () => {
  const followed = uses.filter((use) => reachable(use.source));

  it('reach every link from an operation the sandbox can be driven to', () => {
    expect([...new Set(followed.map((u) => u.name))].sort()).toEqual(Object.keys(spec.components.links).sort());
  });

  it.each(followed.map((use) => [`${use.source} → ${use.name}`, use] as const))('%s answers 200', async (_, { link, source }) => {
    const from = await fresh(source);
    const target = link.operationId as OperationId;
    const answer = await server.call(target, requestOf(link, from.request, from.answer));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
