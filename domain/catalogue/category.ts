/**
 * The category aggregate (stream `category-<id>`). Source: docs/specs/admin-area.md sections 2.11,
 * 3, 5.
 */
import type { Event } from '../shared/event';

/** Every field an admin sets on a category. */
export interface CategoryDetails {
  name: string;
  description: string;
  shortDescription: string;
  color: string;
  icon: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  customUrl: string;
  isActive: boolean;
  sortOrder: number;
}

export type CategoryEvent =
  | Event<'CategoryCreated', { categoryId: number } & CategoryDetails>
  | Event<'CategoryUpdated', CategoryDetails>
  | Event<'CategoryDeleted', { categoryId: number }>;

export type Category =
  | { status: 'none' }
  | { status: 'existing' | 'deleted'; categoryId: number; details: CategoryDetails };

export const initialCategory: Category = { status: 'none' };

export const categoryStream = (categoryId: number) => `category-${categoryId}`;

/** The namespace of category URL reservations. */
export const CATEGORY_URL_NAMESPACE = 'category-url';

export function evolveCategory(state: Category, event: CategoryEvent): Category {
  switch (event.type) {
    case 'CategoryCreated': {
      const { categoryId, ...details } = event.data;
      return { status: 'existing', categoryId, details };
    }
    case 'CategoryUpdated':
      return state.status === 'existing' ? { ...state, details: event.data } : state;
    case 'CategoryDeleted':
      return state.status === 'existing' ? { ...state, status: 'deleted' } : state;
  }
}
