-- Up Migration
-- Data keys of the envelope encryption of secrets at rest (ARCHITECTURE.md "Security model"): stock
-- items and delivered items under a `stock-*` key, a customer's personal fields under
-- `customer-<id>`, and the key of the e-mail blind index. Each key is 32 random bytes wrapped
-- (AES-256-GCM, the key id as associated data) by the master key from ENCRYPTION_KEY, whose
-- fingerprint `master_key_id` records; rotating the master key rewraps these rows and never touches
-- the events. Erasing a customer shreds their key: `wrapped` becomes NULL and the row stays as a
-- tombstone, so the key is never made again and what it sealed stays unreadable.

CREATE TABLE data_keys (
  id text PRIMARY KEY,
  wrapped bytea,
  master_key_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  shredded_at timestamptz,
  CHECK ((wrapped IS NULL) = (shredded_at IS NOT NULL))
);

-- When the customer's personal data was erased (their row then holds placeholders).
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- Down Migration
ALTER TABLE users DROP COLUMN erased_at;
DROP TABLE data_keys;
