import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPool, type Pool } from '../db/pool';
import { createTestDatabase } from '../../test/support/database';
import { describeEventStoreContract } from './event-store-contract';
import { PostgresEventStore } from './postgres-event-store';
import { Subscription } from './subscription';
import { compareCheckpoints, START, WrongExpectedVersion, type RecordedEvent } from './types';
import { Upcasters } from './upcasters';
import { WakeUps } from './wake-ups';

let url: string;
let pool: Pool;
let wakeUps: WakeUps;
let store: PostgresEventStore;

beforeAll(async () => {
  url = await createTestDatabase();
  pool = createPool(url, 60);
  wakeUps = new WakeUps(pool);
  store = new PostgresEventStore(pool, wakeUps);
});

afterAll(async () => {
  await wakeUps.close();
  await pool.end();
});

const event = (type: string, n = 0) => ({ type, data: { n } });

/** Waits until every transaction begun before the call has finished (the readAll horizon). */
async function settle(): Promise<void> {
  const { rows } = await pool.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id');
  for (;;) {
    const { rows: passed } = await pool.query<{ passed: boolean }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::text::xid8 AS passed',
      [rows[0]!.id],
    );
    if (passed[0]!.passed) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEventStoreContract('PostgresEventStore', () => store, settle);

describe('append', () => {
  it('lets exactly one of many concurrent appends with the same expected version win', async () => {
    await store.append([
      { streamId: 'race-1', expectedVersion: 'no_stream', events: [event('Created')] },
    ]);
    const attempts = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        store.append([{ streamId: 'race-1', expectedVersion: 1, events: [event('Raced', i)] }]),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a) => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(39);
    for (const loss of lost) expect(loss.reason).toBeInstanceOf(WrongExpectedVersion);
    const stream = (await store.readStreams(pool, ['race-1'])).get('race-1')!;
    expect(stream.version).toBe(2);
    expect(stream.events).toHaveLength(2);
  });

  it('lets exactly one of many concurrent creations of a stream win', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        store.append([
          { streamId: 'create-race', expectedVersion: 'no_stream', events: [event('Created', i)] },
        ]),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(
      (await store.readStreams(pool, ['create-race'])).get('create-race')!.events,
    ).toHaveLength(1);
  });

  it('reads what another store appended after the prefix it cached, and folds only that', async () => {
    await store.append([
      { streamId: 'cache-a', expectedVersion: 'no_stream', events: [event('A', 1)] },
    ]);
    expect((await store.readStreams(pool, ['cache-a'])).get('cache-a')!.version).toBe(1);
    const other = new PostgresEventStore(pool, wakeUps);
    await other.append([
      { streamId: 'cache-a', expectedVersion: 1, events: [event('B', 2), event('C', 3)] },
    ]);
    const stream = (await store.readStreams(pool, ['cache-a'])).get('cache-a')!;
    expect(stream.events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'A', { n: 1 }],
      [2, 'B', { n: 2 }],
      [3, 'C', { n: 3 }],
    ]);
    expect(stream.version).toBe(3);
    expect(stream.folds).toBeDefined();
  });

  it('never caches events of a transaction that rolls back', async () => {
    await store.append([
      { streamId: 'cache-b', expectedVersion: 'no_stream', events: [event('A')] },
    ]);
    await store.readStreams(pool, ['cache-b']);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await store.readStreams(client, ['cache-b'], { lock: true });
      await store.appendInTransaction(client, [
        { streamId: 'cache-b', expectedVersion: 1, events: [event('Uncommitted')] },
      ]);
      const inside = (await store.readStreams(client, ['cache-b'])).get('cache-b')!;
      expect(inside.events.map((e) => e.type)).toEqual(['A', 'Uncommitted']);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const after = (await store.readStreams(pool, ['cache-b'])).get('cache-b')!;
    expect(after.events.map((e) => e.type)).toEqual(['A']);
    expect(after.version).toBe(1);
    await store.append([{ streamId: 'cache-b', expectedVersion: 1, events: [event('B')] }]);
    expect(
      (await store.readStreams(pool, ['cache-b'])).get('cache-b')!.events.map((e) => e.type),
    ).toEqual(['A', 'B']);
  });

  it('refuses to update or delete stored events', async () => {
    await store.append([
      { streamId: 'kept-1', expectedVersion: 'no_stream', events: [event('Kept')] },
    ]);
    await expect(
      pool.query("UPDATE events SET data = '{}' WHERE stream_id = 'kept-1'"),
    ).rejects.toThrow(/immutable/);
    await expect(pool.query("DELETE FROM events WHERE stream_id = 'kept-1'")).rejects.toThrow(
      /immutable/,
    );
  });
});

