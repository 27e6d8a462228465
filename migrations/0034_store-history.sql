-- Up Migration
-- The admin dashboard's figures as they stood at any instant (projections/store-history): what
-- each event changed (users registered, orders placed, orders per status, revenue), summed in
-- buckets of three grains (UTC 15 minutes, days, months). A figure as of an instant is the sum of
-- every bucket before it, read with the coarsest buckets that fit (projections/time-rollup.ts):
-- about a hundred rows a year.
CREATE TABLE store_history_buckets (
  grain text NOT NULL CHECK (grain IN ('15m', 'day', 'month')),
  bucket timestamptz NOT NULL,
  users bigint NOT NULL DEFAULT 0,
  orders bigint NOT NULL DEFAULT 0,
  pending bigint NOT NULL DEFAULT 0,
  in_progress bigint NOT NULL DEFAULT 0,
  completed bigint NOT NULL DEFAULT 0,
  cancelled bigint NOT NULL DEFAULT 0,
  revenue_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket)
);

-- Each order's status, to move it from one status's count to another's.
CREATE TABLE store_history_orders (
  order_id integer PRIMARY KEY,
  status text NOT NULL
);

-- The latest orders placed before an instant.
CREATE INDEX orders_created ON orders (created_at DESC, id DESC);

-- Down Migration
DROP INDEX orders_created;
DROP TABLE store_history_orders;
DROP TABLE store_history_buckets;
