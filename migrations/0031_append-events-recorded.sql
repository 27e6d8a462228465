-- Up Migration
-- append_events answers every appended event as recorded (position, stream version, recorded
-- time, transaction id), one row per event in insertion order, so inline projections
-- (ARCHITECTURE.md "Read-your-writes") can handle the events in the append's transaction without
-- reading them back. It also takes, shared, the inline lock of each projection named in
-- p_inline_projections (the inline projections that handle one of the appended types): a
-- transaction-level advisory lock, first key 0x4B50 ("KP"), second key hashtext(projection
-- name), taken after the stream locks and before the first write. A rebuild's final switch takes
-- it exclusively (projections/rebuild-beside-live.ts), so while it replays the last events and
-- swaps the tables, no append of the projection's types is in flight.
DROP FUNCTION append_events(text[], bigint[], int[], uuid[], text[], jsonb[], jsonb[]);

CREATE FUNCTION append_events(
  p_stream_ids text[],
  p_expected bigint[],
  p_counts int[],
  p_event_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_inline_projections text[]
) RETURNS TABLE (transaction_id xid8, event_position bigint, event_version bigint, event_recorded_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  i int;
  n int;
  v_start bigint;
  -- The index in the event arrays of the next event to insert.
  v_event int := 1;
BEGIN
  -- Before the first write, which gives the transaction its id.
  PERFORM lock_streams(p_stream_ids);
  PERFORM pg_advisory_xact_lock_shared(19280, k)
     FROM (SELECT DISTINCT hashtext(name) AS k FROM unnest(p_inline_projections) AS name ORDER BY 1) AS keys;
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
        RETURNING s.version - n INTO v_start;
    END IF;
    FOR k IN 1 .. n LOOP
      INSERT INTO events (event_id, stream_id, stream_version, event_type, data, metadata)
        VALUES (p_event_ids[v_event], p_stream_ids[i], v_start + k, p_types[v_event],
                p_data[v_event], p_metadata[v_event])
        RETURNING events.position, events.stream_version, events.recorded_at
          INTO event_position, event_version, event_recorded_at;
      transaction_id := pg_current_xact_id();
      RETURN NEXT;
      v_event := v_event + 1;
    END LOOP;
  END LOOP;
END;
$$;

-- Down Migration
-- The 0017 function.
DROP FUNCTION append_events(text[], bigint[], int[], uuid[], text[], jsonb[], jsonb[], text[]);

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
  -- The index in the event arrays of the next event to insert.
  v_event int := 1;
BEGIN
  -- Before the first write, which gives the transaction its id.
  PERFORM lock_streams(p_stream_ids);
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
        RETURNING s.version - n INTO v_start;
    END IF;
    FOR k IN 1 .. n LOOP
      INSERT INTO events (event_id, stream_id, stream_version, event_type, data, metadata)
        VALUES (p_event_ids[v_event], p_stream_ids[i], v_start + k, p_types[v_event],
                p_data[v_event], p_metadata[v_event])
        RETURNING events.position INTO last_position;
      v_event := v_event + 1;
    END LOOP;
  END LOOP;
  transaction_id := pg_current_xact_id();
  RETURN NEXT;
END;
$$;
