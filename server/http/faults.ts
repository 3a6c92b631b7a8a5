// Faults on demand at the HTTP edge: after validation, a call of a client's own operation gets the fault its
// `Prefer: fault=…` asks for, or else the one its client's rules pick (server/domain/sandbox/faults.ts), and this module does
// it to the answer or the connection. Mounted on the API listener only, where only client-authenticated operations
// take faults: the admin listener, the Link page, /health, the docs and the pages never meet it.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { httpStatusOfError, operations, type OperationId, type OperationInfo } from '../../client/operations.js';
import { ContractError } from '../contract/errors.js';
import type { ErrorType } from '../contract/types.js';
import {
  delayOf,
  errorTypeOfStatus,
  ruleProblems,
  type Fault,
  type FaultAction,
  type FaultCall,
  type Faults,
} from '../domain/sandbox/faults.js';
import { errorBody } from './errorHandler.js';
import { wantsStream } from './eventStream.js';

declare const BENCH_FAULTS_OFF: string | undefined;
/**
 * Whether the engine is mounted: always, but in the bench's own bundle (scripts/build.ts) with BENCH_FAULTS_OFF=true,
 * which measures the server as it was before faults against the one with them (scripts/bench-faults.ts).
 */
export const faultsMounted = (): boolean => !(typeof BENCH_FAULTS_OFF === 'string' && BENCH_FAULTS_OFF === 'true');

/** The response header that names the rule that faulted a call (`request` for `Prefer: fault=…`). */
export const FAULT_HEADER = 'Sandbox-Fault';

const TAKES_FAULTS = new Set(
  (Object.entries(operations) as [OperationId, OperationInfo][]).filter(([, op]) => op.faults).map(([id]) => id as string),
);

type Action = FaultAction;
const KINDS: readonly Action['kind'][] = ['error', 'rateLimit', 'latency', 'reset', 'empty', 'truncated', 'hang'];

/** A bad `Prefer: fault=…`: 400 naming the header. */
const badPreference = (message: string) =>
  new ContractError('invalidField', `Prefer: ${message}`, {
    errorData: { errors: [{ path: '/headers/prefer', message, errorCode: 'pattern' }], total: 1 },
  });

const wholeNumber = (name: string, value: string | undefined): number => {
  if (value === undefined || !/^\d{1,9}$/.test(value)) throw badPreference(`\`${name}\` must be a whole number, got \`${value ?? ''}\``);
  return Number(value);
};

/** The parameter of the preference that sets each field of a rule's action, as a problem of the action names it. */
const PARAMETER_OF = new Map([
  ['retryAfterSeconds', 'retryAfter'],
  ['commitThenFail', 'commit'],
]);

/** The declared errorType a preference names, checked as a name of the spec's (never looked up on a plain object). */
function errorTypeOf(value: string | undefined, status: number | undefined, operationId: OperationId): Exclude<ErrorType, ''> {
  const declared = Object.keys(httpStatusOfError) as Exclude<ErrorType, ''>[];
  const named = declared.find((type) => type === value);
  if (named) return named;
  const ofStatus = declared.filter((type) => httpStatusOfError[type] === status);
  // Without a status the choices are the errorTypes of every status the operation answers: too many to list, so the
  // message names the statuses, and the types once a status is given.
  const choices =
    status === undefined
      ? `send \`status\` with it (${operationId} answers ${operations[operationId].errorStatuses.join(', ')}), and it is one of that status's`
      : ofStatus.length
        ? `with ${status} it is one of ${ofStatus.join(', ')}`
        : `no errorType is answered with ${status}`;
  throw badPreference(`\`errorType=${value ?? ''}\` is no errorType; ${choices}`);
}

/**
 * The fault a `Prefer` header asks for (RFC 7240: preferences separated by commas, each with `;` parameters), or
 * undefined when it holds no `fault` preference. `fault=error; status=503`, `fault=rateLimit; retryAfter=2`,
 * `fault=latency; ms=300`, `fault=reset` (`empty`, `truncated`, `hang`), each with `; commit` for commitThenFail.
 */
