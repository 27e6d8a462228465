-- Up Migration
-- Checkpoint locks that give the transaction no id (ARCHITECTURE.md "Event store", ordered
-- reading). A subscriber's batch locks its checkpoint before it touches a read table, so that two
-- handlers of one subscription (two owners for a moment, a loop and a catch-up, a rebuild's
-- switch) never apply a batch twice. A row lock (FOR UPDATE) gives the transaction its id at once,
-- and every subscription's horizon (the oldest transaction id still running) then waits for the
-- whole batch: its handlers, its checkpoint and its commit. A transaction-level advisory lock
-- takes no id; the batch gets one at its first write, and a batch that writes only its checkpoint
-- holds the horizon back for one statement.
--
-- Key space: the two-key form with first key 0x4B43 ("KC"), second key hashtext(subscriber)
-- (beside 0x4B53 "KS" for streams, 0017, and 0x4B50 "KP" for inline projections, 0031). Two
-- subscribers whose names hash alike share a lock: they wait for each other, nothing more.

-- Locks `p_subscriber`'s checkpoint until the transaction ends, waiting for another holder, then
-- answers the checkpoint as committed now (no row when it does not exist). VOLATILE: the SELECT
-- takes its snapshot after the lock is held, so it sees what a holder that just ended stored.
CREATE FUNCTION lock_checkpoint(p_subscriber text)
RETURNS TABLE (transaction_id text, "position" text)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(19267, hashtext(p_subscriber));
  RETURN QUERY
    SELECT c.transaction_id::text, c.position::text FROM checkpoints c
     WHERE c.subscriber = p_subscriber;
END;
$$;

-- Down Migration
DROP FUNCTION lock_checkpoint(text);
