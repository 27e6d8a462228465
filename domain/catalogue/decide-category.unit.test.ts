import { describe, it } from 'vitest';
import {
  DeciderSpecification,
  stream,
  streams,
  streamsByKey,
} from '../../test/support/decider-specification';
import { evolveReservation, initialReservation } from '../reservation/reservation';
import { evolveCategory, initialCategory, type CategoryEvent } from './category';
import { deleteCategory } from './decide-category';

const created: CategoryEvent = {
  type: 'CategoryCreated',
  data: {
    categoryId: 4,
    name: 'Games',
    description: '',
    shortDescription: '',
    color: '#3B82F6',
    icon: 'Package',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    customUrl: 'games',
    isActive: true,
    sortOrder: 0,
  },
};
/** Given the category's events, its URL's reservation, and the products it holds now. */
const remove = DeciderSpecification.for({
  decide: (_: void, state: Parameters<typeof deleteCategory>[0]) => deleteCategory(state),
  given: streams({
    category: stream(evolveCategory, initialCategory),
    urls: streamsByKey(evolveReservation, initialReservation),
    productIds: (ids: number[] = []) => ids,
  }),
});
const urls = { games: [{ type: 'ValueReserved', data: { owner: 'category-4' } } as const] };

describe('DeleteCategory', () => {
  it('refuses a category that holds products, naming how many', () => {
    remove
      .given({ category: [created], urls, productIds: [7, 9, 12] })
      .when()
      .thenThrows(
        'conflict',
        'This category holds 3 products: move them to another category or delete them first',
      );
  });

  it('deletes an empty category and frees its URL', () => {
    remove
      .given({ category: [created], urls })
      .when()
      .then({
        urls: new Map([['games', [{ type: 'ValueReleased', data: { owner: 'category-4' } }]]]),
        category: [{ type: 'CategoryDeleted', data: { categoryId: 4 } }],
      });
  });
});
