// sandbox.clock: the API client's test clock (the Sandbox tag's clock operations), as a test suite uses it.
import type { Api } from '../../client/api.js';
import type { Schemas } from '../contract/types.js';

/** A duration to advance by; the parts add up. */
export interface Duration {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
  milliseconds?: number;
}

export interface SandboxClock {
  /** The client's sandbox time, Unix milliseconds: its test clock's while frozen, else real time. */
  now(): Promise<number>;
  /** Whether the client runs on a test clock. */
  frozen(): Promise<boolean>;
  /** Freezes the client's time at `at` (now by default): from then on it moves only when advanced. */
  freeze(at?: Date | number): Promise<number>;
  /**
   * Moves the frozen clock forward; answers once everything that fell due on the way happened (transfers settled,
   * webhooks attempted), with counts of what did. An advance that the server stopped at its time limit is
   * continued until it is complete.
   */
  advance(by: Duration): Promise<Schemas['TestClockAdvance']>;
  /** Moves the frozen clock forward to a time (never backwards). */
  advanceTo(at: Date | number): Promise<Schemas['TestClockAdvance']>;
  /** Back to real time. */
  unfreeze(): Promise<void>;
}

const millisOf = ({ days = 0, hours = 0, minutes = 0, seconds = 0, milliseconds = 0 }: Duration) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 + milliseconds;

type Advance = Schemas['TestClockAdvance'];

/** Goes on with an advance that stopped at its time limit until it is complete; what happened is summed. */
async function untilDone(api: Api, first: Advance): Promise<Advance> {
  let moved = first;
  const happened = { ...first.happened };
  while (moved.stoppedBecause === 'timeLimit') {
    moved = await api.sandboxAdvanceTestClock({ frozenTime: moved.target });
    happened.transfersSettled += moved.happened.transfersSettled;
    happened.webhooksAttempted += moved.happened.webhooksAttempted;
    happened.webhooksDelivered += moved.happened.webhooksDelivered;
  }
  return { ...moved, previous: first.previous, happened };
}

export function sandboxClock(api: Api): SandboxClock {
  const advanceTo = async (at: Date | number) => untilDone(api, await api.sandboxAdvanceTestClock({ frozenTime: Number(at) }));
  return {
    now: async () => (await api.sandboxGetTestClock({})).now,
    frozen: async () => (await api.sandboxGetTestClock({})).frozen,
    freeze: async (at) => (await api.sandboxCreateTestClock(at === undefined ? {} : { frozenTime: Number(at) })).now,
    async advance(by) {
      const ms = millisOf(by);
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance takes a duration of zero or more, got ${JSON.stringify(by)}`);
      if (ms % 1000 === 0) return untilDone(api, await api.sandboxAdvanceTestClock({ seconds: ms / 1000 }));
      return advanceTo((await api.sandboxGetTestClock({})).now + ms);
    },
    advanceTo,
    async unfreeze() {
      await api.sandboxDeleteTestClock({});
    },
  };
}
