// The time a client runs on: its test clock's, when it has one (sandboxCreateTestClock), else real time.
import { onClientTime, type ClientTime } from '../deps/time.js';
import type { Store } from '../store/store.js';

export async function timeOf(store: Pick<Store, 'testClocks'>, clientId: string): Promise<ClientTime | undefined> {
  const clock = await store.testClocks.get(clientId);
  return clock && { now: clock.now, advanced: clock.advanced };
}

/** Runs fn on the client's time: `clock.now()` inside answers its test clock's time when it has one. */
export async function atTimeOf<T>(store: Pick<Store, 'testClocks'>, clientId: string, fn: () => Promise<T>): Promise<T> {
  return onClientTime(await timeOf(store, clientId), fn);
}
