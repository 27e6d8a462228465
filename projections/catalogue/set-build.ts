/**
 * The catalogue's set-based build (projections/projection.ts SetBuild): categories, products and
 * FAQs folded in memory exactly as the handlers of projection.ts write them, each row written
 * once. A fold for a row that does not exist does nothing, as the handlers' UPDATE would.
 */
import type { CategoryDetails, CategoryEvent } from '../../domain/catalogue/category';
import type { ProductDetails, ProductEvent } from '../../domain/catalogue/product';
import { DEFAULT_PRODUCT_POLICY } from '../../contracts/product-policy';
import { NO_PURCHASE_LIMITS } from '../../contracts/purchase-limits';
import type { RecordedEvent } from '../../application/event-store/types';
import type { SetBuild, TableRow } from '../projection';

/** The id at the end of a stream id (`product-12` -> 12). */
export const idOfStream = (streamId: string) =>
  Number(streamId.slice(streamId.lastIndexOf('-') + 1));

/** A product row as folded: its columns, stock_items as the array its jsonb holds. */
interface ProductRow extends TableRow {
  stock: number;
  stock_items: string[];
  stock_items_taken: number;
  stock_version: number;
  delivery_type: string;
}

const categoryColumns = (d: CategoryDetails) => ({
  name: d.name,
  description: d.description,
  short_description: d.shortDescription,
  color: d.color,
  icon: d.icon,
  meta_title: d.metaTitle,
  meta_description: d.metaDescription,
  meta_keywords: d.metaKeywords,
  custom_url: d.customUrl,
  is_active: d.isActive,
  sort_order: d.sortOrder,
});

const productColumns = (d: ProductDetails) => ({
  name: d.name,
  description: d.description,
  short_description: d.shortDescription,
  long_description: d.longDescription,
  price_cents: d.priceCents,
  original_price_cents: d.originalPriceCents,
  category_id: d.categoryId,
  delivery_type: d.deliveryType,
  product_images: d.productImages,
  warranty_days: d.warrantyDays,
  meta_title: d.metaTitle,
  meta_description: d.metaDescription,
  meta_keywords: d.metaKeywords,
  product_url: d.productUrl,
  custom_url: d.customUrl,
  sort_order_in_category: d.sortOrderInCategory,
  show_on_homepage: d.showOnHomepage,
  review_rating: d.reviewRating,
  is_active: d.isActive,
});

/** projection.ts refreshStock: the automatic count of items not taken, else the manual count. */
function refreshStock(row: ProductRow, manualStock: number | null): void {
  row.stock =
    row.delivery_type === 'automatic'
      ? row.stock_items.length - row.stock_items_taken
      : (manualStock ?? row.stock);
}

