-- Up Migration
-- State every instance behind a load balancer must share, moved off the local disk: uploaded
-- product images (served at /uploads/<name>) and the secrets a store generates for itself when
-- SESSION_SECRET or PAYMENT_WEBHOOK_SECRET is not configured.

-- Named by content hash (`<hash>.<ext>`): the same bytes always get the same row.
CREATE TABLE uploads (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size = octet_length(content)),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- JPG, PNG, WebP and GIF are compressed already: store them out of line without trying again.
ALTER TABLE uploads ALTER COLUMN content SET STORAGE EXTERNAL;

-- One row per secret name; the first instance to insert one decides it for all.
CREATE TABLE generated_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE generated_secrets;
DROP TABLE uploads;
