/**
 * Kill the worker in the middle of a projection batch: an API process that runs
 * no worker (WORKERS=none) takes a steady mixed load while a worker process (`bin/worker.ts
 * projections`) owns the projections. The worker is killed with SIGKILL again and again, a new
 * one started each time. Every other kill races a batch: at a random moment, then as soon as
 * PostgreSQL shows one of its projection batches open (a transaction of its connections holding a
 * transaction id: the batch is writing read rows). The kills between stall a batch on purpose, so
 * that they land inside one whatever the machine's speed: the test holds a lock on the audit log's
 * actors table, the audit batch that logs a staff action writes its log rows and then waits on
 * that lock, and the worker is killed while it waits. (The audit projection reads before it
 * writes, so its statements go one at a time; a writes-only projection sends a batch's writes
 * with its COMMIT in one message, which the server finishes whatever becomes of the client.) Whether a kill really cut the
 * batch is read afterwards from PostgreSQL (`pg_xact_status` of that transaction: aborted).
 * At the end the read tables must equal a fresh replay, every acknowledged purchase must be there
 * once, no key delivered twice, no balance below zero and the ledger audit clean.
 * Shared by worker-kills.int.test.ts (a few kills) and worker-kills.soak.test.ts (many).
 */
import { expect, vi } from 'vitest';
import { createPool, type Pool } from '../../application/db/pool';
import { createTestDatabase } from '../support/database';
import { shop } from '../support/shop';
import { TestClient } from '../support/store';
import { startStoreProcess, type StoreProcess } from '../support/store-process';
import {
  expectLedgerAuditClean,
  expectNoNegativeBalance,
  expectReadTablesEqualReplay,
} from './invariants';
import { expectAcknowledgedPurchasesKept } from './acknowledged-purchases';
import { SteadyLoad } from './steady-load';
import { ADMIN_EMAIL, SERVING, storeEnvironment, WEBHOOK_SECRET } from './store-environment';

export interface WorkerKillsOptions {
  kills: number;
  customers: number;
  /** Keys in stock for the load (more than it can buy in the run). */
  stockItems: number;
  /** The longest random wait before watching for a batch to kill, in milliseconds. */
  maxDelayMs: number;
}

/** What the run did. */
export interface WorkerKillsFigures {
  kills: number;
  /** Kills whose watched batch transaction was rolled back: the worker died inside it. */
  midBatch: number;
  /** Of those, the kills made while a batch waited on the test's lock. */
  stalled: number;
  /** Kills whose watched batch committed in the instant between seeing it and the signal. */
  committedJustBefore: number;
  /** Kills with no batch open within the watch window (the worker was idle). */
  idle: number;
  workerStartsMs: number[];
  statuses: Record<string, Record<string, number>>;
  purchases: number;
  readRowsCompared: number;
  durationMs: number;
}

/**
 * A batch of the worker caught open: its transaction id, and for a stalled one the release of
 * the lock it waits on.
 */
interface WatchedBatch {
  xid: string;
  release?: () => Promise<void>;
}

/** How long to watch for an open batch before killing anyway. */
const WATCH_MS = 3_000;

/** How long to wait for an audit batch to stall (staff act a few times a second in the load). */
const STALL_WATCH_MS = 15_000;

/** The application_name of the worker of `generation` (PGAPPNAME, read by node-postgres). */
const workerName = (generation: number) => `keymart-fault-worker-${generation}`;

/**
 * A projection batch of the worker's connections caught writing read rows: a transaction holding
 * a transaction id (the batch locked its checkpoint row first) whose current or last statement is
 * a handler's, not the checkpoint's nor the COMMIT (so not an idle move of the checkpoint, nor the
 * batch's last steps). Watched for up to `ms`; null when none showed up.
 */
async function openBatch(
  pool: Pool,
  applicationName: string,
  ms: number,
): Promise<WatchedBatch | null> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ xid: string }>(
      `SELECT backend_xid::text AS xid FROM pg_stat_activity
        WHERE application_name = $1 AND backend_xid IS NOT NULL AND query NOT LIKE '%checkpoints%' AND query <> 'COMMIT'
        LIMIT 1`,
      [applicationName],
    );
    if (rows[0]) return rows[0];
  }
  return null;
}

/** The lock a stalled audit batch waits on, held in a transaction of the test's own. */
const STALL_TABLE = 'audit_actors';

/**
 * Holds `STALL_TABLE` in SHARE mode (reads go on, writes wait) until the worker's audit batch
 * waits on it after writing its log rows, watched for up to `ms`. Returns that batch's
 * transaction id and the release (ROLLBACK of the holding transaction), or null when no batch
 * came to wait (the release already done).
 */
