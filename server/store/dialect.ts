// Query parts that differ between the engines, so that the store's modules write each query once.
import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from './database.js';

/**
 * Locks the selected rows until the transaction ends, on PostgreSQL, where several processes share the rows.
 * SQLite has one writer (this process, which runs one transaction at a time), so it needs no row locks.
 */
export const lockedForUpdate =
  (engine: Engine, { skipLocked = false, of }: { skipLocked?: boolean; of?: string } = {}) =>
  // biome-ignore lint/suspicious/noExplicitAny: any query over any table may take the lock; Kysely's own signature uses any here
  <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB => {
    if (engine !== 'postgres') return qb;
    const locked = of ? qb.forUpdate(of) : qb.forUpdate();
    return (skipLocked ? locked.skipLocked() : locked) as QB;
  };
