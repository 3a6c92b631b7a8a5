// Walks openapi.yaml and checks it against the API description and the house standards.
import { describe, expect, it } from 'vitest';
import { pathTemplate } from '../../client/operations.js';
import { deref, parametersFor, spec, specOperations, validateAgainst, type Json } from '../support/spec.js';

// The oracle: the operations the API description names (sections 4.1–4.11), and those the public service answers.
const DESCRIBED_OPERATIONS = [
  'post /api/v1/transfers/address/get',
  'post /admin/api/v1/Token',
  'post /api/v1/token/refresh',
  'post /api/v1/transfers/managed/address/list',
  'post /api/v1/linktoken',
  'get /api/v1/holdings/portfolio',
  'post /api/v1/holdings/get',
  'get /api/v1/balance/portfolio',
  'delete /api/v1/account',
  'get /api/v1/wallets/verify',
  'post /api/v1/transfers/symbol/details',
  'get /api/v1/transfers/managed/networks',
];
// Section 2.2, in the order the public service lists them; section 2.3.
const INSTITUTION_TYPES = `robinhood eTrade alpaca tdAmeritrade weBull stash interactiveBrokers public coinbase kraken
coinbasePro cryptoCom openSea binanceUs gemini cryptocurrencyAddress cryptocurrencyWallet okCoin bittrex kuCoin etoro
cexIo binanceInternational bitstamp gateIo acorns okx bitFlyer coinlist huobi bitfinex deFiWallet krakenDirect vanguard
binanceInternationalDirect bitfinexDirect bybit paxos coinbasePrime btcTurkDirect kuCoinDirect okxOAuth paribuDirect
robinhoodConnect blockchainCom bitsoDirect binanceConnect binanceOAuth revolutConnect binancePay bybitDirect paribuOAuth
payPalConnect binanceTrDirect coinbaseRamp bybitDirectMobile sandbox cryptoComPay bybitEuDirect uphold binancePayOnchain
sandboxCoinbase bybitPay`.split(/\s+/);
const ADDRESS_TYPES = `ethAddress btcAddress ltcAddress solAddress algoAddress celoAddress cardanoAddress polygonAddress
bnbAddress elrondAddress neoAddress xrpAddress flowAddress harmonyOneAddress tronAddress dogeAddress opAddress`.split(/\s+/);

const schemas = spec.components.schemas;
const served = specOperations().filter((o) => !o.webhook);
const label = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

/** True when a schema is the envelope or composes it. */
function isEnvelope(schema: Json): boolean {
  if (schema.$ref === '#/components/schemas/ApiResult') return true;
  const target = deref(schema);
  return (target.allOf ?? []).some((part: Json) => isEnvelope(part));
}

/** Collects the places in an input schema that lack a bound. */
/** What leaves a schema unbounded. Requests must also close their objects; answers may grow new fields. */
function unbounded(schema: Json, at: string, seen = new Set<Json>(), { closed = true } = {}): string[] {
  const s = deref(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return [];
  seen.add(s);
  const problems: string[] = [];
  const types: string[] = [s.type ?? []].flat();
  const inner = (part: Json, where: string) => unbounded(part, where, seen, { closed });
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [i, part] of ((s[key] ?? []) as Json[]).entries()) problems.push(...inner(part, `${at}/${key}/${i}`));
  }
  if (types.includes('string') && !s.enum && s.const === undefined && s.maxLength === undefined)
    problems.push(`${at}: string without maxLength`);
  if (types.includes('integer') && !s.enum && s.const === undefined && (s.minimum ?? s.exclusiveMinimum) === undefined)
    problems.push(`${at}: integer without minimum`);
  if (types.includes('integer') && !s.enum && s.const === undefined && (s.maximum ?? s.exclusiveMaximum) === undefined)
    problems.push(`${at}: integer without maximum`);
  if (types.includes('array')) {
    if (s.maxItems === undefined) problems.push(`${at}: array without maxItems`);
    if (s.items) problems.push(...inner(s.items, `${at}/items`));
  }
  if (types.includes('object')) {
    if (closed && s.properties && s.additionalProperties !== false) problems.push(`${at}: object without additionalProperties: false`);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      if (s.maxProperties === undefined) problems.push(`${at}: map without maxProperties`);
      problems.push(...inner(s.additionalProperties, `${at}/additionalProperties`));
    }
    for (const [name, prop] of Object.entries<Json>(s.properties ?? {})) problems.push(...inner(prop, `${at}/${name}`));
  }
  return problems;
}

