/** UpdateCategory (admin-area.md section 7 PUT /api/admin/categories/{id}): any subset of the fields. */
import {
  CATEGORY_URL_NAMESPACE,
  categoryStream,
  evolveCategory,
  initialCategory,
  type CategoryDetails,
} from '../../domain/catalogue/category';
import {
  normaliseCategoryDetails,
  updateCategory as decideUpdate,
} from '../../domain/catalogue/decide-category';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import { notFound } from '../../domain/shared/errors';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Applies `changes` to a category. @throws not_found, validation, conflict on a taken URL */
export function updateCategory(
  deps: CommandDeps,
  input: { categoryId: number; changes: Partial<CategoryDetails> },
  context: CommandContext,
) {
  const streamId = categoryStream(input.categoryId);
  return executeCommand(deps, 'UpdateCategory', context, async (tx) => {
    const category = aggregate(
      await tx.load([streamId]),
      streamId,
      evolveCategory,
      initialCategory,
    );
    if (category.state.status !== 'existing') throw notFound('Category not found');
    const details = normaliseCategoryDetails({ ...category.state.details, ...input.changes });
    const oldUrlStreamId = reservationStream(
      CATEGORY_URL_NAMESPACE,
      category.state.details.customUrl,
    );
    const newUrlStreamId = reservationStream(CATEGORY_URL_NAMESPACE, details.customUrl);
    const urls = await tx.load([oldUrlStreamId, newUrlStreamId]);
    const oldUrl = aggregate(urls, oldUrlStreamId, evolveReservation, initialReservation);
    const newUrl = aggregate(urls, newUrlStreamId, evolveReservation, initialReservation);
    const events = decideUpdate(
      { details },
      { category: category.state, oldUrl: oldUrl.state, newUrl: newUrl.state },
    );
    return {
      appends: [
        appendTo(oldUrlStreamId, oldUrl.version, events.oldUrl),
        appendTo(newUrlStreamId, newUrl.version, events.newUrl),
        appendTo(streamId, category.version, events.category),
      ],
      result: { categoryId: input.categoryId },
    };
  });
}