export function preferredFault(header: string, operationId: OperationId, limitMs: number): Fault | undefined {
  const preference = header
    .split(',')
    .map((p) => p.trim())
    .find((p) => /^fault\s*=/i.test(p));
  if (!preference) return undefined;
  const [head, ...parameters] = preference.split(';').map((p) => p.trim());
  const asked = head!.replace(/^fault\s*=\s*/i, '').replace(/^"(.*)"$/, '$1');
  const kind = KINDS.find((k) => k === asked);
  if (!kind) throw badPreference(`\`fault=${asked}\` is no fault; it is one of ${KINDS.join(', ')}`);
  const action: Action = { kind };
  let ms: number | undefined;
  let errorType: string | undefined;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((p) => p.trim().replace(/^"(.*)"$/, '$1'));
    if (name === 'commit' && value === undefined) action.commitThenFail = true;
    else if (name === 'status' && kind === 'error') action.status = wholeNumber(name, value);
    else if (name === 'errorType' && kind === 'error') errorType = value ?? '';
    else if (name === 'retryAfter' && kind === 'rateLimit') action.retryAfterSeconds = wholeNumber(name, value);
    else if (name === 'ms' && kind === 'latency') ms = wholeNumber(name, value);
    else throw badPreference(`\`${parameter}\` is not a parameter of \`fault=${kind}\``);
  }
  if (errorType !== undefined) action.errorType = errorTypeOf(errorType, action.status, operationId);
  if (kind === 'latency') {
    if (ms === undefined) throw badPreference('`fault=latency` takes `ms`, the delay in milliseconds, such as `fault=latency; ms=300`');
    action.latency = { distribution: 'fixed', ms };
  }
  const [problem] = ruleProblems({ match: { operationIds: [operationId] }, action }, limitMs);
  if (problem) {
    const field = problem.field.split('/').at(-1)!;
    throw badPreference(`\`${PARAMETER_OF.get(field) ?? field}\` ${problem.message}`);
  }
  return { rule: 'request', action, delayMs: action.latency ? delayOf(action.latency, () => 0, limitMs) : 0 };
}

/** What a rule's match reads of a call: its operation, method, end user and institution. */
function callOf(req: Request, operationId: OperationId): FaultCall {
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  // Express parses the query again on each read of req.query: none to read without a `?`.
  const query = (req.url.includes('?') ? req.query : {}) as Record<string, unknown>;
  const text = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string');
  return {
    operationId,
    method: req.method.toLowerCase(),
    userId: text(body.userId, query.UserId, query.userId),
    institutionType: text(body.type, body.fromType, body.brokerType, query.BrokerType, req.params.brokerType),
  };
}

/** The failure an `error` or `rateLimit` action answers. */
function failureOf(action: Action): ContractError {
  if (action.kind === 'rateLimit') {
    const retryAfterSeconds = action.retryAfterSeconds ?? 1;
    return new ContractError(
      'rateLimited',
      `Too many requests (a fault this client asked for). Repeat after ${retryAfterSeconds} seconds.`,
      {
        errorData: { retryAfterSeconds },
      },
    );
  }
  const errorType = action.errorType || errorTypeOfStatus(action.status!)!;
  const retry = errorType === 'rateLimited' || errorType === 'institutionRateLimited' || action.status === 503;
  return new ContractError(errorType, `A fault this client asked for: ${errorType}.`, retry ? { errorData: { retryAfterSeconds: 1 } } : {});
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Keeps a call whose connection a fault is about to break for the dashboard (http/recording.ts keepBrokenCall). */
export type KeepBrokenCall = (req: Request, res: Response) => Promise<void>;

/**
 * Does a transport fault to the connection, once the call is kept for the dashboard with the answer it lost: `answer`,
 * the body that was to be sent (after a commit) with its status; without one, a 500's (the truncated answer's).
 */
async function breakConnection(
  req: Request,
  res: Response,
  kind: Action['kind'],
  limitMs: number,
  keep?: KeepBrokenCall,
  answer?: unknown,
) {
  const socket = req.socket;
  if (answer === undefined) res.status(500);
  const text =
    kind === 'truncated'
      ? JSON.stringify(
          answer ??
            errorBody(new ContractError('unexpectedError', 'A fault this client asked for: the answer is cut.'), res.locals.operationId),
        )
      : undefined;
  res.locals.answer = text === undefined ? answer : JSON.parse(text);
  await keep?.(req, res).catch(() => undefined); // the fault happens even when the dashboard cannot keep it
  switch (kind) {
    case 'reset':
      return void socket.resetAndDestroy();
    case 'empty':
      return void socket.destroy();
    case 'hang': {
      // No answer until the client gives up; past the server's request timeout, the connection is reset.
      const timer = setTimeout(() => socket.resetAndDestroy(), limitMs);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return;
    }
    default: {
      // truncated (the webhook's kinds never reach a call: a rule with one names the webhook alone)
      res.writeHead(res.statusCode, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text!) });
      res.write(text!.slice(0, Math.floor(text!.length / 2)), () => socket.destroy());
      return;
    }
  }
}

