-- Up Migration
-- A user row says whether the customer opened the verification link mailed to the address
-- (EmailVerified). Accounts registered before verification links existed start unverified, as a
-- replay of their events gives, so the users projection keeps its version.

ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;

-- Down Migration
ALTER TABLE users DROP COLUMN email_verified;
