import { describe, expect, it } from 'vitest';
import type { PoolClient } from '../db/pool';
import { coalescedReads } from './coalesced-reads';
import type { PostgresEventStore } from './postgres-event-store';
import type { StreamState } from './types';

/** A store whose readStreams records each call and answers an empty stream per id. */
function fakeStore(failing = false) {
  const calls: string[][] = [];
  const store = {
    readStreams: async (_client: PoolClient, ids: string[]) => {
      calls.push(ids);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failing) throw new Error('connection lost');
      return new Map<string, StreamState>(ids.map((id) => [id, { version: 0, events: [] }]));
    },
  } as unknown as PostgresEventStore;
  return { store, calls };
}

describe('coalescedReads', () => {
  it('sends the reads of one turn as one read, and a later turn as another', async () => {
    const { store, calls } = fakeStore();
    const read = coalescedReads(store, {} as PoolClient);
    // Each "plan" reads its order, then its customer, as the e-mail worker does.
    const plan = async (order: string, user: string) => {
      const orders = await read([order]);
      const users = await read([user]);
      return [orders.has(order), users.has(user)];
    };
    const answers = await Promise.all([
      plan('order-1', 'user-1'),
      plan('order-2', 'user-1'),
      plan('order-3', 'user-2'),
    ]);
    expect(answers).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(calls).toEqual([
      ['order-1', 'order-2', 'order-3'],
      ['user-1', 'user-2'],
    ]);
  });

  it('fails every read of a failed statement', async () => {
    const { store, calls } = fakeStore(true);
    const read = coalescedReads(store, {} as PoolClient);
    const outcomes = await Promise.allSettled([read(['a']), read(['b'])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toHaveLength(1);
  });
});
