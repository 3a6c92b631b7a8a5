// Walks every string bound a request declares (maxLength, in bodies and parameters) into every answer that echoes
// it: an answer field of the same name (in any casing, as webhooks spell `UserId`) must hold whatever the request
// may carry, or the server accepts a value, acts on it, and then answers 500 when it says it back (issue 36).
// What the spec itself says is no echo is left out: an answer field that can only say what the server made (a format
// such as uuid, a pattern or an enum: a request value outside it names nothing and is refused); a request field
// marked x-secret (never answered back); and a document the client writes and reads back whole (a component both
// taken and answered, such as a sandbox user or an export), which echoes only itself. What is left that shares a name
// without being the same thing is named below, each with its reason.
import { describe, expect, it } from 'vitest';
import { SECRET_FIELDS } from '../../client/operations.js';
import { deref, parametersFor, spec, specOperations, type Json } from '../support/spec.js';

/** Answer fields that share a request field's name and are another thing, by component and property. */
const NOT_ECHOES: Record<string, string> = {
  'AccountDetails/countryCode': "the owner's country, made up by the sandbox from a list, never taken from a request",
  'SandboxUserRecord/username':
    "a sandbox user's name, which putSandboxUser takes in its path (at most 128); a longer login signs in as none",
  'AuthenticationField/name': "the name of a sign-in form's field, which the institution's catalog fixes",
  'TransferToken/token': "a token's symbol in the Solana helpers, not getSolanaTokenProgram's mint address",
  'TransferOptions/transactionId':
    "the client's order id; InstitutionTransferDetailsRequest and UpdateTransferRequest take an id to look a transfer up by, never stored",
  'TransferWebhookPayload/TransactionId': 'as TransferOptions/transactionId',
  'SandboxExportEventPayload/TransactionId': 'as TransferOptions/transactionId',
  'FaultRule/id': "a fault rule's own id, which sandboxPutFault takes in its path (at most 64); no other thing's id",
};
/** Request fields that share a name with answers of another thing, by component and property. */
const NOT_ECHOED: Record<string, string> = {
  'SandboxExportPosition/symbol': "an option's symbol (longer than an asset's), answered only by option positions, which hold it",
  'SandboxUserOptionPosition/symbol': 'as SandboxExportPosition/symbol',
  'getSolanaTokenProgram/token': 'a mint address, which nothing answers back',
  'SandboxUserOwner/address': "the owner's street address, answered only as AccountDetails/address (512), not a blockchain address",
};

interface Bound {
  name: string;
  maxLength: number;
  /** Where: the nearest component, then the property (or the operation, for a parameter or an inline schema). */
  at: string;
}

/** Every named string with a maxLength under a schema, its place named by the component that holds the property; `met` gathers the components. */
function strings(
  schema: Json,
  owner: string,
  name: string | undefined,
  answer: boolean,
  out: Bound[],
  met: Set<string>,
  seen = new Set<Json>(),
) {
  const s = deref(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return;
  const here = typeof schema.$ref === 'string' ? (String(schema.$ref).split('/').pop() ?? owner) : owner;
  met.add(here);
  seen.add(s);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const part of s[key] ?? []) strings(part, owner, name, answer, out, met, seen);
  const isString = [s.type ?? []].flat().includes('string');
  const madeByServer = answer && (s.format || s.pattern || s.enum);
  if (name && isString && typeof s.maxLength === 'number' && !madeByServer)
    out.push({ name, maxLength: s.maxLength, at: `${owner}/${name}` });
  if (s.items) strings(s.items, owner, name, answer, out, met, seen);
  for (const [property, sub] of Object.entries<Json>(s.properties ?? {})) strings(sub, here, property, answer, out, met, seen);
  seen.delete(s);
}

const contents = (holder: Json): Json[] => Object.values<Json>(deref(holder ?? {})?.content ?? {}).map((media) => media.schema);

