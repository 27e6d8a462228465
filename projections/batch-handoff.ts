/**
 * A bounded hand-off of batches from one reader to one consumer (projections/rebuild-load.ts):
 * the reader waits while `capacity` batches are waiting, the consumer while none is; `close`
 * ends both sides (the consumer failed, or no more batches come).
 */
export class BatchHandoff<T> {
  private readonly waiting: T[] = [];
  private closed = false;
  private wakeTaker: (() => void) | null = null;
  private wakeGiver: (() => void) | null = null;

  constructor(private readonly capacity: number) {}

  /** Hands `batch` over once there is room; false when the hand-off was closed. */
  async give(batch: T): Promise<boolean> {
    while (!this.closed && this.waiting.length >= this.capacity)
      await new Promise<void>((resolve) => (this.wakeGiver = resolve));
    if (this.closed) return false;
    this.waiting.push(batch);
    this.wake();
    return true;
  }

  /** The next batch; null once the hand-off is closed and empty. */
  async take(): Promise<T | null> {
    while (this.waiting.length === 0) {
      if (this.closed) return null;
      await new Promise<void>((resolve) => (this.wakeTaker = resolve));
    }
    const batch = this.waiting.shift()!;
    this.wake();
    return batch;
  }

  /** No more batches: the consumer takes what waits, the reader gives no more. */
  close(): void {
    this.closed = true;
    this.wake();
  }

  /** Whether `close` was called. */
  get isClosed(): boolean {
    return this.closed;
  }

  private wake(): void {
    this.wakeTaker?.();
    this.wakeGiver?.();
    this.wakeTaker = null;
    this.wakeGiver = null;
  }
}
