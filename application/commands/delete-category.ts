/** DeleteCategory (admin-area.md section 7 DELETE /api/admin/categories/{id}). */
import { categoryStream } from '../../domain/catalogue/category';
import { deleteCategory as decideDelete } from '../../domain/catalogue/decide-category';
import { notFound } from '../../domain/shared/errors';
import { CATEGORY_TYPE } from './create-category';
import type { CommandContext, CommandDeps } from './execute';
import { changeWithReservedUrl } from './reserved-url';

/** Deletes a category and frees its URL. @throws not_found */
export function deleteCategory(
  deps: CommandDeps,
  input: { categoryId: number },
  context: CommandContext,
) {
  return changeWithReservedUrl(deps, 'DeleteCategory', context, {
    type: CATEGORY_TYPE,
    streamId: categoryStream(input.categoryId),
    urls: (category) => {
      if (category.status !== 'existing') throw notFound('Category not found');
      return { current: category.details.customUrl, next: category.details.customUrl };
    },
    decide: ({ entity, oldUrl }) => {
      const events = decideDelete({ category: entity, url: oldUrl });
      return { entity: events.category, oldUrl: events.url, newUrl: [] };
    },
    result: undefined,
  });
}
