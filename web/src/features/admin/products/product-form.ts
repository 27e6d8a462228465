/**
 * The Add New Product and Edit dialogs' form, as plain functions (docs/specs/admin-area.md sections
 * 3 and 5): the text the inputs hold, the request body it becomes, and the checks on the way.
 *
 * - price is sent as a number; originalPrice as a number, or null when left blank;
 * - categoryId, stock and warrantyDays as integers; warrantyDays is 0 when the warranty is off;
 * - sortOrderInCategory an integer, default 0; reviewRating a number 1-5, default 4.5;
 * - productImages: the image URL lines, trimmed, blank lines dropped; the first is the primary.
 */
import { PRODUCT_DEFAULTS, productSchema } from '@contracts/requests';
import type { ProductRequest } from '@contracts/requests';
import type { AdminProductDto } from '@contracts/responses';
import { toCents } from '@/lib/money';

/** Review rating bounds and step of the input (docs/specs/admin-area.md sections 5 and 9). */
export const REVIEW_RATING = { min: 1, max: 5, step: 0.1, default: 4.5 } as const;

/** Warranty days offered when the warranty switch is turned on for a new product. */
const DEFAULT_WARRANTY_DAYS = 30;

/** What the dialog's inputs hold: text for every typed value, booleans for the switches. */
export interface ProductFormValues {
  name: string;
  /** A category id, or '' for none. */
  categoryId: string;
  description: string;
  /** BBCode. */
  shortDescription: string;
  /** BBCode. */
  longDescription: string;
  /** Dollars as typed ("12.50"). */
  price: string;
  /** Dollars as typed, '' for none. */
  originalPrice: string;
  stock: string;
  deliveryType: 'automatic' | 'manual';
  /** Image URLs, one per line; the first line is the primary image. */
  images: string;
  hasWarranty: boolean;
  warrantyDays: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  productUrl: string;
  customUrl: string;
  sortOrderInCategory: string;
  reviewRating: string;
  showOnHomepage: boolean;
  isActive: boolean;
}

export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

/** A new product's form. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  categoryId: '',
  description: '',
  shortDescription: '',
  longDescription: '',
  price: '',
  originalPrice: '',
  stock: String(PRODUCT_DEFAULTS.stock),
  deliveryType: PRODUCT_DEFAULTS.deliveryType,
  images: '',
  hasWarranty: true,
  warrantyDays: String(DEFAULT_WARRANTY_DAYS),
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  productUrl: '',
  customUrl: '',
  sortOrderInCategory: String(PRODUCT_DEFAULTS.sortOrderInCategory),
  reviewRating: String(REVIEW_RATING.default),
  showOnHomepage: PRODUCT_DEFAULTS.showOnHomepage,
  isActive: PRODUCT_DEFAULTS.isActive,
};

/** The Edit dialog's starting values: the product as the admin list holds it. */
export function productToFormValues(product: AdminProductDto): ProductFormValues {
  return {
    name: product.name,
    categoryId: product.categoryId === null ? '' : String(product.categoryId),
    description: product.description,
    shortDescription: product.shortDescription,
    longDescription: product.longDescription,
    price: product.price,
    originalPrice: product.originalPrice ?? '',
    stock: String(product.stock),
    deliveryType: product.deliveryType,
    images: product.productImages.join('\n'),
    hasWarranty: product.hasWarranty || product.warrantyDays > 0,
    warrantyDays: String(product.warrantyDays > 0 ? product.warrantyDays : DEFAULT_WARRANTY_DAYS),
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    metaKeywords: product.metaKeywords,
    productUrl: product.productUrl,
    customUrl: product.customUrl,
    sortOrderInCategory: String(product.sortOrderInCategory),
    reviewRating: String(product.reviewRating),
    showOnHomepage: product.showOnHomepage,
    isActive: product.isActive !== false,
  };
}

/** The image URLs of the URL box: one per line, trimmed, blank lines dropped. */
export function parseImageLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Back to the URL box's text. */
export function joinImageLines(images: readonly string[]): string {
  return images.join('\n');
}

