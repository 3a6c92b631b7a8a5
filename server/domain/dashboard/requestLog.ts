// The client's recent calls as the dashboard shows them (listDashboardRequests, getDashboardRequest), and the last
// hour's counts for its charts. In this process's memory: per client a ring of the latest `kept` calls, none older
// than maxAgeMs, and sixty one-minute counters. Keeping a call costs O(1) but for masking its bodies (masking.ts),
// which walks what the request built, at most about bodyLimitBytes of each.
import { DASHBOARD_BOUNDS, httpStatusOfError, type Query } from '../../../client/operations.js';
import type { Schemas } from '../../contract/types.js';
import { maskBody, TRUNCATED } from './masking.js';
import { emptyDictionary } from '../../contract/dictionary.js';

type Summary = Schemas['DashboardRequest'];
/** The spec's bounds of a kept call's parts (DashboardRequest's and DashboardRequestDetail's, generated). */
const bounds = DASHBOARD_BOUNDS;
export type RequestRecord = Schemas['DashboardRequestDetail'];

/** A call as the HTTP edge hands it over when its answer has gone. */
export interface Exchange {
  requestId: string;
  at: number;
  operationId: string | undefined;
  method: string;
  path: string;
  httpStatus: number;
  durationMs: number;
  query: Record<string, unknown> | undefined;
  requestBody: unknown;
  /** The answered envelope, or undefined when the answer was not JSON. */
  responseBody: unknown;
  /** The JSON text sent of it, where the edge has it. */
  responseText?: string | undefined;
  /** The user of the Link page session that authorised it, if one did. */
  sessionUserId: string | undefined;
  /** The fault rule that fired on it (`request` for Prefer: fault=…), if one did. */
  fault?: string | undefined;
  /** What the lenient binding forgave in it, if anything. */
  forgiven?: string[] | undefined;
  /** How it met the upstream (the real service), if it did. */
  upstream?: Summary['upstream'];
}

export interface RequestLogLimits {
  kept: number;
  maxAgeMs: number;
  bodyLimitBytes: number;
}

export const MINUTE_MS = 60_000;
/** The minutes the dashboard's charts show: the last hour. */
export const MINUTES = 60;

/**
 * A call as kept. An answer that masking left as it was is kept as the JSON text that was sent of it, parsed again
 * only when the call is opened: one string rather than the objects of the envelope, which the garbage collector
 * would otherwise carry for as long as the call is kept.
 */
export type Kept = RequestRecord & { responseText: string | undefined };

interface ClientLog {
  /** The latest calls, oldest at `head`, by insertion. */
  ring: (Kept | undefined)[];
  head: number;
  size: number;
  /** Per minute (its start modulo MINUTES): when it started, calls, 4xx, 5xx. */
  minutes: { at: number; requests: number; clientErrors: number; serverErrors: number }[];
}

/** Whether an object has a key, without listing them (most calls have no query). */
function hasKeys(value: Record<string, unknown> | undefined): value is Record<string, unknown> {
  for (const _ in value) return true;
  return false;
}

/** A user id the answer's schema holds (UserId, both bounds): an empty or overlong one names no user. */
const str = (value: unknown) =>
  typeof value === 'string' && value.length >= bounds.userIdMin && value.length <= bounds.userIdMax ? value : undefined;

/** The end user a call names: in its body or query, its Link page session's, or in its answer's content (or the transfer in it). */
function userOf(exchange: Exchange): string | null {
  const body = exchange.requestBody as { userId?: unknown } | null | undefined;
  const content = (exchange.responseBody as { content?: { userId?: unknown; transfer?: { userId?: unknown } | null } } | undefined)
    ?.content;
  return (
    str(body?.userId) ??
    str(exchange.query?.UserId) ??
    str(exchange.query?.userId) ??
    str(exchange.sessionUserId) ??
    str(content?.userId) ??
    str(content?.transfer?.userId) ??
    null
  );
}

/** The answer's errorType when it is one of the spec's (any other, or none, is kept as null). */
const errorTypeOf = (envelope: unknown): Summary['errorType'] => {
  const errorType = (envelope as { errorType?: unknown } | undefined)?.errorType;
  return typeof errorType === 'string' && Object.hasOwn(httpStatusOfError, errorType) ? (errorType as Summary['errorType']) : null;
};

export const summaryOf = (r: RequestRecord): Summary => ({
  requestId: r.requestId,
  at: r.at,
  operationId: r.operationId,
  method: r.method,
  path: r.path,
  httpStatus: r.httpStatus,
  durationMs: r.durationMs,
  errorType: r.errorType,
  userId: r.userId,
  ...(r.fault === undefined ? {} : { fault: r.fault }),
  ...(r.forgiven === undefined ? {} : { forgiven: r.forgiven }),
  ...(r.upstream === undefined ? {} : { upstream: r.upstream }),
});