describe('openapi.yaml against the description', () => {
  it('is OpenAPI 3.1 with the 2020-12 dialect and version 1.0', () => {
    expect(spec.openapi).toMatch(/^3\.1\./);
    expect(spec.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(spec.info.version).toBe('1.0');
  });

  it('writes server descriptions as plain text, since the docs show them as written (no markdown)', () => {
    const servers: Json[] = [...spec.servers, ...Object.values<Json>(spec.paths).flatMap((item) => item.servers ?? [])];
    const texts = servers.flatMap((server) => [
      server.description,
      ...Object.values<Json>(server.variables ?? {}).map((variable) => variable.description),
    ]);
    expect(texts.filter((text) => /`|\*\*|\]\(/.test(text ?? ''))).toEqual([]);
  });

  it('names no placeholder contact (no reserved example domain)', () => {
    const contact = JSON.stringify(spec.info.contact ?? {});
    expect(contact).not.toMatch(/example\.(org|com|net)|@example\b/i);
  });

  it('has every operation of the description', () => {
    const present = served.map(label);
    for (const op of DESCRIBED_OPERATIONS) expect(present).toContain(op);
  });

  it('names the enums as schemas with the described values', () => {
    expect(schemas.InstitutionType.enum).toEqual(INSTITUTION_TYPES);
    expect(schemas.AddressType.enum).toEqual(ADDRESS_TYPES);
    expect(schemas.ResultStatus.enum).toEqual([
      'ok',
      'serverFailure',
      'permissionDenied',
      'badRequest',
      'notFound',
      'conflict',
      'tooManyRequest',
      'locked',
      'unavailableForLegalReasons',
    ]);
    expect(schemas.BrokerResponseStatus.enum).toEqual(['unknown', 'mfaRequired', 'kycRequired']);
    expect(schemas.TransferStatus.enum).toEqual(['Pending', 'Succeeded', 'Failed']);
    expect(schemas.ErrorType.enum).toEqual(expect.arrayContaining(['', 'missingField', 'invalidField', 'badRequest']));
  });

  it('defines the envelope once with the described fields', () => {
    expect(Object.keys(schemas.ApiResult.properties)).toEqual([
      'status',
      'message',
      'displayMessage',
      'errorHash',
      'teamCode',
      'errorType',
      'errorData',
    ]);
    const others = Object.entries<Json>(schemas).filter(([name, s]) => name !== 'ApiResult' && s.properties?.errorHash);
    expect(others).toEqual([]);
  });

  it('has three servers whose variables default to the local server', () => {
    expect(spec.servers).toHaveLength(3);
    for (const server of spec.servers) {
      const url = pathTemplate(server.url, (name) => server.variables[name].default);
      expect(new URL(url).hostname).toBe('127.0.0.1');
    }
  });

  it("requires both client headers together, or the id token, on every /api/v1 operation but the Link page's", () => {
    expect(spec.security).toEqual([{ ClientId: [], ClientSecret: [] }, { IdToken: [] }]);
    for (const o of served) {
      if (o.path.startsWith('/admin/')) expect(o.op.security, label(o)).toEqual([{ AdminKey: [] }]);
      else if (o.op.tags[0] !== 'Link page') expect(o.op.security, label(o)).toBeUndefined();
      // The page never holds the client's secret: its session token, or the link token in the body to start one.
      else if (o.op.security.length) expect(o.op.security, label(o)).toEqual([{ LinkSession: [] }]);
      else expect(deref(o.op.requestBody.content['application/json'].schema).required, label(o)).toEqual(['linkToken']);
    }
  });

  it('gathers its decisions in the description of the tag Decisions, and marks none anywhere else', () => {
    const { tags, ...rest } = spec;
    expect(tags.find((t: Json) => t.name === 'Decisions')?.description).toContain('What this API decided');
    expect(JSON.stringify([rest, tags.filter((t: Json) => t.name !== 'Decisions')])).not.toMatch(/\*\*Decided/);
  });

  it('declares the transfer webhook with its PascalCase payload, the Standard Webhooks headers and the public service signature', () => {
    const hook = spec.webhooks.transferStatus.post;
    expect(hook.parameters.map((p: Json) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
      'X-Mesh-Signature-256',
    ]);
    const payload = deref(hook.requestBody.content['application/json'].schema);
    for (const key of Object.keys(payload.properties)) expect(key).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(payload.required).toEqual(expect.arrayContaining(['EventId', 'Id', 'TransferId', 'TransferStatus']));
  });
});

describe.each(served.map((o) => [label(o), o] as const))('%s', (_, { path, op }) => {
  const declaredTags = new Map<string, Json>(spec.tags.map((t: Json) => [t.name, t]));
  const body = op.requestBody?.content?.['application/json'];
  const parameters: Json[] = parametersFor(path, op);

  it('has a camelCase operationId, one declared tag, a summary and a description', () => {
    expect(op.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(op.tags).toHaveLength(1);
    expect(declaredTags.get(op.tags[0])?.description).toBeTruthy();
    expect(op.summary).toBeTruthy();
    expect(op.description?.length).toBeGreaterThan(40);
  });

  it('documents every response it can give, each with the envelope', () => {
    const codes = Object.keys(op.responses);
    const expected = op.security?.length === 0 ? ['200', '500'] : ['200', '401', '500'];
    if (body || parameters.length) expected.push('400');
    if (body) expected.push('413');
    if (path.startsWith('/api/v1/')) expected.push('429');
    if (body && deref(body.schema).properties?.authToken) expected.push('404');
    expect(codes).toEqual(expect.arrayContaining(expected));
    for (const code of codes) {
      const response = deref(op.responses[code]);
      expect(isEnvelope(response.content['application/json'].schema), `${code} carries the envelope`).toBe(true);
      expect(response.headers?.['X-Request-Id'], `${code} has X-Request-Id`).toBeDefined();
    }
    if (codes.includes('429')) expect(deref(op.responses['429']).headers['Retry-After']).toBeDefined();
  });

  it('has a result schema that composes the envelope with its content', () => {
    const ok = deref(op.responses['200']).content['application/json'].schema;
    expect(ok.$ref).toMatch(/^#\/components\/schemas\/\w+Result$|^#\/components\/schemas\/ApiResult$/);
  });

  it('has named examples, and every example validates against its schema', () => {
    const media = [body, ...Object.values<Json>(op.responses).map((r) => deref(r).content['application/json'])].filter(Boolean);
    for (const m of media) {
      const examples = Object.entries<Json>(m.examples ?? {});
      expect(examples.length).toBeGreaterThan(0);
      for (const [name, ref] of examples) {
        const example = deref(ref);
        expect(example.summary, name).toBeTruthy();
        expect(validateAgainst(m.schema, example.value), name).toEqual([]);
      }
    }
    for (const p of parameters) {
      expect(p.description, p.name).toBeTruthy();
      expect(validateAgainst(p.schema, p.example), p.name).toEqual([]);
    }
  });

  it('bounds every input', () => {
    const problems = [...(body ? unbounded(body.schema, 'body') : []), ...parameters.flatMap((p: Json) => unbounded(p.schema, p.name))];
    expect(problems).toEqual([]);
  });

  it('bounds every string, array and integer it answers with, in bodies and headers', () => {
    const problems = Object.entries<Json>(op.responses).flatMap(([status, ref]) => {
      const response = deref(ref);
      return [
        ...Object.values<Json>(response.content ?? {}).flatMap((media) => unbounded(media.schema, status, new Set(), { closed: false })),
        ...Object.entries<Json>(response.headers ?? {}).flatMap(([name, header]) =>
          unbounded(deref(header).schema, `${status} ${name}`, new Set(), { closed: false }),
        ),
      ];
    });
    expect(problems).toEqual([]);
  });
});
