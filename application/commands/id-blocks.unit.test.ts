import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/pool';
import { IdBlocks } from './id-blocks';

/** A sequence in memory answering IdBlocks' refill query; `fail` makes the next refill throw. */
function fakeSequence() {
  let last = 0;
  const state = { refills: 0, fail: false };
  const db = {
    query: async (_text: string, values: [number]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) {
        state.fail = false;
        throw new Error('connection lost');
      }
      state.refills++;
      // Out of order on purpose: nothing promises the rows come sorted.
      const ids = Array.from({ length: values[0] }, () => String(++last)).reverse();
      return { rows: ids.map((id) => ({ id })) };
    },
  } as unknown as Queryable;
  return { db, state };
}

describe('IdBlocks', () => {
  it('hands out ascending, distinct ids, one refill for a block however many callers wait', async () => {
    const { db, state } = fakeSequence();
    const blocks = new IdBlocks(db, 'order_ids', 4);
    const ids = await Promise.all(Array.from({ length: 10 }, () => blocks.next()));
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(state.refills).toBe(3);
    expect(await blocks.next()).toBe(11);
    expect(state.refills).toBe(3);
  });

  it('tries again after a failed refill', async () => {
    const { db, state } = fakeSequence();
    const blocks = new IdBlocks(db, 'order_ids', 2);
    state.fail = true;
    await expect(blocks.next()).rejects.toThrow('connection lost');
    expect(await blocks.next()).toBe(1);
    expect(await blocks.next()).toBe(2);
  });
});
