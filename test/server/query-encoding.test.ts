// Query parameters take reserved characters as clients send them (the spec's Decisions): axios, which the public Node
// client uses, leaves `:$,[]!'()*` unencoded, so no string parameter may be refused for its encoding; its value is
// judged by its schema like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, operations, type OperationId } from '../../client/operations.js';
import { requestShape, sampleRequest } from '../support/requests.js';
import { deref, type Json } from '../support/spec.js';
import { clientHeaders, startTestServer, type TestServer } from '../support/server.js';

/** As axios sends a value: percent-encoded but for the characters it leaves as they are. */
const RAW = "a:b$c,d[e]f!g'h(i)j*k";

const isString = (schema: Json): boolean => {
  const node = deref(schema);
  const types = [node.type].flat();
  return types.includes('string') || (types.includes('array') && isString(node.items));
};

/** Every string query parameter of an operation the client's credentials call. */
const parameters = (Object.keys(operations) as OperationId[])
  .filter((id) => operations[id].auth === 'client')
  .flatMap((id) =>
    Object.entries((requestShape(id).query.properties ?? {}) as Record<string, Json>)
      .filter(([, schema]) => isString(schema))
      .map(([name]) => [`${id} ${name}`, id, name] as const),
  );

describe('a query parameter with reserved characters left unencoded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is found on every operation that has one', () => {
    expect(parameters.length).toBeGreaterThan(20);
  });

  it.each(parameters)('%s is judged by its schema, not refused for its encoding', async (_, id, name) => {
    const { params } = sampleRequest(id, 7);
    const response = await fetch(`${server.apiUrl}${fillPath(operations[id].path, params)}?${name}=${RAW}`, {
      method: operations[id].method.toUpperCase(),
      headers: { ...clientHeaders(), 'Content-Type': 'application/json' },
      ...(operations[id].method === 'get' ? {} : { body: '{}' }),
    });
    const body = (await response.json()) as { message?: string };
    expect(response.status).toBeLessThan(500);
    expect(body.message ?? '').not.toMatch(/url encoded|reserved characters/);
  });
});
