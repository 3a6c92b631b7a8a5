// The public Node client (@meshconnect/node-api), unchanged, pointed at a sandbox, with every answer it received kept
// and judged by node-api's own declared types: a 2xx body by the response type of the method that asked, an error body
// by `ApiResult`. Type names are never written here: each comes from the method's declared return type.
import { type ApiResult, FrontApi } from '@meshconnect/node-api';
import type { AxiosResponse } from 'axios';
import { expect } from 'vitest';
import { operations, type OperationId } from '../../client/operations.js';
import { declaredPropertiesLacking } from './declaredProperties.js';
import { typeJudge, type Judged } from './declaredTypes.js';
import { DESTINATION, ETHEREUM } from './sandboxUsers.js';
import { clientHeaders } from './server.js';
import { deref, spec, specOperation, type Json } from './spec.js';

type Front = FrontApi<unknown>;

export interface Answer {
  /** `group.method`, as called. */
  operation: string;
  status: number;
  body: unknown;
}

const judge = typeJudge("import type * as Api from '@meshconnect/node-api';");

const typeOf = ({ operation, status }: Answer) => {
  const [group, method] = operation.split('.');
  return status < 300 ? `Awaited<ReturnType<Api.FrontApi<unknown>['${group}']['${method}']>>['data']` : 'Api.ApiResult';
};

/**
 * The institution types the spec lists and node-api's `BrokerType` does not (one of the two exceptions the spec's
 * Decisions write down): answered as they are wherever node-api types a field by its older enum.
 */
export const NEWER_INSTITUTION_TYPES: string[] = (() => {
  const types = deref(spec.components.schemas.InstitutionType).enum as string[];
  const refused = judge(types.map((type): Judged => ({ label: type, type: 'Api.BrokerType', value: type })));
  return types.filter((type) => refused.some((error) => error.startsWith(`${type} (`)));
})();
const NEWER_TYPE = new RegExp(
  `: Type '"(${NEWER_INSTITUTION_TYPES.join('|')})"' is not assignable to type '(BrokerType|[^']*"sandbox")'\\.[^\\n]*$`,
);
/** Whether a judge's error is the written exception: a newer institution type where the client types the older enum. */
export const isNewerInstitutionType = (error: string) => NEWER_TYPE.test(error);