describe('ordered subscription', () => {
  it('never passes a transaction that commits late, and then delivers its events in order', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = new Subscription(store, wakeUps, {
      name: 'late-commit-test',
      eventTypes: ['Early', 'Late', 'After'],
      handle: async (_client, events) => {
        seen.push(...events);
      },
    });
    await subscription.catchUp();

    // A transaction takes a lower position first and commits last.
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    await slow.query('BEGIN');
    await store.appendInTransaction(slow as unknown as pg.PoolClient, [
      { streamId: 'late-1', expectedVersion: 'no_stream', events: [event('Late')] },
    ]);
    const lateRow = await slow.query<{ position: string; transaction_id: string }>(
      "SELECT position::text, transaction_id::text FROM events WHERE stream_id = 'late-1'",
    );
    const latePosition = BigInt(lateRow.rows[0]!.position);
    const lateTransaction = BigInt(lateRow.rows[0]!.transaction_id);

    const after = await store.append([
      { streamId: 'after-1', expectedVersion: 'no_stream', events: [event('After')] },
    ]);
    expect(after.lastPosition).toBeGreaterThan(latePosition);

    await subscription.catchUp();
    // The later, committed event is held back: the open transaction is below the horizon.
    expect(seen.map((e) => e.type)).toEqual([]);
    // The checkpoint may move past other transactions' events, never to the open one's.
    const held = subscription.progress.checkpoint;
    expect(held.transactionId).toBeLessThanOrEqual(lateTransaction);
    expect(
      compareCheckpoints(held, { transactionId: lateTransaction, position: latePosition }),
    ).toBeLessThan(0);

    await slow.query('COMMIT');
    await slow.end();
    await subscription.catchUp();
    expect(seen.map((e) => e.type)).toEqual(['Late', 'After']);
    expect(seen[0]!.position).toBe(latePosition);

    const stored = await pool.query<{ transaction_id: string; position: string }>(
      "SELECT transaction_id::text, position::text FROM checkpoints WHERE subscriber = 'late-commit-test'",
    );
    expect(stored.rows[0]).toEqual({
      transaction_id: after.transactionId.toString(),
      position: after.lastPosition.toString(),
    });
  });

  it('stores the checkpoint with the handler writes, so a failing batch is retried whole', async () => {
    await pool.query('CREATE TABLE seen_events (position bigint PRIMARY KEY)');
    let failNext = true;
    const subscription = new Subscription(store, wakeUps, {
      name: 'exactly-once-test',
      eventTypes: ['Counted'],
      handle: async (client, events) => {
        for (const e of events)
          await client.query('INSERT INTO seen_events VALUES ($1)', [e.position.toString()]);
        if (failNext) {
          failNext = false;
          throw new Error('crash in the middle of a batch');
        }
      },
    });
    await store.append([
      {
        streamId: 'count-1',
        expectedVersion: 'no_stream',
        events: [event('Counted'), event('Counted', 1)],
      },
    ]);
    await expect(subscription.catchUp()).rejects.toThrow(/crash/);
    expect((await pool.query('SELECT count(*)::int AS n FROM seen_events')).rows[0].n).toBe(0);
    await subscription.catchUp();
    expect((await pool.query('SELECT count(*)::int AS n FROM seen_events')).rows[0].n).toBe(2);
  });

  it('sends a writes-only batch with its checkpoint and COMMIT, all or nothing', async () => {
    await pool.query('CREATE TABLE written_events (position bigint PRIMARY KEY)');
    await pool.query('INSERT INTO written_events VALUES (-1)');
    let refusedOnce = false;
    const subscription = new Subscription(store, wakeUps, {
      name: 'writes-only-test',
      eventTypes: ['Written'],
      writesOnly: true,
      handle: async (client, events) => {
        for (const e of events)
          await client.query('INSERT INTO written_events VALUES ($1)', [e.position.toString()]);
        // The first batch ends with a row PostgreSQL refuses at the COMMIT.
        if (!refusedOnce) {
          refusedOnce = true;
          await client.query('INSERT INTO written_events VALUES ($1)', [-1]);
        }
      },
    });
    await store.append([
      {
        streamId: 'written-1',
        expectedVersion: 'no_stream',
        events: [event('Written'), event('Written', 1)],
      },
    ]);
    const rows = async () =>
      (await pool.query('SELECT count(*)::int AS n FROM written_events')).rows[0].n as number;
    await expect(subscription.catchUp()).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toBe(1);
    await subscription.catchUp();
    expect(await rows()).toBe(3);

    // A handler that reads an answer is not writes-only: its batch fails, saying why.
    const reading = new Subscription(store, wakeUps, {
      name: 'writes-only-reading-test',
      eventTypes: ['Written'],
      writesOnly: true,
      handle: async (client) => {
        if ((await client.query('SELECT 1')).rowCount !== 1) throw new Error('no row');
      },
    });
    await expect(reading.catchUp()).rejects.toThrow(/has no answer yet/);
  });

  it('locks the checkpoint without a transaction id, and makes a second handler of the same subscription wait and read again', async () => {
    await store.append([
      { streamId: 'idless-1', expectedVersion: 'no_stream', events: [event('Idless')] },
    ]);
    const idsAtHandlerStart: (string | null)[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const handle = async (client: pg.PoolClient, events: RecordedEvent[]) => {
      calls++;
      const { rows } = await client.query<{ id: string | null }>(
        'SELECT pg_current_xact_id_if_assigned()::text AS id',
      );
      idsAtHandlerStart.push(rows[0]!.id);
      if (calls === 1) await held;
      await client.query('SELECT $1::int', [events.length]);
    };
    const first = new Subscription(store, wakeUps, {
      name: 'idless-test',
      eventTypes: ['Idless'],
      handle,
    });
    const second = new Subscription(store, wakeUps, {
      name: 'idless-test',
      eventTypes: ['Idless'],
      handle,
    });
    const firstDone = first.catchUp();
    await vi.waitFor(() => expect(calls).toBe(1));
    // While the first holds the lock, the horizon passes its transaction: it has no id.
    await store.append([
      { streamId: 'idless-2', expectedVersion: 'no_stream', events: [event('Other')] },
    ]);
    await settle();
    const secondDone = second.catchUp();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
    release();
    await Promise.all([firstDone, secondDone]);
    // The second found the checkpoint moved on and handled nothing twice.
    expect(calls).toBe(1);
    expect(idsAtHandlerStart).toEqual([null]);
    expect(second.progress.checkpoint).toEqual(first.progress.checkpoint);
  });

  it('wakes a running subscription on append and resolves read-your-writes waits', async () => {
    const seen: string[] = [];
    const subscription = new Subscription(
      store,
      wakeUps,
      {
        name: 'wake-test',
        eventTypes: ['Woken'],
        handle: async (_client, events) => {
          seen.push(...events.map((e) => e.streamId));
        },
      },
      60_000 /* no polling: only wake-ups can deliver within the test */,
    );
    await subscription.catchUp();
    subscription.start();
    try {
      const result = await store.append([
        { streamId: 'wake-1', expectedVersion: 'no_stream', events: [event('Woken')] },
      ]);
      const passed = await subscription.waitFor(
        { transactionId: result.transactionId, position: result.lastPosition },
        5000,
      );
      expect(passed).toBe(true);
      expect(seen).toEqual(['wake-1']);
    } finally {
      await subscription.stop();
    }
  });

  it('keeps commit order across many concurrent writers', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = new Subscription(store, wakeUps, {
      name: 'order-test',
      eventTypes: ['Burst'],
      handle: async (_client, events) => {
        seen.push(...events);
      },
    });
    subscription.start();
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          store.append([
            {
              streamId: `burst-${i}`,
              expectedVersion: 'no_stream',
              events: [event('Burst', i), event('Burst', i)],
            },
          ]),
        ),
      );
      const last = results.reduce((a, b) => (a.transactionId > b.transactionId ? a : b));
      expect(
        await subscription.waitFor(
          { transactionId: last.transactionId, position: last.lastPosition },
          10_000,
        ),
      ).toBe(true);
      expect(seen).toHaveLength(400);
      expect(new Set(seen.map((e) => e.position)).size).toBe(400);
      for (let i = 1; i < seen.length; i++) {
        const [a, b] = [seen[i - 1]!, seen[i]!];
        const inOrder =
          a.transactionId < b.transactionId ||
          (a.transactionId === b.transactionId && a.position < b.position);
        expect(inOrder).toBe(true);
      }
    } finally {
      await subscription.stop();
    }
  });
  it('moves an idle checkpoint past events of other types, and still delivers its own later', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = new Subscription(store, wakeUps, {
      name: 'rare-test',
      eventTypes: ['Rare'],
      handle: async (_client, events) => {
        seen.push(...events);
      },
    });
    const stored = async () =>
      BigInt(
        (
          await pool.query<{ transaction_id: string }>(
            "SELECT transaction_id::text FROM checkpoints WHERE subscriber = 'rare-test'",
          )
        ).rows[0]?.transaction_id ?? '0',
      );
    const noise = await store.append([
      {
        streamId: 'noise-1',
        expectedVersion: 'no_stream',
        events: [event('Noise'), event('Noise')],
      },
    ]);
    expect(await subscription.processBatch()).toBe(0);
    subscription.start();
    try {
      // Past the other events (moved by the process's shared poll): the next read starts after
      // them instead of scanning them again.
      await expect.poll(stored).toBeGreaterThan(noise.transactionId);
      const rare = await store.append([
        { streamId: 'rare-1', expectedVersion: 'no_stream', events: [event('Rare', 7)] },
      ]);
      await expect.poll(() => seen.map((e) => [e.type, e.data])).toEqual([['Rare', { n: 7 }]]);
      expect(seen[0]!.transactionId).toBe(rare.transactionId);
    } finally {
      await subscription.stop();
    }
  });
});

