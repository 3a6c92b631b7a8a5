// The upstream mode at the edge (issue 48): a client's call of a public operation sent to the real service as the
// client sent it, with the client's credentials there. `verify` and `record` answer with the upstream's answer and
// report where it departs from the contract; `shadow` answers from the sandbox and compares the upstream's answer
// with it once both are in. An upstream that fails is reported and answered as `upstreamUnavailable`, never by the
// sandbox. Which calls go, and what differs, is the domain's (server/domain/upstream/).
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { NextFunction, Request, Response } from 'express';
import type { OperationId } from '../../client/operations.js';
import { ContractError } from '../contract/errors.js';
import type { UpstreamConfig } from '../config.js';
import type { Logger } from 'pino';
import { bounded, type Difference } from '../domain/upstream/contractDrift.js';
import type { Route, Upstream } from '../domain/upstream/upstream.js';
import { toContractError } from './errorHandler.js';
import { forgivenField } from './binding.js';

declare const BENCH_UPSTREAM_OFF: string | undefined;
/**
 * Whether the upstream mode can be mounted: always, but in the bench's own bundle with BENCH_UPSTREAM_OFF=true, which
 * leaves every part of it out of the request path (its middleware and the drift report's JUnit form), so that the
 * bench measures what the mode costs a server with no upstream set (scripts/bench-upstream.ts).
 */
export const upstreamMounted = (): boolean => !(typeof BENCH_UPSTREAM_OFF === 'string' && BENCH_UPSTREAM_OFF === 'true');

/** The response header that says how a call met the upstream. */
export const UPSTREAM_HEADER = 'Sandbox-Upstream';

/** The request's bytes as they came, which the upstream gets unchanged: express.json's `verify` keeps them. */
export const keepRawBody = (req: IncomingMessage, _res: unknown, buf: Buffer) => {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
};

/** The request headers the upstream gets: what says what the body is and what answer is wanted, never a credential of the sandbox. */
const FORWARDED = ['content-type', 'accept', 'accept-language', 'user-agent', 'idempotency-key', 'prefer'];
/** The upstream's answer headers the client gets besides the body's type. */
const RETURNED = ['retry-after', 'ratelimit', 'ratelimit-policy', 'cache-control'];

export interface UpstreamAnswer {
  status: number;
  contentType: string;
  /** The names of every header it sent, in lower case. */
  names: ReadonlySet<string>;
  headers: Record<string, string>;
  bytes: Buffer;
  body: unknown;
}

/** Why an upstream gave no answer, as the report and the client's error say it. */
class UpstreamFailure extends Error {}

const parsed = (contentType: string, bytes: Buffer): unknown => {
  if (!/json/i.test(contentType)) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
};

const codeOf = (error: unknown) => (error as { code?: string }).code ?? (error as Error).name;

/**
 * Sends the call upstream as the client sent it, with the client's credentials there; its answer, or UpstreamFailure.
 * node:http rather than fetch: a GET may carry a body (verifyTransfer's fields, as node-api sends them), which fetch
 * refuses to send. Nothing follows a redirect: it is the upstream's answer, to its host or another.
 */
export function sendUpstream(config: UpstreamConfig, route: Route, req: Request): Promise<UpstreamAnswer> {
  const url = new URL(`${config.url}${req.originalUrl}`);
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  const headers: Record<string, string | number> = Object.fromEntries(
    FORWARDED.flatMap((name) => {
      const value = req.get(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  headers['x-client-id'] = route.clientId;
  headers['x-client-secret'] = route.secret;
  if (raw) headers['content-length'] = raw.length;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const fail = (why: string) => reject(new UpstreamFailure(why));
    const outgoing = send(url, { method: req.method, headers, signal: AbortSignal.timeout(config.timeoutMs) }, (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > config.maxBytes) {
          incoming.destroy();
          fail(`an answer past UPSTREAM_MAX_BYTES (${config.maxBytes} bytes)`);
        } else chunks.push(chunk);
      });
      incoming.on('error', (error) => fail(`a connection lost mid-answer (${codeOf(error)})`));
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const contentType = String(incoming.headers['content-type'] ?? '');
        const returned = Object.fromEntries(
          RETURNED.flatMap((name) => {
            const value = Object.hasOwn(incoming.headers, name) ? incoming.headers[name] : undefined;
            return typeof value === 'string' ? [[name, value] as const] : [];
          }),
        );
        const names = new Set(Object.keys(incoming.headers));
        resolve({ status: incoming.statusCode ?? 0, contentType, names, headers: returned, bytes, body: parsed(contentType, bytes) });
      });
    });
    outgoing.on('error', (error) =>
      fail(
        codeOf(error) === 'AbortError' || codeOf(error) === 'ABORT_ERR'
          ? `no answer within UPSTREAM_TIMEOUT_MS (${config.timeoutMs} ms)`
          : `a failed connection (${codeOf(error)})`,
      ),
    );
    outgoing.end(raw);
  });
}

