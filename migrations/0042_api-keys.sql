-- Up Migration
-- API keys (domain/api-key, projections/api-keys): one row per key staff created, found by the
-- SHA-256 of the key a request sends; and the audit log's entries name the key a request was made
-- with (projections/audit).

CREATE SEQUENCE api_key_ids;

CREATE TABLE api_keys (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- `km_` and the key's next eight characters, shown in the list.
  prefix text NOT NULL,
  -- The SHA-256 of the whole key, hex: what a request's key is looked up by.
  hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  expires_at timestamptz,
  revoked_at timestamptz,
  created_by integer NOT NULL,
  created_at timestamptz NOT NULL,
  -- Moved on by the key's recorded requests (ApiKeyUsed), at most once a minute.
  last_used_at timestamptz
);

ALTER TABLE audit_entries
  ADD COLUMN api_key_id integer,
  ADD COLUMN api_key_name text;

-- Down Migration
ALTER TABLE audit_entries DROP COLUMN api_key_name, DROP COLUMN api_key_id;
DROP TABLE api_keys;
DROP SEQUENCE api_key_ids;
