// scripts/request-enums.ts: the values removed from a request's enums where Optic's enum rules do not look (an
// array's items, a map's values, a union's branches), judged on small specs; breaking.test.ts runs it with Optic.
import { describe, expect, it } from 'vitest';
import { removedRequestEnumValues, wordRemovals } from '../../scripts/request-enums.js';
import type { Json } from '../../server/contract/spec.js';

/** A spec of one operation, POST /things, whose body is `body` and whose parameters are `parameters`. */
const spec = (body: Json, parameters: Json[] = [], components: Json = {}) => ({
  openapi: '3.1.0',
  paths: {
    '/things': {
      post: {
        parameters,
        requestBody: { content: { 'application/json': { schema: body } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: { schemas: components },
});
const object = (properties: Json) => ({ type: 'object', properties });
const tags = (values: string[]) => ({ type: 'array', items: { type: 'string', enum: values } });

describe('removedRequestEnumValues', () => {
  it("finds a value removed from an array's items, through a $ref, and words it as Optic words its own", () => {
    const before = spec(object({ tags: { $ref: '#/components/schemas/Tags' } }), [], { Tags: tags(['a', 'b', 'c']) });
    const after = spec(object({ tags: { $ref: '#/components/schemas/Tags' } }), [], { Tags: tags(['a', 'c']) });
    const found = removedRequestEnumValues(before, after);
    expect(found).toEqual([{ operation: 'POST /things', at: 'body.tags[]', removed: ['b'] }]);
    expect(wordRemovals(found)).toBe(
      "x POST /things:\n    x [request enums Optic does not judge] cannot remove enum option 'b' from request body.tags[]. This is a breaking change.",
    );
  });

  it("finds values removed from a map's values and from an array parameter's items", () => {
    const map = (values: string[]) => object({ limits: { type: 'object', additionalProperties: { enum: values } } });
    const query = (values: string[]) => [{ name: 'kinds', in: 'query', schema: tags(values) }];
    const found = removedRequestEnumValues(spec(map(['x', 'y']), query(['p', 'q', 'r'])), spec(map(['x']), query(['p'])));
    expect(found).toEqual([
      { operation: 'POST /things', at: 'body.limits{}', removed: ['y'] },
      { operation: 'POST /things', at: 'query kinds[]', removed: ['q', 'r'] },
    ]);
  });

  it("judges a union's branches as one: split or reordered, they take the same values; a branch of any string takes all", () => {
    const before = object({ kind: { anyOf: [{ type: 'string', enum: ['a', 'b', 'c'] }, { type: 'null' }] } });
    const split = object({ kind: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['c'] }, { type: 'string', enum: ['a', 'b'] }] } });
    expect(removedRequestEnumValues(spec(before), spec(split))).toEqual([]);
    const narrowed = object({ kind: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['a'] }] } });
    expect(removedRequestEnumValues(spec(before), spec(narrowed))).toEqual([
      { operation: 'POST /things', at: 'body.kind', removed: ['b', 'c'] },
    ]);
    const open = object({
      kind: {
        anyOf: [
          { type: 'string', enum: ['a'] },
          { type: 'string', maxLength: 9 },
        ],
      },
    });
    expect(removedRequestEnumValues(spec(open), spec(narrowed))).toEqual([]);
  });

  it("finds a value removed as the place changes shape: an array's items become a union, a property's enum a union's branch", () => {
    const items = spec(object({ tags: tags(['a', 'b']) }));
    const nullableItems = spec(object({ tags: { type: 'array', items: { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'null' }] } } }));
    expect(removedRequestEnumValues(items, nullableItems)).toEqual([{ operation: 'POST /things', at: 'body.tags[]', removed: ['b'] }]);
    const property = spec(object({ mode: { type: 'string', enum: ['x', 'y'] } }));
    const branch = spec(object({ mode: { oneOf: [{ type: 'string', enum: ['x'] }, { type: 'null' }] } }));
    expect(removedRequestEnumValues(property, branch)).toEqual([{ operation: 'POST /things', at: 'body.mode', removed: ['y'] }]);
  });

  it("reads const and nullable enums, and allOf's parts as all applying: a part that narrows the values narrows them", () => {
    const tagsOf = (items: Json) => spec(object({ tags: { type: 'array', items } }));
    expect(removedRequestEnumValues(tagsOf({ enum: ['a', null] }), tagsOf({ const: 'a' }))).toEqual([
      { operation: 'POST /things', at: 'body.tags[]', removed: [null] },
    ]);
    const narrowedByPart = tagsOf({ allOf: [{ enum: ['a', 'b', 'c'] }, { enum: ['a', 'c', 'd'] }] });
    expect(removedRequestEnumValues(tagsOf({ enum: ['a', 'b', 'c'] }), narrowedByPart)).toEqual([
      { operation: 'POST /things', at: 'body.tags[]', removed: ['b'] },
    ]);
  });

  it("follows a parameter and a request body given by $ref, a map's objects' properties, and a path whose parameter was renamed", () => {
    const at = (path: string, values: string[]) => ({
      openapi: '3.1.0',
      paths: {
        [path]: {
          put: {
            parameters: [{ $ref: '#/components/parameters/Kinds' }],
            requestBody: { $ref: '#/components/requestBodies/Limits' },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      components: {
        parameters: { Kinds: { name: 'kinds', in: 'query', schema: tags(values) } },
        requestBodies: {
          Limits: {
            content: {
              'application/json': {
                schema: object({ limits: { type: 'object', additionalProperties: object({ kind: { enum: values } }) } }),
              },
            },
          },
        },
      },
    });
    expect(removedRequestEnumValues(at('/things/{id}', ['a', 'b']), at('/things/{thingId}', ['a']))).toEqual([
      { operation: 'PUT /things/{thingId}', at: 'body.limits{}.kind', removed: ['b'] },
      { operation: 'PUT /things/{thingId}', at: 'query kinds[]', removed: ['b'] },
    ]);
  });

  it("leaves to Optic what its rules judge: a property's own enum and a parameter's own enum", () => {
    const before = spec(object({ mode: { enum: ['a', 'b'] } }), [{ name: 'format', in: 'query', schema: { enum: ['json', 'xml'] } }]);
    const after = spec(object({ mode: { enum: ['a'] } }), [{ name: 'format', in: 'query', schema: { enum: ['json'] } }]);
    expect(removedRequestEnumValues(before, after)).toEqual([]);
  });

  it('finds nothing when values are only added, or the operation is new or gone, and stops at a schema that holds itself', () => {
    const tree = (values: string[]) =>
      spec({ $ref: '#/components/schemas/Node' }, [], {
        Node: object({ children: { type: 'array', items: { $ref: '#/components/schemas/Node' } }, kinds: tags(values) }),
      });
    expect(removedRequestEnumValues(tree(['a']), tree(['a', 'b']))).toEqual([]);
    expect(removedRequestEnumValues(tree(['a', 'b']), tree(['a']))).toEqual([
      { operation: 'POST /things', at: 'body.kinds[]', removed: ['b'] },
    ]);
    expect(removedRequestEnumValues({ paths: {} }, tree(['a']))).toEqual([]);
    expect(removedRequestEnumValues(tree(['a']), { paths: {} })).toEqual([]);
  });
});
