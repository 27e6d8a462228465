-- Up Migration
-- Sessions ended on the server (ARCHITECTURE.md "Security model"): signing out, and an admin
-- starting or ending an impersonation, revoke the session token they replace, so a copy of the
-- cookie stops working at once instead of at the token's expiry (30 days). A row is kept until the
-- token would have expired anyway; rows past it are deleted as new ones are added.
CREATE TABLE revoked_sessions (
  token_id uuid PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_sessions_expires_at ON revoked_sessions (expires_at);

-- Down Migration
DROP TABLE revoked_sessions;
