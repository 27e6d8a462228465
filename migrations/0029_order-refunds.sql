-- Up Migration
-- Refunds (domain/order/decide.ts refundOrder): each order keeps what was given back so far
-- (its refunds, and the rest when it was cancelled) and whether its keys went back to stock
-- (then the customer no longer sees them); order_refunds lists each refund for the order's
-- timeline and the admin order page. The orders projection's version rises with these columns,
-- so existing stores rebuild it and a cancelled order's refunded_cents gets its true value.

ALTER TABLE orders ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN keys_returned boolean NOT NULL DEFAULT false;

CREATE TABLE order_refunds (
  id text PRIMARY KEY,
  order_id integer NOT NULL,
  amount_cents bigint NOT NULL,
  reason text NOT NULL,
  restock boolean NOT NULL,
  by_user_id integer NOT NULL,
  refunded_at timestamptz NOT NULL,
  -- The OrderRefunded event's global position: the order of the refunds.
  position bigint NOT NULL
);
CREATE INDEX order_refunds_order ON order_refunds (order_id, position);

-- Down Migration
DROP TABLE order_refunds;
ALTER TABLE orders DROP COLUMN keys_returned;
ALTER TABLE orders DROP COLUMN refunded_cents;
