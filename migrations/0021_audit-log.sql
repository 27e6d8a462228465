-- Up Migration
-- The audit log (projections/audit): one row per event appended by a staff member or by an admin
-- acting as a customer, read newest first with filters by actor, event type, stream prefix and
-- time. Every index ends in (recorded_at DESC, position DESC), the order pages are read in, so a
-- filtered page is an index range read and stops after its rows, whatever the table's size.
CREATE TABLE audit_entries (
  position bigint PRIMARY KEY,
  transaction_id xid8 NOT NULL,
  recorded_at timestamptz NOT NULL,
  actor_id integer,
  on_behalf_of integer,
  command text,
  event_type text NOT NULL,
  stream_id text NOT NULL,
  summary text NOT NULL,
  changes jsonb NOT NULL,
  request_id text,
  -- As Express gave it (req.ip); text, so no address form can stop the projection.
  ip text
);

CREATE INDEX audit_entries_newest ON audit_entries (recorded_at DESC, position DESC);
CREATE INDEX audit_entries_actor ON audit_entries (actor_id, recorded_at DESC, position DESC);
CREATE INDEX audit_entries_type ON audit_entries (event_type, recorded_at DESC, position DESC);
-- text_pattern_ops: a stream prefix (LIKE 'order-1%') is a range of this index.
CREATE INDEX audit_entries_stream ON audit_entries (stream_id text_pattern_ops, recorded_at DESC, position DESC);

-- Who is staff as the log reads the events: AdminGranted adds a user, StaffRolesChanged with
-- roles adds and without roles removes one.
CREATE TABLE audit_staff (
  user_id integer PRIMARY KEY
);

-- Everyone who appears as an actor in the log (a few dozen staff): an e-mail fragment in the
-- actor filter is matched against these users only, then read through audit_entries_actor.
CREATE TABLE audit_actors (
  user_id integer PRIMARY KEY
);

-- Down Migration
DROP TABLE audit_actors;
DROP TABLE audit_staff;
DROP TABLE audit_entries;