/** Every bound the spec's requests declare, and every one its answers and webhook payloads declare. */
function allBounds() {
  const requests: Bound[] = [];
  const answers: Bound[] = [];
  const taken = new Set<string>();
  const answered = new Set<string>();
  for (const { method, path, webhook } of specOperations()) {
    const op = (webhook ? spec.webhooks : spec.paths)[path][method];
    const id: string = op.operationId;
    // A webhook's payload is what the server says, like an answer.
    if (webhook) {
      for (const schema of contents(op.requestBody)) strings(schema, id, undefined, true, answers, answered);
      continue;
    }
    for (const parameter of parametersFor(path, op)) strings(parameter.schema, id, parameter.name, false, requests, taken);
    for (const schema of contents(op.requestBody)) strings(schema, id, undefined, false, requests, taken);
    for (const response of Object.values<Json>(op.responses))
      for (const schema of contents(response)) strings(schema, id, undefined, true, answers, answered);
  }
  return { requests, answers, taken };
}

/** The bounds the walk compares: what the spec and the lists above say is no echo left out. */
function echoBounds() {
  const { requests, answers, taken } = allBounds();
  const component = (b: Bound) => b.at.split('/')[0] ?? '';
  return {
    requests: requests.filter((b) => !SECRET_FIELDS.includes(b.name) && !NOT_ECHOED[b.at]),
    // A document the client writes and reads back whole (a component also taken) echoes only itself.
    answers: answers.filter((b) => !taken.has(component(b)) && !NOT_ECHOES[b.at]),
  };
}

describe('request bounds against the answers that echo them', () => {
  const { requests, answers } = echoBounds();

  it('finds the fields it walks (the walk is not empty), and each named exception still exists', () => {
    expect(requests.some((b) => b.at === 'LinkTokenRequest/userId')).toBe(true);
    expect(requests.some((b) => b.at === 'SandboxExportTransfer/userId')).toBe(true);
    expect(answers.some((b) => b.at === 'TransferWebhookPayload/UserId')).toBe(true);
    const all = allBounds();
    for (const at of Object.keys(NOT_ECHOES))
      expect(
        all.answers.map((b) => b.at),
        at,
      ).toContain(at);
    for (const at of Object.keys(NOT_ECHOED))
      expect(
        all.requests.map((b) => b.at),
        at,
      ).toContain(at);
  });

  it('gives every answer field at least the bound of each request field of its name', () => {
    const byName = new Map<string, Bound[]>();
    for (const answer of answers) byName.set(answer.name.toLowerCase(), [...(byName.get(answer.name.toLowerCase()) ?? []), answer]);
    const short = new Set<string>();
    for (const request of requests)
      for (const answer of byName.get(request.name.toLowerCase()) ?? [])
        if (answer.maxLength < request.maxLength) short.add(`${request.at} (${request.maxLength}) > ${answer.at} (${answer.maxLength})`);
    expect([...short].sort()).toEqual([]);
  });
});

describe('one userId', () => {
  /** Every property and parameter named userId, in any casing, with where it is; $refs are not followed (each place is walked once). */
  function userIds(node: Json, at: string, out: [string, Json][]) {
    if (!node || typeof node !== 'object') return;
    for (const [name, schema] of Object.entries<Json>(node.properties ?? {}))
      if (name.toLowerCase() === 'userid') out.push([`${at}/properties/${name}`, schema]);
    if (typeof node.in === 'string' && String(node.name).toLowerCase() === 'userid') out.push([at, node.schema]);
    for (const [key, child] of Object.entries<Json>(node)) userIds(child, `${at}/${key}`, out);
  }
  /** The shared UserId, or it or null. */
  const isUserId = (schema: Json): boolean =>
    schema?.$ref === '#/components/schemas/UserId' ||
    (Array.isArray(schema?.anyOf) &&
      schema.anyOf.length === 2 &&
      schema.anyOf.some((s: Json) => s.$ref === '#/components/schemas/UserId') &&
      schema.anyOf.some((s: Json) => s.type === 'null'));

  it('is the shared UserId schema wherever a userId is taken, matched or answered (issue 45, defect 8)', () => {
    const found: [string, Json][] = [];
    userIds(spec, '#', found);
    expect(found.map(([at]) => at)).toContain('#/components/schemas/FaultMatch/properties/userId');
    expect(found.filter(([, schema]) => !isUserId(schema)).map(([at]) => at)).toEqual([]);
  });
});
