-- Up Migration
-- The events each Kafka consumer (a side-effect worker reading the relayed topic) has handled, by
-- the CloudEvent's id: Kafka delivers at least once, this table makes the effect once. Rows older
-- than the redelivery window are deleted by the consumers.
CREATE TABLE processed_events (
  consumer text NOT NULL,
  event_id uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
CREATE INDEX processed_events_age ON processed_events (consumer, processed_at);

-- Down Migration
DROP TABLE processed_events;
