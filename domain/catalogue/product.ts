/**
 * The product aggregate (stream `product-<id>`): catalogue details, stock and FAQs. For automatic
 * delivery the stock is the list of auto-delivery items; for manual delivery it is a count.
 * Source: docs/specs/admin-area.md sections 2.4, 3, 4, 5. Prices are integer cents.
 */
import type { Event } from '../shared/event';
import type {
  StockRanLowData,
  StockBatchAddedData,
  StockBatchQuarantinedData,
  StockBatchTally,
  StockItemsReportedBadData,
  StockItemsWithdrawnData,
} from './stock';
import { DEFAULT_PRODUCT_POLICY, type ProductPolicy } from '../../contracts/product-policy';
import { SALES_WINDOW_HOURS } from '../../contracts/stock-alerts';
import { NO_PURCHASE_LIMITS, type PurchaseLimits } from '../../contracts/purchase-limits';

export type DeliveryType = 'automatic' | 'manual';

/** Every field an admin sets on a product. Prices in integer cents. */
export interface ProductDetails {
  name: string;
  description: string;
  shortDescription: string;
  longDescription: string;
  priceCents: number;
  originalPriceCents: number | null;
  categoryId: number | null;
  deliveryType: DeliveryType;
  productImages: string[];
  warrantyDays: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  productUrl: string;
  customUrl: string;
  sortOrderInCategory: number;
  showOnHomepage: boolean;
  /** 1-5, one decimal. */
  reviewRating: number;
  isActive: boolean;
  /** Units available for manual delivery (automatic delivery counts its items instead). */
  manualStock: number;
}

export interface Faq {
  faqId: number;
  question: string;
  answer: string;
  order: number;
  isActive: boolean;
}

export type ProductEvent =
  | Event<'ProductCreated', { productId: number } & ProductDetails>
  | Event<'ProductUpdated', ProductDetails>
  | Event<'ProductDeleted', { productId: number }>
  /**
   * The available auto-delivery stock was set as a whole (PUT .../stock). `fingerprints` (keyed
   * hashes of the items, same order) are absent from events recorded before batches existed.
   */
  | Event<'StockItemsSet', { items: string[]; fingerprints?: string[] }>
  /**
   * Items left stock for an order: a sale, or a replacement (`claimId` set for a warranty claim's).
   * They are always the first available items.
   */
  | Event<
      'StockTaken',
      {
        orderId: number;
        quantity: number;
        items: string[];
        claimId?: number;
        /** When a sale took it (ISO time), for the run-out forecast; absent for replacements. */
        at?: string;
      }
    >
  /** A sale left the product running low (contracts/stock-alerts.ts): staff are told once. */
  | Event<'StockRanLow', StockRanLowData>
  | Event<'StockBatchAdded', StockBatchAddedData>
  | Event<'StockItemsWithdrawn', StockItemsWithdrawnData>
  | Event<'StockBatchQuarantined', StockBatchQuarantinedData>
  | Event<'StockItemsReportedBad', StockItemsReportedBadData>
  /**
   * A refunded order's keys came back (the items it took, sealed as in StockTaken; none for manual
   * delivery, whose count rises by `quantity`).
   */
  | Event<'StockReturned', { orderId: number; quantity: number; items: string[] }>
  | Event<'FaqAdded', Faq>
  | Event<'FaqRemoved', { faqId: number }>
  | Event<'ProductPolicySet', ProductPolicy>
  /** Staff set the most units per order and per customer per store day (0: no limit). */
  | Event<'ProductPurchaseLimitsSet', PurchaseLimits>;

export type Product =
  | { status: 'none' }
  | {
      status: 'existing' | 'deleted';
      productId: number;
      details: ProductDetails;
      stockItems: string[];
      /**
       * How many times the stock changed (items set, stock taken by a sale or a warranty
       * replacement, stock returned by a refund): an admin's stock edit names the one it was made
       * on, so a stale edit is refused instead of putting back a key sold meanwhile. The catalogue
       * read model counts the same events.
       */
      stockVersion: number;
      faqs: Faq[];
      /** The product's stock batches by batch id. */
      batches: ReadonlyMap<number, StockBatchTally>;
      /** The batch of every item that entered stock in a batch (sealed item -> batch id). */
      batchOf: ReadonlyMap<string, number>;
      /**
       * Units sold per clock hour (hours since the epoch, UTC) over the SALES_WINDOW_HOURS up to
       * the latest sale, oldest first: at most that many entries, however many sales there were.
       */
      recentSales: readonly { hour: number; quantity: number }[];
      /**
       * Staff were told it runs low (StockRanLow) and its stock has not risen since: no second
       * alert until it is restocked and crosses again.
       */
      lowStockAlerted: boolean;
      /** The stock and warranty policy last set; absent while never set (see productPolicy). */
      policy?: ProductPolicy;
      /** The purchase limits last set; absent while never set (see productPurchaseLimits). */
      purchaseLimits?: PurchaseLimits;
    };

