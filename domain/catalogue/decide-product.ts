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

/**
 * Sets the auto-delivery stock: items are trimmed and kept only when non-empty
 * (admin-area.md section 5). For automatic delivery, stock equals the number of items.
 */
export function setProductStock(command: { items: string[] }, state: Product): ProductEvent[] {
  existing(state);
  const items = command.items.map((item) => item.trim()).filter((item) => item.length > 0);
  return [{ type: 'StockItemsSet', data: { items } }];
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
