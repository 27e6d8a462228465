-- Up Migration
-- The stock read model (projections/stock): supplier batches and every auto-delivery item a
-- product ever held with its state. Items stay sealed (`item`); `item_id` is the SHA-256 prefix of
-- the sealed text (domain/catalogue/stock.ts stockItemId).

CREATE TABLE stock_batches (
  product_id integer NOT NULL,
  batch_id integer NOT NULL,
  supplier text NOT NULL,
  unit_cost_cents bigint NOT NULL,
  note text NOT NULL,
  added_by integer,
  added_at timestamptz NOT NULL,
  size integer NOT NULL,
  claims integer NOT NULL DEFAULT 0,
  quarantined_at timestamptz,
  quarantine_cause text,
  quarantine_reason text,
  PRIMARY KEY (product_id, batch_id)
);

CREATE TABLE stock_items (
  product_id integer NOT NULL,
  item_id text NOT NULL,
  item text NOT NULL,
  batch_id integer,
  state text NOT NULL,
  order_id integer,
  claim_id integer,
  -- Where it entered stock: delivery order among the product's items.
  added_position bigint NOT NULL,
  added_index integer NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (product_id, item_id)
);
CREATE INDEX stock_items_by_batch ON stock_items (product_id, batch_id, state);
CREATE INDEX stock_items_in_order ON stock_items (product_id, added_position, added_index);
-- A sale asks whether its order already received an item (then the new one is a replacement).
CREATE INDEX stock_items_by_order ON stock_items (product_id, order_id) WHERE order_id IS NOT NULL;

-- Down Migration
DROP TABLE stock_items;
DROP TABLE stock_batches;
