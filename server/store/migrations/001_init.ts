// Clients, link sessions, connections with their positions, balances and deposit addresses, and wallet verifications.
import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const init = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('api_clients')
      .addColumn('id', t.uuid, (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('webhook_url', 'text')
      .addColumn('webhook_secret', 'text')
      .addColumn('webhook_enabled', t.bool, (c) => c.notNull().defaultTo(sql`true`))
      .execute();

    await db.schema
      .createTable('link_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('options', t.json, (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('expires_at', t.millis, (c) => c.notNull())
      .addColumn('used_at', t.millis)
      .execute();

    await db.schema
      .createTable('connections')
      .addColumn('id', t.uuid, (c) => c.primaryKey())
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('token_id_hash', 'text', (c) => c.notNull().unique())
      .addColumn('access_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('access_expires_at', t.millis, (c) => c.notNull())
      .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_expires_at', t.millis, (c) => c.notNull())
      .addColumn('mfa_challenge_hash', 'text')
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('refreshed_at', t.millis, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('connections_client_user').on('connections').columns(['client_id', 'user_id']).execute();

    await db.schema
      .createTable('positions')
      .addColumn('connection_id', t.uuid, (c) => c.notNull().references('connections.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('amount', t.float, (c) => c.notNull())
      .addColumn('cost_basis', t.float)
      .addColumn('details', t.json)
      .addPrimaryKeyConstraint('positions_pkey', ['connection_id', 'kind', 'symbol'])
      .execute();

    await db.schema
      .createTable('balances')
      .addColumn('connection_id', t.uuid, (c) => c.notNull().references('connections.id').onDelete('cascade'))
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('cash', t.float, (c) => c.notNull())
      .addColumn('buying_power', t.float, (c) => c.notNull())
      .addPrimaryKeyConstraint('balances_pkey', ['connection_id', 'symbol'])
      .execute();

    await db.schema
      .createTable('deposit_addresses')
      .addColumn('connection_id', t.uuid, (c) => c.notNull().references('connections.id').onDelete('cascade'))
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('network_id', t.uuid, (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('memo', 'text')
      .addPrimaryKeyConstraint('deposit_addresses_pkey', ['connection_id', 'symbol', 'network_id'])
      .execute();

    await db.schema
      .createTable('wallet_verifications')
      .addColumn('id', t.uuid, (c) => c.primaryKey())
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('network_type', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('wallet_verifications_client_user')
      .on('wallet_verifications')
      .columns(['client_id', 'user_id', 'created_at desc'])
      .execute();
  },
});