/** The URL box's text with `url` added at the end (ignored when blank or already listed). */
export function addImageLine(text: string, url: string): string {
  const images = parseImageLines(text);
  const added = url.trim();
  if (!added || images.includes(added)) return joinImageLines(images);
  return joinImageLines([...images, added]);
}

/** The list without the image at `index`. */
export function removeImageAt(images: readonly string[], index: number): string[] {
  return images.filter((_image, at) => at !== index);
}

/** The list with the image at `index` moved to the front, where it becomes the primary image. */
export function makePrimaryAt(images: readonly string[], index: number): string[] {
  const chosen = images[index];
  if (chosen === undefined || index === 0) return [...images];
  return [chosen, ...removeImageAt(images, index)];
}

/** The list with the images at `index` and `index + offset` swapped (no change at the ends). */
export function moveImage(images: readonly string[], index: number, offset: -1 | 1): string[] {
  const target = index + offset;
  const moved = [...images];
  const a = moved[index];
  const b = moved[target];
  if (a === undefined || b === undefined) return moved;
  moved[index] = b;
  moved[target] = a;
  return moved;
}

const WHOLE = /^-?\d+$/;
const UNSIGNED_WHOLE = /^\d+$/;

/** Reads the form into a request body, or returns the message to show under each bad field. */
export function toProductRequest(
  values: ProductFormValues,
): { body: ProductRequest } | { errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const priceCents = toCents(values.price);
  if (!values.name.trim()) errors.name = 'Product name is required';
  if (priceCents === null || priceCents < 0) errors.price = 'Enter a price in dollars, like 12.50';
  const originalCents = values.originalPrice.trim() ? toCents(values.originalPrice) : null;
  if (values.originalPrice.trim() && (originalCents === null || originalCents < 0)) {
    errors.originalPrice = 'Enter a price in dollars, like 19.99, or leave it empty';
  }
  if (!UNSIGNED_WHOLE.test(values.stock.trim())) errors.stock = 'Enter a whole number, 0 or more';
  if (values.hasWarranty && !UNSIGNED_WHOLE.test(values.warrantyDays.trim())) {
    errors.warrantyDays = 'Enter a whole number of days';
  }
  const sortOrder = values.sortOrderInCategory.trim() || '0';
  if (!WHOLE.test(sortOrder)) errors.sortOrderInCategory = 'Enter a whole number';
  const ratingText = values.reviewRating.trim();
  const rating = ratingText ? Number(ratingText) : REVIEW_RATING.default;
  if (!Number.isFinite(rating) || rating < REVIEW_RATING.min || rating > REVIEW_RATING.max) {
    errors.reviewRating = 'Enter a rating from 1 to 5';
  }
  if (Object.keys(errors).length > 0) return { errors };

  const body: ProductRequest = {
    name: values.name.trim(),
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    description: values.description,
    shortDescription: values.shortDescription,
    longDescription: values.longDescription,
    price: Number(values.price.trim()),
    originalPrice: values.originalPrice.trim() ? Number(values.originalPrice.trim()) : null,
    stock: Number(values.stock.trim()),
    deliveryType: values.deliveryType,
    productImages: parseImageLines(values.images),
    hasWarranty: values.hasWarranty,
    warrantyDays: values.hasWarranty ? Number(values.warrantyDays.trim()) : 0,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    metaKeywords: values.metaKeywords,
    productUrl: values.productUrl.trim(),
    customUrl: values.customUrl.trim(),
    sortOrderInCategory: Number(sortOrder),
    reviewRating: rating,
    showOnHomepage: values.showOnHomepage,
    isActive: values.isActive,
  };
  // The server's schema has the last word (lengths, limits): show its first complaint on its field.
  const checked = productSchema.safeParse(body);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const path = issue?.path[0] === 'productImages' ? 'images' : issue?.path[0];
    const field =
      typeof path === 'string' && path in EMPTY_PRODUCT_FORM ? (path as ProductFormField) : 'name';
    return { errors: { [field]: issue?.message ?? 'Check this field' } };
  }
  return { body };
}
