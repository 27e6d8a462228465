import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../db/pool';
import { createTestDatabase } from '../../test/support/database';
import { moveIdleCheckpoints } from './idle-checkpoints';
import { PostgresEventStore } from './postgres-event-store';
import { Subscription } from './subscription';
import { decodeNotice } from './wake-up-notice';
import { WakeUps } from './wake-ups';

let url: string;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  url = await createTestDatabase();
});

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pool that counts (and keeps) every statement sent through it, as its own process would. */
function countingPool(): { pool: Pool; statements: string[] } {
  const pool = createPool(url, 10);
  const statements: string[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = args[0];
      statements.push(typeof text === 'string' ? text : (text as { text: string }).text);
      return query(...args);
    };
  });
  closers.push(() => pool.end());
  return { pool, statements };
}

/** A store process: its pool (counted), its wake-ups listening, its event store. */
async function storeProcess() {
  const { pool, statements } = countingPool();
  const wakeUps = new WakeUps(pool);
  await wakeUps.listen(url);
  closers.push(() => wakeUps.close());
  return { pool, statements, wakeUps, store: new PostgresEventStore(pool, wakeUps) };
}

/** A raw LISTEN connection on `channel`, collecting the payloads it receives. */
async function listenRaw(channel: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const payloads: string[] = [];
  client.on('notification', ({ payload }) => payloads.push(payload ?? ''));
  await client.query(`LISTEN ${channel}`);
  closers.push(() => client.end());
  return payloads;
}

/** Watches `types` on `wakeUps`, recording the names woken. */
function watching(wakeUps: WakeUps, types: Record<string, readonly string[] | null>) {
  const woken: string[] = [];
  for (const [name, eventTypes] of Object.entries(types)) {
    const unwatch = wakeUps.watch({ name, eventTypes, wake: () => woken.push(name) });
    closers.push(async () => unwatch());
  }
  return woken;
}

/**
 * Every row version of the checkpoints (a row's xmin is the transaction that wrote it): equal
 * before and after a window means nothing wrote a checkpoint meanwhile. Transaction ids are the
 * cluster's, spent by every database of the shared test server, so they cannot tell this.
 */
async function checkpointVersions(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ version: string }>(
    "SELECT subscriber || '@' || xmin::text AS version FROM checkpoints ORDER BY subscriber",
  );
  return rows.map((row) => row.version);
}

describe('wake-ups between processes', () => {
  it("ignores the sender's own notice and wakes the other process's subscriptions of the sent types only", async () => {
    const a = await storeProcess();
    const b = await storeProcess();
    const wokenA = watching(a.wakeUps, { orders: ['OrderPlaced'], marker: ['Marker'] });
    const wokenB = watching(b.wakeUps, {
      orders: ['OrderPlaced'],
      announcements: ['AnnouncementPublished'],
      audit: null,
    });
    // Each watcher reads once after the first poll of its process: let that pass.
    await expect.poll(() => [...wokenA, ...wokenB]).toHaveLength(5);
    wokenA.length = 0;
    wokenB.length = 0;

    // What an append signals (a real append would also pass below the horizon, and each
    // process's poll would wake its subscriptions of that type: the poll is tested below).
    a.wakeUps.signal(['OrderPlaced']);
    expect(wokenA).toEqual(['orders']);
    await expect.poll(() => [...new Set(wokenB)].sort()).toEqual(['audit', 'orders']);
    // B's notice reaches A after A's own (delivered in commit order): once A woke on B's marker,
    // A's own notice has been handled, and woke nothing more.
    b.wakeUps.signal(['Marker']);
    await expect.poll(() => wokenA.includes('marker')).toBe(true);
    expect(wokenA.filter((name) => name === 'orders')).toHaveLength(1);
    expect(wokenB).not.toContain('announcements');
  });

  it('coalesces the types appended within the interval into one notice that names the sender', async () => {
    const a = await storeProcess();
    const payloads = await listenRaw('keymart_events');
    a.wakeUps.signal(['OrderPlaced']);
    a.wakeUps.signal(['WalletDebited', 'OrderPlaced']);
    await expect.poll(() => payloads.length).toBe(1);
    const notice = decodeNotice(payloads[0]);
    expect(notice.instance).toBe(a.wakeUps.instance);
    expect([...notice.eventTypes!].sort()).toEqual(['OrderPlaced', 'WalletDebited']);
    await sleep(100);
    expect(payloads).toHaveLength(1);
  });

  it('notifies progress only while another process follows', async () => {
    const owner = await storeProcess();
    const follower = await storeProcess();
    const payloads = await listenRaw('keymart_progress');
    owner.wakeUps.signalProgress();
    await sleep(300);
    expect(payloads).toEqual([]);

    let progress = 0;
    const stop = follower.wakeUps.subscribeProgress(() => (progress += 1));
    await expect
      .poll(() => {
        owner.wakeUps.signalProgress();
        return progress;
      })
      .toBeGreaterThan(0);
    stop();
    expect(decodeNotice(payloads[0]).instance).toBe(owner.wakeUps.instance);
  });
});

