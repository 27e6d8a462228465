-- Up Migration
-- Per-product sales for the product economics report (projections/product-sales): units, orders,
-- revenue, refunds, the cost of the keys sold and warranty claims, summed in buckets of three
-- grains (UTC 15 minutes, days and months). A range of store days reads whole months, then whole
-- days, then 15-minute buckets only at its two edges (projections/time-rollup.ts), so a year's
-- report reads a few thousand rows however many orders there were, and any STORE_TIMEZONE works
-- without a rebuild.
CREATE TABLE product_sales_buckets (
  grain text NOT NULL CHECK (grain IN ('15m', 'day', 'month')),
  bucket timestamptz NOT NULL,
  product_id integer NOT NULL,
  units bigint NOT NULL DEFAULT 0,
  orders bigint NOT NULL DEFAULT 0,
  revenue_cents bigint NOT NULL DEFAULT 0,
  refund_cents bigint NOT NULL DEFAULT 0,
  cost_cents bigint NOT NULL DEFAULT 0,
  claims bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket, product_id)
);

-- Each order's product and the cost of its keys, for the refunds and returned keys that name only
-- the order.
CREATE TABLE product_sales_orders (
  order_id integer PRIMARY KEY,
  product_id integer NOT NULL,
  cost_cents bigint NOT NULL
);

-- The name each product was last sold under, for products deleted since.
CREATE TABLE product_sales_names (
  product_id integer PRIMARY KEY,
  name text NOT NULL
);

-- Down Migration
DROP TABLE product_sales_names;
DROP TABLE product_sales_orders;
DROP TABLE product_sales_buckets;
