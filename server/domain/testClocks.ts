// Test clocks: a client's simulated time, frozen until advanced. Advancing runs what falls due on the way, in order
// of its time, and answers once it has happened, so a test needs no waiting.
import { LATEST_UNIX_MILLIS } from '../../client/operations.js';
import { onClientTime, realClockOf, type Deps } from '../deps.js';
import { ContractError, fieldError } from '../contract/errors.js';
import type { Schemas } from '../contract/types.js';
import type { TestClockRow } from '../store/testClocks.js';
import type { Transfers } from './transfers.js';
import type { Webhooks } from './webhooks.js';

/** Transfers settled, or webhook events claimed, per round of an advance. */
const BATCH = 50;
/** A duration's parts, which add up, in milliseconds. */
const durationMillis = ({
  days = 0,
  hours = 0,
  minutes = 0,
  seconds = 0,
}: {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}) => (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

/** Rounds an advance runs at most: far more than a test makes due, and a bound if something never stops being due. */
const MAX_ROUNDS = 10_000;

const notFound = () =>
  new ContractError('testClockNotFound', 'This client has no test clock: its time is real. Create one with sandboxCreateTestClock.');
const iso = (ms: number) => new Date(ms).toISOString();

export function createTestClocks({ store, clock }: Deps, transfers: Transfers, webhooks: Webhooks) {
  const real = realClockOf(clock);
  /** One advance at a time per client in this process; another waits for it. */
  const advancing = new Map<string, Promise<unknown>>();

  const view = (row: TestClockRow | undefined): Schemas['TestClock'] =>
    row ? { frozen: true, now: row.now, createdAt: row.createdAt } : { frozen: false, now: real.now(), createdAt: null };

  async function advance(clientId: string, input: Schemas['TestClockAdvanceRequest']): Promise<Schemas['TestClockAdvance']> {
    const row = await store.testClocks.get(clientId);
    if (!row) throw notFound();
    const target = 'frozenTime' in input ? input.frozenTime : row.now + durationMillis(input);
    if (target < row.now) {
      const message = `Time never moves backwards: the test clock is at ${iso(row.now)} (${row.now}); ask for that time or later.`;
      throw fieldError('invalidField', message, { field: 'frozenTime', message, errorCode: 'minimum' });
    }
    if (target > LATEST_UNIX_MILLIS) {
      const message = `The test clock cannot go past ${iso(LATEST_UNIX_MILLIS)}; it is at ${iso(row.now)} (${row.now}).`;
      throw fieldError('invalidField', message, {
        field: 'frozenTime' in input ? 'frozenTime' : (Object.keys(input)[0] ?? 'seconds'),
        message,
        errorCode: 'maximum',
      });
    }
    const happened = { transfersSettled: 0, webhooksAttempted: 0, webhooksDelivered: 0 };
    let { now, advanced } = row;
    const moveTo = async (to: number) => {
      if (to === now) return;
      if (!(await store.testClocks.move(clientId, now, to)))
        throw new ContractError('conflict', 'The test clock was moved or deleted by another request meanwhile; read it and try again.');
      advanced += to - now;
      now = to;
    };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      await webhooks.idle(clientId); // deliveries the background dispatcher has under way count as what happened
      const due = await store.testClocks.nextDue(clientId, real.now());
      if (due === undefined || due > target) break;
      await moveTo(Math.max(now, due));
      const done = await onClientTime({ now, advanced }, async () => ({
        settled: await transfers.settleDue(BATCH, clientId),
        ...(await webhooks.dispatchDue(BATCH, clientId)),
      }));
      happened.transfersSettled += done.settled;
      happened.webhooksAttempted += done.attempted;
      happened.webhooksDelivered += done.delivered;
      // Due but not ours to do now (another process's dispatcher holds it): it happens there.
      if (!done.settled && !done.attempted) break;
    }
    await moveTo(target);
    return { previous: row.now, now, happened };
  }

  return {
    get: async (clientId: string) => view(await store.testClocks.get(clientId)),

    async create(clientId: string, input: Schemas['TestClockRequest'] = {}): Promise<Schemas['TestClock']> {
      const frozenTime = input.frozenTime ?? real.now();
      if (!(await store.testClocks.create(clientId, frozenTime))) {
        const current = await store.testClocks.get(clientId);
        throw new ContractError(
          'conflict',
          `This client has a test clock already, at ${current ? iso(current.now) : 'an unknown time'}: advance it, or delete it first.`,
        );
      }
      return view(await store.testClocks.get(clientId));
    },

    async delete(clientId: string): Promise<Schemas['TestClock']> {
      if (!(await store.testClocks.delete(clientId))) throw notFound();
      return view(undefined);
    },

    async advance(clientId: string, input: Schemas['TestClockAdvanceRequest']): Promise<Schemas['TestClockAdvance']> {
      const previous = advancing.get(clientId) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(() => advance(clientId, input));
      advancing.set(clientId, run);
      try {
        return await run;
      } finally {
        if (advancing.get(clientId) === run) advancing.delete(clientId);
      }
    },
  };
}

export type TestClocks = ReturnType<typeof createTestClocks>;
