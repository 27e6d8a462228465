/**
 * Commands on an InMemoryEventStore, for the unit tests of the command handlers. Each attempt
 * loads what is committed and appends with the loaded versions. Nothing is locked: instead the
 * append is refused when any stream the attempt loaded moved since, which is what the locks
 * held until commit guarantee on PostgreSQL. So a concurrent append
 * (InMemoryEventStore.interleaveBeforeNextAppend) meets a WrongExpectedVersion and a retry, as
 * one that got the lock first would. Ids count from 1 per sequence.
 */
import type { InMemoryEventStore } from '../event-store/in-memory-event-store';
import type { StreamState } from '../event-store/types';
import type { CommandRunner, RunnerTransaction } from './command-runner';
import { ordersPlacedOf } from './orders-placed';
import { productsInCategoryOf } from './products-in-category';

/** Runs commands on `store`, one at a time, for unit tests. */
export class InMemoryCommandRunner implements CommandRunner {
  private readonly sequences = new Map<string, number>();

  constructor(readonly store: InMemoryEventStore) {}

  transaction<T>(work: (tx: RunnerTransaction) => Promise<T>): Promise<T> {
    const read = new Map<string, number>();
    return work({
      load: async (ids) => {
        const streams = await this.store.read(ids);
        for (const [id, stream] of streams) if (!read.has(id)) read.set(id, stream.version);
        return streams;
      },
      productsInCategory: async (categoryId) =>
        productsInCategoryOf((await this.store.read(this.store.streamIds())).values(), categoryId),
      ordersPlaced: async (userId, productId) =>
        ordersPlacedOf((await this.store.read(this.store.streamIds())).values(), userId, productId),
      append: (streams, metadata) => this.store.appendUnlessChanged(streams, metadata, read),
    });
  }

  isTransient(): boolean {
    return false;
  }

  read(streamIds: string[]): Promise<Map<string, StreamState>> {
    return this.store.read(streamIds);
  }

  nextId(sequence: `${string}_ids`): Promise<number> {
    const id = (this.sequences.get(sequence) ?? 0) + 1;
    this.sequences.set(sequence, id);
    return Promise.resolve(id);
  }
}
