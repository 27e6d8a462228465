-- Up Migration
-- A review records whether its author had bought the product (ReviewPosted.verifiedPurchase;
-- reviews posted before the flag read as false, as a rebuild would give them). The review
-- command finds the author's orders of the product in the event store: this partial index keeps
-- that lookup to the customer's OrderPlaced events instead of a scan of every event.

ALTER TABLE reviews ADD COLUMN verified_purchase boolean NOT NULL DEFAULT false;

CREATE INDEX events_order_user ON events ((data->'userId'))
  WHERE event_type = 'OrderPlaced';

-- Down Migration
DROP INDEX events_order_user;
ALTER TABLE reviews DROP COLUMN verified_purchase;
