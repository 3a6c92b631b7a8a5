// The activity feed's shape: what the aggregates publish as it happens (transfers, webhooks) and the dashboard's
// stream reads (dashboard/activity.ts keeps it in memory, dashboard/sharedDashboard.ts in the database). It sits
// below the aggregates so that they publish without knowing the dashboard that steers and shows them.
import type { Schemas } from '../contract/types.js';

export type DashboardEvent = Schemas['DashboardEvent'];
export type ActivityName = DashboardEvent['event'];
export type DataOf<N extends ActivityName> = Extract<DashboardEvent, { event: N }>['data'];

/** One kept event; `frame` is its text/event-stream form, made on first use. */
export interface Activity {
  id: string;
  seq: number;
  event: ActivityName;
  data: unknown;
  frame?: string;
}

export type Listener = (activity: Activity) => void;

/** What the dashboard's stream reads and publishes: in this process's memory (createActivity), or in the database (sharedDashboard.ts). */
export interface ActivityFeed {
  /** Hands an event of the client to its open streams, and keeps it for readers that resume. */
  publish<N extends ActivityName>(clientId: string, event: N, data: DataOf<N>): void;
  /** The kept events after lastEventId (every kept one without it), oldest first, a resync event first when some were dropped. */
  since(clientId: string, lastEventId?: string): Activity[] | Promise<Activity[]>;
  /** The id of the client's latest event; null when it has none. */
  lastEventId(clientId: string): string | null | Promise<string | null>;
  /** Hands each new event of the client to listener until the returned function is called. */
  subscribe(clientId: string, listener: Listener): () => void;
  /** Where events are kept in a database: resolves once everything published so far is kept there. */
  flush?(): Promise<void>;
  /** Stops what the feed runs in the background, if anything. */
  close?(): Promise<void>;
}
