// The column types a migration names, per engine: the same migration then runs on SQLite and PostgreSQL.
import type { ColumnDataType } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export interface ColumnTypes {
  uuid: ColumnDataType;
  json: ColumnDataType;
  bool: ColumnDataType;
  /** Unix milliseconds. */
  millis: ColumnDataType;
  /** A binary float: only the migrations before 012 name it, amounts are now `decimal`. */
  float: ColumnDataType;
  /** An exact decimal amount: numeric on PostgreSQL; on SQLite, which has no decimal type, the canonical decimal as text. */
  decimal: ColumnDataType;
}

export const columnTypes = (engine: Engine): ColumnTypes =>
  engine === 'postgres'
    ? { uuid: 'uuid', json: 'jsonb', bool: 'boolean', millis: 'bigint', float: 'double precision', decimal: 'numeric' }
    : // SQLite's type affinity: text keeps uuids, JSON and decimals as written (a declared `decimal` or `numeric`
      // would turn '0.3' into a REAL), integer holds 64 bits.
      { uuid: 'text', json: 'text', bool: 'integer', millis: 'integer', float: 'real', decimal: 'text' };
