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

/** The refusal to delete a category that still holds products; it names how many. */
export const categoryHoldsProductsMessage = (count: number) =>
  `This category holds ${count} product${count === 1 ? '' : 's'}: move ${count === 1 ? 'it' : 'them'} to another category or delete ${count === 1 ? 'it' : 'them'} first`;

/**
 * Deletes a category and frees its URL. `productIds` are the products whose details name the
 * category now: a category holding products is never deleted (they would stay on sale in no
 * category).
 * @throws not_found; conflict naming the count when it holds products
 */
export function deleteCategory(state: {
  category: Category;
  urls: ReadonlyMap<string, Reservation>;
  productIds: readonly number[];
}): CategoryDecision {
  if (state.category.status !== 'existing') throw notFound('Category not found');
  if (state.productIds.length > 0)
    throw conflict(categoryHoldsProductsMessage(state.productIds.length));
  const { categoryId } = state.category;
  const urls = moveReservations(
    ownerOf(categoryId),
    { current: [state.category.details.customUrl], next: [] },
    state.urls,
    () => CATEGORY_URL_TAKEN,
  );
  return { urls, category: [{ type: 'CategoryDeleted', data: { categoryId } }] };
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
