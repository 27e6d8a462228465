-- Up Migration
-- The store settings read model (one row), and on each order the automatic compensation of a
-- broken delivery promise and the replacements staff sent outside the warranty (items sealed).

CREATE TABLE store_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  overdue_compensation_mode text NOT NULL,
  overdue_compensation_percent integer,
  updated_at timestamptz NOT NULL
);

ALTER TABLE orders ADD COLUMN compensation jsonb;
ALTER TABLE orders ADD COLUMN replacements jsonb NOT NULL DEFAULT '[]';

-- Down Migration
ALTER TABLE orders DROP COLUMN replacements;
ALTER TABLE orders DROP COLUMN compensation;
DROP TABLE store_settings;
