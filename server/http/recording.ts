// Keeps each call of a client as it is answered, for the dashboard (listDashboardRequests) and its stream: the
// request's parsed body and query, the envelope answered (noted by answeredJson as it is sent), both masked by the
// request log before they are kept. Calls of no client (refused before authentication) and the dashboard's own calls
// (its Dashboard operations, and the Sandbox operations it calls with `Prefer: unrecorded`) are not kept. Runs after the answer has gone, and costs O(1) but for the masking walk (domain/dashboard/masking.ts).
import type { Express, Request, Response } from 'express';
import { operations } from '../../client/operations.js';
import { realClockOf, type Clock } from '../deps/time.js';
import type { ActivityFeed } from '../domain/activityFeed.js';
import type { Exchange, RequestLog } from '../domain/dashboard/requestLog.js';
import { loggedPath, type Recorder } from './context.js';

export type { Recorder };
import { operationAt } from './routing.js';

/** Where the dashboard's own operations live: the common start of their paths. */
const DASHBOARD_PREFIX = Object.values(operations)
  .filter((op) => op.tag === 'Dashboard')
  .map((op): string => op.path)
  .reduce((prefix, path) => {
    let i = 0;
    while (i < prefix.length && prefix[i] === path[i]) i++;
    return prefix.slice(0, i);
  });

/** RFC 7240's `Prefer: unrecorded`, among other preferences: what the dashboard sends with each of its calls. */
const UNRECORDED = /(?:^|,)\s*unrecorded\s*(?:[;,]|$)/i;

/**
 * Whether a call is the dashboard's own: one of its Dashboard operations (it would watch itself), or a call that
 * prefers to go unrecorded, as the dashboard's calls of the Sandbox operations do. By the preference, not the path,
 * so that the client's own calls of those operations are kept.
 */
const notKept = (req: Request, path: string) => {
  const prefer = req.headers.prefer; // Node joins repeated headers of its name with commas: one string
  return path.startsWith(DASHBOARD_PREFIX) || (typeof prefer === 'string' && UNRECORDED.test(prefer));
};

/**
 * Notes the body of every JSON answer of the app in res.locals.answer as it is sent, and the text Express made of it
 * in res.locals.answerText (which spares masking a walk): once on the app's response prototype, so no request pays
 * for a closure, and every path that answers JSON (handlers, the error handler) is seen.
 */
export function answeredJson(app: Express) {
  const { json, send } = app.response;
  app.response.json = function (this: Response, body: unknown) {
    this.locals.answer = body;
    return json.call(this, body);
  };
  app.response.send = function (this: Response, body?: unknown) {
    if (typeof body === 'string' && this.locals.answer !== undefined && this.locals.answerText === undefined) this.locals.answerText = body;
    return send.call(this, body);
  };
}

/** The call as the request log takes it. */
const exchangeOf = (req: Request, res: Response, { requestId, path, ms }: Parameters<Recorder>[2], at: number): Exchange => ({
  requestId,
  at,
  // A call refused before routing named its operation (a rate limit, a body that does not parse) is named here.
  operationId: res.locals.operationId ?? operationAt(req.method, path),
  method: req.method,
  path,
  httpStatus: res.statusCode,
  durationMs: ms,
  // Express parses the query again on each read of req.query: none to read without a `?`.
  query: req.url.includes('?') ? (req.query as Record<string, unknown>) : undefined,
  requestBody: req.body,
  responseBody: res.locals.answer,
  responseText: res.locals.answerText,
  sessionUserId: res.locals.linkSession?.userId,
  fault: res.locals.fault,
  forgiven: res.locals.forgiven,
  upstream: res.locals.upstream,
});

/**
 * Where the dashboard is kept in a database that several processes share (activity.flush): each call is kept before
 * its answer ends, so a call answered is a call kept, even by a process killed a moment later, and calls made one
 * after another through different processes are kept in the order they were made. One transaction keeps the calls
 * of many concurrent answers (sharedDashboard.ts).
 */
export function recordBeforeAnswer(app: Express, requestLog: RequestLog, activity: ActivityFeed, clock: Clock) {
  const real = realClockOf(clock);
  const flush = activity.flush;
  if (!flush) throw new Error('recordBeforeAnswer needs a feed that keeps its events in a database');
  const { end } = app.response;
  app.response.end = function (this: Response, ...args: unknown[]) {
    const clientId: string | undefined = this.locals.clientId;
    const path = loggedPath(this.req.path);
    if (!clientId || this.locals.kept || notKept(this.req, path)) return end.apply(this, args as Parameters<typeof end>);
    this.locals.kept = true;
    const ms = Number(process.hrtime.bigint() - (this.locals.started as bigint)) / 1e6;
    const exchange = exchangeOf(this.req, this, { requestId: this.locals.requestId, path, ms }, real.now());
    activity.publish(clientId, 'request', requestLog.record(clientId, exchange));
    void flush().finally(() => end.apply(this, args as Parameters<typeof end>));
    return this;
  } as typeof end;
}

/**
 * Keeps a call whose connection a fault breaks (reset, empty, truncated, hang) as the fault is applied: it never
 * ends an answer, so neither recorder above sees it. On a shared database, kept before the connection breaks.
 */
export function keepBrokenCall(requestLog: RequestLog, activity: ActivityFeed, clock: Clock) {
  const real = realClockOf(clock);
  return async (req: Request, res: Response): Promise<void> => {
    const clientId: string | undefined = res.locals.clientId;
    const path = loggedPath(req.path);
    if (!clientId || res.locals.kept || notKept(req, path)) return;
    res.locals.kept = true;
    const ms = Number(process.hrtime.bigint() - (res.locals.started as bigint)) / 1e6;
    activity.publish(
      clientId,
      'request',
      requestLog.record(clientId, exchangeOf(req, res, { requestId: res.locals.requestId, path, ms }, real.now())),
    );
    await activity.flush?.();
  };
}

/**
 * Each call is kept (masked, then published to the streams) once the turn of the event loop that answered it ends,
 * with the others that turn answered. Kept one at a time as each answer went, the reads of a busy server ran at 85%
 * of one that keeps nothing; together, at 93% (npm run bench -- --dashboard). Nothing reads the calls waiting.
 */
export function recordCalls(requestLog: RequestLog, activity: ActivityFeed, clock: Clock): Recorder {
  const real = realClockOf(clock);
  let batch: [string, Exchange][] = [];
  const keep = () => {
    const calls = batch;
    batch = [];
    for (const [clientId, exchange] of calls) activity.publish(clientId, 'request', requestLog.record(clientId, exchange));
  };
  return (req, res, { requestId, path, ms }) => {
    const clientId: string | undefined = res.locals.clientId;
    if (!clientId || res.locals.kept || notKept(req, path)) return;
    if (!batch.length) setImmediate(keep);
    batch.push([clientId, exchangeOf(req, res, { requestId, path, ms }, real.now())]);
  };
}