/** The spec's operation at a method and path node-api requests (a path parameter as `{parameter}`), if it has one. */
const specOperationAt = ({ method, path }: { method: string; path: string }): OperationId | undefined =>
  (Object.keys(operations) as OperationId[]).find(
    (id) => operations[id].method === method && new RegExp(`^${operations[id].path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
/** Whether the spec serves what a node-api operation requests. */
export const servedByTheSpec = (operation: { method: string; path: string }) => specOperationAt(operation) !== undefined;

/** The spec's operation that node-api's `group.method` requests, if the spec has one. */
const specOperationOf = (() => {
  let byName: Map<string, OperationId | undefined> | undefined;
  return (operation: string) => {
    byName ??= new Map(nodeApiOperations().map((o) => [o.operation, specOperationAt(o)]));
    return byName.get(operation);
  };
})();

/**
 * Where a schema has fields marked `x-beyond-node-api` (documented by the public reference, not declared by
 * node-api's type), as paths of property names, `*` for an array's items.
 */
function beyondNodeApi(schema: Json, at: string[] = [], depth = 0): string[][] {
  if (!schema || typeof schema !== 'object' || depth > 12) return [];
  const node = deref(schema);
  return [
    ...Object.entries((node.properties ?? {}) as Record<string, Json>).flatMap(([name, property]) => [
      ...(property['x-beyond-node-api'] || deref(property)['x-beyond-node-api'] ? [[...at, name]] : []),
      ...beyondNodeApi(property, [...at, name], depth + 1),
    ]),
    ...(node.items ? beyondNodeApi(node.items, [...at, '*'], depth + 1) : []),
    ...['allOf', 'anyOf', 'oneOf'].flatMap((k) => ((node[k] ?? []) as Json[]).flatMap((s) => beyondNodeApi(s, at, depth + 1))),
  ];
}

/** The body without the fields at `path` (an array's items at `*`). */
function without(body: unknown, path: string[]): unknown {
  const [first, ...rest] = path;
  if (first === undefined || body === null || typeof body !== 'object') return body;
  if (Array.isArray(body)) return first === '*' ? body.map((item) => without(item, rest)) : body;
  const object = body as Record<string, unknown>;
  if (!(first in object)) return body;
  if (!rest.length) return Object.fromEntries(Object.entries(object).filter(([k]) => k !== first));
  return { ...object, [first]: without(object[first], rest) };
}

/** The body as node-api's type is to hold it: without the fields the spec documents beyond that type. */
function judgedBody({ operation, status, body }: Answer): unknown {
  const id = specOperationOf(operation);
  const declared = id && specOperation(id).op.responses[String(status)];
  const schema = declared && deref(declared).content?.['application/json']?.schema;
  return schema ? beyondNodeApi(schema).reduce(without, body) : body;
}

/**
 * What the compiler says against each answer's body (empty when every body is of its declared type), but for the
 * spec's documented exceptions: a newer institution type, and the fields it marks `x-beyond-node-api`.
 */
export const nodeApiTypeErrors = (answers: Answer[]): string[] =>
  answers.length
    ? judge(answers.map((a): Judged => ({ label: `${a.operation} ${a.status}`, type: typeOf(a), value: judgedBody(a) }))).filter(
        (error) => !isNewerInstitutionType(error),
      )
    : [];

/**
 * A FrontApi with the two credential headers, as node-api's README has it, whose every call is recorded in `answers`
 * (errors too, and still thrown, as the client throws them). `axiosDefaults.params` is sent with every call that
 * has no query of its own.
 */
export function recordingNodeApi(
  baseURL: string,
  clientId: string,
  secret: string,
  axiosDefaults: { params?: Record<string, string> } = {},
) {
  const answers: Answer[] = [];
  const front = new FrontApi({ baseURL, headers: clientHeaders({ id: clientId, secret }), ...axiosDefaults });
  const record = (operation: string, call: () => Promise<{ status: number; data: unknown }>) =>
    call().then(
      (response) => {
        answers.push({ operation, status: response.status, body: response.data });
        return response;
      },
      (error: { response?: { status: number; data: unknown } }) => {
        // node-api throws axios' error, whose `response` is what the server answered.
        if (error.response) answers.push({ operation, status: error.response.status, body: error.response.data });
        throw error;
      },
    );
  const api = new Proxy(front, {
    get(target, group: string) {
      const methods = Reflect.get(target, group) as unknown;
      if (typeof methods !== 'object' || methods === null || group === 'instance') return methods;
      return new Proxy(methods as Record<string, unknown>, {
        get(inner, method: string) {
          const fn = inner[method];
          if (typeof fn !== 'function') return fn;
          return (...args: unknown[]) => record(`${group}.${method}`, () => fn.apply(inner, args));
        },
      });
    },
  });
  return { api, answers };
}

/** The server's answer in what node-api threw (axios' error's `response`); none at all is the test's own failure, rethrown. */
function thrownAnswer<T>(error: unknown): { status: number; data: T } {
  const response = (error as { response?: { status: number; data: T } }).response;
  if (!response) throw error;
  return { status: response.status, data: response.data };
}

/** What node-api answered, a refusal (which it throws) included. */
export async function answer<T>(call: Promise<AxiosResponse<T>>): Promise<{ status: number; data: T }> {
  try {
    const { status, data } = await call;
    return { status, data };
  } catch (error) {
    return thrownAnswer<T>(error);
  }
}

/** What node-api answered to a call that is to be refused: fails if it was not. */
export async function refused(call: Promise<unknown>): Promise<{ status: number; data: ApiResult }> {
  const refusal = await answer(call as Promise<AxiosResponse<ApiResult>>);
  expect(refusal.status, 'the call was refused').toBeGreaterThanOrEqual(400);
  return refusal;
}

/** Awaits a call made for the answer it records (a refusal is as good as a success). */
export const attempt = (call: Promise<unknown>): Promise<void> =>
  call.then(
    () => undefined,
    (error: unknown) => void thrownAnswer(error),
  );

type QuoteRequest = Parameters<Front['managedTransfers']['v1TransfersManagedQuoteCreate']>[0];
/** A quote of ETH over Ethereum to the destination address, from an institution. */
export const quoteOf = (brokerType: QuoteRequest['brokerType'], amountInFiat: number): QuoteRequest => ({
  amountInFiat,
  fiatCurrency: 'USD',
  symbol: 'ETH',
  networkId: ETHEREUM,
  toAddress: DESTINATION,
  brokerType,
});

/** Where a node-api method takes each part of its request, by argument position. */
export interface ArgumentLayout {
  /** The path parameters' positions, in the order the path has them. */
  path: number[];
  query?: number;
  body?: number;
  /** Its last argument: axios' request settings (headers). */
  settings: number;
}

export interface NodeApiOperation {
  /** `group.method`. */
  operation: string;
  method: string;
  /** The path it requests, a path parameter as `{parameter}`. */
  path: string;
  arguments: ArgumentLayout;
}

/**
 * Every operation node-api has, as `group.method` with the method and path it requests and where it takes each part
 * of its request: each method is called with a distinct placeholder per argument on a client whose `request` only
 * notes what it was asked, and the placeholders are found again in the path, the query and the body.
 */
export function nodeApiOperations(): NodeApiOperation[] {
  const front = new FrontApi({ baseURL: 'http://127.0.0.1:9' });
  let asked: { method: string; path: string; query?: unknown; body?: unknown } | undefined;
  front.request = (async (request: { method: string; path: string; query?: unknown; body?: unknown }) => {
    asked = request;
  }) as never;
  const found: NodeApiOperation[] = [];
  for (const [group, methods] of Object.entries(front)) {
    if (typeof methods !== 'object' || methods === null || group === 'instance') continue;
    for (const [method, fn] of Object.entries(methods as Record<string, unknown>)) {
      if (typeof fn !== 'function') continue;
      asked = undefined;
      // A placeholder shows in a path as `{argN}`, and is the very object the query or body is.
      const placeholders = Array.from({ length: fn.length }, (_, n) => ({ toString: () => `{arg${n}}` }));
      void (fn as (...args: unknown[]) => unknown)(...placeholders);
      if (!asked) continue;
      const { method: verb, path, query, body } = asked as { method: string; path: string; query?: unknown; body?: unknown };
      const positions = [...path.matchAll(/\{arg(\d+)\}/g)].map((m) => Number(m[1]));
      const at = (part: unknown) => {
        if (part === undefined) return undefined;
        const position = placeholders.indexOf(part as (typeof placeholders)[number]);
        if (position < 0) throw new Error(`${group}.${method} sends a query or body that is none of its arguments`);
        return position;
      };
      found.push({
        operation: `${group}.${method}`,
        method: verb.toLowerCase(),
        path: path.replace(/\{arg\d+\}/g, '{parameter}'),
        arguments: {
          path: positions,
          ...(at(query) !== undefined ? { query: at(query) } : {}),
          ...(at(body) !== undefined ? { body: at(body) } : {}),
          settings: fn.length - 1,
        },
      });
    }
  }
  return found;
}

/** The spec's operation that node-api's operation requests (one it serves). */
export const specOperationOfNodeApi = (operation: NodeApiOperation): OperationId => {
  const id = specOperationAt(operation);
  if (!id) throw new Error(`the spec does not serve ${operation.operation}`);
  return id;
};

/** A request as the spec's parts of it: path parameters by the spec's names, the query and the body. */
export interface SpecRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Calls node-api's method of `operation` on `api` with the request's parts where the method takes them, and axios'
 * `settings` (headers) last. Answers what node-api answers, and throws what it throws.
 */
export function callNodeApi(api: Front, operation: NodeApiOperation, request: SpecRequest, settings: Record<string, unknown> = {}) {
  const names = [...operations[specOperationOfNodeApi(operation)].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const { path, query, body, settings: last } = operation.arguments;
  const args: unknown[] = [];
  path.forEach((position, i) => {
    args[position] = request.params?.[names[i]!];
  });
  if (query !== undefined) args[query] = request.query ?? {};
  if (body !== undefined) args[body] = request.body;
  args[last] = settings;
  const [group, method] = operation.operation.split('.') as [string, string];
  const methods = Reflect.get(api, group) as Record<string, (...args: unknown[]) => Promise<{ status: number; data: unknown }>>;
  return methods[method]!(...args);
}

const lackingOf = declaredPropertiesLacking("import type * as Api from '@meshconnect/node-api';");

/**
 * The properties node-api's types declare for an operation's answers that none of its recorded answers carries,
 * each as `group.method: path` (an array's items as `[]`); the error answers of every operation together, as
 * `errors: path`, by `ApiResult`.
 */
export function nodeApiPropertiesLacking(answers: Answer[]): string[] {
  const byOperation = new Map<string, Answer[]>();
  for (const answer of answers) {
    const key = answer.status < 300 ? answer.operation : 'errors';
    byOperation.set(key, [...(byOperation.get(key) ?? []), answer]);
  }
  return lackingOf([...byOperation].map(([label, group]) => ({ label, type: typeOf(group[0]!), values: group.map((a) => a.body) })));
}
