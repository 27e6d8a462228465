/**
 * Product commands: CreateProduct, UpdateProduct, DeleteProduct, SetProductStock, AddProductFaq,
 * RemoveProductFaq, SetProductPolicy, SetPurchaseLimits. Source: docs/specs/admin-area.md sections 2.4, 4, 5.
 */
import { conflict, notFound, validationError } from '../shared/errors';
import {
  moveReservations,
  type Reservation,
  type ReservationEvent,
} from '../reservation/reservation';
import type { Category } from './category';
import {
  productPurchaseLimits,
  type Faq,
  type Product,
  type ProductDetails,
  type ProductEvent,
} from './product';
import { policyProblem, type ProductPolicy } from '../../contracts/product-policy';
import { purchaseLimitsProblem, type PurchaseLimits } from '../../contracts/purchase-limits';
import { productIdOfUrl } from '../../contracts/product-id-url';
import { isReservedCustomUrl } from '../../contracts/reserved-urls';
import { slugify, urlFromName } from '../../contracts/slug';
import { repeatedStockLine, repeatedStockLineMessage } from '../../contracts/stock-items';
import type { FingerprintedLine, HeldItem } from './stock';

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
  const productUrl = urlFromName(details.productUrl, name);
  if (!productUrl) throw validationError('Product URL must contain a letter or digit');
  return { ...details, name, productUrl, customUrl: slugify(details.customUrl) };
}

const PRODUCT_URL_TAKEN = 'Product URL is already in use';
const CUSTOM_URL_TAKEN = 'Custom URL is already in use';
const CATEGORY_NOT_FOUND = 'Category not found';
const ownerOf = (productId: number) => `product-${productId}`;

/**
 * The URLs a product holds in the one namespace of product URLs: its productUrl and its
 * customUrl when set (both open it: GET /api/products/by-url, /{customUrl}, You May Also Like).
 */
export function productUrls(details: Pick<ProductDetails, 'productUrl' | 'customUrl'>): string[] {
  return [...new Set([details.productUrl, details.customUrl].filter((url) => url.length > 0))];
}

/**
 * Refuses a URL a product may not take: a custom URL that is a page of the store (it is served
 * at /{customUrl}), and `product-<n>` of another product (the address of product n's links).
 */
function checkNewUrl(productId: number, details: ProductDetails, url: string): void {
  if (url === details.customUrl && isReservedCustomUrl(url))
    throw validationError(
      `Custom URL "${url}" is the address of a page of the store: choose another`,
    );
  const idOfUrl = productIdOfUrl(url);
  if (idOfUrl !== null && idOfUrl !== productId)
    throw validationError(`URL "${url}" is the address of product ${idOfUrl}: choose another`);
}

/** What a product command appends: to the product and to its URL reservations. */
export interface ProductDecision {
  product: ProductEvent[];
  urls: Map<string, ReservationEvent[]>;
}

/**
 * The reservation events of a product whose URLs go from `current` to `details`' URLs; the URLs
 * it newly takes are checked first. `category` is the category the details newly name (null
 * when they name none or the same as before), loaded under its lock so a deletion cannot miss it.
 * @throws validation for a URL it may not take or a category that does not exist; conflict
 *   when another product holds a URL it takes
 */
function decideUrls(
  productId: number,
  current: readonly string[],
  details: ProductDetails,
  state: { urls: ReadonlyMap<string, Reservation>; category: Category | null },
): Map<string, ReservationEvent[]> {
  if (state.category !== null && state.category.status !== 'existing')
    throw validationError(CATEGORY_NOT_FOUND);
  const next = productUrls(details);
  for (const url of next) if (!current.includes(url)) checkNewUrl(productId, details, url);
  return moveReservations(ownerOf(productId), { current, next }, state.urls, (url) =>
    url === details.productUrl ? PRODUCT_URL_TAKEN : CUSTOM_URL_TAKEN,
  );
}

/**
 * Creates a product and reserves its URLs. `urls` holds the reservations of its URLs.
 * @throws validation, conflict "Product URL is already in use" / "Custom URL is already in use"
 */
export function createProduct(
  command: { productId: number; details: ProductDetails },
  state: { product: Product; urls: ReadonlyMap<string, Reservation>; category: Category | null },
): ProductDecision {
  if (state.product.status !== 'none') throw conflict('Product already exists');
  const details = normaliseProductDetails(command.details);
  return {
    urls: decideUrls(command.productId, [], details, state),
    product: [{ type: 'ProductCreated', data: { productId: command.productId, ...details } }],
  };
}

/**
 * Replaces a product's details; URLs it no longer uses are freed and new ones reserved. For
 * automatic delivery the manual count is kept as it was (the stock is the item list).
 * `urls` holds the reservations of its current and new URLs.
 */
export function updateProduct(
  command: { details: ProductDetails },
  state: { product: Product; urls: ReadonlyMap<string, Reservation>; category: Category | null },
): ProductDecision {
  const product = existing(state.product);
  const details = normaliseProductDetails(command.details);
  return {
    urls: decideUrls(product.productId, productUrls(product.details), details, state),
    product: [{ type: 'ProductUpdated', data: details }],
  };
}