describe('stream locks', () => {
  /** Runs `work` in a transaction of its own connection; rolls back when it throws. */
  async function inOwnTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
  const transactionIdOf = async (client: pg.PoolClient) =>
    (
      await client.query<{ id: string | null }>(
        'SELECT pg_current_xact_id_if_assigned()::text AS id',
      )
    ).rows[0]!.id;
  /** True when a lock on `streamId` in another transaction had to wait (it gave up after 100 ms). */
  const blocked = (streamId: string) =>
    inOwnTransaction(async (client) => {
      await client.query("SET LOCAL lock_timeout = '100ms'");
      await store.readStreams(client, [streamId], { lock: true });
    }).then(
      () => false,
      (error: { code?: string }) => {
        if (error.code !== '55P03') throw error;
        return true;
      },
    );

  it('holds existing and new streams against other transactions until commit', async () => {
    await store.append([
      { streamId: 'held-old', expectedVersion: 'no_stream', events: [event('Held')] },
    ]);
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      await store.readStreams(holder, ['held-old', 'held-new'], { lock: true });
      expect(await blocked('held-old')).toBe(true);
      expect(await blocked('held-new')).toBe(true);
      expect(await blocked('held-other')).toBe(false);
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }
    expect(await blocked('held-old')).toBe(false);
    expect(await blocked('held-new')).toBe(false);
  });

  it('gives a transaction no id before it appends, so a stream loaded late still reaches subscribers in version order', async () => {
    await store.append([
      { streamId: 'late-a', expectedVersion: 'no_stream', events: [event('Interleaved', 1)] },
      { streamId: 'late-b', expectedVersion: 'no_stream', events: [event('Interleaved', 1)] },
    ]);
    const seen: RecordedEvent[] = [];
    const subscription = new Subscription(store, wakeUps, {
      name: 'stream-version-order-test',
      eventTypes: ['Interleaved'],
      handle: async (_client, events) => {
        seen.push(...events);
      },
    });
    await subscription.catchUp();

    const idsBeforeAppend: (string | null)[] = [];
    // The first command locks A, then, while it decides, another command appends to B and
    // commits; then the first loads B and appends to A and B.
    await inOwnTransaction(async (first) => {
      const a = (await store.readStreams(first, ['late-a'], { lock: true })).get('late-a')!;
      idsBeforeAppend.push(await transactionIdOf(first));
      await inOwnTransaction(async (second) => {
        const b = (await store.readStreams(second, ['late-b'], { lock: true })).get('late-b')!;
        await store.appendInTransaction(second, [
          { streamId: 'late-b', expectedVersion: b.version, events: [event('Interleaved', 2)] },
        ]);
      });
      const b = (await store.readStreams(first, ['late-b'], { lock: true })).get('late-b')!;
      expect(b.version).toBe(2);
      idsBeforeAppend.push(await transactionIdOf(first));
      await store.appendInTransaction(first, [
        { streamId: 'late-a', expectedVersion: a.version, events: [event('Interleaved', 2)] },
        { streamId: 'late-b', expectedVersion: b.version, events: [event('Interleaved', 3)] },
      ]);
    });

    await subscription.catchUp();
    const versions = (streamId: string) =>
      seen.filter((e) => e.streamId === streamId).map((e) => e.streamVersion);
    expect(versions('late-b')).toEqual([1, 2, 3]);
    expect(versions('late-a')).toEqual([1, 2]);
    expect(idsBeforeAppend).toEqual([null, null]);
  });
});

