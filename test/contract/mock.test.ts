// `npm run mock` serves every operation from the spec's examples: each documented response of each
// operation is requested from Prism and checked against the spec.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId, type ResultBody } from '../../client/operations.js';
import { prismMock, type Prism } from '../support/prism.js';
import { deref, parametersFor, spec, validateAgainst, type Json } from '../support/spec.js';

let prism: Prism;
beforeAll(async () => {
  prism = await prismMock();
});
afterAll(() => prism?.stop());

/** A valid request for the operation, built from the spec's own examples. */
function exampleRequest(id: OperationId): { url: string; init: RequestInit } {
  const { method, path } = operations[id];
  const op = spec.paths[path][method];
  const query = new URLSearchParams();
  let url: string = path;
  for (const p of parametersFor(path, op)) {
    if (p.in === 'query') query.set(p.name, String(p.example));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
  }
  const example = Object.values<Json>(op.requestBody?.content?.['application/json']?.examples ?? {})[0];
  // fetch sends no body with a GET: a GET's optional body (verifyTransfer's) has its fields in the query examples.
  const body = method !== 'get' && example && deref(example).value;
  const auth: Record<string, string> = {
    admin: { Authorization: 'Bearer admin-key' },
    linkSession: { Authorization: 'Bearer lps_3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e' },
    client: { 'X-Client-Id': 'client', 'X-Client-Secret': 'secret' },
    none: {},
  }[operations[id].auth];
  return {
    url: `${url}${query.size ? `?${query}` : ''}`,
    init: {
      method: method.toUpperCase(),
      headers: { ...auth, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    },
  };
}

const ids = Object.keys(operations) as OperationId[];

describe.each(ids)('%s through prism mock', (id) => {
  const { method, path } = operations[id];
  const op = spec.paths[path][method];

  it.each(Object.keys(op.responses))('serves documented response %s, valid against the spec', async (code) => {
    const { url, init } = exampleRequest(id);
    const response = await fetch(prism.url + url, { ...init, headers: { ...init.headers, Prefer: `code=${code}` } });
    expect(response.status).toBe(Number(code));
    expect(response.headers.get('sl-violations')).toBeNull();
    const schema = deref(op.responses[code]).content['application/json'].schema;
    expect(validateAgainst(schema, await response.json())).toEqual([]);
  });
});

describe('prism mock enforces the contract on requests', () => {
  it('answers 401 with the envelope when credentials are missing', async () => {
    const response = await fetch(`${prism.url}/api/v1/transfers/managed/networks`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ResultBody<OperationId>).status).toBe('permissionDenied');
  });

  it('answers 400 with the envelope when a required field is missing', async () => {
    const { url, init } = exampleRequest('getHoldings');
    const response = await fetch(prism.url + url, { ...init, body: JSON.stringify({ type: 'robinhood' }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ResultBody<OperationId>).status).toBe('badRequest');
  });

  // What docs/contract-checks.md says the mock can and cannot say: the body is the response's first example, the
  // same whatever was wrong; Prism's own verdict on the request is the sl-violations header.
  it('answers a bad request with the canned example body, and names the real violation in sl-violations', async () => {
    const holdings = exampleRequest('getHoldings');
    const linkToken = exampleRequest('createLinkToken');
    const answers = await Promise.all(
      [
        fetch(prism.url + holdings.url, { ...holdings.init, body: JSON.stringify({ type: 'robinhood' }) }),
        fetch(prism.url + linkToken.url, { ...linkToken.init, body: JSON.stringify({ userid: 'u1' }) }),
      ].map(async (answer) => {
        const response = await answer;
        const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as { message: string }[];
        return { status: response.status, body: (await response.json()) as ResultBody<OperationId>, violations };
      }),
    );
    const [first, second] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect([first.status, second.status]).toEqual([400, 400]);
    // The example's message, not about either request: the same for both.
    expect(second.body.message).toBe(first.body.message);
    // Prism's verdict, operation by operation.
    expect(first.violations.map((v) => v.message).join(' ')).toMatch(/authToken/);
    expect(second.violations.map((v) => v.message).join(' ')).toMatch(/userId/);
    expect(second.violations.map((v) => v.message).join(' ')).not.toMatch(/authToken/);
    // And the docs say so, where a developer reading a mock's 400 looks.
    const doc = readFileSync(new URL('../../docs/contract-checks.md', import.meta.url), 'utf8');
    expect(doc).toMatch(/## What the mock can and cannot say[\s\S]*`sl-violations`/);
  });
});
