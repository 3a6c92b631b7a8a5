// The dashboard's live stream (listDashboardEvents with Accept: text/event-stream): Server-Sent Events of the
// authenticated client only. First the kept events after Last-Event-ID, then each new one as it is published. Writes
// are gathered and sent at most every FLUSH_MS, so a busy sandbox (thousands of calls a second) costs a stream a few
// writes a second, not one per call, and a person watching sees no delay; a comment every HEARTBEAT_MS keeps the
// connection open through proxies.
//
// A stream is bounded like any other use of the server: a reader that does not read is closed once the data it left
// unsent passes STREAM_BUFFER_BYTES (it resumes with Last-Event-ID, as a browser does by itself), and streams are
// counted per client, per source address and in all, below MAX_CONNECTIONS, so that they never take the connections
// every other request needs.
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config.js';
import { ContractError } from '../contract/errors.js';
import { frameOf, type Activity, type ActivityFeed } from '../domain/dashboard/activity.js';
import { sourceOf } from './server.js';

const HEARTBEAT_MS = 15_000;
const FLUSH_MS = 50;
/** How long a browser's EventSource waits before it reconnects (the stream's `retry:`). */
const RETRY_MS = 2_000;

/** Whether the request asks for the stream rather than the JSON catch-up. */
export const wantsStream = (req: Request) => /\btext\/event-stream\b/i.test(req.get('accept') ?? '');

/** How long a refused reader is asked to wait: about as long as a closed stream takes to free its place. */
const REFUSED_RETRY_AFTER_SECONDS = 5;

/** Counts of what is open, by key; `take` refuses past a bound. */
function counter() {
  const open = new Map<string, number>();
  return {
    count: (key: string) => open.get(key) ?? 0,
    take: (key: string) => void open.set(key, (open.get(key) ?? 0) + 1),
    give: (key: string) => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    },
  };
}

/** Why a new stream cannot open, naming the variable that bounds it; undefined when it can. */
function refusal(limits: Config['streams'], counts: { all: number; client: number; address: number }): string | undefined {
  if (counts.client >= limits.perClient)
    return `This client has ${counts.client} event streams open, as many as MAX_STREAMS_PER_CLIENT allows: close one (a dashboard tab) or raise MAX_STREAMS_PER_CLIENT.`;
  if (counts.address >= limits.perAddress)
    return `This address has ${counts.address} event streams open, half its MAX_CONNECTIONS_PER_ADDRESS, which streams may take: close one or raise MAX_CONNECTIONS_PER_ADDRESS.`;
  if (counts.all >= limits.max)
    return `The server has ${counts.all} event streams open, as many as MAX_STREAMS allows (the other connections are kept for other requests): try again later.`;
  return undefined;
}

/** Serves the stream of a client to a request that asks for it; passes the others on to the JSON answer. */
export function eventStream(activity: ActivityFeed, limits: Config['streams']) {
  const open = counter();
  return (req: Request, res: Response, next: NextFunction) => {
    if (!wantsStream(req)) return next();
    const clientId: string = res.locals.clientId;
    const address = sourceOf(req.socket.remoteAddress ?? '');
    const keys = [`client ${clientId}`, `address ${address}`, 'all'];
    const why = refusal(limits, { client: open.count(keys[0]!), address: open.count(keys[1]!), all: open.count('all') });
    if (why) return next(new ContractError('rateLimited', why, { errorData: { retryAfterSeconds: REFUSED_RETRY_AFTER_SECONDS } }));
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no', // a proxy that buffers would hold the events back
    });
    // A HEAD gets the headers alone, as every GET's HEAD does.
    if (req.method === 'HEAD') return void res.end();
    for (const key of keys) open.take(key);
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
      for (const key of keys) open.give(key);
      pending = [];
      clearTimeout(scheduled);
      clearInterval(heartbeat);
      unsubscribe();
      early.length = 0;
    });
  };
}
