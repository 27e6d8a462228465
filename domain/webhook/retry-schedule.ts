/**
 * When a failed webhook delivery is tried again, and when an endpoint has failed long enough to
 * be turned off (ARCHITECTURE.md "Outbound webhooks"): exponential backoff from the configured
 * first delay (WEBHOOK_RETRY_DELAY_MS), doubling, for WEBHOOK_RETRY_WINDOW_MS after the round's
 * first attempt. Pure: the caller gives the times.
 */

/** How long a delivery is retried, and how long an endpoint may fail every attempt: 24 hours. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * When to try again after the `attempts`-th failed attempt (1 for the first) at `now`: `delayMs`
 * times 2^(attempts - 1) later; null once that would be past the window that began at
 * `roundStartedAt` (the delivery is given up).
 */
export function nextAttemptAt(input: {
  attempts: number;
  now: Date;
  roundStartedAt: Date;
  delayMs: number;
}): Date | null {
  const next = input.now.getTime() + input.delayMs * 2 ** (input.attempts - 1);
  return next - input.roundStartedAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : new Date(next);
}

/**
 * True when an endpoint that has failed every attempt since `failingSince` should be turned off at
 * `now`: it has failed for the whole retry window (its oldest failing delivery was given up).
 */
export function isFailingTooLong(input: { failingSince: Date; now: Date }): boolean {
  return input.now.getTime() - input.failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
}
