-- Transfers, their webhook outbox, and every delivery attempt.

ALTER TABLE api_clients ADD COLUMN webhook_previous_secret text;
ALTER TABLE api_clients ADD COLUMN webhook_previous_until bigint;

CREATE TABLE transfers (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES api_clients (id) ON DELETE CASCADE,
  connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  type text NOT NULL,
  symbol text NOT NULL,
  amount double precision NOT NULL,
  fee double precision,
  network_id uuid,
  chain text,
  from_address text,
  to_address text,
  tx_id text NOT NULL,
  tx_hash text,
  hash_on_requery boolean NOT NULL,
  client_transaction_id text,
  amount_in_fiat double precision,
  status text NOT NULL,
  settle_at bigint NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX transfers_due ON transfers (settle_at) WHERE status = 'Pending';

-- Written in the same transaction as the status change it reports.
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES api_clients (id) ON DELETE CASCADE,
  transfer_id uuid NOT NULL REFERENCES transfers (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  locked_until bigint,
  created_at bigint NOT NULL,
  UNIQUE (transfer_id, seq)
);
CREATE INDEX webhook_events_due ON webhook_events (next_attempt_at) WHERE status = 'pending';

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted_at bigint NOT NULL,
  http_status integer,
  latency_ms integer NOT NULL,
  error text
);
CREATE INDEX webhook_attempts_event ON webhook_attempts (event_id, attempt);
