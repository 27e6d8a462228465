/**
 * What must hold after any fault: read tables equal a fresh replay, the ledger
 * audit is clean, and no balance was ever below zero, neither in the wallets read table nor at any
 * point of any wallet stream folded from the events.
 */
import { expect } from 'vitest';
import type { Pool } from '../../application/db/pool';
import { balanceChange, type WalletEvent } from '../../domain/wallet/wallet';
import { PROJECTIONS } from '../../projections/registry';
import { dataFolderFor } from '../support/data-folder';
import { dumpReadTables } from '../support/read-tables';
import { runCli } from '../support/store-process';

/**
 * Dumps every read table, rebuilds every projection from position 0 with the CLI
 * (`projections rebuild`) and expects the same rows. The projections must have caught up.
 * `dataDir` is the store's data folder (its generated master key opens what it sealed); by
 * default the one test stores on `databaseUrl` share (test/support/data-folder.ts).
 * @returns the number of rows compared
 */
export async function expectReadTablesEqualReplay(
  pool: Pool,
  databaseUrl: string,
  dataDir = dataFolderFor(databaseUrl),
): Promise<number> {
  const live = await dumpReadTables(pool, PROJECTIONS);
  const rebuild = await runCli(['projections', 'rebuild'], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  expect(rebuild.code, rebuild.output).toBe(0);
  const replayed = await dumpReadTables(pool, PROJECTIONS);
  for (const table of Object.keys(live))
    expect(replayed[table], `read table ${table} after a fresh replay`).toEqual(live[table]);
  expect(Object.keys(replayed).sort()).toEqual(Object.keys(live).sort());
  return Object.values(live).reduce((rows, table) => rows + table.length, 0);
}

/** Runs `npm run cli -- ledger audit` and expects exit code 0; returns its output. */
export async function expectLedgerAuditClean(databaseUrl: string): Promise<string> {
  const audit = await runCli(['ledger', 'audit'], { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  expect(audit.code, audit.output).toBe(0);
  return audit.output.trim().split('\n').pop() ?? '';
}

/** The lowest balance of each wallet (cents): over its whole stream, and in the read table. */
export interface BalanceFloors {
  /** Wallet streams folded from their first event. */
  wallets: number;
  /** The lowest running balance reached by any wallet stream, in cents (0 with no wallet). */
  lowestRunningCents: number;
  /** The lowest balance in the wallets read table, in cents. */
  lowestReadCents: number;
}

/** Folds every wallet stream event by event and reads the wallets table; expects nothing < 0. */
export async function expectNoNegativeBalance(pool: Pool): Promise<BalanceFloors> {
  const { rows } = await pool.query<{ stream_id: string; event_type: string; data: object }>(
    `SELECT stream_id, event_type, data FROM events
      WHERE stream_id LIKE 'wallet-%' ORDER BY stream_id, stream_version`,
  );
  const running = new Map<string, number>();
  let lowestRunningCents = 0;
  for (const row of rows) {
    const balance =
      (running.get(row.stream_id) ?? 0) +
      balanceChange({ type: row.event_type, data: row.data } as WalletEvent);
    running.set(row.stream_id, balance);
    lowestRunningCents = Math.min(lowestRunningCents, balance);
  }
  const read = await pool.query<{ lowest: string | null; negative: string }>(
    `SELECT min(balance_cents)::text AS lowest, count(*) FILTER (WHERE balance_cents < 0)::text AS negative
       FROM wallets`,
  );
  const floors = {
    wallets: running.size,
    lowestRunningCents,
    lowestReadCents: Number(read.rows[0]!.lowest ?? 0),
  };
  expect(
    floors.lowestRunningCents,
    'lowest running balance of any wallet stream',
  ).toBeGreaterThanOrEqual(0);
  expect(Number(read.rows[0]!.negative), 'wallets read rows below zero').toBe(0);
  return floors;
}
