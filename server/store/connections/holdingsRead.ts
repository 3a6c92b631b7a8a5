// The holdings read, the hottest query of the API: a connection by token with its positions and the institution's
// sandbox failure, reused on the embedded store while the database is unchanged (reuse.ts).
import type { Kysely } from 'kysely';
import { connectionLookups, type ConnectionIdentity } from './connectionLookups.js';
import type { Database, Engine } from '../database.js';
import { deviceOn } from '../../performance.js';
import type { LastingFailure } from '../sandbox/institutionFailures.js';
import { positionsOf, toPosition, type PositionRecord } from './positions.js';
import { prepared } from '../prepared.js';
import { reusedWhileUnchanged } from '../reuse.js';
import type { Tables } from '../schema.js';

/** What a holdings read finds: the connection, its positions and the institution's failure (see findByTokenWithPositions). */
export interface HoldingsRead {
  connection: ConnectionIdentity & { byTokenId: boolean };
  positions: PositionRecord[];
  failure?: LastingFailure | null;
}

const holdingsRead = prepared(
  (db, { clientId, type, tokenHash, now }: { clientId: string; type: string; tokenHash: string; now: number }) =>
    db
      .selectFrom('connections as c')
      .leftJoin('positions as p', 'p.connection_id', 'c.id')
      // The failure the client set on the institution, if one lasts (holdingsInOneQuery, below).
      .leftJoin('institution_failures as f', (join) =>
        join
          .onRef('f.client_id', '=', 'c.client_id')
          .onRef('f.type', '=', 'c.type')
          .on((eb) => eb.or([eb('f.until', 'is', null), eb('f.until', '>', now)])),
      )
      .select([
        'c.id',
        'c.client_id',
        'c.user_id',
        'c.type',
        'c.username',
        'c.account_id',
        'c.account_name',
        'c.access_expires_at',
        'c.reauth_required',
        'c.scenario',
        'c.token_id_hash',
      ])
      .select(['p.kind', 'p.symbol', 'p.amount', 'p.cost_basis', 'p.details'])
      .select(['f.error as failure_error', 'f.until as failure_until'])
      .where('c.client_id', '=', clientId)
      .where('c.type', '=', type)
      .where((eb) => eb.or([eb('c.token_id_hash', '=', tokenHash), eb('c.access_token_hash', '=', tokenHash)]))
      .orderBy('p.kind')
      .orderBy('p.symbol'),
);

type HoldingsRow = Awaited<ReturnType<typeof holdingsRead>>[number];

/**
 * A performance device (server/performance.ts): the failure comes with the holdings, so that a read is one round
 * trip on PostgreSQL. Off, it is left out, and the domain reads it in a query of its own.
 */
const holdingsInOneQuery = deviceOn('holdingsInOneQuery');

/** The read as the rows of its query give it: the connection from the first, a position from each. */
function fromRows(rows: HoldingsRow[], tokenHash: string): HoldingsRead {
  const first = rows[0]!;
  const connection = {
    id: first.id,
    client_id: first.client_id,
    user_id: first.user_id,
    type: first.type,
    username: first.username,
    account_id: first.account_id,
    account_name: first.account_name,
    access_expires_at: first.access_expires_at,
    reauth_required: first.reauth_required,
    scenario: first.scenario,
    byTokenId: first.token_id_hash === tokenHash,
  };
  const positions =
    first.kind === null
      ? []
      : rows.map((r) => toPosition({ kind: r.kind!, symbol: r.symbol!, amount: r.amount!, cost_basis: r.cost_basis, details: r.details }));
  if (!holdingsInOneQuery) return { connection, positions };
  const failure = first.failure_error === null ? null : { error: first.failure_error, until: first.failure_until };
  return { connection, positions, failure };
}

export function holdingsReads(db: Kysely<Tables>, engine: Engine, version?: Database['version']) {
  const { findByRetiredToken } = connectionLookups(db, engine);
  const reused = reusedWhileUnchanged<{ found: HoldingsRead | undefined; at: number }>(version);

  /**
   * What identifies the connection, its positions (by kind and symbol) and the failure the client set on the
   * institution that lasts at `now`. `failure` is left out where it was not read.
   */
  async function readHoldings(clientId: string, type: string, tokenHash: string, now: number): Promise<HoldingsRead | undefined> {
    const rows = await holdingsRead(db, engine, { clientId, type, tokenHash, now });
    if (rows.length) return fromRows(rows, tokenHash);
    // failure left out: not read on this rare path
    const retired = await findByRetiredToken(clientId, type, tokenHash);
    return (
      retired && {
        connection: { ...retired, byTokenId: false },
        positions: (await positionsOf(db, engine, { connectionId: retired.id })).map(toPosition),
      }
    );
  }

  return {
    /**
     * findByToken, reading only what a holdings read needs. On the embedded store the same read is answered again
     * without a query until the database changes, the failure it found ends, or the clock goes back.
     */
    async findByTokenWithPositions(clientId: string, type: string, tokenHash: string, now: number): Promise<HoldingsRead | undefined> {
      const { found } = await reused(
        `${clientId} ${type} ${tokenHash}`,
        async () => ({ found: await readHoldings(clientId, type, tokenHash, now), at: now }),
        (read) => now >= read.at && !(read.found?.failure?.until != null && read.found.failure.until <= now),
      );
      return found;
    },
  };
}
