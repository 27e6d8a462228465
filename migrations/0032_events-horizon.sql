-- Up Migration
-- The horizon of ordered reading (ARCHITECTURE.md "Event store"), held back only by transactions
-- that append events. A subscriber reads the events of transactions below the horizon, every one
-- of which has ended; the snapshot's xmin was such a horizon, but any open transaction with an id
-- held it back: a projection's batch writing its tables, a notifier queueing its jobs. Here an
-- open transaction is skipped when, after the snapshot was taken, it still runs and holds no
-- stream lock (lock_streams, 0017, key 0x4B53 "KS") in this database. Every appender holds one from
-- before its transaction has an id until it ends (lock_streams refuses otherwise, below), so a
-- transaction seen running without one will never append. One still running as an appender, or
-- one that ended between the snapshot and the look at the lock table (its events may not be in
-- the snapshot), holds the horizon back. STABLE: it sees the snapshot of the statement calling it
-- (https://www.postgresql.org/docs/current/xfunc-volatility.html), whose events are then read
-- below it.
CREATE FUNCTION events_horizon() RETURNS xid8
LANGUAGE sql STABLE AS $$
  WITH locks AS MATERIALIZED (
    SELECT locktype, database, classid, virtualtransaction, transactionid, mode, granted
      FROM pg_locks),
  non_appenders AS (
    SELECT t.transactionid FROM locks t
     WHERE t.locktype = 'transactionid' AND t.mode = 'ExclusiveLock' AND t.granted
       AND NOT EXISTS (
         SELECT 1 FROM locks a
          WHERE a.locktype = 'advisory' AND a.classid = 19283 AND a.granted
            AND a.virtualtransaction = t.virtualtransaction
            AND a.database = (SELECT oid FROM pg_database WHERE datname = current_database())))
  SELECT coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
    FROM pg_snapshot_xip(pg_current_snapshot()) AS x
   WHERE x::xid NOT IN (SELECT transactionid FROM non_appenders WHERE transactionid IS NOT NULL)
$$;

-- lock_streams of 0017, refusing to lock for a transaction that already has an id and holds no
-- stream lock: it wrote before it locked, so its appends could come after a read that skipped it
-- (events_horizon above), and out of version order for subscribers (0017). append_events locks
-- through it before its first write.
CREATE OR REPLACE FUNCTION lock_streams(p_stream_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_key int;
BEGIN
  IF pg_current_xact_id_if_assigned() IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM pg_locks
        WHERE pid = pg_backend_pid() AND locktype = 'advisory' AND classid = 19283 AND granted) THEN
    RAISE EXCEPTION 'lock_streams: this transaction wrote before it locked its first stream; lock the streams first';
  END IF;
  FOR v_key IN SELECT DISTINCT hashtext(id) FROM unnest(p_stream_ids) AS id ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(19283, v_key);
  END LOOP;
END;
$$;

-- Down Migration
DROP FUNCTION events_horizon();

CREATE OR REPLACE FUNCTION lock_streams(p_stream_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_key int;
BEGIN
  FOR v_key IN SELECT DISTINCT hashtext(id) FROM unnest(p_stream_ids) AS id ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(19283, v_key);
  END LOOP;
END;
$$;
