/**
 * How often KeyMart restarts an embedded PostgreSQL that died: a few times, each after a longer
 * wait, and then no more (the process exits non-zero so that its supervisor steps in).
 */

/** At most `limit` restarts within `windowMs`, the n-th after `firstDelayMs`·2^(n-1) (≤ `maxDelayMs`). */
export interface RestartPolicy {
  limit: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Five restarts in ten minutes, waiting 0.5 s, 1 s, 2 s, 4 s, 8 s. */
export const RESTART_POLICY: RestartPolicy = {
  limit: 5,
  windowMs: 10 * 60_000,
  firstDelayMs: 500,
  maxDelayMs: 10_000,
};

/** The restarts made within a policy's window. */
export class RestartBudget {
  private readonly restarts: number[] = [];

  constructor(private readonly policy: RestartPolicy = RESTART_POLICY) {}

  /**
   * Takes a restart at `now` (milliseconds): the wait before it, or null when `limit` restarts
   * were made within the window already (none is taken then).
   */
  take(now: number): number | null {
    while (this.restarts.length > 0 && now - this.restarts[0]! >= this.policy.windowMs)
      this.restarts.shift();
    if (this.restarts.length >= this.policy.limit) return null;
    const delay = Math.min(
      this.policy.maxDelayMs,
      this.policy.firstDelayMs * 2 ** this.restarts.length,
    );
    this.restarts.push(now);
    return delay;
  }
}
