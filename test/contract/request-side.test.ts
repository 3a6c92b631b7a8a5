// The request side of the spec (requestSide, server/http/validation.ts): what express-openapi-validator is given when
// responses are not validated (the shipped server, startSandbox). It must validate requests exactly as the whole spec
// would: each operation's parameters and body, with every reference followed, are the same, and every reference
// it holds resolves inside it. The property tests (test/conformance/properties.test.ts) send requests through it.
import { describe, expect, it } from 'vitest';
import { resolveRef } from '../../server/contract/spec.js';
import { requestSide } from '../../server/http/validation.js';
import { type Json, parametersFor, spec, specOperations } from '../support/spec.js';

const side = requestSide(spec);

/** Follows a local `#/…` reference in `doc`, or throws naming it. */
function target(doc: Json, ref: string): Json {
  const found = resolveRef(doc, ref);
  if (found === undefined) throw new Error(`${ref} does not resolve`);
  return found;
}

/** `node` with every reference replaced by what it names, in `doc` (a reference back into itself is left as it is). */
function resolved(doc: Json, node: Json, open: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => resolved(doc, item, open));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') return open.includes(node.$ref) ? node : resolved(doc, target(doc, node.$ref), [...open, node.$ref]);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(doc, value, open)]));
}

/** What request validation reads of an operation in `doc`: its parameters and its body's schemas, resolved. */
function requestOf(doc: Json, path: string, method: string) {
  const item = doc.paths[path];
  const op = item[method];
  const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => {
    const { examples: _examples, example: _example, ...rest } = resolved(doc, p);
    return rest;
  });
  const body = op.requestBody && resolved(doc, op.requestBody);
  return {
    parameters,
    security: op.security ?? doc.security,
    body: body && {
      required: body.required,
      content: Object.fromEntries(Object.entries<Json>(body.content).map(([type, media]) => [type, media.schema])),
    },
  };
}

describe('the request side of the spec', () => {
  const operations = specOperations().filter((o) => !o.webhook);

  it('holds every operation, and validates each request as the whole spec does', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method } of operations) {
      expect(requestOf(side, path, method), `${method} ${path}`).toEqual(requestOf(spec, path, method));
    }
    // The parameters the test above compares are those the spec really has: it would pass on two empty lists.
    expect(operations.some(({ path, op }) => parametersFor(path, op).length > 0)).toBe(true);
  });

  it('resolves every reference it holds within itself, and leaves out responses, examples and webhooks', () => {
    const refs: string[] = [];
    const walk = (node: Json) => {
      if (!node || typeof node !== 'object') return;
      if (typeof node.$ref === 'string') refs.push(node.$ref);
      Object.values(node).forEach(walk);
    };
    walk(side);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(() => target(side, ref), ref).not.toThrow();
    expect(JSON.stringify(side.paths)).not.toMatch(/"responses"|#\/components\/examples\//);
    expect(side.components.examples).toBeUndefined();
    expect(side.components.responses).toBeUndefined();
    expect(side.webhooks).toBeUndefined();
    // What is left is a fraction of the whole: what makes the validator's start fast.
    expect(JSON.stringify(side).length).toBeLessThan(JSON.stringify(spec).length / 2);
  });

  it('is the whole spec when a reference points anywhere but a component', () => {
    const odd = structuredClone(spec);
    const { path, method } = operations.find(({ op }) => op.requestBody)!;
    odd.paths[path][method].requestBody = { $ref: `#/paths/${path.replace(/\//g, '~1')}/${method}/x-body` };
    expect(requestSide(odd)).toBe(odd);
  });
});
