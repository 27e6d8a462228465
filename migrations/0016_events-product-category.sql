-- Up Migration
-- Deleting a category is refused while products are in it; the command finds them in the event
-- store (the read model may lag): the product streams whose details events named the category.
-- This partial index keeps that lookup to those few events instead of a scan of every event.

CREATE INDEX events_product_category ON events ((data->'categoryId'))
  WHERE event_type IN ('ProductCreated', 'ProductUpdated');

-- Down Migration
DROP INDEX events_product_category;