/** What listDashboardRequests filters by (its query), with the count its default fills in. */
export type RequestFilter = Query<'listDashboardRequests'> & { count: number };

/** What a cut string ends with: the spec's bound holds it whole. */
const CUT = `…${TRUNCATED}`;

/** A string within `max` characters; past it, its start and the mark of a cut. */
const cut = (value: string, max: number, marks: { cut: boolean }): string => {
  if (value.length <= max) return value;
  marks.cut = true;
  return value.slice(0, max - CUT.length) + CUT;
};

/**
 * The kept query within the spec's bounds: at most so many keys, each a string or a list of strings of bounded
 * length (a query parsed into an object, as `a[b]=c`, is kept as its JSON).
 */
function boundedQuery(query: Record<string, unknown>, marks: { cut: boolean }): Record<string, string | string[]> {
  const bounded = emptyDictionary<string | string[]>(); // a query's `__proto__` is a key like any other
  let keys = 0;
  for (const [key, value] of Object.entries(query)) {
    if (keys++ === bounds.queryKeys) {
      marks.cut = true;
      break;
    }
    const text = (v: unknown) => cut(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''), bounds.queryValue, marks);
    if (!Array.isArray(value)) bounded[key] = text(value);
    else {
      if (value.length > bounds.queryItems) marks.cut = true;
      bounded[key] = value.slice(0, bounds.queryItems).map(text);
    }
  }
  return bounded;
}

/** Whether every value of a kept query is already within the bounds (the usual case: nothing to copy). */
function withinBounds(query: Record<string, unknown>): boolean {
  let keys = 0;
  for (const key in query) {
    const value = query[key];
    if (++keys > bounds.queryKeys) return false;
    if (typeof value === 'string') {
      if (value.length > bounds.queryValue) return false;
    } else if (!Array.isArray(value) || value.length > bounds.queryItems) return false;
    else for (const item of value) if (typeof item !== 'string' || item.length > bounds.queryValue) return false;
  }
  return true;
}

/** A call as it is kept: its bodies masked, what the dashboard's answers bound cut to their bounds (and marked). */
export function keptRecord(exchange: Exchange, bodyLimitBytes: number): Kept {
  const request = maskBody(exchange.requestBody, bodyLimitBytes, 'request');
  const response = maskBody(exchange.responseBody, bodyLimitBytes, 'response', exchange.responseText);
  const query = hasKeys(exchange.query) ? maskBody(exchange.query, bodyLimitBytes, 'query') : undefined;
  const asSent = response.value === exchange.responseBody && !response.masked.length && !response.truncated;
  const responseText = asSent ? exchange.responseText : undefined;
  // What is kept is cut to what the dashboard's answers may hold (the spec's bounds), and marked as cut.
  const marks = { cut: false };
  const keptQuery = query?.value as Record<string, unknown> | undefined;
  let maskedFields = [...(query?.masked ?? []), ...request.masked, ...response.masked];
  if (maskedFields.length > bounds.maskedFields) {
    marks.cut = true;
    maskedFields = maskedFields.slice(0, bounds.maskedFields);
  }
  for (let i = 0; i < maskedFields.length; i++) maskedFields[i] = cut(maskedFields[i]!, bounds.maskedField, marks);
  const record: Kept = {
    requestId: cut(exchange.requestId, bounds.requestId, marks),
    at: exchange.at,
    operationId: exchange.operationId ?? null,
    method: cut(exchange.method, bounds.method, marks),
    path: cut(exchange.path, bounds.path, marks),
    httpStatus: exchange.httpStatus,
    durationMs: Math.round(exchange.durationMs * 100) / 100,
    errorType: errorTypeOf(exchange.responseBody),
    userId: userOf(exchange),
    ...(exchange.fault === undefined ? {} : { fault: cut(exchange.fault, bounds.fault, marks) }),
    ...(exchange.forgiven?.length
      ? { forgiven: exchange.forgiven.slice(0, bounds.forgiven).map((f) => cut(f, bounds.forgivenItem, marks)) }
      : {}),
    ...(exchange.upstream === undefined ? {} : { upstream: exchange.upstream }),
    query: !keptQuery ? null : withinBounds(keptQuery) ? (keptQuery as RequestRecord['query']) : boundedQuery(keptQuery, marks),
    requestBody: request.value,
    responseBody: responseText === undefined ? response.value : null,
    maskedFields,
    truncated: false,
    responseText,
  };
  record.truncated = marks.cut || request.truncated || response.truncated || Boolean(query?.truncated);
  return record;
}

