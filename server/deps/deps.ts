// What the app is built from. Tests inject a manual clock and a seeded random source.
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Institutions } from '../institutions/adapter.js';
import type { Store } from '../store/store.js';
import type { Clock } from './time.js';
import type { Random } from './random.js';

/** Told each HTTP status the server answers per operation, and what webhook receivers answer: the contract coverage report listens. */
export interface AnswerObserver {
  answered(operationId: string, httpStatus: number): void;
}

export interface Deps {
  store: Store;
  clock: Clock;
  random: Random;
  config: Config;
  logger: Logger;
  /** The adapter of each institution type: the sandbox's simulator, or a real integration. */
  institutions: Institutions;
  observer?: AnswerObserver;
}
