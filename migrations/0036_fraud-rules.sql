-- Up Migration
-- Fraud rules (domain/fraud, projections/fraud-rules): the live rules, which the customer
-- actions' commands read as their rule set, each with its hits so far; the hits of each rule per
-- UTC day for /admin/fraud; and the orders a rule holds for review.

CREATE SEQUENCE fraud_rule_ids;

-- One row per live rule (a deleted rule's row goes; its hits per day stay).
CREATE TABLE fraud_rules (
  id integer PRIMARY KEY,
  match_kind text NOT NULL,
  match_value text NOT NULL,
  actions text[] NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('block', 'hold', 'flag')),
  mode text NOT NULL CHECK (mode IN ('enforce', 'shadow')),
  message text,
  expires_at timestamptz,
  note text,
  hits bigint NOT NULL DEFAULT 0,
  last_hit_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Hits per rule per UTC day, enforced and shadow apart.
CREATE TABLE fraud_rule_hit_days (
  rule_id integer NOT NULL,
  day date NOT NULL,
  enforced bigint NOT NULL DEFAULT 0,
  shadow bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (rule_id, day)
);

-- An order a fraud rule holds: paid, nothing delivered until staff release or refuse it.
ALTER TABLE orders
  ADD COLUMN held_for_review boolean NOT NULL DEFAULT false,
  ADD COLUMN hold_rule_id integer;

CREATE INDEX orders_held_for_review ON orders (id) WHERE held_for_review;

-- Down Migration
DROP INDEX orders_held_for_review;
ALTER TABLE orders DROP COLUMN hold_rule_id, DROP COLUMN held_for_review;
DROP TABLE fraud_rule_hit_days;
DROP TABLE fraud_rules;
DROP SEQUENCE fraud_rule_ids;
