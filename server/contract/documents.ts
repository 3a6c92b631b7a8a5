// Documents the API takes inside a field (a sandbox user's document given as a password) validated against the
// spec's own schema, with the same JSON Schema engine express-openapi-validator runs on request bodies, and the
// same "did you mean" on names and enum values: one schema, whatever way the document arrives.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { files } from '../files.js';
import type { FieldIssue } from './errors.js';
import { didYouMean, quotedAlternatives } from './suggest.js';
import type { Schemas } from './types.js';

const SPEC_ID = 'https://spec.local/openapi.json';
/** FieldError's bound on a message. */
const MAX_MESSAGE = 1024;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** The validator of a component schema, compiled on first use (the server may never need one). */
function validatorOf(component: keyof Schemas): ValidateFunction {
  let validate = compiled.get(component);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, validateFormats: true });
      addFormats(ajv);
      for (const format of ['int32', 'int64', 'float', 'double']) ajv.addFormat(format, true);
      const spec = JSON.parse(readFileSync(files.specJson, 'utf8')) as { components: unknown };
      ajv.addSchema({ $id: SPEC_ID, components: spec.components });
    }
    validate = ajv.compile({ $ref: `${SPEC_ID}#/components/schemas/${component}` });
    compiled.set(component, validate);
  }
  return validate;
}

const bounded = (message: string) => (message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message);

/** One problem as request validation words it: the JSON path of the field, what it must be, and the rule. */
function issueOf(error: ErrorObject): FieldIssue {
  const params = error.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
  if (error.keyword === 'required')
    return { field: `${error.instancePath}/${params.missingProperty}`, message: error.message ?? 'is required', errorCode: 'required' };
  if (error.keyword === 'additionalProperties') {
    const name = params.additionalProperty ?? '';
    const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    const suggestions = didYouMean(name, known);
    const message = suggestions.length
      ? `\`${name}\` is not a field of this object; did you mean ${quotedAlternatives(suggestions)}?`
      : `must NOT have additional properties: \`${name}\` is not one of ${quotedAlternatives(known)}`;
    return { field: `${error.instancePath}/${name}`, message: bounded(message), errorCode: 'additionalProperties' };
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues ?? []).map(String);
    const suggestions = typeof error.data === 'string' ? didYouMean(error.data, allowed) : [];
    const message = suggestions.length
      ? `\`${String(error.data)}\` is not allowed; did you mean ${quotedAlternatives(suggestions)}?`
      : `must be equal to one of the allowed values: ${allowed.join(', ')}`;
    return { field: error.instancePath, message: bounded(message), errorCode: 'enum' };
  }
  return { field: error.instancePath, message: bounded(error.message ?? 'is invalid'), errorCode: error.keyword };
}

/**
 * Every way the value breaks the component's schema, each at its JSON pointer in the value (`/institutions/0/type`),
 * in the words request validation uses; none when it validates.
 */
export function schemaIssues(component: keyof Schemas, value: unknown): FieldIssue[] {
  const validate = validatorOf(component);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(issueOf);
}
