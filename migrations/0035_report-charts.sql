-- Up Migration
-- The read model of the report charts (projections/report-charts): sums in buckets of the three
-- grains of projections/time-rollup.ts (UTC 15 minutes, days and months), so a chart over any
-- range of store days reads whole months and days and only a few 15-minute buckets, in any
-- STORE_TIMEZONE and without a rebuild when it changes.

-- Orders placed (amount and count), confirmed deposits, refunds (amount and count) and warranty
-- claims filed, at the time of each event.
CREATE TABLE chart_buckets (
  grain text NOT NULL CHECK (grain IN ('15m', 'day', 'month')),
  bucket timestamptz NOT NULL,
  revenue_cents bigint NOT NULL DEFAULT 0,
  orders bigint NOT NULL DEFAULT 0,
  deposit_cents bigint NOT NULL DEFAULT 0,
  deposits bigint NOT NULL DEFAULT 0,
  refund_cents bigint NOT NULL DEFAULT 0,
  refunds bigint NOT NULL DEFAULT 0,
  claims bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket)
);

-- Orders placed by the UTC quarter of an hour of the day they were placed in (0-95), per bucket:
-- the orders by hour of the store's day read months and days, not every 15-minute bucket.
CREATE TABLE chart_order_quarters (
  grain text NOT NULL CHECK (grain IN ('15m', 'day', 'month')),
  bucket timestamptz NOT NULL,
  quarter smallint NOT NULL CHECK (quarter BETWEEN 0 AND 95),
  orders bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket, quarter)
);

-- Orders placed per customer (amount and count), for the top customers of a range.
CREATE TABLE chart_customer_buckets (
  grain text NOT NULL CHECK (grain IN ('15m', 'day', 'month')),
  bucket timestamptz NOT NULL,
  user_id integer NOT NULL,
  revenue_cents bigint NOT NULL DEFAULT 0,
  orders bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket, user_id)
);

-- The top customers and products of a range (projections/report-charts/top-by-revenue.ts): each
-- month's entities in revenue order, and one entity's buckets over a range.
CREATE INDEX chart_customer_buckets_by_revenue ON chart_customer_buckets (grain, bucket, revenue_cents DESC);
CREATE INDEX chart_customer_buckets_by_user ON chart_customer_buckets (grain, user_id, bucket);
CREATE INDEX product_sales_buckets_by_revenue ON product_sales_buckets (grain, bucket, revenue_cents DESC);
CREATE INDEX product_sales_buckets_by_product ON product_sales_buckets (grain, product_id, bucket);

-- Deposits per method: requested, failed, expired, paid while pending (count and amount) and paid
-- after failing or expiring (count and amount), each at the time of its event.
CREATE TABLE chart_deposit_buckets (
  grain text NOT NULL CHECK (grain IN ('15m', 'day', 'month')),
  bucket timestamptz NOT NULL,
  method text NOT NULL,
  requested bigint NOT NULL DEFAULT 0,
  failed bigint NOT NULL DEFAULT 0,
  expired bigint NOT NULL DEFAULT 0,
  paid bigint NOT NULL DEFAULT 0,
  paid_cents bigint NOT NULL DEFAULT 0,
  paid_late bigint NOT NULL DEFAULT 0,
  paid_late_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket, method)
);

-- Each deposit's method, for the failures and expiries that name only the deposit.
CREATE TABLE chart_deposit_methods (
  deposit_id integer PRIMARY KEY,
  method text NOT NULL
);

-- Down Migration
DROP INDEX product_sales_buckets_by_product;
DROP INDEX product_sales_buckets_by_revenue;
DROP TABLE chart_deposit_methods;
DROP TABLE chart_deposit_buckets;
DROP TABLE chart_customer_buckets;
DROP TABLE chart_order_quarters;
DROP TABLE chart_buckets;
