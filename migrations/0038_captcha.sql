-- Up Migration
-- The proof-of-work captcha in front of registration and sign-in: the store setting that asks for
-- it (a column of the settings read model; the overdue compensation gets its default so that a
-- row first written by the captcha setting holds it), and the solutions accepted so far, one row
-- per challenge signature, kept until the challenge expires so that each is accepted once.
ALTER TABLE store_settings ALTER COLUMN overdue_compensation_mode SET DEFAULT 'off';
ALTER TABLE store_settings ADD COLUMN captcha_required boolean NOT NULL DEFAULT false;

CREATE TABLE spent_captchas (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_captchas_expires_at ON spent_captchas (expires_at);

-- Down Migration
DROP TABLE spent_captchas;
ALTER TABLE store_settings DROP COLUMN captcha_required;
ALTER TABLE store_settings ALTER COLUMN overdue_compensation_mode DROP DEFAULT;
