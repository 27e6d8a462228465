-- Up Migration
-- Report totals in 15-minute buckets (UTC). Days are formed at read time in the store's time
-- zone (STORE_TIMEZONE), so changing it needs no rebuild, and a report reads at most a few
-- thousand rows whatever the number of events.
CREATE TABLE report_buckets (
  bucket timestamptz PRIMARY KEY,
  deposit_cents bigint NOT NULL DEFAULT 0,
  deposit_count integer NOT NULL DEFAULT 0,
  order_cents bigint NOT NULL DEFAULT 0,
  order_count integer NOT NULL DEFAULT 0
);

-- Down Migration
DROP TABLE report_buckets;
