import { describe, it } from 'vitest';
import {
  DeciderSpecification,
  stream,
  streams,
  streamsByKey,
} from '../../test/support/decider-specification';
import {
  evolveReservation,
  initialReservation,
  type ReservationEvent,
} from '../reservation/reservation';
import { evolveCategory, initialCategory, type CategoryEvent } from './category';
import { deleteCategory, MOVE_TO_ITSELF, TARGET_CATEGORY_NOT_FOUND } from './decide-category';
import { evolveProduct, initialProduct, type ProductEvent } from './product';
import { sampleProductDetails } from '../../test/support/product-details';

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
const other: CategoryEvent = {
  type: 'CategoryCreated',
  data: { ...created.data, categoryId: 5, name: 'Apps', customUrl: 'apps' },
};
const productIn = (productId: number, categoryId: number): ProductEvent => ({
  type: 'ProductCreated',
  data: { ...sampleProductDetails, productId, productUrl: `p-${productId}`, categoryId },
});
const movedTo = (productId: number, categoryId: number): ProductEvent => ({
  type: 'ProductUpdated',
  data: { ...sampleProductDetails, productUrl: `p-${productId}`, categoryId },
});

/**
 * Given the category's events, its URL's reservation, the product streams read as naming it, and
 * the target category's events (null: no target named).
 */
const remove = DeciderSpecification.for({
  decide: (
    command: Parameters<typeof deleteCategory>[0],
    state: Parameters<typeof deleteCategory>[1],
  ) => deleteCategory(command, state),
  given: streams({
    category: stream(evolveCategory, initialCategory),
    urls: streamsByKey(evolveReservation, initialReservation),
    products: (histories: readonly (readonly ProductEvent[])[] = []) =>
      histories.map(stream(evolveProduct, initialProduct)),
    target: (events: readonly CategoryEvent[] | null = null) =>
      events && stream(evolveCategory, initialCategory)(events),
  }),
});
const urls = { games: [{ type: 'ValueReserved', data: { owner: 'category-4' } } as const] };
const released = new Map<string, ReservationEvent[]>([
  ['games', [{ type: 'ValueReleased', data: { owner: 'category-4' } }]],
]);
const deleted: CategoryEvent[] = [{ type: 'CategoryDeleted', data: { categoryId: 4 } }];

describe('DeleteCategory', () => {
  it('refuses a category that holds products when no target category is named, naming how many', () => {
    remove
      .given({ category: [created], urls, products: [[productIn(7, 4)], [productIn(9, 4)]] })
      .when({ moveProductsTo: null })
      .thenThrows(
        'validation',
        'This category holds 2 products: choose the category to move them to',
      );
  });

  it('moves every product it holds to the target category, then deletes it and frees its URL', () => {
    remove
      .given({
        category: [created],
        urls,
        products: [[productIn(7, 4)], [productIn(9, 4)]],
        target: [other],
      })
      .when({ moveProductsTo: 5 })
      .then({
        urls: released,
        category: deleted,
        products: new Map([
          [7, [movedTo(7, 5)]],
          [9, [movedTo(9, 5)]],
        ]),
      });
  });

  it('moves only the products whose current details still name it', () => {
    remove
      .given({
        category: [created],
        urls,
        products: [
          [productIn(7, 4), movedTo(7, 5)],
          [productIn(8, 4), { type: 'ProductDeleted', data: { productId: 8 } }],
        ],
      })
      .when({ moveProductsTo: null })
      .then({ urls: released, category: deleted, products: new Map() });
  });

  it('refuses to move the products into the category it deletes', () => {
    remove
      .given({ category: [created], urls, products: [[productIn(7, 4)]] })
      .when({ moveProductsTo: 4 })
      .thenThrows('validation', MOVE_TO_ITSELF);
  });

  it('refuses a target category that does not exist or was deleted, even with nothing to move', () => {
    remove
      .given({ category: [created], urls, products: [[productIn(7, 4)]], target: [] })
      .when({ moveProductsTo: 6 })
      .thenThrows('not_found', TARGET_CATEGORY_NOT_FOUND);
    remove
      .given({
        category: [created],
        urls,
        target: [other, { type: 'CategoryDeleted', data: { categoryId: 5 } }],
      })
      .when({ moveProductsTo: 5 })
      .thenThrows('not_found', TARGET_CATEGORY_NOT_FOUND);
  });

  it('refuses a category that does not exist', () => {
    remove.given({}).when({ moveProductsTo: null }).thenThrows('not_found', 'Category not found');
  });

  it('deletes an empty category and frees its URL', () => {
    remove
      .given({ category: [created], urls })
      .when({ moveProductsTo: null })
      .then({ urls: released, category: deleted, products: new Map() });
  });
});
