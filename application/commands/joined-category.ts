/**
 * The category a product create or update puts the product in, loaded and locked in the
 * command's transaction: DeleteCategory takes the same lock before it counts the category's
 * products, so a product can never join a category that is being deleted unseen.
 */
import {
  categoryStream,
  evolveCategory,
  initialCategory,
  type Category,
} from '../../domain/catalogue/category';
import type { CommandTransaction } from './command-runner';
import { aggregate } from './execute';

/**
 * The state of category `next` when the product joins it (it named `previous` before, null for
 * a new product); null when it names no category or stays in the same one.
 */
export async function loadJoinedCategory(
  tx: CommandTransaction,
  previous: number | null,
  next: number | null,
): Promise<Category | null> {
  if (next === null || next === previous) return null;
  const streamId = categoryStream(next);
  return aggregate(await tx.load([streamId]), streamId, evolveCategory, initialCategory).state;
}
