-- Up Migration
-- Where each Kafka side-effect consumer (a notifier reading the relayed topic) started: the
-- highest global position when the consumer first ran. Such a consumer handles only the events
-- after it, so turning it on does not replay the store's history, and its consumer group reads
-- every partition from the topic's beginning: a partition that changes member before any offset
-- of it was committed is then read again from its start (events at or before the start
-- position skipped, the rest deduplicated by processed_events) instead of from the newest
-- offset, which would skip what arrived during the rebalance.
CREATE TABLE kafka_consumer_starts (
  consumer text PRIMARY KEY,
  start_position bigint NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE kafka_consumer_starts;
