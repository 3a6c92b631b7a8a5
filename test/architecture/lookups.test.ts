// Lookups by a name from input are safe from Object.prototype (lookups.ts says the rule): no request's `toString`,
// `constructor` or `__proto__` finds a member of Object.prototype where a table has no such name. The names each
// exception below looks up never come from input; test/server/prototype-names.test.ts sends the three names over
// HTTP wherever a request's name selects something.
import { beforeAll, describe, expect, it } from 'vitest';
import type ts from 'typescript';
import { projectRoot } from '../support/scratch.js';
import { castsToNames, type Finding, programOf, unguardedLookups } from './lookups.js';

/** Lookups by names that never come from input, by file and the lookup's text, each with where its names come from. */
const KNOWN_NAMES: { file: string; texts: string[]; why: string }[] = [
  { file: 'client/operations.ts', texts: ['params[name]'], why: 'the names of a path’s parameters, from the spec' },
  {
    file: 'client/api.ts',
    texts: ['input[name]', '(node as Record<string, unknown> | undefined)?.[key]'],
    why: 'the spec’s parameter names, and its x-mfa paths, read in the caller’s own input and answer',
  },
  { file: 'server/config.ts', texts: ['env[name]'], why: 'the variables config.ts reads' },
  { file: 'server/store/prepared.ts', texts: ['args[names[i]!]'], why: 'a prepared statement’s own parameter names' },
  {
    file: 'server/domain/dashboard/masking.ts',
    texts: ['target[key]'],
    why: 'the assignment beside which `__proto__` is defined as an own property instead',
  },
  {
    file: 'server/contract/spec.ts',
    texts: ["node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')]", 'schema[key]', 'spec[section]'],
    why: 'the spec document, walked by its own pointers and sections',
  },
  {
    file: 'server/http/validation.ts',
    texts: ['all[kind]?.[name]', 'all[kind]', 'kept[kind]?.[name]', 'kept[kind]', 'query[name]'],
    why: 'the spec’s components by its own `$ref`s, and the integer query parameters it declares',
  },
  {
    file: 'server/store/sandbox/sandboxShapes.ts',
    texts: ['values[column]', 'fields[field]', 'values[s.rest]', 'row[column]', 'rest[field]', 'row[s.rest]'],
    why: 'the columns and fields a table’s own description names (a row read from the store, a document the spec validated)',
  },
  {
    file: 'server/http/binding.ts',
    texts: ['object[companion]', 'object[name]'],
    why: 'the field names of the contract’s schemas (or the object’s own keys, bound to them), on the request’s body',
  },
];

/** Casts in the HTTP edge of names the server itself set, each with where they come from. */
const KNOWN_CASTS: { texts: string[]; why: string }[] = [
  {
    texts: ['res.locals.operationId as OperationId | undefined'],
    why: 'routing sets res.locals.operationId from the spec’s operations',
  },
  {
    texts: ['operation?.operationId as OperationId | undefined'],
    why: 'the operation express-openapi-validator matched, in the spec',
  },
];

const excused = (finding: Finding) => KNOWN_NAMES.some(({ file, texts }) => file === finding.file && texts.includes(finding.text));
const show = (findings: Finding[]) => findings.map(({ file, line, text }) => `${file}:${line} ${text}`);

let program: ts.Program;
let lookups: Finding[];
let casts: Finding[];
beforeAll(() => {
  program = programOf(projectRoot, ['server', 'client', 'browser']);
  lookups = unguardedLookups(program, projectRoot, ['server', 'client', 'browser']);
  casts = castsToNames(program, projectRoot, ['server/http', 'server/handlers']);
}, 180_000);

describe('lookups by a name from input', () => {
  it('are on a table without a prototype, checked by Object.hasOwn, or by the table’s own keys', () => {
    expect(show(lookups.filter((f) => !excused(f)))).toEqual([]);
  });

  it('in the HTTP edge, make a string one of the contract’s names by a check, never by a cast', () => {
    expect(show(casts.filter((f) => !KNOWN_CASTS.some(({ texts }) => texts.includes(f.text))))).toEqual([]);
  });

  it('lists only exceptions that are still needed', () => {
    const unused = [
      ...KNOWN_NAMES.flatMap(({ file, texts }) =>
        texts.filter((text) => !lookups.some((f) => f.file === file && f.text === text)).map((text) => `${file}: ${text}`),
      ),
      ...KNOWN_CASTS.flatMap(({ texts }) => texts.filter((text) => !casts.some((f) => f.text === text))),
    ];
    expect(unused).toEqual([]);
  });
});
