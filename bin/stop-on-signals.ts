/**
 * Graceful stop of an entry point: on the first SIGINT (Ctrl+C), SIGTERM (a supervisor, or npm
 * passing on its own) or SIGHUP (the terminal closed), waits for
 * the start-up to end (a signal during start-up does not cut it short), stops what started, and
 * exits 0; further signals are ignored while it stops.
 */

/**
 * Installs the signal handlers for `starting`; `stop` gets what started (null when start-up
 * failed). Returns whether a stop has begun (to say "running" only when none has).
 */
export function stopOnSignals<T>(
  starting: Promise<T>,
  stop: (started: T | null, signal: NodeJS.Signals) => Promise<void>,
): () => boolean {
  let stopping = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    await stop(await starting.catch(() => null), signal);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, (received) => void onSignal(received));
  return () => stopping;
}