/** Deletes a product (it stays in past orders) and frees its URLs. */
export function deleteProduct(state: {
  product: Product;
  urls: ReadonlyMap<string, Reservation>;
}): ProductDecision {
  const product = existing(state.product);
  const owner = ownerOf(product.productId);
  return {
    urls: moveReservations(
      owner,
      { current: productUrls(product.details), next: [] },
      state.urls,
      () => PRODUCT_URL_TAKEN,
    ),
    product: [{ type: 'ProductDeleted', data: { productId: product.productId } }],
  };
}

/** A stock edit made on a stock version that is no longer the product's. */
export const STOCK_CHANGED =
  'Stock changed since it was loaded (a sale or another edit): reload it and make your change again';

/** The refusal of an item that was already delivered; it names the line, never the key. */
export const deliveredStockLineMessage = (line: number) =>
  `Stock line ${line} was already delivered to a customer: remove it, a key is sold only once`;

/** The refusal of an item of a quarantined batch; it names the line, never the key. */
export const quarantinedStockLineMessage = (line: number) =>
  `Stock line ${line} is in a quarantined batch: remove it, it cannot go back on sale`;

/**
 * Sets the available auto-delivery stock as a whole: items are trimmed and kept only when
 * non-empty (docs/specs/admin-area.md section 5). For automatic delivery, stock equals the number
 * of items. `lines` carry each item's fingerprint; `held` is every item the product ever held, by
 * fingerprint. A line of an item on sale keeps that item (its sealed text, so its batch and
 * history stay), a withdrawn item comes back, available items left out are withdrawn.
 * `expectedStockVersion` is the stock version the edit was made on, when the caller knows it.
 * The event's items are the held sealed items and the new plaintexts (the handler seals those).
 * @throws not_found; conflict STOCK_CHANGED when `expectedStockVersion` is stale; validation
 *   when two lines hold the same item; conflict when an item was delivered or quarantined
 */
export function setProductStock(
  command: { lines: readonly FingerprintedLine[]; expectedStockVersion?: number | undefined },
  state: { product: Product; held: ReadonlyMap<string, HeldItem> },
): ProductEvent[] {
  const product = existing(state.product);
  if (
    command.expectedStockVersion !== undefined &&
    command.expectedStockVersion !== product.stockVersion
  )
    throw conflict(STOCK_CHANGED);
  const { lines } = command;
  const repeat = repeatedStockLine(
    lines.map(({ fingerprint, line }) => ({ item: fingerprint, line })),
  );
  if (repeat) throw validationError(repeatedStockLineMessage(repeat));
  for (const { fingerprint, line } of lines) {
    const status = state.held.get(fingerprint)?.status;
    if (status === 'delivered') throw conflict(deliveredStockLineMessage(line));
    if (status === 'quarantined') throw conflict(quarantinedStockLineMessage(line));
  }
  return [
    {
      type: 'StockItemsSet',
      data: {
        items: lines.map(({ item, fingerprint }) => state.held.get(fingerprint)?.item ?? item),
        fingerprints: lines.map(({ fingerprint }) => fingerprint),
      },
    },
  ];
}

/** Adds a FAQ; question and answer must be non-blank (docs/specs/admin-area.md section 5, FAQ). */
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

/**
 * Sets a product's stock and warranty policy (contracts/product-policy.ts); setting the policy it
 * already has appends nothing, so a repeated save is not a second change in the audit log.
 * @throws not_found; validation with the first field outside its limits
 */
export function setProductPolicy(
  command: { policy: ProductPolicy },
  state: Product,
): ProductEvent[] {
  const product = existing(state);
  const problem = policyProblem(command.policy);
  if (problem) throw validationError(problem.message);
  const policy: ProductPolicy = {
    autoApproveClaims: command.policy.autoApproveClaims,
    claimCapPer90Days: command.policy.claimCapPer90Days,
    lowStockThreshold: command.policy.lowStockThreshold,
    runOutWithinHours: command.policy.runOutWithinHours,
    quarantineClaimRatePercent: command.policy.quarantineClaimRatePercent,
  };
  const current = product.policy;
  const unchanged =
    current !== undefined &&
    (Object.keys(policy) as (keyof ProductPolicy)[]).every((key) => policy[key] === current[key]);
  return unchanged ? [] : [{ type: 'ProductPolicySet', data: policy }];
}

/**
 * Sets a product's purchase limits (contracts/purchase-limits.ts); the limits it already has
 * append nothing, and so do "no limits" on a product that never had any.
 * @throws not_found; validation with the first limit outside its bounds
 */
export function setPurchaseLimits(
  command: { limits: PurchaseLimits },
  state: Product,
): ProductEvent[] {
  const product = existing(state);
  const problem = purchaseLimitsProblem(command.limits);
  if (problem) throw validationError(problem);
  const limits: PurchaseLimits = {
    maxPerOrder: command.limits.maxPerOrder,
    maxPerCustomerPerDay: command.limits.maxPerCustomerPerDay,
  };
  const current = productPurchaseLimits(product);
  const unchanged =
    current.maxPerOrder === limits.maxPerOrder &&
    current.maxPerCustomerPerDay === limits.maxPerCustomerPerDay;
  return unchanged ? [] : [{ type: 'ProductPurchaseLimitsSet', data: limits }];
}