/**
 * `keep` keeps the calls whose connection a fault breaks for the dashboard, when it keeps calls; `hold` takes a place
 * for an answer the fault holds open, or refuses the call (http/heldOpen.ts).
 */
export function injectFaults(
  faults: Pick<Faults, 'pick' | 'limitMs' | 'knownEmpty' | 'knownUnmatched'>,
  logger: Logger,
  keep?: KeepBrokenCall,
  hold?: (req: Request, res: Response, fault: Fault) => void,
) {
  const { limitMs } = faults;
  return async (req: Request, res: Response, next: NextFunction) => {
    const operationId = res.locals.operationId as OperationId | undefined;
    const clientId: string | undefined = res.locals.clientId;
    if (!operationId || !clientId || !TAKES_FAULTS.has(operationId) || res.locals.linkSession) return next();
    const prefer = req.get('prefer');
    if (prefer === undefined && faults.knownEmpty(clientId)) return next(); // the common case: nothing to draw or count
    const call = callOf(req, operationId);
    const preferred = prefer === undefined ? undefined : preferredFault(prefer, operationId, limitMs);
    if (!preferred && faults.knownUnmatched(clientId, call)) return next(); // rules, none for this call: nothing to count
    const fault = preferred ?? (await faults.pick(clientId, call));
    if (!fault) return next();
    hold?.(req, res, fault);
    res.locals.fault = fault.rule; // the dashboard marks the call
    res.set(FAULT_HEADER, fault.action.kind === 'latency' ? `${fault.rule}; delayMs=${fault.delayMs}` : fault.rule);
    logger.info({ requestId: res.locals.requestId, clientId, operationId, fault: fault.rule, kind: fault.action.kind }, 'fault injected');
    const { action } = fault;
    // A stream's answer never ends: no rule or preference takes a commit there (ruleProblems); one kept from before fails at once.
    if (action.commitThenFail && !wantsStream(req)) return commitThenFail(req, res, next, fault, limitMs, keep);
    switch (action.kind) {
      case 'latency':
        await wait(fault.delayMs);
        return next();
      case 'error':
      case 'rateLimit':
        throw failureOf(action);
      default:
        return breakConnection(req, res, action.kind, limitMs, keep);
    }
  };
}

/**
 * The operation runs and commits, its Idempotency-Key keeping its answer (idempotency.ts keeps it before it sends, and
 * its send is this one), then the answer is replaced by the fault.
 */
function commitThenFail(
  req: Request,
  res: Response,
  next: NextFunction,
  { action, delayMs }: Fault,
  limitMs: number,
  keep?: KeepBrokenCall,
) {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    switch (action.kind) {
      case 'latency':
        void wait(delayMs).then(() => send(body));
        break;
      case 'error':
      case 'rateLimit': {
        const failure = failureOf(action);
        const envelope = errorBody(failure, res.locals.operationId);
        if (envelope.errorData && 'retryAfterSeconds' in envelope.errorData)
          res.set('Retry-After', String(envelope.errorData.retryAfterSeconds));
        res.status(httpStatusOfError[failure.errorType]);
        send(envelope);
        break;
      }
      default:
        void breakConnection(req, res, action.kind, limitMs, keep, body);
    }
    return res;
  };
  next();
}