/** The request's own differences: what the sandbox's binding forgave, and whether it would have refused the request. */
function requestDrift(res: Response, refusal: ContractError | undefined, upstreamStatus: number): Difference[] {
  // One entry per field forgiven, so a field forgiven twice (re-cased and "") shows twice.
  const out: Difference[] = ((res.locals.forgiven as string[] | undefined) ?? []).map((forgiven) => ({
    kind: 'bindingForgiven' as const,
    path: `$request.${forgivenField(forgiven)}`,
    expected: 'the names and values the contract gives',
    actual: bounded(forgiven),
  }));
  if (refusal && upstreamStatus !== 400)
    out.push({
      kind: 'sandboxRefused',
      path: '$request',
      expected: bounded(refusal.message),
      actual: `the upstream answered ${upstreamStatus}`,
    });
  return out;
}

/** What request validation says of the call, without answering it: the sandbox's refusal, or none. */
const sandboxVerdict = (validate: (req: Request, res: Response, next: NextFunction) => void, req: Request, res: Response) =>
  new Promise<ContractError | undefined>((resolve) => {
    validate(req, res, (error?: unknown) => resolve(error ? toContractError(error, req) : undefined));
  });

export interface UpstreamEdge {
  upstream: Upstream;
  config: UpstreamConfig;
  logger: Logger;
  validate: (req: Request, res: Response, next: NextFunction) => void;
}

/** verify and record: the upstream answers the client; its answer is checked against the contract. */
async function verify(edge: UpstreamEdge, route: Route, id: OperationId, req: Request, res: Response): Promise<void> {
  const clientId = res.locals.clientId as string;
  const refusal = await sandboxVerdict(edge.validate, req, res);
  let answer: UpstreamAnswer;
  try {
    answer = await sendUpstream(edge.config, route, req);
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    await edge.upstream.note(clientId, id, [{ kind: 'upstreamFailed', path: '$', expected: 'an answer', actual: error.message }]);
    throw new ContractError(
      'upstreamUnavailable',
      `The upstream failed to answer: ${error.message}. The sandbox does not answer in its place.`,
    );
  }
  const drift = [...requestDrift(res, refusal, answer.status), ...edge.upstream.contractDrift(id, { ...answer, headers: answer.names })];
  await edge.upstream.note(clientId, id, drift);
  // record: the account's answer kept as its scenario user, the request as binding read it (its names canonical).
  if (route.mode === 'record' && answer.status === 200 && answer.body && typeof answer.body === 'object')
    await edge.upstream.record(clientId, id, req.method === 'GET' ? req.query : req.body, (answer.body as { content?: unknown }).content);
  res.locals.answer = answer.body; // what the dashboard shows of the call
  res.status(answer.status).set(answer.headers);
  if (answer.contentType) res.type(answer.contentType);
  res.send(answer.bytes);
}

/** shadow: once the sandbox answered, the same call upstream, and the two answers' shapes compared. */
function shadow(edge: UpstreamEdge, route: Route, id: OperationId, req: Request, res: Response): void {
  const clientId = res.locals.clientId as string;
  const json = res.json.bind(res);
  let sandboxBody: unknown;
  res.json = (body: unknown) => {
    sandboxBody = body;
    return json(body);
  };
  res.once('finish', () => {
    const work = sendUpstream(edge.config, route, req).then(
      (answer) => edge.upstream.note(clientId, id, edge.upstream.shapeDrift(id, { status: res.statusCode, body: sandboxBody }, answer)),
      (error: unknown) =>
        edge.upstream.note(clientId, id, [
          {
            kind: 'upstreamFailed',
            path: '$',
            expected: 'an answer',
            actual: error instanceof UpstreamFailure ? error.message : 'an error',
          },
        ]),
    );
    edge.upstream.track(
      clientId,
      work.catch((error: unknown) => edge.logger.warn({ err: error, operationId: id }, 'a shadow call could not be reported')),
    );
  });
}

/**
 * The middleware: after binding, before validation, on the API listener. A call of a client with no upstream
 * credentials, or of an operation the public service does not have, goes on untouched.
 */
export function upstreamCalls(edge: UpstreamEdge) {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = res.locals.operationId as OperationId | undefined;
    const clientId = res.locals.clientId as string | undefined;
    if (!id || !clientId || !edge.upstream.goesUpstream(id)) return next();
    edge.upstream
      .routeOf(clientId, id)
      .then((route) => {
        if (!route) return next();
        const sent = route.mode !== 'shadow' || edge.upstream.shadows(route, id);
        res.set(UPSTREAM_HEADER, sent ? route.mode : 'shadow; not sent: it changes state (shadowWrites)');
        if (sent) res.locals.upstream = route.mode; // the dashboard marks the call so (recording.ts)
        if (route.mode !== 'shadow') return verify(edge, route, id, req, res);
        if (sent) shadow(edge, route, id, req, res);
        next();
      })
      .catch(next);
  };
}
