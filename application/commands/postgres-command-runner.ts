/**
 * Commands on PostgreSQL (ARCHITECTURE.md "Event store"): one transaction per attempt, streams
 * locked as they are loaded (PostgresEventStore.readStreams), the append in the same
 * transaction, subscribers woken after COMMIT; ids from PostgreSQL sequences (order ids a block at
 * a time).
 */
import { inTransaction, type Pool } from '../db/pool';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import type { StreamState } from '../event-store/types';
import type { CommandRunner, RunnerTransaction } from './command-runner';
import { IdBlocks } from './id-blocks';
import { selectOrdersPlaced } from './orders-placed';
import { selectProductsInCategory } from './products-in-category';

/** Deadlock and serialization failure: another attempt may pass. */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01']);

/**
 * Sequences whose ids are taken a block at a time (IdBlocks), with the block's size: every
 * purchase takes an order id before its batch, and a round trip for each was one of the few
 * statements on a purchase's way.
 */
const ID_BLOCK_SIZES: Partial<Record<string, number>> = { order_ids: 32 };

/** Runs commands on `pool` and `store`; one per process, beside the PostgresEventStore. */
export class PostgresCommandRunner implements CommandRunner {
  private readonly idBlocks = new Map<string, IdBlocks>();

  constructor(
    private readonly pool: Pool,
    private readonly store: PostgresEventStore,
  ) {}

  async transaction<T>(work: (tx: RunnerTransaction) => Promise<T>): Promise<T> {
    const eventTypes: string[] = [];
    // BEGIN goes with the first statements, nearly always the lock and read of the command's
    // streams: one round trip where there were three.
    const result = await inTransaction(
      this.pool,
      (client, { send, commitWith, readAtCommit }) =>
        work({
          load: (ids) => this.store.readStreams(client, ids, { lock: true, send }),
          productsInCategory: async (categoryId) => {
            await send([]);
            return selectProductsInCategory(client, categoryId);
          },
          ordersPlaced: async (userId, productId) => {
            await send([]);
            return selectOrdersPlaced(client, userId, productId);
          },
          readAtCommit: async (statement) => (await readAtCommit(statement))?.rows ?? null,
          append: async (streams, metadata) => {
            await send([]);
            // The inline read rows go with the COMMIT, in its round trip.
            const appended = await this.store.appendInTransaction(
              client,
              streams,
              metadata,
              commitWith,
            );
            eventTypes.push(
              ...streams.flatMap((stream) => stream.events.map((event) => event.type)),
            );
            return appended;
          },
        }),
      { deferBegin: true },
    );
    if (eventTypes.length > 0) this.store.appended([...new Set(eventTypes)]);
    return result;
  }

  isTransient(error: unknown): boolean {
    const code = (error as { code?: string } | null)?.code;
    return code !== undefined && TRANSIENT_SQLSTATES.has(code);
  }

  read(streamIds: string[]): Promise<Map<string, StreamState>> {
    return this.store.read(streamIds);
  }

  async nextId(sequence: `${string}_ids`): Promise<number> {
    if (!/^[a-z_]+_ids$/.test(sequence)) throw new Error(`Invalid sequence name ${sequence}`);
    const blockSize = ID_BLOCK_SIZES[sequence];
    if (blockSize) {
      let blocks = this.idBlocks.get(sequence);
      if (!blocks)
        this.idBlocks.set(sequence, (blocks = new IdBlocks(this.pool, sequence, blockSize)));
      return blocks.next();
    }
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT nextval('${sequence}')::text AS id`,
    );
    return Number(rows[0]!.id);
  }
}
