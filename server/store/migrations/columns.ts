// The column types a migration names, per engine: the same migration then runs on SQLite and PostgreSQL.
import type { ColumnDataType } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export interface ColumnTypes {
  uuid: ColumnDataType;
  json: ColumnDataType;
  bool: ColumnDataType;
  /** Unix milliseconds. */
  millis: ColumnDataType;
  float: ColumnDataType;
}

export const columnTypes = (engine: Engine): ColumnTypes =>
  engine === 'postgres'
    ? { uuid: 'uuid', json: 'jsonb', bool: 'boolean', millis: 'bigint', float: 'double precision' }
    : // SQLite's type affinity: text keeps uuids and JSON as written, integer holds 64 bits.
      { uuid: 'text', json: 'text', bool: 'integer', millis: 'integer', float: 'real' };
