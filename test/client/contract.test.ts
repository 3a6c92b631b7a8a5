// Every operation through the typed client against `prism mock` on openapi.yaml: requests built from the
// spec's examples, results equal to the spec's success examples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createApi, type Api } from '@account-connection/client';
import { operations, type OperationId } from '../../generated/operations.js';
import { startPrism, type Prism } from '../support/prism.js';
import { deref, spec, type Json } from '../support/spec.js';

let prism: Prism;
let api: Api;
let admin: Api;
beforeAll(async () => {
  prism = await startPrism();
  api = createApi({ baseUrl: prism.url, clientId: '6a1f0c3e-8d2b-4f7a-9c5e-1b3d5f7a9c0e', clientSecret: 'sk_test' });
  admin = createApi(createAdminClient({ adminUrl: prism.url, adminKey: 'admin-key' }));
});
afterAll(() => prism?.stop());

/** One flat input from the operation's request example and parameter examples. */
function exampleInput(id: OperationId): Record<string, unknown> {
  const { method, path } = operations[id];
  const op = spec.paths[path][method];
  const input: Record<string, unknown> = { ...(Object.values<Json>(op.requestBody?.content?.['application/json']?.examples ?? {})[0]?.value ?? {}) };
  for (const p of [...(spec.paths[path].parameters ?? []), ...(op.parameters ?? [])].map(deref)) input[p.name] = p.example;
  return input;
}

const successContent = (id: OperationId) => {
  const { method, path } = operations[id];
  const example = deref(Object.values<Json>(deref(spec.paths[path][method].responses['200']).content['application/json'].examples)[0]);
  return example.value.content;
};

describe.each(Object.keys(operations) as OperationId[])('%s through the client', (id) => {
  it('returns the content of the spec example', async () => {
    const target = operations[id].path.startsWith('/admin/') ? admin : api;
    const call = target[id] as (input: Record<string, unknown>) => Promise<unknown>;
    expect(await call(exampleInput(id))).toEqual(successContent(id));
  });
});
