/**
 * The product aggregate (stream `product-<id>`): catalogue details, stock and FAQs. For automatic
 * delivery the stock is the list of auto-delivery items; for manual delivery it is a count.
 * Source: docs/specs/admin-area.md sections 2.4, 3, 4, 5. Prices are integer cents.
 */
import type { Event } from '../shared/event';

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
  | Event<'StockItemsSet', { items: string[] }>
  | Event<'StockTaken', { orderId: number; quantity: number; items: string[] }>
  /**
   * A refunded order's keys came back (the items it took, sealed as in StockTaken; none for manual
   * delivery, whose count rises by `quantity`).
   */
  | Event<'StockReturned', { orderId: number; quantity: number; items: string[] }>
  | Event<'FaqAdded', Faq>
  | Event<'FaqRemoved', { faqId: number }>;

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
    };

export const initialProduct: Product = { status: 'none' };

export const productStream = (productId: number) => `product-${productId}`;

/** The namespace of product URL reservations. */
export const PRODUCT_URL_NAMESPACE = 'product-url';

/** Whether an event changes a product's stock version (see Product.stockVersion). */
export const changesStockVersion = (event: ProductEvent) =>
  event.type === 'StockItemsSet' || event.type === 'StockTaken' || event.type === 'StockReturned';

/**
 * Every item delivered from the product's stock (to an order or as a warranty replacement) and
 * not returned to it since, as the events hold them (sealed), from its stream's events in order.
 * Such an item must never be put on sale again.
 */
export function deliveredStockItems(events: readonly ProductEvent[]): string[] {
  const delivered: string[] = [];
  for (const event of events) {
    if (event.type === 'StockTaken') delivered.push(...event.data.items);
    if (event.type === 'StockReturned')
      for (const item of event.data.items) {
        const index = delivered.indexOf(item);
        if (index !== -1) delivered.splice(index, 1);
      }
  }
  return delivered;
}

/** Units that can be sold now: the auto-delivery items, or the manual count. */
export function availableStock(product: Extract<Product, { productId: number }>): number {
  return product.details.deliveryType === 'automatic'
    ? product.stockItems.length
    : product.details.manualStock;
}

export function evolveProduct(state: Product, event: ProductEvent): Product {
  if (event.type === 'ProductCreated') {
    const { productId, ...details } = event.data;
    return { status: 'existing', productId, details, stockItems: [], stockVersion: 0, faqs: [] };
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
        ? { ...state, stockItems: state.stockItems.slice(event.data.items.length) }
        : {
            ...state,
            details: {
              ...state.details,
              manualStock: state.details.manualStock - event.data.quantity,
            },
          };
    case 'StockReturned':
      return state.details.deliveryType === 'automatic' || event.data.items.length > 0
        ? { ...state, stockItems: [...state.stockItems, ...event.data.items] }
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
  }
}