export const initialProduct: Product = { status: 'none' };

export const productStream = (productId: number) => `product-${productId}`;

/** The namespace of product URL reservations. */
export const PRODUCT_URL_NAMESPACE = 'product-url';

/** Whether an event changes a product's stock version (see Product.stockVersion). */
export const changesStockVersion = (event: ProductEvent) =>
  event.type === 'StockItemsSet' ||
  event.type === 'StockTaken' ||
  event.type === 'StockBatchAdded' ||
  event.type === 'StockItemsWithdrawn' ||
  event.type === 'StockBatchQuarantined' ||
  event.type === 'StockReturned';

/** Units that can be sold now: the auto-delivery items, or the manual count. */
export function availableStock(product: Extract<Product, { productId: number }>): number {
  return product.details.deliveryType === 'automatic'
    ? product.stockItems.length
    : product.details.manualStock;
}

/** The product's policy: the one last set, else DEFAULT_PRODUCT_POLICY. */
export function productPolicy(product: Extract<Product, { productId: number }>): ProductPolicy {
  return product.policy ?? DEFAULT_PRODUCT_POLICY;
}

/** The product's purchase limits: the ones last set, else none. */
export function productPurchaseLimits(
  product: Extract<Product, { productId: number }>,
): PurchaseLimits {
  return product.purchaseLimits ?? NO_PURCHASE_LIMITS;
}

export function evolveProduct(state: Product, event: ProductEvent): Product {
  const next = applyEvent(state, event);
  if (state.status === 'none' || next.status === 'none') return next;
  if (event.type === 'StockTaken' && event.data.at !== undefined)
    return {
      ...next,
      recentSales: salesWithin(state.recentSales, event.data.at, event.data.quantity),
    };
  if (next.lowStockAlerted && availableStock(next) > availableStock(state))
    return { ...next, lowStockAlerted: false };
  return next;
}

/**
 * The hourly sales after a sale of `quantity` at `at` (ISO): its hour and the SALES_WINDOW_HOURS
 * - 1 before it, that sale counted in its hour.
 */
function salesWithin(
  sales: readonly { hour: number; quantity: number }[],
  at: string,
  quantity: number,
): { hour: number; quantity: number }[] {
  const hour = Math.floor(Date.parse(at) / 3_600_000);
  const kept = sales.filter((sale) => sale.hour > hour - SALES_WINDOW_HOURS);
  const last = kept.at(-1);
  return last?.hour === hour
    ? [...kept.slice(0, -1), { hour, quantity: last.quantity + quantity }]
    : [...kept, { hour, quantity }];
}

