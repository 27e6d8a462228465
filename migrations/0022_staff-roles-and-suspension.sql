-- Up Migration
-- A user row holds the account's staff roles (owner, admin, support, fulfilment, finance; none
-- for a customer) in place of the one admin flag, which stays as "has any role", and whether
-- staff suspended the account. Every admin so far was made by ADMIN_EMAILS or the CLI, which now
-- make owners, as a replay of their AdminGranted events gives.

ALTER TABLE users
  ADD COLUMN roles text[] NOT NULL DEFAULT '{}',
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text;

UPDATE users SET roles = '{owner}' WHERE is_admin;

-- Down Migration
ALTER TABLE users DROP COLUMN roles, DROP COLUMN suspended_at, DROP COLUMN suspension_reason;
