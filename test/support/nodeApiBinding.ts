// The requests node-api builds, changed as sloppy real code changes them (every property and query name re-cased, or
// `""` for each optional string left out), sent to a sandbox of their own through node-api itself. Each changed
// request is also sent once with `Prefer: handling=strict` to a judge server, which must refuse it (400) without
// acting: the judge keeps the lenient servers' state, and their seeded random sources, in step with the canonical one.
import type { InternalAxiosRequestConfig } from 'axios';
import { operations, type OperationId } from '../../client/operations.js';
import { recordingNodeApi } from './nodeApi.js';
import { raw } from './rawRequest.js';
import { clientHeaders } from './server.js';
import { deref, specOperation, type Json } from './spec.js';

export type Variant = 'PascalCase' | 'lower case' | 'optional strings ""';

/** Every key of a JSON value renamed by `rename`, at any depth. */
export const renamed = (value: unknown, rename: (key: string) => string): unknown =>
  Array.isArray(value)
    ? value.map((item) => renamed(item, rename))
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [rename(key), renamed(item, rename)]))
      : value;

/** The operation node-api's request is for: by its method and path. */
const operationOf = (method: string, url: string): OperationId | undefined => {
  const path = new URL(url, 'http://x').pathname;
  return (Object.keys(operations) as OperationId[]).find(
    (id) => operations[id].method === method && new RegExp(`^${operations[id].path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
};

/** Whether `schema` takes strings, none of them `""` (a minimum length, a format, a pattern or an enum). */
const refusesEmpty = (schema: Json): boolean => {
  const node = deref(schema);
  const branches = [node, ...((node.anyOf ?? node.oneOf ?? []) as Json[]).map(deref)];
  const strings = branches.filter((b) => b.type === 'string' || (Array.isArray(b.type) && b.type.includes('string')));
  return strings.length > 0 && strings.every((b) => b.minLength >= 1 || b.format || b.pattern || b.enum);
};

/** The body with `""` for each optional string field of the operation's body that it leaves out. */
function withEmptyStrings(id: OperationId | undefined, body: unknown): unknown {
  if (!id || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const schema = deref(deref(specOperation(id).op.requestBody)?.content?.['application/json']?.schema);
  if (!schema?.properties) return body;
  const required = new Set<string>(schema.required ?? []);
  const empty = Object.entries<Json>(schema.properties)
    .filter(([name, property]) => !required.has(name) && !(name in body) && refusesEmpty(property))
    .map(([name]) => [name, '']);
  return { ...body, ...Object.fromEntries(empty) };
}

/** A name as PascalCase writes it (`userId` → `UserId`), as real code sends the public service's names. */
export const upperFirst = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** node-api's request as the variant changes it (its JSON body and its query). */
function changed(variant: Variant, config: InternalAxiosRequestConfig): { data: unknown; params: unknown } {
  const id = operationOf(config.method ?? 'get', config.url ?? '');
  const data = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  if (variant === 'optional strings ""') return { data: withEmptyStrings(id, data), params: config.params };
  const rename = variant === 'PascalCase' ? upperFirst : (key: string) => key.toLowerCase();
  return { data: renamed(data, rename), params: renamed(config.params, rename) };
}

export interface StrictCheck {
  request: string;
  status: number;
}

/**
 * A recording node-api whose every request is changed as `variant` says. Each request that changed is first sent
 * strictly to `judgeUrl` (as the test client), and what that answered is kept in `strict`; every answer's
 * Binding-Forgiven header is kept in `forgiven`, in the order of `answers`.
 */
export function bindingVariantNodeApi(variant: Variant, baseURL: string, clientId: string, secret: string, judgeUrl: string) {
  const recording = recordingNodeApi(baseURL, clientId, secret);
  const strict: StrictCheck[] = [];
  const forgiven: (string | null)[] = [];
  const { instance } = recording.api as unknown as { instance: import('axios').AxiosInstance };
  instance.interceptors.request.use(async (config) => {
    const before = JSON.stringify({ data: config.data, params: config.params });
    const { data, params } = changed(variant, config);
    if (JSON.stringify({ data, params }) === before) return config;
    config.data = data;
    config.params = params;
    const url = new URL(instance.getUri({ ...config, baseURL: judgeUrl }));
    // node-api sends a body with some GETs (verify), as axios does: sent so here too, which fetch would refuse.
    const answer = await raw(judgeUrl, {
      method: (config.method ?? 'get').toUpperCase(),
      path: `${url.pathname}${url.search}`,
      headers: { ...clientHeaders(), Prefer: 'handling=strict' },
      body: data,
    });
    const response = { status: 'status' in answer ? answer.status : 0 };
    strict.push({ request: `${config.method} ${url.pathname}${url.search} ${JSON.stringify(data)}`, status: response.status });
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      forgiven.push((response.headers['binding-forgiven'] as string | undefined) ?? null);
      return response;
    },
    (error: { response?: { headers: Record<string, string> } }) => {
      if (error.response) forgiven.push(error.response.headers['binding-forgiven'] ?? null);
      throw error;
    },
  );
  return { ...recording, strict, forgiven };
}

/** A value with its server's own address (in URLs, and in the Base64 of a link token's URL) made the same on every server. */
export function withoutServerAddress(value: unknown, apiUrl: string): unknown {
  const host = new URL(apiUrl).host;
  const strip = (text: string): string => {
    if (text.includes(host)) return text.split(host).join('<server>');
    if (/^[A-Za-z0-9+/]{16,}={0,2}$/.test(text)) {
      const decoded = Buffer.from(text, 'base64').toString('utf8');
      if (decoded.includes(host)) return `base64(${decoded.split(host).join('<server>')})`;
    }
    return text;
  };
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? strip(v)
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item)]))
          : v;
  return walk(value);
}