function applyEvent(state: Product, event: ProductEvent): Product {
  if (event.type === 'ProductCreated') {
    const { productId, ...details } = event.data;
    return {
      status: 'existing',
      productId,
      details,
      stockItems: [],
      stockVersion: 0,
      faqs: [],
      batches: new Map(),
      batchOf: new Map(),
      recentSales: [],
      lowStockAlerted: false,
    };
  }
  if (state.status === 'none') return state;
  if (changesStockVersion(event)) state = { ...state, stockVersion: state.stockVersion + 1 };
  switch (event.type) {
    case 'ProductUpdated':
      return { ...state, details: event.data };
    case 'ProductDeleted':
      return { ...state, status: 'deleted' };
    case 'StockItemsSet':
      return { ...state, stockItems: event.data.items };
    case 'StockTaken':
      return state.details.deliveryType === 'automatic' || event.data.items.length > 0
        ? {
            ...state,
            stockItems: withoutItems(state.stockItems, event.data.items),
            batches: talliesAfterDelivery(state, event.data.items, 1),
          }
        : {
            ...state,
            details: {
              ...state.details,
              manualStock: state.details.manualStock - event.data.quantity,
            },
          };
    case 'StockBatchAdded': {
      const { batchId, items } = event.data;
      const batchOf = new Map(state.batchOf);
      for (const item of items) batchOf.set(item, batchId);
      return {
        ...state,
        stockItems: [...state.stockItems, ...items],
        batchOf,
        batches: new Map(state.batches).set(batchId, {
          batchId,
          size: items.length,
          unitCostCents: event.data.unitCostCents,
          sold: 0,
          claims: 0,
          quarantined: false,
        }),
      };
    }
    case 'StockItemsWithdrawn':
      return { ...state, stockItems: withoutItems(state.stockItems, event.data.items) };
    case 'StockBatchQuarantined': {
      const tally = state.batches.get(event.data.batchId);
      return {
        ...state,
        stockItems: withoutItems(state.stockItems, event.data.items),
        batches: tally
          ? new Map(state.batches).set(tally.batchId, { ...tally, quarantined: true })
          : state.batches,
      };
    }
    case 'StockItemsReportedBad': {
      const batches = new Map(state.batches);
      for (const batchId of event.data.batchIds) {
        const tally = batches.get(batchId);
        if (tally) batches.set(batchId, { ...tally, claims: tally.claims + 1 });
      }
      return { ...state, batches };
    }
    case 'StockReturned':
      return state.details.deliveryType === 'automatic' || event.data.items.length > 0
        ? {
            ...state,
            stockItems: [...state.stockItems, ...event.data.items],
            batches: talliesAfterDelivery(state, event.data.items, -1),
          }
        : {
            ...state,
            details: {
              ...state.details,
              manualStock: state.details.manualStock + event.data.quantity,
            },
          };
    case 'FaqAdded':
      return { ...state, faqs: [...state.faqs, event.data] };
    case 'FaqRemoved':
      return { ...state, faqs: state.faqs.filter((faq) => faq.faqId !== event.data.faqId) };
    case 'ProductPolicySet':
      return { ...state, policy: event.data };
    case 'ProductPurchaseLimitsSet':
      return { ...state, purchaseLimits: event.data };
    case 'StockRanLow':
      return { ...state, lowStockAlerted: true };
  }
}

/**
 * What `items` (sealed, as the product holds them) cost the store: the sum of their stock batches'
 * unit costs, integer cents. An item that entered stock outside a batch (the stock set as a whole)
 * has no known cost and counts 0.
 */
export function itemsCostCents(
  product: { batches: ReadonlyMap<number, StockBatchTally>; batchOf: ReadonlyMap<string, number> },
  items: readonly string[],
): number {
  let cents = 0;
  for (const item of items) {
    const batchId = product.batchOf.get(item);
    if (batchId !== undefined) cents += product.batches.get(batchId)?.unitCostCents ?? 0;
  }
  return cents;
}

/**
 * `available` without `taken`. Taken items are normally its first ones (sales and replacements
 * take from the front), which is a slice; anything else is filtered out by value.
 */
function withoutItems(available: readonly string[], taken: readonly string[]): string[] {
  if (taken.length === 0) return available as string[];
  if (taken.every((item, index) => available[index] === item)) return available.slice(taken.length);
  const gone = new Set(taken);
  return available.filter((item) => !gone.has(item));
}

/**
 * The batch tallies after `items` were delivered (`sign` 1) or returned to stock (-1): each batch
 * counts its items among them as sold, or no longer sold.
 */
function talliesAfterDelivery(
  product: { batches: ReadonlyMap<number, StockBatchTally>; batchOf: ReadonlyMap<string, number> },
  items: readonly string[],
  sign: 1 | -1,
): ReadonlyMap<number, StockBatchTally> {
  if (product.batches.size === 0) return product.batches;
  const counts = new Map<number, number>();
  for (const item of items) {
    const batchId = product.batchOf.get(item);
    if (batchId !== undefined) counts.set(batchId, (counts.get(batchId) ?? 0) + 1);
  }
  if (counts.size === 0) return product.batches;
  const batches = new Map(product.batches);
  for (const [batchId, n] of counts) {
    const tally = batches.get(batchId);
    if (tally) batches.set(batchId, { ...tally, sold: tally.sold + sign * n });
  }
  return batches;
}
