/**
 * Product commands: CreateProduct, UpdateProduct, DeleteProduct, SetProductStock, AddProductFaq,
 * RemoveProductFaq. Source: admin-area.md sections 2.4, 4, 5.
 */
import { conflict, notFound, validationError } from '../shared/errors';
import {
  release,
  reserve,
  type Reservation,
  type ReservationEvent,
} from '../reservation/reservation';
import type { Faq, Product, ProductDetails, ProductEvent } from './product';
import { slugify } from '../../contracts/slug';
import {
  repeatedStockLine,
  repeatedStockLineMessage,
  stockLines,
} from '../../contracts/stock-items';

function existing(state: Product) {
  if (state.status !== 'existing') throw notFound('Product not found');
  return state;
}

/** Trims the name and derives productUrl from it when empty. */
export function normaliseProductDetails(details: ProductDetails): ProductDetails {
  const name = details.name.trim();
  if (!name) throw validationError('Product name is required');
  if (!Number.isInteger(details.priceCents) || details.priceCents < 0)
    throw validationError('Price must be 0 or more');
  const productUrl = slugify(details.productUrl.trim() || name);
  if (!productUrl) throw validationError('Product URL must contain a letter or digit');
  return { ...details, name, productUrl, customUrl: slugify(details.customUrl) };
}

/**
 * Creates a product and reserves its URL.
 * @throws conflict "Product URL is already in use"
 */
export function createProduct(
  command: { productId: number; details: ProductDetails },
  state: { product: Product; url: Reservation },
): { product: ProductEvent[]; url: ReservationEvent[] } {
  if (state.product.status !== 'none') throw conflict('Product already exists');
  const details = normaliseProductDetails(command.details);
  return {
    url: reserve(state.url, `product-${command.productId}`, 'Product URL is already in use'),
    product: [{ type: 'ProductCreated', data: { productId: command.productId, ...details } }],
  };
}

/**
 * Replaces a product's details; a changed URL moves its reservation. For automatic delivery the
 * manual count is kept as it was (the stock is the item list).
 */
export function updateProduct(
  command: { details: ProductDetails },
  state: { product: Product; oldUrl: Reservation; newUrl: Reservation },
): { product: ProductEvent[]; oldUrl: ReservationEvent[]; newUrl: ReservationEvent[] } {
  const product = existing(state.product);
  const owner = `product-${product.productId}`;
  const details = normaliseProductDetails(command.details);
  const urlChanged = details.productUrl !== product.details.productUrl;
  return {
    oldUrl: urlChanged ? release(state.oldUrl, owner) : [],
    newUrl: urlChanged ? reserve(state.newUrl, owner, 'Product URL is already in use') : [],
    product: [{ type: 'ProductUpdated', data: details }],
  };
}

/** Deletes a product (it stays in past orders) and frees its URL. */
export function deleteProduct(state: { product: Product; url: Reservation }): {
  product: ProductEvent[];
  url: ReservationEvent[];
} {
  const product = existing(state.product);
  return {
    url: release(state.url, `product-${product.productId}`),
    product: [{ type: 'ProductDeleted', data: { productId: product.productId } }],
  };
}

/** A stock edit made on a stock version that is no longer the product's. */
export const STOCK_CHANGED =
  'Stock changed since it was loaded (a sale or another edit): reload it and make your change again';

/** The refusal of an item that was already delivered; it names the line, never the key. */
export const deliveredStockLineMessage = (line: number) =>
  `Stock line ${line} was already delivered to a customer: remove it, a key is sold only once`;

/**
 * Sets the auto-delivery stock: items are trimmed and kept only when non-empty
 * (admin-area.md section 5). For automatic delivery, stock equals the number of items.
 * `items` and `delivered` are plaintexts (the handler opens the sealed delivered items);
 * `expectedStockVersion` is the stock version the edit was made on, when the caller knows it.
 * @throws not_found; conflict STOCK_CHANGED when `expectedStockVersion` is stale; validation
 *   when two lines hold the same item; conflict when an item was already delivered
 */
export function setProductStock(
  command: { items: readonly string[]; expectedStockVersion?: number | undefined },
  state: { product: Product; delivered: ReadonlySet<string> },
): ProductEvent[] {
  const product = existing(state.product);
  if (
    command.expectedStockVersion !== undefined &&
    command.expectedStockVersion !== product.stockVersion
  )
    throw conflict(STOCK_CHANGED);
  const lines = stockLines(command.items);
  const repeat = repeatedStockLine(lines);
  if (repeat) throw validationError(repeatedStockLineMessage(repeat));
  const delivered = lines.find(({ item }) => state.delivered.has(item));
  if (delivered) throw conflict(deliveredStockLineMessage(delivered.line));
  return [{ type: 'StockItemsSet', data: { items: lines.map(({ item }) => item) } }];
}

/** Adds a FAQ; question and answer must be non-blank (admin-area.md section 5, FAQ). */
export function addProductFaq(command: Faq, state: Product): ProductEvent[] {
  existing(state);
  const question = command.question.trim();
  const answer = command.answer.trim();
  if (!question || !answer) throw validationError('Question and answer are required');
  return [{ type: 'FaqAdded', data: { ...command, question, answer } }];
}

/** Removes a FAQ. @throws not_found when the product has no such FAQ. */
export function removeProductFaq(command: { faqId: number }, state: Product): ProductEvent[] {
  const product = existing(state);
  if (!product.faqs.some((faq) => faq.faqId === command.faqId)) throw notFound('FAQ not found');
  return [{ type: 'FaqRemoved', data: { faqId: command.faqId } }];
}
