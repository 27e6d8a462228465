/**
 * Read-your-writes for commands that append nothing: a command whose state already holds what
 * was asked (a repeated click, a concurrent twin) answers from the read model too, so the caller
 * waits until the projections have passed the last event it decided on (used by executeCommand).
 */
import { compareCheckpoints, type Checkpoint, type StreamState } from '../event-store/types';

/** The latest (transaction id, position) among the loaded streams' events; null when all are empty. */
export function lastSeen(streams: Iterable<StreamState>): Checkpoint | null {
  let latest: Checkpoint | null = null;
  for (const stream of streams) {
    const event = stream.events.at(-1);
    if (!event) continue;
    const checkpoint = { transactionId: event.transactionId, position: event.position };
    if (latest === null || compareCheckpoints(checkpoint, latest) > 0) latest = checkpoint;
  }
  return latest;
}
