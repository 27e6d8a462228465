-- Up Migration
-- The event store (ARCHITECTURE.md "Event store"): one append-only events table, a streams table
-- holding each stream's current version (optimistic concurrency), and subscriber checkpoints.

CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  version bigint NOT NULL CHECK (version > 0)
);

CREATE TABLE events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  stream_id text NOT NULL,
  stream_version bigint NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
);

-- Ordered reading for subscribers: (transaction id, position) below the snapshot's xmin.
CREATE INDEX events_transaction_position ON events (transaction_id, position);

-- Events are immutable: schema changes are upcast on read, rows are never rewritten.
CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are immutable: % is not allowed', TG_OP;
END;
$$;
CREATE TRIGGER events_immutable
  BEFORE UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_are_immutable();

-- A subscriber's checkpoint: the (transaction id, position) pair of the last event it handled.
CREATE TABLE checkpoints (
  subscriber text PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
  position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Appends the events of several streams in the caller's transaction, checking each stream's
-- expected version: -1 any, 0 no stream, n the current version. Raises SQLSTATE 'KM409'
-- (wrong expected version) naming the stream. Returns the transaction id and last position.
CREATE FUNCTION append_events(
  p_stream_ids text[],
  p_expected bigint[],
  p_counts int[],
  p_event_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (transaction_id xid8, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  i int;
  n int;
  v_start bigint;
  v_new bigint;
  v_offset int := 0;
  v_versions bigint[] := '{}';
  v_streams text[] := '{}';
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_stream_ids, 1), 0) LOOP
    n := p_counts[i];
    IF p_expected[i] = 0 THEN
      INSERT INTO streams (stream_id, version) VALUES (p_stream_ids[i], n)
        ON CONFLICT (stream_id) DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'wrong expected version for stream %: expected no stream', p_stream_ids[i]
          USING ERRCODE = 'KM409';
      END IF;
      v_start := 0;
    ELSIF p_expected[i] > 0 THEN
      UPDATE streams SET version = version + n
        WHERE stream_id = p_stream_ids[i] AND version = p_expected[i];
      IF NOT FOUND THEN
        RAISE EXCEPTION 'wrong expected version for stream %: expected %', p_stream_ids[i], p_expected[i]
          USING ERRCODE = 'KM409';
      END IF;
      v_start := p_expected[i];
    ELSE
      INSERT INTO streams AS s (stream_id, version) VALUES (p_stream_ids[i], n)
        ON CONFLICT (stream_id) DO UPDATE SET version = s.version + excluded.version
        RETURNING s.version INTO v_new;
      v_start := v_new - n;
    END IF;
    FOR j IN 1 .. n LOOP
      v_streams := v_streams || p_stream_ids[i];
      v_versions := v_versions || (v_start + j);
    END LOOP;
    v_offset := v_offset + n;
  END LOOP;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (event_id, stream_id, stream_version, event_type, data, metadata)
    SELECT e.event_id, e.stream_id, e.stream_version, e.event_type, e.data, e.metadata
    FROM unnest(p_event_ids, v_streams, v_versions, p_types, p_data, p_metadata)
      AS e(event_id, stream_id, stream_version, event_type, data, metadata)
    RETURNING events.position
  )
  SELECT pg_current_xact_id(), max(inserted.position) FROM inserted;
END;
$$;

-- Down Migration
DROP FUNCTION append_events;
DROP TABLE checkpoints;
DROP TRIGGER events_immutable ON events;
DROP FUNCTION events_are_immutable;
DROP TABLE events;
DROP TABLE streams;
