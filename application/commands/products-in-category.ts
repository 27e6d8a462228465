/**
 * The products a category holds, read from the event store inside a command's transaction: every
 * product stream whose latest details event (ProductCreated or ProductUpdated, not followed by
 * ProductDeleted) names the category. Read after the category's lock is held, it sees every
 * product that joined the category before (product commands that set a category lock it too),
 * unlike the catalogue read model, which may not have caught up yet. Product details events have
 * no upcaster; one that changes `categoryId` must be applied here as well.
 */
import type { CommandTransaction } from './execute';

const PRODUCT_STREAM = /^product-(\d+)$/;

/** The ids of the products whose current details name `categoryId`, ascending. */
export async function productsInCategory(
  tx: CommandTransaction,
  categoryId: number,
): Promise<number[]> {
  // Candidates: streams that ever named the category (index events_product_category); for each,
  // its latest details event decides.
  const { rows } = await tx.query<{ stream_id: string; event_type: string; category_id: unknown }>(
    `SELECT DISTINCT ON (e.stream_id) e.stream_id, e.event_type, e.data->'categoryId' AS category_id
       FROM events e
      WHERE e.stream_id IN (SELECT stream_id FROM events
                             WHERE event_type IN ('ProductCreated', 'ProductUpdated')
                               AND data->'categoryId' = to_jsonb($1::int))
        AND e.event_type IN ('ProductCreated', 'ProductUpdated', 'ProductDeleted')
      ORDER BY e.stream_id, e.stream_version DESC`,
    [categoryId],
  );
  return rows
    .filter((row) => row.event_type !== 'ProductDeleted' && row.category_id === categoryId)
    .map((row) => Number(PRODUCT_STREAM.exec(row.stream_id)?.[1]))
    .filter((id) => Number.isInteger(id))
    .sort((a, b) => a - b);
}
