-- Up Migration
-- The counters of the sign-in rate limits (per IP, per account), kept here instead of in each
-- process's memory so that every instance on the database counts against the same limit and a
-- restart does not reset an attacker's budget. One row per limiter and key (`login-account:` +
-- normalised e-mail, `auth-ip:` + address...), for a fixed window that the first hit opens;
-- rows whose window ended long ago are deleted as new ones are counted.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 0),
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);

-- Down Migration
DROP TABLE rate_limit_hits;