export function createRequestLog({ kept, maxAgeMs, bodyLimitBytes }: RequestLogLimits): RequestLog {
  const logs = new Map<string, ClientLog>();
  const logOf = (clientId: string): ClientLog => {
    let log = logs.get(clientId);
    if (!log) {
      log = { ring: new Array(kept), head: 0, size: 0, minutes: [] };
      for (let i = 0; i < MINUTES; i++) log.minutes.push({ at: -1, requests: 0, clientErrors: 0, serverErrors: 0 });
      logs.set(clientId, log);
    }
    return log;
  };

  /** Drops the calls older than maxAgeMs from the oldest end: each call is dropped once, so O(1) per call kept. */
  function expire(log: ClientLog, now: number) {
    while (log.size && (log.ring[log.head]?.at ?? 0) < now - maxAgeMs) {
      log.ring[log.head] = undefined;
      log.head = (log.head + 1) % kept;
      log.size--;
    }
  }

  function count(log: ClientLog, at: number, httpStatus: number) {
    const start = at - (at % MINUTE_MS);
    const minute = log.minutes[(start / MINUTE_MS) % MINUTES]!;
    if (minute.at !== start) Object.assign(minute, { at: start, requests: 0, clientErrors: 0, serverErrors: 0 });
    minute.requests++;
    if (httpStatus >= 500) minute.serverErrors++;
    else if (httpStatus >= 400) minute.clientErrors++;
  }

  return {
    limits: { kept, maxAgeMs, bodyLimitBytes },

    /** Keeps the call, its bodies masked first; answers what the stream says of it. */
    record(clientId: string, exchange: Exchange): Summary {
      const log = logOf(clientId);
      count(log, exchange.at, exchange.httpStatus);
      const record = keptRecord(exchange, bodyLimitBytes);
      expire(log, exchange.at);
      if (log.size === kept) {
        log.head = (log.head + 1) % kept;
        log.size--;
      }
      log.ring[(log.head + log.size) % kept] = record;
      log.size++;
      return summaryOf(record);
    },

    /** The kept calls that match, newest first. */
    list(clientId: string, filter: RequestFilter, now: number): Summary[] {
      const log = logs.get(clientId);
      if (!log) return [];
      expire(log, now);
      const found: Summary[] = [];
      for (let i = log.size - 1; i >= 0 && found.length < filter.count; i--) {
        const r = log.ring[(log.head + i) % kept]!;
        if (filter.operationId !== undefined && r.operationId !== filter.operationId) continue;
        if (filter.statusClass !== undefined && `${Math.floor(r.httpStatus / 100)}xx` !== filter.statusClass) continue;
        if (filter.userId !== undefined && r.userId !== filter.userId) continue;
        found.push(summaryOf(r));
      }
      return found;
    },

    get(clientId: string, requestId: string, now: number): RequestRecord | undefined {
      const log = logs.get(clientId);
      if (!log) return undefined;
      expire(log, now);
      for (let i = log.size - 1; i >= 0; i--) {
        const found = log.ring[(log.head + i) % kept]!;
        if (found.requestId !== requestId) continue;
        const { responseText, ...record } = found;
        return responseText === undefined ? record : { ...record, responseBody: JSON.parse(responseText) };
      }
      return undefined;
    },

    /** The last hour's counts, oldest minute first; the last is the minute of `now`. */
    minutes(clientId: string, now: number) {
      const log = logs.get(clientId);
      return hourOf(now, (at) => log?.minutes[(at / MINUTE_MS) % MINUTES]);
    },
  };
}

/** The minutes of the charts: when each started, its calls, 4xx and 5xx. */
export type MinuteCounts = { at: number; requests: number; clientErrors: number; serverErrors: number }[];

/** The client's kept calls: in this process's memory (createRequestLog), or in the database processes share (sharedDashboard.ts). */
export interface RequestLog {
  limits: RequestLogLimits;
  /** Keeps the call, its bodies masked first; answers what the stream says of it. */
  record(clientId: string, exchange: Exchange): Summary;
  /** The kept calls that match, newest first. */
  list(clientId: string, filter: RequestFilter, now: number): Summary[] | Promise<Summary[]>;
  get(clientId: string, requestId: string, now: number): RequestRecord | undefined | Promise<RequestRecord | undefined>;
  /** The last hour's counts, oldest minute first; the last is the minute of `now`. */
  minutes(clientId: string, now: number): MinuteCounts | Promise<MinuteCounts>;
}

/** The last hour's minutes, oldest first, each with its counts when `counted` has them. */
export function hourOf(now: number, counted: (at: number) => MinuteCounts[number] | undefined): MinuteCounts {
  const current = now - (now % MINUTE_MS);
  return Array.from({ length: MINUTES }, (_, i) => {
    const at = current - (MINUTES - 1 - i) * MINUTE_MS;
    const minute = counted(at);
    return minute?.at === at
      ? { at, requests: minute.requests, clientErrors: minute.clientErrors, serverErrors: minute.serverErrors }
      : { at, requests: 0, clientErrors: 0, serverErrors: 0 };
  });
}
