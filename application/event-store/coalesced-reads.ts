/**
 * Stream reads coalesced within one transaction: the reads asked for in one turn of the event
 * loop (the planning of a batch's events, run side by side) go to the database as one statement.
 * A side-effect worker planning the mails of forty purchases reads their forty orders in one
 * statement, then their customers in another, instead of eighty.
 */
import type { PoolClient } from '../db/pool';
import type { PostgresEventStore } from './postgres-event-store';
import type { StreamState } from './types';

/**
 * Reads streams as committed (or as the caller's transaction wrote them); answers a map holding
 * at least the streams asked for.
 */
export type StreamReader = (streamIds: string[]) => Promise<Map<string, StreamState>>;

/**
 * A StreamReader on `client` whose reads wait for the current turn's other reads and go together
 * (PostgresEventStore.readStreams, without a lock).
 * @throws from each read the error of the statement it was part of
 */
export function coalescedReads(store: PostgresEventStore, client: PoolClient): StreamReader {
  let pending: {
    ids: string[];
    resolve: (streams: Map<string, StreamState>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const flush = async () => {
    const reads = pending;
    pending = [];
    try {
      const streams = await store.readStreams(client, [
        ...new Set(reads.flatMap((read) => read.ids)),
      ]);
      for (const read of reads) read.resolve(streams);
    } catch (error) {
      for (const read of reads) read.reject(error);
    }
  };
  return (ids) =>
    new Promise((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(() => void flush());
      pending.push({ ids, resolve, reject });
    });
}
