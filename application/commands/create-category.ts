/** CreateCategory (docs/specs/admin-area.md section 7 POST /api/admin/categories). */
import {
  CATEGORY_URL_NAMESPACE,
  categoryStream,
  evolveCategory,
  initialCategory,
  type CategoryDetails,
} from '../../domain/catalogue/category';
import {
  createCategory as decideCreate,
  normaliseCategoryDetails,
} from '../../domain/catalogue/decide-category';
import type { CommandContext, CommandDeps } from './execute';
import { withReservedUrls, type AggregateType } from './reserved-url';

/** The category aggregate and the namespace of its URL reservations. */
export const CATEGORY_TYPE: AggregateType<
  ReturnType<typeof evolveCategory>,
  Parameters<typeof evolveCategory>[1]
> = {
  namespace: CATEGORY_URL_NAMESPACE,
  evolve: evolveCategory,
  initial: initialCategory,
};

/** Creates a category. @throws validation, conflict "Category URL is already in use" */
export async function createCategory(
  deps: CommandDeps,
  details: CategoryDetails,
  context: CommandContext,
) {
  const normalised = normaliseCategoryDetails(details);
  const categoryId = await deps.commandRunner.nextId('category_ids');
  return withReservedUrls(deps, 'CreateCategory', context, {
    type: CATEGORY_TYPE,
    streamId: categoryStream(categoryId),
    urls: () => ({ current: [], next: [normalised.customUrl] }),
    decide: ({ entity, urls }) => {
      const events = decideCreate({ categoryId, details: normalised }, { category: entity, urls });
      return { entity: events.category, urls: events.urls };
    },
    result: { categoryId },
  });
}
