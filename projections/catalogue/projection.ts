/**
 * The catalogue read model: categories, products (with stock count and, for admins, the
 * auto-delivery items and the stock and warranty policy) and product FAQs. Prices in integer cents.
 */
import type { CategoryDetails, CategoryEvent } from '../../domain/catalogue/category';
import type { ProductDetails, ProductEvent } from '../../domain/catalogue/product';
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import { defineProjection } from '../projection';
import { buildCatalogue, idOfStream } from './set-build';

function categoryValues(d: CategoryDetails) {
  return [
    d.name,
    d.description,
    d.shortDescription,
    d.color,
    d.icon,
    d.metaTitle,
    d.metaDescription,
    d.metaKeywords,
    d.customUrl,
    d.isActive,
    d.sortOrder,
  ];
}

function productValues(d: ProductDetails) {
  return [
    d.name,
    d.description,
    d.shortDescription,
    d.longDescription,
    d.priceCents,
    d.originalPriceCents,
    d.categoryId,
    d.deliveryType,
    JSON.stringify(d.productImages),
    d.warrantyDays,
    d.metaTitle,
    d.metaDescription,
    d.metaKeywords,
    d.productUrl,
    d.customUrl,
    d.sortOrderInCategory,
    d.showOnHomepage,
    d.reviewRating,
    d.isActive,
  ];
}

/** Stock shown for a product: the number of items for automatic delivery, else the manual count. */
async function refreshStock(
  client: PoolClient,
  productId: number,
  manualStock: number | null,
): Promise<void> {
  await client.query(
    `UPDATE products SET stock = CASE WHEN delivery_type = 'automatic' THEN jsonb_array_length(stock_items) - stock_items_taken
                                      ELSE coalesce($2, stock) END
      WHERE id = $1`,
    [productId, manualStock],
  );
}

/**
 * Takes `items` out of a product's available list wherever they are (withdrawn, quarantined):
 * the list keeps only the items not taken and not removed, so the count of taken ones restarts.
 */
async function removeStockItems(
  client: PoolClient,
  event: RecordedEvent,
  items: readonly string[],
): Promise<void> {
  await client.query(
    `UPDATE products SET stock_items = coalesce(
         (SELECT jsonb_agg(t.item ORDER BY t.n)
            FROM jsonb_array_elements(stock_items) WITH ORDINALITY AS t(item, n)
           WHERE t.n > stock_items_taken AND NOT (t.item #>> '{}') = ANY($2::text[])), '[]'::jsonb),
       stock_items_taken = 0, stock_version = stock_version + 1, updated_at = $3
     WHERE id = $1`,
    [idOfStream(event.streamId), items, event.recordedAt],
  );
  await refreshStock(client, idOfStream(event.streamId), null);
}

async function upsertProduct(
  client: PoolClient,
  productId: number,
  details: ProductDetails,
  event: RecordedEvent,
  isNew: boolean,
) {
  if (isNew) {
    await client.query(
      `INSERT INTO products (id, name, description, short_description, long_description, price_cents, original_price_cents,
         category_id, delivery_type, product_images, warranty_days, meta_title, meta_description, meta_keywords,
         product_url, custom_url, sort_order_in_category, show_on_homepage, review_rating, is_active, stock, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, 0, $21, $21)`,
      [productId, ...productValues(details), event.recordedAt],
    );
  } else {
    await client.query(
      `UPDATE products SET name = $2, description = $3, short_description = $4, long_description = $5, price_cents = $6,
         original_price_cents = $7, category_id = $8, delivery_type = $9, product_images = $10, warranty_days = $11,
         meta_title = $12, meta_description = $13, meta_keywords = $14, product_url = $15, custom_url = $16,
         sort_order_in_category = $17, show_on_homepage = $18, review_rating = $19, is_active = $20, updated_at = $21
       WHERE id = $1`,
      [productId, ...productValues(details), event.recordedAt],
    );
  }
  await refreshStock(client, productId, details.manualStock);
}

