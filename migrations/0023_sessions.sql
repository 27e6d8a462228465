-- Up Migration
-- The sessions read model: one row per session not ended (a sign-in on a device, named by the
-- `sid` claim of its cookie), with where and when it was last used. A request's cookie counts
-- only while its session has a row, so signing out and revoking are events like the rest, and the
-- table of revoked token ids goes. Cookies issued before sessions were listed carry no session
-- id: their holders sign in once more.

CREATE TABLE sessions (
  session_id text PRIMARY KEY,
  user_id integer NOT NULL,
  browser text NOT NULL,
  os text NOT NULL,
  ip text NOT NULL,
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id, last_seen_at DESC);

DROP TABLE revoked_sessions;

-- Down Migration
DROP TABLE sessions;
CREATE TABLE revoked_sessions (
  token_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
