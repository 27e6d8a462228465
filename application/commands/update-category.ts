/** UpdateCategory (docs/specs/admin-area.md section 7 PUT /api/admin/categories/{id}): any subset of the fields. */
import { categoryStream, type CategoryDetails } from '../../domain/catalogue/category';
import {
  normaliseCategoryDetails,
  updateCategory as decideUpdate,
} from '../../domain/catalogue/decide-category';
import { notFound } from '../../domain/shared/errors';
import { CATEGORY_TYPE } from './create-category';
import type { CommandContext, CommandDeps } from './execute';
import { withReservedUrls } from './reserved-url';

/** Applies `changes` to a category. @throws not_found, validation, conflict on a taken URL */
export function updateCategory(
  deps: CommandDeps,
  input: { categoryId: number; changes: Partial<CategoryDetails> },
  context: CommandContext,
) {
  let details: CategoryDetails;
  return withReservedUrls(deps, 'UpdateCategory', context, {
    type: CATEGORY_TYPE,
    streamId: categoryStream(input.categoryId),
    urls: (category) => {
      if (category.status !== 'existing') throw notFound('Category not found');
      details = normaliseCategoryDetails({ ...category.details, ...input.changes });
      return { current: [category.details.customUrl], next: [details.customUrl] };
    },
    decide: ({ entity, urls }) => {
      const events = decideUpdate({ details }, { category: entity, urls });
      return { entity: events.category, urls: events.urls };
    },
    result: { categoryId: input.categoryId },
  });
}
