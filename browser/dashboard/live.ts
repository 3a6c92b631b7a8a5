// The live stream (listDashboardEvents as text/event-stream), read with fetch: an EventSource cannot send the client's
// credentials as headers, which the stream requires like every other operation. It speaks the same protocol: events
// parsed by eventsource-parser, and on a drop it reconnects after the server's `retry` with the last id as
// Last-Event-ID, so nothing still kept is missed.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Credentials, Schemas } from './api.js';

export type LiveEvent = Schemas['DashboardEvent'];
export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface Live {
  stop(): void;
}

export function follow(credentials: Credentials, onEvent: (event: LiveEvent) => void, onState: (state: LiveState) => void): Live {
  let lastEventId: string | undefined;
  let retryMs = 2000;
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: number | undefined;

  const deliver = (message: EventSourceMessage) => {
    if (message.id) lastEventId = message.id;
    try {
      onEvent({ id: message.id ?? '', event: message.event ?? 'message', data: JSON.parse(message.data) } as LiveEvent);
    } catch {
      // a message the dashboard does not know is left out
    }
  };

  async function connect() {
    controller = new AbortController();
    onState(lastEventId ? 'reconnecting' : 'connecting');
    try {
      const response = await fetch('/api/v1/dashboard/events', {
        headers: {
          Accept: 'text/event-stream',
          'X-Client-Id': credentials.clientId,
          'X-Client-Secret': credentials.clientSecret,
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      onState('live');
      const parser = createParser({
        onEvent: deliver,
        onRetry: (ms) => {
          retryMs = ms;
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value);
    } catch {
      // dropped: reconnect below
    }
    if (stopped) return;
    onState('reconnecting');
    timer = window.setTimeout(() => void connect(), retryMs);
  }

  void connect();
  return {
    stop() {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
    },
  };
}
