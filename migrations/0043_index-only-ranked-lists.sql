-- Up Migration
-- The report reads by bucket table (projections/top-by-revenue.ts) answered from the indexes
-- alone: a ranked list's entity ids, and an entity's sums over a range, without a heap fetch per
-- row (a month's list of 128 customers read 453 buffers with heap fetches, 16 without).

DROP INDEX chart_customer_buckets_by_revenue;
CREATE INDEX chart_customer_buckets_by_revenue ON chart_customer_buckets (grain, bucket, revenue_cents DESC)
  INCLUDE (user_id);
DROP INDEX chart_customer_buckets_by_user;
CREATE INDEX chart_customer_buckets_by_user ON chart_customer_buckets (grain, user_id, bucket)
  INCLUDE (revenue_cents, orders);
DROP INDEX product_sales_buckets_by_revenue;
CREATE INDEX product_sales_buckets_by_revenue ON product_sales_buckets (grain, bucket, revenue_cents DESC)
  INCLUDE (product_id);
DROP INDEX product_sales_buckets_by_product;
CREATE INDEX product_sales_buckets_by_product ON product_sales_buckets (grain, product_id, bucket)
  INCLUDE (units, orders, revenue_cents, refund_cents, cost_cents, claims);

-- Down Migration
DROP INDEX product_sales_buckets_by_product;
CREATE INDEX product_sales_buckets_by_product ON product_sales_buckets (grain, product_id, bucket);
DROP INDEX product_sales_buckets_by_revenue;
CREATE INDEX product_sales_buckets_by_revenue ON product_sales_buckets (grain, bucket, revenue_cents DESC);
DROP INDEX chart_customer_buckets_by_user;
CREATE INDEX chart_customer_buckets_by_user ON chart_customer_buckets (grain, user_id, bucket);
DROP INDEX chart_customer_buckets_by_revenue;
CREATE INDEX chart_customer_buckets_by_revenue ON chart_customer_buckets (grain, bucket, revenue_cents DESC);
