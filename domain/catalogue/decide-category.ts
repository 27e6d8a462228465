/**
 * Category commands: CreateCategory, UpdateCategory (docs/specs/admin-area.md section 5, Category).
 */
import { conflict, notFound, validationError } from '../shared/errors';
import {
  moveReservations,
  type Reservation,
  type ReservationEvent,
} from '../reservation/reservation';
import type { Category, CategoryDetails, CategoryEvent } from './category';
import type { Product, ProductEvent } from './product';
import { urlFromName } from '../../contracts/slug';

/** Fills customUrl from the name when it is empty (docs/specs/admin-area.md section 5). */
export function normaliseCategoryDetails(details: CategoryDetails): CategoryDetails {
  const name = details.name.trim();
  if (!name) throw validationError('Category name is required');
  const customUrl = urlFromName(details.customUrl, name);
  if (!customUrl) throw validationError('Category URL must contain a letter or digit');
  return { ...details, name, customUrl };
}

const CATEGORY_URL_TAKEN = 'Category URL is already in use';
const ownerOf = (categoryId: number) => `category-${categoryId}`;

/** What a category command appends: to the category and to its URL reservations. */
export interface CategoryDecision {
  category: CategoryEvent[];
  urls: Map<string, ReservationEvent[]>;
}

/**
 * Creates a category and reserves its URL. `urls` holds the reservation of its URL.
 * @throws conflict "Category URL is already in use"
 */
export function createCategory(
  command: { categoryId: number; details: CategoryDetails },
  state: { category: Category; urls: ReadonlyMap<string, Reservation> },
): CategoryDecision {
  if (state.category.status !== 'none') throw conflict('Category already exists');
  const details = normaliseCategoryDetails(command.details);
  const urls = moveReservations(
    ownerOf(command.categoryId),
    { current: [], next: [details.customUrl] },
    state.urls,
    () => CATEGORY_URL_TAKEN,
  );
  return {
    urls,
    category: [{ type: 'CategoryCreated', data: { categoryId: command.categoryId, ...details } }],
  };
}

/**
 * Updates a category; when its URL changes the old reservation is released and the new one taken.
 * `urls` holds the reservations of its current URL and of the one the normalised details carry.
 */
export function updateCategory(
  command: { details: CategoryDetails },
  state: { category: Category; urls: ReadonlyMap<string, Reservation> },
): CategoryDecision {
  if (state.category.status !== 'existing') throw notFound('Category not found');
  const details = normaliseCategoryDetails(command.details);
  const urls = moveReservations(
    ownerOf(state.category.categoryId),
    { current: [state.category.details.customUrl], next: [details.customUrl] },
    state.urls,
    () => CATEGORY_URL_TAKEN,
  );
  return { urls, category: [{ type: 'CategoryUpdated', data: details }] };
}

/**
 * The refusal to delete a category that still holds products without naming where they go; it
 * names how many.
 */
export const categoryHoldsProductsMessage = (count: number) =>
  `This category holds ${count} product${count === 1 ? '' : 's'}: choose the category to move ${count === 1 ? 'it' : 'them'} to`;

/** The refusal to move a deleted category's products into that same category. */
export const MOVE_TO_ITSELF =
  'Choose another category to move the products to, not the one you delete';

/** The refusal of a target category that does not exist. */
export const TARGET_CATEGORY_NOT_FOUND = 'The category to move the products to was not found';

/** What DeleteCategory appends: the category's and its URL's events, and each moved product's. */
export interface CategoryDeletion extends CategoryDecision {
  /** ProductUpdated events naming the target category, by product id. */
  products: Map<number, ProductEvent[]>;
}

/**
 * Deletes a category and frees its URL, moving the products it holds to category
 * `moveProductsTo` first: a product is never left on sale in no category. `products` are the
 * products read as naming the category (only those whose current details still name it move);
 * `target` is the state of category `moveProductsTo` (null when none is named), loaded under its
 * lock like a product update that joins it. A move is a ProductUpdated with the new categoryId, the
 * event every reader of a product's category already follows. A named target is checked even
 * when there is nothing to move. Categories do not nest (docs/specs/admin-area.md section 5,
 * Category), so any other existing category is a valid target.
 * @throws not_found "Category not found" or TARGET_CATEGORY_NOT_FOUND; validation MOVE_TO_ITSELF,
 *   or categoryHoldsProductsMessage when it holds products and no target is named
 */
export function deleteCategory(
  command: { moveProductsTo: number | null },
  state: {
    category: Category;
    urls: ReadonlyMap<string, Reservation>;
    products: readonly Product[];
    target: Category | null;
  },
): CategoryDeletion {
  if (state.category.status !== 'existing') throw notFound('Category not found');
  const { categoryId } = state.category;
  if (command.moveProductsTo === categoryId) throw validationError(MOVE_TO_ITSELF);
  if (command.moveProductsTo !== null && state.target?.status !== 'existing')
    throw notFound(TARGET_CATEGORY_NOT_FOUND);
  const held = state.products.flatMap((product) =>
    product.status === 'existing' && product.details.categoryId === categoryId ? [product] : [],
  );
  const target = command.moveProductsTo;
  if (held.length > 0 && target === null)
    throw validationError(categoryHoldsProductsMessage(held.length));
  const urls = moveReservations(
    ownerOf(categoryId),
    { current: [state.category.details.customUrl], next: [] },
    state.urls,
    () => CATEGORY_URL_TAKEN,
  );
  return {
    urls,
    category: [{ type: 'CategoryDeleted', data: { categoryId } }],
    products: new Map(
      held.map((product) => [
        product.productId,
        [{ type: 'ProductUpdated', data: { ...product.details, categoryId: target } }],
      ]),
    ),
  };
}

/**
 * Moves a category one place up or down (docs/specs/admin-area.md 2.11): `ordered` is every
 * category in display order; the result numbers them 0..n-1 with the two neighbours swapped, and
 * gives the categories whose sortOrder changes. Nothing when it is already first (up) or last
 * (down).
 * @throws not_found when `categoryId` is not in the list
 */
export function moveCategory(
  command: { categoryId: number; direction: 'up' | 'down' },
  ordered: readonly { categoryId: number; sortOrder: number }[],
): { categoryId: number; sortOrder: number }[] {
  const index = ordered.findIndex((category) => category.categoryId === command.categoryId);
  if (index < 0) throw notFound('Category not found');
  const target = command.direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= ordered.length) return [];
  const ids = ordered.map((category) => category.categoryId);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids
    .map((categoryId, sortOrder) => ({ categoryId, sortOrder }))
    .filter(
      ({ categoryId, sortOrder }) =>
        ordered.find((c) => c.categoryId === categoryId)!.sortOrder !== sortOrder,
    );
}