async function stallBatch(
  pool: Pool,
  applicationName: string,
  ms: number,
): Promise<WatchedBatch | null> {
  const holder = await pool.connect();
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    try {
      await holder.query('ROLLBACK');
    } finally {
      holder.release();
    }
  };
  try {
    await holder.query(`BEGIN; LOCK TABLE ${STALL_TABLE} IN SHARE MODE`);
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const { rows } = await pool.query<{ xid: string }>(
        `SELECT backend_xid::text AS xid FROM pg_stat_activity
          WHERE application_name = $1 AND wait_event_type = 'Lock' AND backend_xid IS NOT NULL
            AND query LIKE $2
          LIMIT 1`,
        [applicationName, `%${STALL_TABLE}%`],
      );
      if (rows[0]) return { xid: rows[0].xid, release };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await release();
    return null;
  } catch (error) {
    await release();
    throw error;
  }
}

/** 'committed' or 'aborted' once the transaction `xid` (32-bit, this epoch) has ended. */
async function fateOf(pool: Pool, xid: string): Promise<string> {
  for (;;) {
    const { rows } = await pool.query<{ status: string }>(
      `SELECT pg_xact_status(((pg_snapshot_xmax(pg_current_snapshot())::text::bigint >> 32 << 32) | $1::bigint)::text::xid8) AS status`,
      [xid],
    );
    if (rows[0]!.status !== 'in progress') return rows[0]!.status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs the scenario; fails the calling test on any broken invariant. */
export async function runWorkerKills(options: WorkerKillsOptions): Promise<WorkerKillsFigures> {
  const startedAt = Date.now();
  const databaseUrl = await createTestDatabase();
  const pool = createPool(databaseUrl, 3);
  const processes: StoreProcess[] = [];
  let generation = 0;
  const workerStartsMs: number[] = [];
  const startWorker = async () => {
    generation += 1;
    const began = Date.now();
    const worker = await startStoreProcess({
      script: 'worker',
      args: ['projections'],
      env: storeEnvironment(databaseUrl, { PGAPPNAME: workerName(generation) }),
      ready: /Worker projections running/,
    });
    workerStartsMs.push(Date.now() - began);
    processes.push(worker);
    return worker;
  };
  let load: SteadyLoad | null = null;
  try {
    let worker = await startWorker();
    const api = await startStoreProcess({
      script: 'start',
      env: storeEnvironment(databaseUrl, { WORKERS: 'none' }),
      ready: SERVING,
    });
    processes.push(api);

    const admin = new TestClient(api.url);
    await admin.register(ADMIN_EMAIL);
    const store = shop(admin, () => new TestClient(api.url), 'Faults');
    const product = await store.product({
      price: '1.00',
      items: Array.from({ length: options.stockItems }, (_, i) => `WK-${i}`),
    });
    const customers = [];
    for (let i = 0; i < options.customers; i++) {
      const { client, user } = await store.customer(`worker-kill-${i}@keymart.test`, '1000.00');
      customers.push({ client, id: user.id });
    }

    load = new SteadyLoad({
      admin,
      customers,
      productId: product.id,
      webhookSecret: WEBHOOK_SECRET,
      weights: { purchase: 6, deposit: 1, adjustment: 1, ticket: 1, claim: 1, approval: 1 },
    });
    load.start();

    let midBatch = 0;
    let stalled = 0;
    let committedJustBefore = 0;
    let idle = 0;
    for (let kill = 0; kill < options.kills; kill++) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * options.maxDelayMs));
      const stalling = kill % 2 === 1;
      const batch: WatchedBatch | null = stalling
        ? await stallBatch(pool, workerName(generation), STALL_WATCH_MS)
        : await openBatch(pool, workerName(generation), WATCH_MS);
      try {
        await worker.kill('SIGKILL');
      } finally {
        // The killed worker's backend goes on once the lock is free and finds its client gone.
        await batch?.release?.();
      }
      if (!batch) idle += 1;
      else if ((await fateOf(pool, batch.xid)) === 'aborted') {
        midBatch += 1;
        if (stalling) stalled += 1;
      } else committedJustBefore += 1;
      worker = await startWorker();
    }
    // Some load with the last worker alive, then everything must settle.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await load.stop();
    expect(load.failures(), 'answers that were no answer (5xx, cut, none)').toEqual({});
    expect(load.count('purchase', 201)).toBeGreaterThan(options.kills * 5);

    await vi.waitFor(
      async () => {
        const ready = (await (await fetch(`${api.url}/readyz`)).json()) as {
          projectionLag: Record<string, number>;
        };
        expect(Object.values(ready.projectionLag).every((lag) => lag === 0)).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
    await expectAcknowledgedPurchasesKept(pool, customers, load);
    await expectNoNegativeBalance(pool);
    const readRowsCompared = await expectReadTablesEqualReplay(pool, databaseUrl);
    await expectLedgerAuditClean(databaseUrl);

    return {
      kills: options.kills,
      midBatch,
      stalled,
      committedJustBefore,
      idle,
      workerStartsMs,
      statuses: load.statuses,
      purchases: load.acknowledged.length,
      readRowsCompared,
      durationMs: Date.now() - startedAt,
    };
  } finally {
    await load?.stop();
    await Promise.all(processes.map((process) => process.kill('SIGTERM')));
    await pool.end();
  }
}
