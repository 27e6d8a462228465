/** DeleteCategory (docs/specs/admin-area.md section 7 DELETE /api/admin/categories/{id}). */
import { categoryStream, evolveCategory, initialCategory } from '../../domain/catalogue/category';
import { deleteCategory as decideDelete } from '../../domain/catalogue/decide-category';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { notFound } from '../../domain/shared/errors';
import { CATEGORY_TYPE } from './create-category';
import { aggregate, appendTo, type CommandContext, type CommandDeps } from './execute';
import { withReservedUrls } from './reserved-url';

/**
 * Deletes a category and frees its URL, first moving the products it holds to category
 * `moveProductsTo` (null: none named, refused when it holds products), all in one transaction:
 * each moved product's ProductUpdated is appended with the version it was loaded at. The
 * products are read from the event store after the category's lock is held: a product create or
 * update that puts a product in the category takes the same lock, so none can join unseen; the
 * target category is locked the same way, so it cannot be deleted meanwhile.
 * @throws not_found (the category or the target); validation when it holds products and no
 *   target is named, or the target is the category itself
 */
export function deleteCategory(
  deps: CommandDeps,
  input: { categoryId: number; moveProductsTo: number | null },
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
      const targetId = input.moveProductsTo;
      const target =
        targetId === null || targetId === input.categoryId
          ? null
          : aggregate(
              await tx.load([categoryStream(targetId)]),
              categoryStream(targetId),
              evolveCategory,
              initialCategory,
            ).state;
      const productIds = await tx.productsInCategory(input.categoryId);
      const streams = await tx.load(productIds.map(productStream));
      const products = productIds.map((productId) =>
        aggregate(streams, productStream(productId), evolveProduct, initialProduct),
      );
      const events = decideDelete(
        { moveProductsTo: targetId },
        { category: entity, urls, products: products.map((p) => p.state), target },
      );
      return {
        entity: events.category,
        urls: events.urls,
        others: productIds.flatMap((productId, index) => {
          const moved = events.products.get(productId);
          return moved ? [appendTo(productStream(productId), products[index]!.version, moved)] : [];
        }),
      };
    },
    result: undefined,
  });
}
