-- Up Migration
-- The Idempotency-Key entries of state-changing requests (api/http/idempotency-store.ts): one row
-- per caller and key. While the first request runs, `status` is NULL and `expires_at` is a short
-- lease (an attempt abandoned by a stopped process frees its key); once answered, the row holds
-- the answer's status and its sealed headers and body until 24 hours after the first request.
-- `attempt` names the request that holds the row, so only it completes or releases it. Expired
-- rows are taken over by a new request with the same key and deleted now and then.
CREATE TABLE idempotency_keys (
  caller text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  attempt uuid NOT NULL,
  status integer CHECK (status BETWEEN 100 AND 499),
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (caller, key),
  CHECK ((status IS NULL) = (answer IS NULL))
);
CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);

-- Down Migration
DROP TABLE idempotency_keys;
