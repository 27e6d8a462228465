/** CreateCategory (admin-area.md section 7 POST /api/admin/categories). */
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
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import {
  aggregate,
  appendTo,
  executeCommand,
  nextId,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Creates a category. @throws validation, conflict "Category URL is already in use" */
export async function createCategory(
  deps: CommandDeps,
  details: CategoryDetails,
  context: CommandContext,
) {
  const normalised = normaliseCategoryDetails(details);
  const categoryId = await nextId(deps.pool, 'category_ids');
  const streamId = categoryStream(categoryId);
  const urlStreamId = reservationStream(CATEGORY_URL_NAMESPACE, normalised.customUrl);
  return executeCommand(deps, 'CreateCategory', context, async (tx) => {
    const streams = await tx.load([streamId, urlStreamId]);
    const category = aggregate(streams, streamId, evolveCategory, initialCategory);
    const url = aggregate(streams, urlStreamId, evolveReservation, initialReservation);
    const events = decideCreate(
      { categoryId, details: normalised },
      { category: category.state, url: url.state },
    );
    return {
      appends: [
        appendTo(urlStreamId, url.version, events.url),
        appendTo(streamId, category.version, events.category),
      ],
      result: { categoryId },
    };
  });
}
