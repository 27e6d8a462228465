/**
 * Telling a lost database connection from other failures, and surviving one that no caller
 * awaited: pg-boss 10 completes (and fails) a worker's jobs without awaiting the promise
 * (node_modules/pg-boss/src/manager.js, `work` → `onFetch`: `this.complete(...)`), so PostgreSQL
 * going away between a job's fetch and its completion rejects a promise nobody handles, and Node
 * ends the process on an unhandled rejection. Found by test/faults/postgres-restarts.ts.
 */

/** PostgreSQL SQLSTATEs of a connection that is gone or not accepted now (classes 08 and 57P). */
const LOST_SQLSTATE = /^(08|57P0[1-3])/;

/** Node socket errors of a server that is away. */
const LOST_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * node-postgres's messages for a connection cut under it, or for a server that did not answer
 * within a pool's timeouts (createPool's PoolTimeouts).
 */
const LOST_MESSAGE =
  /Connection terminated|not queryable|terminating connection|the database system is (shutting down|starting up|in recovery mode)|Query read timeout|timeout exceeded when trying to connect/;

/**
 * True when `error` says the database connection was refused or cut, or the server is shutting
 * down, starting up or recovering (a restart of PostgreSQL), rather than a failing statement.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET.has(code))) return true;
  return LOST_MESSAGE.test(error.message);
}

/**
 * Keeps the process running when a promise nobody awaited failed only because the database went
 * away (`warn` is told); the work it stood for is retried (an uncompleted pg-boss job runs again
 * when it expires). Any other unhandled rejection still ends the process, as Node does by default.
 */
export function surviveLostConnections(warn: (error: unknown) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLoss(reason)) throw reason;
    warn(reason);
  });
}