describe('an idle process', () => {
  it('writes nothing when idle and sends a bounded number of statements per second', async () => {
    const { statements, wakeUps, store } = await storeProcess();
    const probe = createPool(url, 1);
    closers.push(() => probe.end());
    const types = [
      'OrderPlaced',
      'WalletDebited',
      'ProductUpdated',
      'AnnouncementPublished',
      'TicketOpened',
    ];
    // Fifteen subscriptions, as many as the store runs: typed ones, and two of every type.
    const subscriptions = Array.from(
      { length: 15 },
      (_, i) =>
        new Subscription(store, wakeUps, {
          name: `idle-${i}`,
          eventTypes: i < 2 ? null : [types[i % types.length]!],
          handle: async () => {},
        }),
    );
    for (const [i, type] of types.entries())
      await store.append([
        {
          streamId: `idle-stream-${i}`,
          expectedVersion: 'no_stream',
          events: [{ type, data: {} }],
        },
      ]);
    for (const subscription of subscriptions) subscription.start();
    closers.push(() => Promise.all(subscriptions.map((s) => s.stop())));
    const last = await store.append([
      {
        streamId: 'idle-stream-last',
        expectedVersion: 'no_stream',
        events: [{ type: 'OrderPlaced', data: {} }],
      },
    ]);
    for (const subscription of subscriptions)
      expect(
        await subscription.waitFor(
          { transactionId: last.transactionId, position: last.lastPosition },
          10_000,
        ),
      ).toBe(true);
    // The idle checkpoints move once past the other types' events, then stay.
    await sleep(1_500);

    const WINDOW_MS = 5_000;
    const versions = await checkpointVersions(probe);
    const sent = statements.length;
    await sleep(WINDOW_MS);
    const idle = statements.slice(sent);
    // Only reads: no transaction, no write, no notification, so no transaction id either.
    expect(
      idle.filter((text) => /\b(BEGIN|UPDATE|INSERT|DELETE|NOTIFY|pg_notify)\b/i.test(text)),
    ).toEqual([]);
    expect(await checkpointVersions(probe)).toEqual(versions);
    // One shared poll of the horizon (4 statements a second) and a safety poll of each
    // subscription every 7.5 to 12.5 seconds (2 statements): about 7 a second. A poll of each
    // subscription every 250 ms, with its idle checkpoint moves, made about 170 a second and spent
    // 15 transaction ids a second.
    expect(idle.length / (WINDOW_MS / 1000)).toBeLessThanOrEqual(12);
  });

  it('moves an idle checkpoint only past events of other types', async () => {
    const { pool, store } = await storeProcess();
    const checkpointOf = async (name: string) =>
      (
        await pool.query<{ transaction_id: string }>(
          'SELECT transaction_id::text FROM checkpoints WHERE subscriber = $1',
          [name],
        )
      ).rows[0]!.transaction_id;
    await pool.query(
      "INSERT INTO checkpoints (subscriber) VALUES ('waits-for-orders'), ('waits-for-rare')",
    );
    await store.append([
      {
        streamId: 'order-9',
        expectedVersion: 'no_stream',
        events: [{ type: 'OrderPlaced', data: {} }],
      },
    ]);
    const moved = await moveIdleCheckpoints(pool, [
      { name: 'waits-for-orders', eventTypes: ['OrderPlaced'] },
      { name: 'waits-for-rare', eventTypes: ['NeverAppended'] },
    ]);
    expect(moved).toEqual(['waits-for-rare']);
    expect(await checkpointOf('waits-for-orders')).toBe('0');
    expect(BigInt(await checkpointOf('waits-for-rare'))).toBeGreaterThan(0n);
    // Nothing passed since: no move, no write.
    const before = await checkpointVersions(pool);
    expect(
      await moveIdleCheckpoints(pool, [{ name: 'waits-for-rare', eventTypes: ['NeverAppended'] }]),
    ).toEqual([]);
    expect(await checkpointVersions(pool)).toEqual(before);
  });
});
