-- Times are unix milliseconds from the injected clock (bigint), so tests control them.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE api_clients (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  secret_hash text NOT NULL,
  created_at bigint NOT NULL,
  webhook_url text,
  webhook_secret text,
  webhook_enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE link_sessions (
  id text PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES api_clients (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  options jsonb NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE connections (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES api_clients (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  type text NOT NULL,
  username text NOT NULL,
  account_id text NOT NULL,
  account_name text NOT NULL,
  token_id_hash text NOT NULL UNIQUE,
  access_token_hash text NOT NULL UNIQUE,
  access_expires_at bigint NOT NULL,
  refresh_token_hash text NOT NULL UNIQUE,
  refresh_expires_at bigint NOT NULL,
  mfa_challenge_hash text,
  created_at bigint NOT NULL,
  refreshed_at bigint NOT NULL
);
CREATE INDEX connections_client_user ON connections (client_id, user_id);

CREATE TABLE positions (
  connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  kind text NOT NULL,
  symbol text NOT NULL,
  amount double precision NOT NULL,
  cost_basis double precision,
  details jsonb,
  PRIMARY KEY (connection_id, kind, symbol)
);

CREATE TABLE balances (
  connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  cash double precision NOT NULL,
  buying_power double precision NOT NULL,
  PRIMARY KEY (connection_id, symbol)
);

CREATE TABLE deposit_addresses (
  connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  network_id uuid NOT NULL,
  address text NOT NULL,
  memo text,
  PRIMARY KEY (connection_id, symbol, network_id)
);

CREATE TABLE wallet_verifications (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES api_clients (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  address text NOT NULL,
  network_type text NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX wallet_verifications_client_user ON wallet_verifications (client_id, user_id, created_at DESC);
