// Time: the real clock, and a client's test-clock time that the domain reads wherever the client's work runs.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Clock {
  /** Unix time in milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The time of a client on a test clock: frozen at `now`, advanced by `advanced` in all since it was created. */
export interface ClientTime {
  now: number;
  advanced: number;
}

const clientTime = new AsyncLocalStorage<ClientTime>();

/** Runs fn on a client's test-clock time, or as it is for a client on real time (no time). */
export const onClientTime = <T>(time: ClientTime | undefined, fn: () => T): T => (time ? clientTime.run(time, fn) : fn());

/**
 * The clock the domain reads: inside work for a client on a test clock (onClientTime), that client's frozen time;
 * elsewhere the real clock's. So every time-driven rule follows the client's clock without each one asking for it.
 */
export class ClientClock implements Clock {
  constructor(readonly real: Clock) {}
  now(): number {
    return clientTime.getStore()?.now ?? this.real.now();
  }
  /** Real time plus every advance of the client's test clock: rate-limit windows refill with both, never stuck. */
  readonly windows: Clock = { now: () => this.real.now() + (clientTime.getStore()?.advanced ?? 0) };
}

/** Real time, whatever client's work runs: leases, delivery signatures, caches. */
export const realClockOf = (clock: Clock): Clock => (clock instanceof ClientClock ? clock.real : clock);
/** The clock rate-limit windows run on (see ClientClock.windows). */
export const windowClockOf = (clock: Clock): Clock => (clock instanceof ClientClock ? clock.windows : clock);
