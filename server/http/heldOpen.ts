// What holds a connection open past its request: the dashboard's event streams (eventStream.ts), and the answers a
// fault holds (`hang`, a latency: faults.ts). Each is bounded per client, and together from one source address to
// half its MAX_CONNECTIONS_PER_ADDRESS and in all to MAX_STREAMS (below MAX_CONNECTIONS), so that what is held never
// takes the last connections: /health and every other request still find one. Counted in this process's memory.
import type { Request, Response } from 'express';
import type { Config } from '../config.js';
import { ContractError } from '../contract/errors.js';
import type { Fault } from '../domain/sandbox/faults.js';
import { sourceOf } from './server.js';

export type HeldKind = 'stream' | 'answer';

/** Why a new one cannot be held, naming its bound, and when a place is likely free again. */
export interface Refusal {
  why: string;
  retryAfterSeconds: number;
}

/** How long a refused stream is asked to wait: about as long as a closed stream takes to free its place. */
const STREAM_RETRY_AFTER_SECONDS = 5;
const WHAT = 'connections held open (event streams, and answers held by a fault)';

/** Each bound: the count of what is held under its key, the most it takes, and the words of a refusal. */
const boundsOf = (limits: Config['streams'], kind: HeldKind, clientId: string, address: string) => [
  kind === 'stream'
    ? {
        key: `stream client ${clientId}`,
        max: limits.perClient,
        why: (n: number) =>
          `This client has ${n} event streams open, as many as MAX_STREAMS_PER_CLIENT allows: close one (a dashboard tab) or raise MAX_STREAMS_PER_CLIENT.`,
      }
    : {
        key: `answer client ${clientId}`,
        max: limits.heldAnswersPerClient,
        why: (n: number) =>
          `This client has ${n} answers held open by faults (hang, latency), as many as MAX_HELD_ANSWERS_PER_CLIENT allows: wait for one to end, or raise MAX_HELD_ANSWERS_PER_CLIENT.`,
      },
  {
    key: `address ${address}`,
    max: limits.perAddress,
    why: (n: number) =>
      `This address has ${n} ${WHAT}, half its MAX_CONNECTIONS_PER_ADDRESS, which they may take: end one or raise MAX_CONNECTIONS_PER_ADDRESS.`,
  },
  {
    key: 'all',
    max: limits.max,
    why: (n: number) =>
      `The server has ${n} ${WHAT}, as many as MAX_STREAMS allows (the other connections are kept for other requests): try again later.`,
  },
];

export interface HeldOpen {
  /**
   * Takes a place for what `res` holds, given back when it closes (`endsInMs`: how long it will hold at most; a
   * stream, for as long as its reader reads). Answers why not instead when a bound is reached.
   */
  take(kind: HeldKind, req: Request, res: Response, endsInMs?: number): Refusal | undefined;
}

export function heldOpen(limits: Config['streams']): HeldOpen {
  /** What is held under each key: when each ends (performance.now()), Infinity for a stream. */
  const held = new Map<string, Set<{ endsAt: number }>>();
  return {
    take(kind, req, res, endsInMs = Infinity) {
      const bounds = boundsOf(limits, kind, String(res.locals.clientId), sourceOf(req.ip ?? req.socket.remoteAddress ?? ''));
      for (const { key, max, why } of bounds) {
        const here = held.get(key);
        if ((here?.size ?? 0) < max) continue;
        // The soonest of them to end frees a place then (a stream's end is not known).
        const soonest = Math.min(...[...(here ?? [])].map((h) => h.endsAt)) - performance.now();
        const seconds = Number.isFinite(soonest) ? Math.max(1, Math.ceil(soonest / 1000)) : STREAM_RETRY_AFTER_SECONDS;
        return { why: why(here?.size ?? 0), retryAfterSeconds: seconds };
      }
      const hold = { endsAt: performance.now() + endsInMs };
      for (const { key } of bounds) held.set(key, (held.get(key) ?? new Set()).add(hold));
      res.once('close', () => {
        for (const { key } of bounds) {
          const here = held.get(key);
          here?.delete(hold);
          if (!here?.size) held.delete(key);
        }
      });
      return undefined;
    },
  };
}

/**
 * Holds an answer a fault keeps open (a hang, until `limitMs` at most; a latency, for its delay), or refuses the call
 * with 429 `rateLimited` and Retry-After, before the fault is applied. Other faults hold nothing.
 */
export const holdAnswers =
  (held: HeldOpen, limitMs: number) =>
  (req: Request, res: Response, { action, delayMs }: Fault): void => {
    const ms = action.kind === 'hang' ? limitMs : action.kind === 'latency' ? delayMs : 0;
    if (ms <= 0) return;
    const refused = held.take('answer', req, res, ms);
    if (refused) throw new ContractError('rateLimited', refused.why, { errorData: { retryAfterSeconds: refused.retryAfterSeconds } });
  };
