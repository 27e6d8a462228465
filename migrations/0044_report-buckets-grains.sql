-- Up Migration
-- The reports' totals (projections/reports) in the three grains of projections/time-rollup.ts
-- (UTC 15 minutes, days and months), as the other report tables: 30 store days read 30 day
-- buckets and, per day boundary, the 15-minute buckets between it and its nearest UTC midnight,
-- instead of every 15-minute bucket of the 30 days. The day and month rows are summed from the
-- 15-minute ones here, so the table holds what the handlers now write without a rebuild.
ALTER TABLE report_buckets ADD COLUMN grain text NOT NULL DEFAULT '15m'
  CHECK (grain IN ('15m', 'day', 'month'));
ALTER TABLE report_buckets ALTER COLUMN grain DROP DEFAULT;
ALTER TABLE report_buckets DROP CONSTRAINT report_buckets_pkey;
ALTER TABLE report_buckets ADD PRIMARY KEY (grain, bucket);
INSERT INTO report_buckets (grain, bucket, deposit_cents, deposit_count, order_cents, order_count)
SELECT g.grain, date_trunc(g.grain, r.bucket, 'UTC'), sum(r.deposit_cents), sum(r.deposit_count),
       sum(r.order_cents), sum(r.order_count)
  FROM report_buckets r CROSS JOIN (VALUES ('day'), ('month')) AS g(grain)
 WHERE r.grain = '15m'
 GROUP BY 1, 2;

-- Down Migration
DELETE FROM report_buckets WHERE grain <> '15m';
ALTER TABLE report_buckets DROP CONSTRAINT report_buckets_pkey;
ALTER TABLE report_buckets ADD PRIMARY KEY (bucket);
ALTER TABLE report_buckets DROP COLUMN grain;
