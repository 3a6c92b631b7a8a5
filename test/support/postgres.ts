// PostgreSQL for the store tests, when a server is reachable (PG_TEST_URL, or the local one).
import { adminUrl, postgresReachable } from '../../scripts/postgres.js';

export { freshDatabase } from '../../scripts/postgres.js';
export { migratedDatabase } from './pgTemplate.js';

export const postgresAvailable = await postgresReachable();
if (!postgresAvailable) console.warn(`PostgreSQL not reachable at ${adminUrl}: store tests run on SQLite only.`);

/** The stores to run a suite on: SQLite always, PostgreSQL when reachable. */
export const storeKinds = postgresAvailable ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
