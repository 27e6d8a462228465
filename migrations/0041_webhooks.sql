-- Up Migration
-- Outbound webhooks (domain/webhook, workers/webhooks): the endpoints read model (an inline
-- projection, so the webhook subscription sees an endpoint as soon as its command returns), and
-- the webhook worker's own state, which is not a read model and is not rebuilt: the delivery log
-- and each endpoint's failing streak.

CREATE SEQUENCE webhook_endpoint_ids;

-- One row per endpoint not deleted. The secret stays sealed (secrets at rest). The position of
-- its creation: only later events are delivered to it. Events are named by position, never by
-- transaction id, which a backup renumbers.
CREATE TABLE webhook_endpoints (
  id integer PRIMARY KEY,
  url text NOT NULL,
  event_types text[] NOT NULL,
  secret text NOT NULL,
  enabled boolean NOT NULL,
  disabled_reason text,
  created_position bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One row per delivery of one event to one endpoint (a replay or a resend adds or reopens one).
-- The event is named by its position; its payload is built when it is sent.
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id integer NOT NULL,
  event_position bigint NOT NULL,
  event_type text NOT NULL,
  webhook_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_status_code integer,
  last_duration_ms integer,
  last_error text,
  next_attempt_at timestamptz,
  -- The first attempt of the current round (a resend starts a new one): retries stop 24 h after.
  round_started_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The next due delivery of an endpoint, in position order; the log, newest first.
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (endpoint_id, event_position, id)
  WHERE status = 'pending';
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, id DESC);

-- Since when an endpoint has failed every attempt (no row: its last attempt succeeded).
CREATE TABLE webhook_endpoint_failures (
  endpoint_id integer PRIMARY KEY,
  failing_since timestamptz NOT NULL
);

-- Down Migration
DROP TABLE webhook_endpoint_failures;
DROP TABLE webhook_deliveries;
DROP TABLE webhook_endpoints;
DROP SEQUENCE webhook_endpoint_ids;
