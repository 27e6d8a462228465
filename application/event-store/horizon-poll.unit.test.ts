import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/pool';
import { HorizonPoll, type Watcher } from './horizon-poll';

/** What a tick reads: the horizon and the types of the events that passed below it. */
interface Passed {
  horizon: bigint;
  types: string[] | null;
  count: number;
}

/**
 * A database that answers the poll's reads from `script` (the last answer repeats) and records
 * the parameters of each read and each batch of idle moves.
 */
function scriptedDatabase(script: Passed[]) {
  const reads: unknown[][] = [];
  const idleMoves: unknown[][] = [];
  const db = {
    query(text: string, values: unknown[]) {
      if (text.includes('UPDATE checkpoints')) {
        idleMoves.push(values);
        return Promise.resolve({ rows: [] });
      }
      reads.push(values);
      const passed = script[Math.min(reads.length, script.length) - 1]!;
      return Promise.resolve({
        rows: [{ horizon: passed.horizon.toString(), types: passed.types, count: passed.count }],
      });
    },
  };
  return { db: db as unknown as Queryable, reads, idleMoves };
}

function watchers(types: Record<string, readonly string[] | null>) {
  const woken: string[] = [];
  const list: Watcher[] = Object.entries(types).map(([name, eventTypes]) => ({
    name,
    eventTypes,
    wake: () => woken.push(name),
  }));
  return { list, woken };
}

describe('the shared poll of the horizon', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wakes each new watcher once after its first tick, then only those of the types that passed', async () => {
    const { db, reads } = scriptedDatabase([
      { horizon: 100n, types: null, count: 0 },
      { horizon: 105n, types: ['OrderPlaced'], count: 3 },
      { horizon: 105n, types: null, count: 0 },
    ]);
    const { list, woken } = watchers({
      orders: ['OrderPlaced'],
      announcements: ['AnnouncementPublished'],
      audit: null,
    });
    const poll = new HorizonPoll(db, () => list, 250);
    for (const watcher of list) poll.add(watcher);

    await vi.advanceTimersByTimeAsync(0);
    expect(woken.sort()).toEqual(['announcements', 'audit', 'orders']);
    woken.length = 0;

    await vi.advanceTimersByTimeAsync(250);
    expect(woken.sort()).toEqual(['audit', 'orders']);
    // The second tick read from where the first one's horizon stood.
    expect(reads[1]![0]).toBe('100');
    woken.length = 0;

    await vi.advanceTimersByTimeAsync(250);
    expect(woken).toEqual([]);
    expect(reads[2]![0]).toBe('105');
    poll.stop();
  });

  it('wakes every watcher when more events passed than a tick reads the types of', async () => {
    const { db } = scriptedDatabase([
      { horizon: 100n, types: null, count: 0 },
      { horizon: 5_000n, types: ['OrderPlaced'], count: 1_000 },
    ]);
    const { list, woken } = watchers({ orders: ['OrderPlaced'], tickets: ['TicketOpened'] });
    const poll = new HorizonPoll(db, () => list, 250);
    for (const watcher of list) poll.add(watcher);
    await vi.advanceTimersByTimeAsync(0);
    woken.length = 0;
    await vi.advanceTimersByTimeAsync(250);
    expect(woken.sort()).toEqual(['orders', 'tickets']);
    poll.stop();
  });

  it('moves idle checkpoints once at start, then at most once a second and only after events passed', async () => {
    const { db, idleMoves } = scriptedDatabase([
      { horizon: 100n, types: null, count: 0 },
      { horizon: 100n, types: null, count: 0 },
      { horizon: 100n, types: null, count: 0 },
      { horizon: 100n, types: null, count: 0 },
      { horizon: 101n, types: ['OrderPlaced'], count: 1 },
      { horizon: 102n, types: ['OrderPlaced'], count: 1 },
      { horizon: 102n, types: null, count: 0 },
    ]);
    const { list } = watchers({ orders: ['OrderPlaced'], audit: null });
    const poll = new HorizonPoll(db, () => list, 250);
    for (const watcher of list) poll.add(watcher);

    await vi.advanceTimersByTimeAsync(0);
    // Only subscriptions of some types have other types' events to move past.
    expect(idleMoves).toEqual([[JSON.stringify([{ name: 'orders', types: ['OrderPlaced'] }])]]);
    // Ticks 2 to 4: nothing passed, no move.
    await vi.advanceTimersByTimeAsync(750);
    expect(idleMoves).toHaveLength(1);
    // Tick 5 (1 s after the first move): events passed, a move.
    await vi.advanceTimersByTimeAsync(250);
    expect(idleMoves).toHaveLength(2);
    // Tick 6: events passed again, but the last move is not a second old; tick 7 makes it up.
    await vi.advanceTimersByTimeAsync(250);
    expect(idleMoves).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(idleMoves).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(idleMoves).toHaveLength(3);
    poll.stop();
  });

  it('stops ticking when the last watcher leaves', async () => {
    const { db, reads } = scriptedDatabase([{ horizon: 100n, types: null, count: 0 }]);
    let list: Watcher[] = [];
    const poll = new HorizonPoll(db, () => list, 250);
    const watcher: Watcher = { name: 'orders', eventTypes: ['OrderPlaced'], wake: () => {} };
    list = [watcher];
    poll.add(watcher);
    await vi.advanceTimersByTimeAsync(500);
    const ticks = reads.length;
    list = [];
    poll.remove(watcher);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ticks).toBeGreaterThan(0);
    expect(reads).toHaveLength(ticks);
  });
});
