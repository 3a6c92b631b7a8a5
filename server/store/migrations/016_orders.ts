// Orders placed at institutions that trade (executeOrder): filled, open, cancelled or expired. An open order holds
// `hold_amount` of `hold_symbol` (a buy's value and fee in its payment symbol, a sell's amount of its symbol).
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const orders = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', t.uuid, (c) => c.primaryKey())
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('connection_id', t.uuid, (c) => c.notNull().references('connections.id').onDelete('cascade'))
      // The order's place among its account's orders (1, 2, ...): orders placed in the same millisecond keep their order.
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('asset_type', 'text', (c) => c.notNull())
      .addColumn('payment_symbol', 'text', (c) => c.notNull())
      .addColumn('payment_type', 'text', (c) => c.notNull())
      .addColumn('order_type', 'text', (c) => c.notNull())
      .addColumn('time_in_force', 'text', (c) => c.notNull())
      .addColumn('amount', t.decimal, (c) => c.notNull())
      .addColumn('price', t.decimal, (c) => c.notNull())
      .addColumn('value', t.decimal, (c) => c.notNull())
      .addColumn('fee', t.decimal)
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('status_details', 'text')
      .addColumn('hold_symbol', 'text')
      .addColumn('hold_amount', t.decimal)
      .addColumn('expires_at', t.millis)
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('updated_at', t.millis, (c) => c.notNull())
      .execute();
    // An account's orders in the order they were placed (and a connection's delete cascades along it).
    await db.schema.createIndex('orders_connection').on('orders').columns(['connection_id', 'seq']).unique().execute();
  },
});
