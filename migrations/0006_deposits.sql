-- Up Migration
-- Deposits: ids for the deposit streams, and the deposits read model (status of each
-- top-up for the customer's payment wait, the sandbox payment page and staff).
CREATE SEQUENCE deposit_ids;

CREATE TABLE deposits (
  id integer PRIMARY KEY,
  deposit_number text NOT NULL,
  user_id integer NOT NULL,
  amount_cents bigint NOT NULL,
  fee_cents bigint NOT NULL,
  method text NOT NULL,
  provider text NOT NULL,
  provider_payment_id text,
  provider_transaction_id text,
  pay_url text,
  status text NOT NULL,
  ticket_id integer,
  expires_at timestamptz,
  credited_cents bigint,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX deposits_user ON deposits (user_id, id DESC);
CREATE UNIQUE INDEX deposits_provider_payment ON deposits (provider, provider_payment_id);

-- The wallet projection keeps one transaction row per deposit and updates its status.
CREATE INDEX wallet_transactions_deposit ON wallet_transactions (related_id) WHERE type = 'deposit';

-- Down Migration
DROP INDEX wallet_transactions_deposit;
DROP TABLE deposits;
DROP SEQUENCE deposit_ids;