describe('event evolution', () => {
  // Version 1 stored a customer's name in one field; version 2 splits it; version 3 adds a
  // currency. Stored events are never rewritten: readers see the current shape.
  const upcasters = new Upcasters([
    {
      eventType: 'CustomerNamed',
      fromVersion: 1,
      upcast: ({ name, ...rest }) => {
        const [firstName = '', ...others] = String(name).split(' ');
        return { ...rest, firstName, lastName: others.join(' ') };
      },
    },
    {
      eventType: 'CustomerNamed',
      fromVersion: 2,
      upcast: (data) => ({ ...data, currency: 'USD' }),
    },
  ]);

  it('reads old-shape events in the current shape, stamps new ones, and leaves stored rows as they were', async () => {
    // Two events written before the change: one at version 1 and one at version 2.
    await store.append([
      {
        streamId: 'customer-7',
        expectedVersion: 'no_stream',
        events: [{ type: 'CustomerNamed', data: { name: 'Ada King Lovelace' } }],
      },
    ]);
    await pool.query(
      `SELECT * FROM append_events(ARRAY['customer-7'], ARRAY[1]::bigint[], ARRAY[1], ARRAY[gen_random_uuid()], ARRAY['CustomerNamed'],
         ARRAY['{"firstName":"Grace","lastName":"Hopper"}'::jsonb], ARRAY['{"schemaVersion":2}'::jsonb], ARRAY[]::text[])`,
    );
    const evolved = new PostgresEventStore(pool, wakeUps, upcasters);
    await evolved.append([
      {
        streamId: 'customer-7',
        expectedVersion: 2,
        events: [
          {
            type: 'CustomerNamed',
            data: { firstName: 'Alan', lastName: 'Turing', currency: 'EUR' },
          },
        ],
      },
    ]);

    const stream = (await evolved.readStreams(pool, ['customer-7'])).get('customer-7')!;
    expect(stream.events.map((e) => e.data)).toEqual([
      { firstName: 'Ada', lastName: 'King Lovelace', currency: 'USD' },
      { firstName: 'Grace', lastName: 'Hopper', currency: 'USD' },
      { firstName: 'Alan', lastName: 'Turing', currency: 'EUR' },
    ]);
    const ordered = await evolved.readOrdered(pool, START, 1000, ['CustomerNamed']);
    expect(ordered.events.map((e) => e.data)).toEqual(stream.events.map((e) => e.data));

    const { rows } = await pool.query<{ data: object; version: number | null }>(
      `SELECT data, (metadata->>'schemaVersion')::int AS version FROM events WHERE stream_id = 'customer-7' ORDER BY stream_version`,
    );
    expect(rows).toEqual([
      // The first store knows no upcasters: it wrote version 1.
      { data: { name: 'Ada King Lovelace' }, version: 1 },
      { data: { firstName: 'Grace', lastName: 'Hopper' }, version: 2 },
      { data: { firstName: 'Alan', lastName: 'Turing', currency: 'EUR' }, version: 3 },
    ]);
  });

  it('refuses two upcasters for the same type and version', () => {
    const twice = {
      eventType: 'X',
      fromVersion: 1,
      upcast: (data: Record<string, unknown>) => data,
    };
    expect(() => new Upcasters([twice, twice])).toThrow('Two upcasters for X v1');
  });
});