export const catalogueProjection = defineProjection<CategoryEvent | ProductEvent>({
  name: 'catalogue',
  // 2: products.stock_version (the stock version of the product aggregate). 3: inline.
  version: 3,
  tables: ['product_faqs', 'products', 'categories'],
  // The storefront's stock count is current when a purchase returns. Each row is written by one
  // stream's events: a product's row and FAQs by its stream, a category's row by its stream.
  inline: true,
  setBuild: buildCatalogue,
  batchHandlers: {
    // The run's sales summed per product: the handler's changes are sums.
    StockTaken: async (client, items) => {
      const products = new Map<number, { taken: number; sales: number; units: number }>();
      for (const { data, event } of items) {
        const id = idOfStream(event.streamId);
        const sum = products.get(id) ?? { taken: 0, sales: 0, units: 0 };
        sum.taken += data.items.length;
        sum.sales += 1;
        sum.units += data.items.length > 0 ? data.items.length : data.quantity;
        products.set(id, sum);
      }
      const sums = [...products.values()];
      await client.query(
        `UPDATE products p SET stock_items_taken = p.stock_items_taken + s.taken,
           stock_version = p.stock_version + s.sales, stock = p.stock - s.units
           FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) AS s(id, taken, sales, units)
          WHERE p.id = s.id`,
        [
          [...products.keys()],
          sums.map((sum) => sum.taken),
          sums.map((sum) => sum.sales),
          sums.map((sum) => sum.units),
        ],
      );
    },
  },
  handlers: {
    CategoryCreated: async (client, data, event) => {
      await client.query(
        `INSERT INTO categories (id, name, description, short_description, color, icon, meta_title, meta_description,
           meta_keywords, custom_url, is_active, sort_order, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
        [data.categoryId, ...categoryValues(data), event.recordedAt],
      );
    },
    CategoryUpdated: async (client, data, event) => {
      await client.query(
        `UPDATE categories SET name = $2, description = $3, short_description = $4, color = $5, icon = $6, meta_title = $7,
           meta_description = $8, meta_keywords = $9, custom_url = $10, is_active = $11, sort_order = $12, updated_at = $13
         WHERE id = $1`,
        [idOfStream(event.streamId), ...categoryValues(data), event.recordedAt],
      );
    },
    CategoryDeleted: async (client, data) => {
      await client.query('DELETE FROM categories WHERE id = $1', [data.categoryId]);
    },
    ProductCreated: (client, data, event) =>
      upsertProduct(client, data.productId, data, event, true),
    ProductUpdated: (client, data, event) =>
      upsertProduct(client, idOfStream(event.streamId), data, event, false),
    ProductDeleted: async (client, data) => {
      await client.query('DELETE FROM product_faqs WHERE product_id = $1', [data.productId]);
      await client.query('DELETE FROM products WHERE id = $1', [data.productId]);
    },
    StockItemsSet: async (client, data, event) => {
      await client.query(
        `UPDATE products SET stock_items = $2, stock_items_taken = 0, stock_version = stock_version + 1,
           updated_at = $3 WHERE id = $1`,
        [idOfStream(event.streamId), JSON.stringify(data.items), event.recordedAt],
      );
      await refreshStock(client, idOfStream(event.streamId), null);
    },
    StockTaken: async (client, data, event) => {
      await client.query(
        `UPDATE products SET stock_items_taken = stock_items_taken + $2, stock_version = stock_version + 1,
           stock = CASE WHEN $2 > 0 THEN stock - $2 ELSE stock - $3 END
         WHERE id = $1`,
        [idOfStream(event.streamId), data.items.length, data.quantity],
      );
    },
    StockBatchAdded: async (client, data, event) => {
      await client.query(
        `UPDATE products SET stock_items = stock_items || $2::jsonb, stock_version = stock_version + 1,
           updated_at = $3 WHERE id = $1`,
        [idOfStream(event.streamId), JSON.stringify(data.items), event.recordedAt],
      );
      await refreshStock(client, idOfStream(event.streamId), null);
    },
    StockItemsWithdrawn: (client, data, event) => removeStockItems(client, event, data.items),
    StockBatchQuarantined: (client, data, event) => removeStockItems(client, event, data.items),
    // A refunded order's keys go to the end of the list (after the ones still for sale), or its
    // manual units back to the count.
    StockReturned: async (client, data, event) => {
      await client.query(
        `UPDATE products SET stock_items = stock_items || $2::jsonb, stock_version = stock_version + 1,
           stock = CASE WHEN $3 > 0 THEN stock + $3 ELSE stock + $4 END
         WHERE id = $1`,
        [idOfStream(event.streamId), JSON.stringify(data.items), data.items.length, data.quantity],
      );
    },
    FaqAdded: async (client, data, event) => {
      await client.query(
        'INSERT INTO product_faqs (id, product_id, question, answer, sort_order, is_active) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          data.faqId,
          idOfStream(event.streamId),
          data.question,
          data.answer,
          data.order,
          data.isActive,
        ],
      );
    },
    ProductPolicySet: async (client, data, event) => {
      await client.query(
        `UPDATE products SET auto_approve_claims = $2, claim_cap_per_90_days = $3, low_stock_threshold = $4,
           run_out_within_hours = $5, quarantine_claim_rate_percent = $6, updated_at = $7
         WHERE id = $1`,
        [
          idOfStream(event.streamId),
          data.autoApproveClaims,
          data.claimCapPer90Days,
          data.lowStockThreshold,
          data.runOutWithinHours,
          data.quarantineClaimRatePercent,
          event.recordedAt,
        ],
      );
    },
    ProductPurchaseLimitsSet: async (client, data, event) => {
      await client.query(
        `UPDATE products SET max_per_order = $2, max_per_customer_per_day = $3, updated_at = $4
         WHERE id = $1`,
        [idOfStream(event.streamId), data.maxPerOrder, data.maxPerCustomerPerDay, event.recordedAt],
      );
    },
    FaqRemoved: async (client, data) => {
      await client.query('DELETE FROM product_faqs WHERE id = $1', [data.faqId]);
    },
  },
});
