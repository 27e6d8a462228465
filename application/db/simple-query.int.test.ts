import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { createPool, inTransaction, type Pool } from './pool';
import { querySeveral } from './simple-query';

let pool: Pool;

beforeAll(async () => {
  pool = createPool(await createTestDatabase(), 4);
});

afterAll(async () => {
  await pool.end();
});

describe('querySeveral', () => {
  it('answers what the extended protocol answers, for every kind of value', async () => {
    const statement = {
      text: `SELECT $1::int AS n, $2::text AS t, $3::text[] AS a, $4::jsonb AS j, $5::bytea AS b,
                    $6::timestamptz AS at, $7::bigint AS big, $8::text AS nothing`,
      values: [
        -7,
        "quote ' and \\ backslash",
        ['x', 'y,z', '"q"', null],
        { nested: ["a'b"], n: 1.5 },
        Buffer.from([0, 1, 254]),
        new Date('2026-11-27T10:11:12.345Z'),
        9007199254740993n,
        null,
      ],
    };
    const client = await pool.connect();
    try {
      const [simple] = await querySeveral(client, [statement]);
      const extended = await client.query(statement);
      expect(simple!.rows).toEqual(extended.rows);
      expect(simple!.rows[0].t).toBe("quote ' and \\ backslash");
    } finally {
      client.release();
    }
  });

  it('runs the statements in one round trip, in order, and stops at the first error', async () => {
    await pool.query('CREATE TABLE simple_query_rows (n int PRIMARY KEY)');
    const client = await pool.connect();
    try {
      const results = await querySeveral(client, [
        { text: 'INSERT INTO simple_query_rows VALUES ($1)', values: [1] },
        null,
        'SELECT count(*)::int AS rows FROM simple_query_rows',
      ]);
      expect(results).toHaveLength(2);
      expect(results[1]!.rows).toEqual([{ rows: 1 }]);
      await expect(
        querySeveral(client, [
          'BEGIN',
          { text: 'INSERT INTO simple_query_rows VALUES ($1)', values: [2] },
          { text: 'INSERT INTO simple_query_rows VALUES ($1)', values: [1] },
          'COMMIT',
        ]),
      ).rejects.toMatchObject({ code: '23505' });
      await client.query('ROLLBACK');
      const { rows } = await client.query('SELECT n FROM simple_query_rows ORDER BY n');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      client.release();
    }
  });
});

describe('inTransaction', () => {
  it('reads at the commit after every write, and answers null when the transaction did not commit', async () => {
    await pool.query('CREATE TABLE read_rows (n int PRIMARY KEY)');
    let read: Promise<pg.QueryResult | null> | undefined;
    await inTransaction(
      pool,
      async (client, { commitWith, readAtCommit }) => {
        await client.query('INSERT INTO read_rows VALUES (1)');
        commitWith({ text: 'INSERT INTO read_rows VALUES ($1)', values: [2] });
        read = readAtCommit({ text: 'SELECT array_agg(n ORDER BY n) AS n FROM read_rows' });
      },
      { deferBegin: true },
    );
    expect((await read)?.rows).toEqual([{ n: [1, 2] }]);

    const failing = (fail: 'in work' | 'at commit') =>
      inTransaction(pool, async (client, { commitWith, readAtCommit }) => {
        read = readAtCommit('SELECT count(*)::int AS n FROM read_rows');
        if (fail === 'in work') throw new Error('work failed');
        commitWith({ text: 'INSERT INTO read_rows VALUES ($1)', values: [1] });
      });
    await expect(failing('in work')).rejects.toThrow('work failed');
    expect(await read).toBeNull();
    await expect(failing('at commit')).rejects.toMatchObject({ code: '23505' });
    expect(await read).toBeNull();
  });

  it('hands the opening statement its rows and commits with the closing one', async () => {
    await pool.query('CREATE TABLE transaction_rows (n int PRIMARY KEY)');
    const seen = await inTransaction(
      pool,
      async (_client, { openingRows, commitWith }) => {
        commitWith({ text: 'INSERT INTO transaction_rows VALUES ($1)', values: [3] });
        return openingRows;
      },
      { opening: { text: 'SELECT $1::int AS n', values: [42] }, synchronousCommit: false },
    );
    expect(seen).toEqual([{ n: 42 }]);
    expect((await pool.query('SELECT n FROM transaction_rows')).rows).toEqual([{ n: 3 }]);
  });

  it('rolls back everything when the closing statement fails', async () => {
    await pool.query('CREATE TABLE closing_rows (n int PRIMARY KEY)');
    await pool.query('INSERT INTO closing_rows VALUES (1)');
    await expect(
      inTransaction(pool, async (client, { commitWith }) => {
        await client.query('INSERT INTO closing_rows VALUES (2)');
        commitWith({ text: 'INSERT INTO closing_rows VALUES ($1)', values: [1] });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await pool.query('SELECT n FROM closing_rows')).rows).toEqual([{ n: 1 }]);
  });

  it('with deferBegin, opens the transaction in the round trip of the first statements sent', async () => {
    await pool.query('CREATE TABLE deferred_rows (n int PRIMARY KEY)');
    const inside = await inTransaction(
      pool,
      async (client, { send }) => {
        const [inserted, seen] = await send([
          { text: 'INSERT INTO deferred_rows VALUES ($1)', values: [1] },
          'SELECT pg_current_xact_id_if_assigned() IS NOT NULL AS writing, count(*)::int AS rows FROM deferred_rows',
        ]);
        expect(inserted!.rowCount).toBe(1);
        expect(await send([])).toEqual([]);
        await client.query('INSERT INTO deferred_rows VALUES (2)');
        return seen!.rows[0];
      },
      { deferBegin: true },
    );
    expect(inside).toEqual({ writing: true, rows: 1 });
    expect((await pool.query('SELECT n FROM deferred_rows ORDER BY n')).rows).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
    // The first statements were inside the transaction: a failure later takes them back.
    await expect(
      inTransaction(
        pool,
        async (_client, { send }) => {
          await send([{ text: 'INSERT INTO deferred_rows VALUES ($1)', values: [3] }]);
          await send([{ text: 'INSERT INTO deferred_rows VALUES ($1)', values: [1] }]);
        },
        { deferBegin: true },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await pool.query('SELECT count(*)::int AS rows FROM deferred_rows')).rows).toEqual([
      { rows: 2 },
    ]);
    // Nothing sent: nothing to commit; only a closing statement: it is the transaction.
    await expect(inTransaction(pool, async () => 'idle', { deferBegin: true })).resolves.toBe(
      'idle',
    );
    await inTransaction(
      pool,
      async (_client, { commitWith }) => {
        commitWith({ text: 'INSERT INTO deferred_rows VALUES ($1)', values: [4] });
      },
      { deferBegin: true },
    );
    expect((await pool.query('SELECT count(*)::int AS rows FROM deferred_rows')).rows).toEqual([
      { rows: 3 },
    ]);
  });
});
