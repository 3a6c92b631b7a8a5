// The dashboard's live stream (listDashboardEvents with Accept: text/event-stream): Server-Sent Events of the
// authenticated client only. First the kept events after Last-Event-ID, then each new one as it is published. Writes
// are gathered and sent at most every FLUSH_MS, so a busy sandbox (thousands of calls a second) costs a stream a few
// writes a second, not one per call, and a person watching sees no delay; a comment every HEARTBEAT_MS keeps the
// connection open through proxies.
import type { NextFunction, Request, Response } from 'express';
import { frameOf, type Activity, type ActivityFeed } from '../domain/activity.js';

const HEARTBEAT_MS = 15_000;
const FLUSH_MS = 50;
/** How long a browser's EventSource waits before it reconnects (the stream's `retry:`). */
const RETRY_MS = 2_000;

/** Whether the request asks for the stream rather than the JSON catch-up. */
export const wantsStream = (req: Request) => /\btext\/event-stream\b/i.test(req.get('accept') ?? '');

/** Serves the stream of a client to a request that asks for it; passes the others on to the JSON answer. */
export function eventStream(activity: ActivityFeed) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!wantsStream(req)) return next();
    const clientId: string = res.locals.clientId;
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
    const flush = () => {
      scheduled = undefined;
      if (!pending.length || res.writableEnded) return;
      res.write(pending.join(''));
      pending = [];
    };
    const send = (activity: Activity) => {
      pending.push(frameOf(activity));
      scheduled ??= setTimeout(flush, FLUSH_MS);
    };
    const lastEventId = req.get('last-event-id');
    pending.push(`retry: ${RETRY_MS}\n\n`);
    for (const event of activity.since(clientId, lastEventId || undefined)) pending.push(frameOf(event));
    flush();
    const unsubscribe = activity.subscribe(clientId, send);
    const heartbeat = setInterval(() => void (res.writableEnded || res.write(': keep-alive\n\n')), HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      clearTimeout(scheduled);
      clearInterval(heartbeat);
      unsubscribe();
    });
  };
}
