-- Up Migration
-- A user row says whether two-factor sign-in is on: sign-in asks for the second step, and
-- STAFF_TWO_FACTOR=required holds an admin without it away from the admin calls. The users
-- projection's version rises with this column, so existing stores rebuild it from the events and
-- every row gets its true value.

ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;

-- Down Migration
ALTER TABLE users DROP COLUMN two_factor_enabled;
