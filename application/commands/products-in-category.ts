/**
 * The products a category holds, read from the events inside a command's transaction
 * (CommandTransaction.productsInCategory): every product stream whose latest details event
 * (ProductCreated or ProductUpdated, not followed by ProductDeleted) names the category. Read
 * after the category's lock is held, it sees every product that joined the category before
 * (product commands that set a category lock it too), unlike the catalogue read model, which may
 * not have caught up yet. Product details events have no upcaster; one that changes `categoryId`
 * must be applied here as well. The same rule twice: as SQL for PostgreSQL, as a fold for the
 * in-memory store.
 */
import type { Queryable } from '../db/pool';
import type { StreamState } from '../event-store/types';

const PRODUCT_STREAM = /^product-(\d+)$/;
const DETAILS_TYPES = new Set(['ProductCreated', 'ProductUpdated', 'ProductDeleted']);

/** The latest details event of each product stream, to the ids of those naming `categoryId`. */
function idsNaming(
  latest: Iterable<{ streamId: string; type: string; categoryId: unknown }>,
  categoryId: number,
): number[] {
  return [...latest]
    .filter((event) => event.type !== 'ProductDeleted' && event.categoryId === categoryId)
    .map((event) => Number(PRODUCT_STREAM.exec(event.streamId)?.[1]))
    .filter((id) => Number.isInteger(id))
    .sort((a, b) => a - b);
}

/** The ids of the products whose current details name `categoryId`, ascending, from PostgreSQL. */
export async function selectProductsInCategory(
  db: Queryable,
  categoryId: number,
): Promise<number[]> {
  // Candidates: streams that ever named the category (index events_product_category); for each,
  // its latest details event decides.
  const { rows } = await db.query<{ stream_id: string; event_type: string; category_id: unknown }>(
    `SELECT DISTINCT ON (e.stream_id) e.stream_id, e.event_type, e.data->'categoryId' AS category_id
       FROM events e
      WHERE e.stream_id IN (SELECT stream_id FROM events
                             WHERE event_type IN ('ProductCreated', 'ProductUpdated')
                               AND data->'categoryId' = to_jsonb($1::int))
        AND e.event_type IN ('ProductCreated', 'ProductUpdated', 'ProductDeleted')
      ORDER BY e.stream_id, e.stream_version DESC`,
    [categoryId],
  );
  return idsNaming(
    rows.map((row) => ({
      streamId: row.stream_id,
      type: row.event_type,
      categoryId: row.category_id,
    })),
    categoryId,
  );
}

/** The ids of the products whose current details name `categoryId`, ascending, from `streams`. */
export function productsInCategoryOf(streams: Iterable<StreamState>, categoryId: number): number[] {
  const latest = [];
  for (const stream of streams) {
    const event = stream.events.findLast((candidate) => DETAILS_TYPES.has(candidate.type));
    if (event && PRODUCT_STREAM.test(event.streamId))
      latest.push({
        streamId: event.streamId,
        type: event.type,
        categoryId: event.data.categoryId,
      });
  }
  return idsNaming(latest, categoryId);
}
