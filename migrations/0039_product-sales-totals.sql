-- Up Migration
-- Every product's sales together, in the buckets of product_sales_buckets (projections/product-sales):
-- the totals above the product economics report read a few dozen rows for any range, however many
-- products sold in it.
CREATE TABLE product_sales_totals (
  grain text NOT NULL CHECK (grain IN ('15m', 'day', 'month')),
  bucket timestamptz NOT NULL,
  units bigint NOT NULL DEFAULT 0,
  orders bigint NOT NULL DEFAULT 0,
  revenue_cents bigint NOT NULL DEFAULT 0,
  refund_cents bigint NOT NULL DEFAULT 0,
  cost_cents bigint NOT NULL DEFAULT 0,
  claims bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket)
);

-- Down Migration
DROP TABLE product_sales_totals;
