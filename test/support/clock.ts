// A clock the tests move by hand (the server's Clock, injected).
import type { Clock } from '../../server/deps/time.js';

export class ManualClock implements Clock {
  constructor(public time = Date.UTC(2026, 10, 22, 12, 0, 0)) {}
  now() {
    return this.time;
  }
  advance(ms: number) {
    this.time += ms;
  }
}
