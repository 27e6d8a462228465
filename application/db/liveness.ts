/**
 * Whether the store's database answers, for GET /healthz: on a connection of its own, so that the
 * check never queues behind the requests that hold the store's pool (a busy store is alive), and
 * with bounded waits, so that a server that died or hangs is told within LIVENESS_TIMEOUT_MS.
 */
import { createPool, type Pool } from './pool';

/** The longest a liveness check waits for a connection and for the answer, in milliseconds. */
export const LIVENESS_TIMEOUT_MS = 2_000;

/** Checks that the database at a URL answers. */
export class DatabaseLiveness {
  private readonly pool: Pool;

  constructor(url: string) {
    this.pool = createPool(url, 1, {
      connectionTimeoutMillis: LIVENESS_TIMEOUT_MS,
      queryTimeoutMillis: LIVENESS_TIMEOUT_MS,
    });
  }

  /** True when the database answers a trivial query within LIVENESS_TIMEOUT_MS (or so). */
  async answers(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  /** Closes its connection. */
  async close(): Promise<void> {
    await this.pool.end();
  }
}
