// The dashboard's live stream (listDashboardEvents with Accept: text/event-stream): Server-Sent Events of the
// authenticated client only. First the kept events after Last-Event-ID, then each new one as it is published. Writes
// are gathered and sent at most every FLUSH_MS, so a busy sandbox (thousands of calls a second) costs a stream a few
// writes a second, not one per call, and a person watching sees no delay; a comment every HEARTBEAT_MS keeps the
// connection open through proxies.
//
// A stream is bounded like any other use of the server: a reader that does not read is closed once the data it left
// unsent passes STREAM_BUFFER_BYTES (it resumes with Last-Event-ID, as a browser does by itself), and streams are
// counted per client, and with the answers faults hold per source address and in all, below MAX_CONNECTIONS
// (heldOpen.ts), so that they never take the connections every other request needs.
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config.js';
import { ContractError } from '../contract/errors.js';
import { frameOf, type Activity, type ActivityFeed } from '../domain/dashboard/activity.js';
import type { HeldOpen } from './heldOpen.js';

const HEARTBEAT_MS = 15_000;
const FLUSH_MS = 50;
/** How long a browser's EventSource waits before it reconnects (the stream's `retry:`). */
const RETRY_MS = 2_000;

/** Whether the request asks for the stream rather than the JSON catch-up. */
export const wantsStream = (req: Request) => /\btext\/event-stream\b/i.test(req.get('accept') ?? '');

/** Serves the stream of a client to a request that asks for it; passes the others on to the JSON answer. */
export function eventStream(activity: ActivityFeed, limits: Config['streams'], held: HeldOpen) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!wantsStream(req)) return next();
    const clientId: string = res.locals.clientId;
    // Its place is given back when the answer closes (a HEAD's at once).
    const refused = held.take('stream', req, res);
    if (refused)
      return next(new ContractError('rateLimited', refused.why, { errorData: { retryAfterSeconds: refused.retryAfterSeconds } }));
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no', // a proxy that buffers would hold the events back
    });
    // A HEAD gets the headers alone, as every GET's HEAD does.
    if (req.method === 'HEAD') return void res.end();
    res.flushHeaders();
    let pending: string[] = [];
    let scheduled: NodeJS.Timeout | undefined;
    /** Writes, unless what was written before is still unsent past the bound: then the reader is not reading. */
    const write = (text: string) => {
      if (res.writableEnded || res.destroyed) return;
      if (res.writableLength > limits.bufferBytes) return void res.destroy();
      res.write(text);
    };
    const flush = () => {
      scheduled = undefined;
      if (!pending.length) return;
      const text = pending.join('');
      pending = [];
      write(text);
    };
    // Live events are held until the catch-up is sent, then sent unless the catch-up had them (by seq).
    let caughtUp = false;
    let sentSeq = 0;
    const early: Activity[] = [];
    const send = (activity: Activity) => {
      if (!caughtUp) return void early.push(activity);
      if (activity.seq <= sentSeq) return;
      sentSeq = activity.seq;
      pending.push(frameOf(activity));
      scheduled ??= setTimeout(flush, FLUSH_MS);
    };
    const unsubscribe = activity.subscribe(clientId, send);
    const lastEventId = req.get('last-event-id');
    pending.push(`retry: ${RETRY_MS}\n\n`);
    const sendCatchUp = (events: Activity[]) => {
      for (const event of events) {
        pending.push(frameOf(event));
        sentSeq = Math.max(sentSeq, event.seq);
      }
      caughtUp = true;
      for (const activity of early.splice(0)) send(activity);
      flush();
    };
    const catchUp = activity.since(clientId, lastEventId || undefined);
    // On the shared store the catch-up is read from the database: a failure closes the stream, and the reader comes back.
    if (Array.isArray(catchUp)) sendCatchUp(catchUp);
    else catchUp.then(sendCatchUp, () => void res.destroy());
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      pending = [];
      clearTimeout(scheduled);
      clearInterval(heartbeat);
      unsubscribe();
      early.length = 0;
    });
  };
}
