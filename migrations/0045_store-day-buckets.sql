-- Up Migration
-- The daily series of the reports and the charts read one bucket per store day
-- (projections/store-day-bucket.ts): report_buckets and chart_buckets take the grain 'store-day',
-- keyed by the instant the day starts in STORE_TIMEZONE. The projections' new versions rebuild
-- both tables beside the live ones on the next start, which fills those buckets.
ALTER TABLE report_buckets DROP CONSTRAINT report_buckets_grain_check,
  ADD CONSTRAINT report_buckets_grain_check CHECK (grain IN ('15m', 'day', 'month', 'store-day'));
ALTER TABLE chart_buckets DROP CONSTRAINT chart_buckets_grain_check,
  ADD CONSTRAINT chart_buckets_grain_check CHECK (grain IN ('15m', 'day', 'month', 'store-day'));

-- Down Migration
DELETE FROM chart_buckets WHERE grain = 'store-day';
ALTER TABLE chart_buckets DROP CONSTRAINT chart_buckets_grain_check,
  ADD CONSTRAINT chart_buckets_grain_check CHECK (grain IN ('15m', 'day', 'month'));
DELETE FROM report_buckets WHERE grain = 'store-day';
ALTER TABLE report_buckets DROP CONSTRAINT report_buckets_grain_check,
  ADD CONSTRAINT report_buckets_grain_check CHECK (grain IN ('15m', 'day', 'month'));
