/** Category commands: CreateCategory, UpdateCategory (admin-area.md section 5, Category). */
import { conflict, notFound, validationError } from '../shared/errors';
import {
  release,
  reserve,
  type Reservation,
  type ReservationEvent,
} from '../reservation/reservation';
import type { Category, CategoryDetails, CategoryEvent } from './category';
import { slugify } from '../../contracts/slug';

/** Fills customUrl from the name when it is empty (admin-area.md section 5). */
export function normaliseCategoryDetails(details: CategoryDetails): CategoryDetails {
  const name = details.name.trim();
  if (!name) throw validationError('Category name is required');
  const customUrl = slugify(details.customUrl.trim() || name);
  if (!customUrl) throw validationError('Category URL must contain a letter or digit');
  return { ...details, name, customUrl };
}

/**
 * Creates a category and reserves its URL.
 * @throws conflict "Category URL is already in use"
 */
export function createCategory(
  command: { categoryId: number; details: CategoryDetails },
  state: { category: Category; url: Reservation },
): { category: CategoryEvent[]; url: ReservationEvent[] } {
  if (state.category.status !== 'none') throw conflict('Category already exists');
  const details = normaliseCategoryDetails(command.details);
  return {
    url: reserve(state.url, `category-${command.categoryId}`, 'Category URL is already in use'),
    category: [{ type: 'CategoryCreated', data: { categoryId: command.categoryId, ...details } }],
  };
}

/**
 * Updates a category; when its URL changes the old reservation is released and the new one taken.
 * `newUrl` is the reservation of the URL the normalised details will carry.
 */
export function updateCategory(
  command: { details: CategoryDetails },
  state: { category: Category; oldUrl: Reservation; newUrl: Reservation },
): { category: CategoryEvent[]; oldUrl: ReservationEvent[]; newUrl: ReservationEvent[] } {
  if (state.category.status !== 'existing') throw notFound('Category not found');
  const owner = `category-${state.category.categoryId}`;
  const details = normaliseCategoryDetails(command.details);
  const urlChanged = details.customUrl !== state.category.details.customUrl;
  return {
    oldUrl: urlChanged ? release(state.oldUrl, owner) : [],
    newUrl: urlChanged ? reserve(state.newUrl, owner, 'Category URL is already in use') : [],
    category: [{ type: 'CategoryUpdated', data: details }],
  };
}

/** Deletes a category and frees its URL; its products keep their data but show no category. */
export function deleteCategory(state: { category: Category; url: Reservation }): {
  category: CategoryEvent[];
  url: ReservationEvent[];
} {
  if (state.category.status !== 'existing') throw notFound('Category not found');
  return {
    url: release(state.url, `category-${state.category.categoryId}`),
    category: [{ type: 'CategoryDeleted', data: { categoryId: state.category.categoryId } }],
  };
}

/**
 * Moves a category one place up or down (admin-area.md 2.11): `ordered` is every category in
 * display order; the result numbers them 0..n-1 with the two neighbours swapped, and gives the
 * categories whose sortOrder changes. Nothing when it is already first (up) or last (down).
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
