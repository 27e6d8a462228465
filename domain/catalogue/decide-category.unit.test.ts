import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import { expectDomainError } from '../shared/expect-domain-error';
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
const category = fold([created], evolveCategory, initialCategory);
const urls = new Map([['games', { owner: 'category-4' }]]);

describe('DeleteCategory', () => {
  it('refuses a category that holds products, naming how many', () => {
    expectDomainError(
      () => deleteCategory({ category, urls, productIds: [7, 9, 12] }),
      'conflict',
      'This category holds 3 products: move them to another category or delete them first',
    );
  });

  it('deletes an empty category and frees its URL', () => {
    const events = deleteCategory({ category, urls, productIds: [] });
    expect(events.category).toEqual([{ type: 'CategoryDeleted', data: { categoryId: 4 } }]);
    expect(events.urls.get('games')).toEqual([
      { type: 'ValueReleased', data: { owner: 'category-4' } },
    ]);
  });
});
