-- Up Migration
-- A product row keeps the auto-delivery items as the admin last set them and counts how many
-- were taken from the front since: a purchase then updates a counter instead of rewriting the
-- whole item list (which costs 1.8 ms of PostgreSQL time per purchase with 2,000 keys). The items
-- left are stock_items[stock_items_taken:].

ALTER TABLE products ADD COLUMN stock_items_taken int NOT NULL DEFAULT 0;

-- Down Migration
UPDATE products
   SET stock_items = coalesce((SELECT jsonb_agg(item ORDER BY n)
                                 FROM jsonb_array_elements(stock_items) WITH ORDINALITY AS t(item, n)
                                WHERE n > stock_items_taken), '[]'::jsonb);
ALTER TABLE products DROP COLUMN stock_items_taken;
