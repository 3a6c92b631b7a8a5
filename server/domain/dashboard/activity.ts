// What happens in each client's sandbox, as it happens: the events of the dashboard's stream (listDashboardEvents).
// In this process's memory, per client: a sequence number, the latest `kept` events (so that a stream that
// reconnects with Last-Event-ID misses nothing still kept) and the streams listening. Publishing is O(1) and
// serializes nothing; an event is written as text once, when a stream first needs it.
import type { Activity, ActivityFeed, ActivityName, DashboardEvent, DataOf, Listener } from '../activityFeed.js';

export type { Activity, ActivityFeed, ActivityName, Listener } from '../activityFeed.js';

interface ClientFeed {
  seq: number;
  /** The latest events, by seq modulo their capacity. */
  ring: (Activity | undefined)[];
  listeners: Set<Listener>;
}

/** Why a resumed stream starts with a resync event: its Last-Event-ID is of another start of the server, or older than what is kept. */
type Resync = Extract<DashboardEvent, { event: 'resync' }>['data']['reason'];

/** An event as the JSON catch-up answers it. */
export const frameData = ({ id, event, data }: Activity) => ({ id, event, data }) as DashboardEvent;

/** The SSE text of an event: its id, name and data (one line of JSON). */
export const frameOf = (activity: Activity): string =>
  (activity.frame ??= `id: ${activity.id}\nevent: ${activity.event}\ndata: ${JSON.stringify(activity.data)}\n\n`);

/**
 * Where a reader resumes: the seq after which to send events, and the resync to send first when its Last-Event-ID
 * is of another start (or another database), newer than the newest, or older than what is kept.
 */
export function resumeAfter(lastEventId: string | undefined, { start, newest, oldest }: { start: string; newest: number; oldest: number }) {
  if (lastEventId === undefined) return { after: 0, resync: undefined };
  const [ofStart, seq] = lastEventId.split('-');
  const last = Number(seq);
  if (ofStart !== start || !Number.isSafeInteger(last) || last > newest) return { after: 0, resync: 'unknownLastEventId' as Resync };
  if (last < oldest - 1) return { after: 0, resync: 'eventsDropped' as Resync };
  return { after: last, resync: undefined };
}

/** The resync event a reader gets first, with the id before the first sent. */
export const resyncEvent = (id: string, reason: Resync): Activity => ({ id, seq: 0, event: 'resync', data: { reason } });

/** `start` names this start of the server (its time, in base 36): an id of another start is of events no longer kept. */
export function createActivity({ start, kept }: { start: string; kept: number }): ActivityFeed {
  const feeds = new Map<string, ClientFeed>();
  const feedOf = (clientId: string): ClientFeed => {
    const existing = feeds.get(clientId);
    if (existing) return existing;
    const feed: ClientFeed = { seq: 0, ring: new Array(kept), listeners: new Set() };
    feeds.set(clientId, feed);
    return feed;
  };
  const idOf = (seq: number) => `${start}-${seq}`;

  return {
    /** Hands an event of the client to its open streams, and keeps it for readers that resume (the latest `kept`). */
    publish<N extends ActivityName>(clientId: string, event: N, data: DataOf<N>): void {
      const feed = feedOf(clientId);
      const seq = ++feed.seq;
      const activity: Activity = { id: idOf(seq), seq, event, data };
      if (kept > 0) feed.ring[seq % kept] = activity;
      for (const listener of feed.listeners) listener(activity);
    },

    /**
     * The kept events after lastEventId (every kept one without it), oldest first; when events after it are no longer
     * kept, a resync event first, which is not kept (it concerns that reader alone), with the id before the first sent.
     */
    since(clientId: string, lastEventId?: string): Activity[] {
      const feed = feeds.get(clientId);
      const newest = feed?.seq ?? 0;
      const oldest = Math.max(1, newest - kept + 1);
      const { after, resync } = resumeAfter(lastEventId, { start, newest, oldest });
      const events: Activity[] = [];
      for (let seq = Math.max(after + 1, oldest); seq <= newest; seq++) {
        const activity = feed?.ring[seq % kept];
        if (activity?.seq === seq) events.push(activity);
      }
      if (!resync) return events;
      return [resyncEvent(idOf(oldest - 1), resync), ...events];
    },

    /** The id of the client's latest event; null when it has none. */
    lastEventId: (clientId: string): string | null => {
      const seq = feeds.get(clientId)?.seq ?? 0;
      return seq ? idOf(seq) : null;
    },

    /** Hands each new event of the client to listener until the returned function is called. */
    subscribe(clientId: string, listener: Listener): () => void {
      const { listeners } = feedOf(clientId);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
