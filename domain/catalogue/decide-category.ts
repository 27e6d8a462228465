/** Category commands: CreateCategory, UpdateCategory (admin-area.md section 5, Category). */
import { conflict, notFound, validationError } from '../shared/errors';
import {
  release,
  reserve,
  type Reservation,
  type ReservationEvent,
} from '../reservation/reservation';
import type { Category, CategoryDetails, CategoryEvent } from './category';
import { slugify } from './slug';

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
