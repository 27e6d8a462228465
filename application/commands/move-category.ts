/** MoveCategory (docs/specs/admin-area.md section 7 PUT /api/admin/categories/{id}/sort {direction}). */
import {
  categoryStream,
  evolveCategory,
  initialCategory,
  type CategoryEvent,
} from '../../domain/catalogue/category';
import { moveCategory as decideMove } from '../../domain/catalogue/decide-category';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Moves a category up or down. `orderedIds` is the current display order (from the read model);
 * every category stream is locked and re-read, so the order decided on is the true one.
 * @throws not_found
 */
export function moveCategory(
  deps: CommandDeps,
  input: { categoryId: number; direction: 'up' | 'down'; orderedIds: number[] },
  context: CommandContext,
) {
  const ids = input.orderedIds.map(categoryStream);
  return executeCommand(deps, 'MoveCategory', context, async (tx) => {
    const streams = await tx.load(ids);
    const existing = input.orderedIds.flatMap((categoryId) => {
      const { state, version } = aggregate(
        streams,
        categoryStream(categoryId),
        evolveCategory,
        initialCategory,
      );
      return state.status === 'existing' ? [{ categoryId, details: state.details, version }] : [];
    });
    const ordered = existing
      .map((c) => ({ categoryId: c.categoryId, sortOrder: c.details.sortOrder }))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.categoryId - b.categoryId);
    const changes = decideMove(
      { categoryId: input.categoryId, direction: input.direction },
      ordered,
    );
    return {
      appends: changes.map(({ categoryId, sortOrder }) => {
        const category = existing.find((c) => c.categoryId === categoryId)!;
        const event: CategoryEvent = {
          type: 'CategoryUpdated',
          data: { ...category.details, sortOrder },
        };
        return appendTo(categoryStream(categoryId), category.version, [event]);
      }),
      result: undefined,
    };
  });
}
