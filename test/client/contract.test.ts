// Every operation through the typed client against `prism mock` on openapi.yaml: requests built from the
// spec's examples, results equal to the spec's success examples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createApi, createLinkPageClient, type Api } from '@account-connection/client';
import { operations, type OperationId } from '../../client/operations.js';
import { prismMock, type Prism } from '../support/prism.js';
import { deref, spec, type Json } from '../support/spec.js';

let prism: Prism;
let api: Api;
let admin: Api;
let linkPage: Api;
beforeAll(async () => {
  prism = await prismMock();
  api = createApi({ baseUrl: prism.url, clientId: '6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e', clientSecret: 'sk_test' });
  admin = createApi(createAdminClient({ adminUrl: prism.url, adminKey: 'admin-key' }));
  linkPage = createApi(createLinkPageClient({ baseUrl: prism.url, sessionToken: 'lps_3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e' }));
});
afterAll(() => prism?.stop());

/** One flat input from the operation's request example and parameter examples. */
function exampleInput(id: OperationId): Record<string, unknown> {
  const { method, path } = operations[id];
  const op = spec.paths[path][method];
  const example = Object.values<Json>(op.requestBody?.content?.['application/json']?.examples ?? {})[0];
  const input: Record<string, unknown> = { ...(example ? deref(example).value : {}) };
  // Path and query parameters; headers (Idempotency-Key) are the client's to send.
  for (const p of [...(spec.paths[path].parameters ?? []), ...(op.parameters ?? [])].map(deref))
    if (p.in !== 'header') input[p.name] = p.example;
  return input;
}

const successContent = (id: OperationId) => {
  const { method, path } = operations[id];
  const example = deref(Object.values<Json>(deref(spec.paths[path][method].responses['200']).content['application/json'].examples)[0]);
  return example.value.content;
};

describe.each(Object.keys(operations) as OperationId[])('%s through the client', (id) => {
  it('returns the content of the spec example', async () => {
    const target = { admin, linkSession: linkPage, client: api, none: api }[operations[id].auth];
    const call = target[id] as (input: Record<string, unknown>) => Promise<unknown>;
    expect(await call(exampleInput(id))).toEqual(successContent(id));
  });
});
