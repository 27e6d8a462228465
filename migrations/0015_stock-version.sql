-- Up Migration
-- A product row carries its stock version: how many times its stock changed (items set, stock
-- taken by a sale or a warranty replacement), counted the way the product aggregate counts it.
-- The admin stock dialog sends the version it loaded, so an edit made before a sale is refused
-- instead of putting the sold key back on sale. The catalogue projection's version rises with
-- this column, so existing stores rebuild it and every row gets its true count.

ALTER TABLE products ADD COLUMN stock_version integer NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE products DROP COLUMN stock_version;