/** The catalogue's SetBuild. */
export function buildCatalogue(): SetBuild<CategoryEvent | ProductEvent> {
  const categories = new Map<number, TableRow>();
  const products = new Map<number, ProductRow>();
  const faqs = new Map<number, TableRow>();
  const productOf = (event: RecordedEvent) => products.get(idOfStream(event.streamId));

  /** projection.ts removeStockItems: the items not yet taken, without `items`; none taken. */
  const removeStockItems = (event: RecordedEvent, items: readonly string[]) => {
    const row = productOf(event);
    if (!row) return;
    const removed = new Set(items);
    row.stock_items = row.stock_items
      .slice(row.stock_items_taken)
      .filter((item) => !removed.has(item));
    row.stock_items_taken = 0;
    row.stock_version += 1;
    row.updated_at = event.recordedAt;
    refreshStock(row, null);
  };
  const addStockItems = (row: ProductRow, items: readonly string[]) => {
    row.stock_items = [...row.stock_items, ...items];
    row.stock_version += 1;
  };

  return {
    rows: () => ({
      categories: categories.values(),
      products: products.values(),
      product_faqs: faqs.values(),
    }),
    folds: {
      CategoryCreated: (data, event) => {
        categories.set(data.categoryId, {
          id: data.categoryId,
          ...categoryColumns(data),
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        });
      },
      CategoryUpdated: (data, event) => {
        const row = categories.get(idOfStream(event.streamId));
        if (row) Object.assign(row, categoryColumns(data), { updated_at: event.recordedAt });
      },
      CategoryDeleted: (data) => {
        categories.delete(data.categoryId);
      },
      ProductCreated: (data, event) => {
        const row: ProductRow = {
          id: data.productId,
          ...productColumns(data),
          stock: 0,
          stock_items: [],
          stock_items_taken: 0,
          stock_version: 0,
          auto_approve_claims: DEFAULT_PRODUCT_POLICY.autoApproveClaims,
          claim_cap_per_90_days: DEFAULT_PRODUCT_POLICY.claimCapPer90Days,
          low_stock_threshold: DEFAULT_PRODUCT_POLICY.lowStockThreshold,
          run_out_within_hours: DEFAULT_PRODUCT_POLICY.runOutWithinHours,
          quarantine_claim_rate_percent: DEFAULT_PRODUCT_POLICY.quarantineClaimRatePercent,
          max_per_order: NO_PURCHASE_LIMITS.maxPerOrder,
          max_per_customer_per_day: NO_PURCHASE_LIMITS.maxPerCustomerPerDay,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        };
        products.set(data.productId, row);
        refreshStock(row, data.manualStock);
      },
      ProductUpdated: (data, event) => {
        const row = productOf(event);
        if (!row) return;
        Object.assign(row, productColumns(data), { updated_at: event.recordedAt });
        refreshStock(row, data.manualStock);
      },
      ProductDeleted: (data) => {
        for (const [id, faq] of faqs) if (faq.product_id === data.productId) faqs.delete(id);
        products.delete(data.productId);
      },
      StockItemsSet: (data, event) => {
        const row = productOf(event);
        if (!row) return;
        row.stock_items = [...data.items];
        row.stock_items_taken = 0;
        row.stock_version += 1;
        row.updated_at = event.recordedAt;
        refreshStock(row, null);
      },
      StockTaken: (data, event) => {
        const row = productOf(event);
        if (!row) return;
        row.stock_items_taken += data.items.length;
        row.stock_version += 1;
        row.stock -= data.items.length > 0 ? data.items.length : data.quantity;
      },
      StockBatchAdded: (data, event) => {
        const row = productOf(event);
        if (!row) return;
        addStockItems(row, data.items);
        row.updated_at = event.recordedAt;
        refreshStock(row, null);
      },
      StockItemsWithdrawn: (data, event) => removeStockItems(event, data.items),
      StockBatchQuarantined: (data, event) => removeStockItems(event, data.items),
      StockReturned: (data, event) => {
        const row = productOf(event);
        if (!row) return;
        addStockItems(row, data.items);
        row.stock += data.items.length > 0 ? data.items.length : data.quantity;
      },
      FaqAdded: (data, event) => {
        faqs.set(data.faqId, {
          id: data.faqId,
          product_id: idOfStream(event.streamId),
          question: data.question,
          answer: data.answer,
          sort_order: data.order,
          is_active: data.isActive,
        });
      },
      FaqRemoved: (data) => {
        faqs.delete(data.faqId);
      },
      ProductPurchaseLimitsSet: (data, event) => {
        const row = productOf(event);
        if (!row) return;
        Object.assign(row, {
          max_per_order: data.maxPerOrder,
          max_per_customer_per_day: data.maxPerCustomerPerDay,
          updated_at: event.recordedAt,
        });
      },
      ProductPolicySet: (data, event) => {
        const row = productOf(event);
        if (!row) return;
        Object.assign(row, {
          auto_approve_claims: data.autoApproveClaims,
          claim_cap_per_90_days: data.claimCapPer90Days,
          low_stock_threshold: data.lowStockThreshold,
          run_out_within_hours: data.runOutWithinHours,
          quarantine_claim_rate_percent: data.quarantineClaimRatePercent,
          updated_at: event.recordedAt,
        });
      },
    },
  };
}
