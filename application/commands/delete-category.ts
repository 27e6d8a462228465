/** DeleteCategory (docs/specs/admin-area.md section 7 DELETE /api/admin/categories/{id}). */
import { categoryStream } from '../../domain/catalogue/category';
import { deleteCategory as decideDelete } from '../../domain/catalogue/decide-category';
import { notFound } from '../../domain/shared/errors';
import { CATEGORY_TYPE } from './create-category';
import type { CommandContext, CommandDeps } from './execute';
import { withReservedUrls } from './reserved-url';

/**
 * Deletes a category and frees its URL; refused while products are in it. The products are read
 * from the event store after the category's lock is held: a product create or update that puts a
 * product in the category takes the same lock, so none can join unseen.
 * @throws not_found; conflict naming the count when it holds products
 */
export function deleteCategory(
  deps: CommandDeps,
  input: { categoryId: number },
  context: CommandContext,
) {
  return withReservedUrls(deps, 'DeleteCategory', context, {
    type: CATEGORY_TYPE,
    streamId: categoryStream(input.categoryId),
    urls: (category) => {
      if (category.status !== 'existing') throw notFound('Category not found');
      return { current: [category.details.customUrl], next: [] };
    },
    decide: async ({ entity, urls }, tx) => {
      const productIds = await tx.productsInCategory(input.categoryId);
      const events = decideDelete({ category: entity, urls, productIds });
      return { entity: events.category, urls: events.urls };
    },
    result: undefined,
  });
}
