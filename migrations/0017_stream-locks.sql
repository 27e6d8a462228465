-- Up Migration
-- Stream locks that give the transaction no id (ARCHITECTURE.md "Event store", ordered reading).
-- Subscribers read in (transaction id, position) order, and PostgreSQL gives a transaction its
-- id at its first write, a row lock included. Were a command to lock its streams' rows FOR
-- UPDATE, possibly in several steps, its id would come from its first lock: locking stream A,
-- then waiting for stream B while a later transaction appends to B and commits, it would append
-- to B with the earlier id, and subscribers would see B's events out of version order.
-- Transaction-level advisory locks take no id (and lock a stream that has no row yet); the id
-- then comes from the first write of append_events, after every lock of the transaction is held.
-- So of two transactions appending to one stream, the one that appends second acquires the
-- stream's lock after the first committed, and gets its id (ids only grow) after the first got
-- its own.
--
-- Key space: the two-key form with first key 0x4B53 ("KS"), second key hashtext(stream id).
-- KeyMart's other advisory locks use first key 0x4B4D (application/db/advisory-lock.ts);
-- pg-boss and node-pg-migrate use the single bigint key form, a separate space in pg_locks.
-- Two streams whose ids hash alike share a lock: they wait for each other, nothing more.

-- Locks the streams `p_stream_ids` until the transaction ends, waiting for other holders; in
-- key order, so two transactions locking the same streams in one call never deadlock.
CREATE FUNCTION lock_streams(p_stream_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_key int;
BEGIN
  FOR v_key IN SELECT DISTINCT hashtext(id) FROM unnest(p_stream_ids) AS id ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(19283, v_key);
  END LOOP;
END;
$$;

-- append_events of 0011, locking its streams first: appends through it hold their streams'
-- locks before their transaction's id is assigned (already held ones are taken again at no cost
-- but a count), so even an append to a stream the caller did not lock, or with 'any', keeps
-- each stream's events in version order for subscribers.
CREATE OR REPLACE FUNCTION append_events(
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

-- Down Migration
-- The 0011 body.
CREATE OR REPLACE FUNCTION append_events(
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

DROP FUNCTION lock_streams;
