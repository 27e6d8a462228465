/**
 * Ids taken from a PostgreSQL sequence a block at a time: one round trip hands out the next
 * `size` ids of the process, in ascending order, so a command that needs a fresh id (a
 * purchase's order id) usually has it without asking the database. Like a sequence's own
 * CACHE, the ids a process holds when it stops are never used (a gap in the numbers); ids of two
 * processes interleave in time.
 */
import type { Queryable } from '../db/pool';

export class IdBlocks {
  private ids: number[] = [];
  private refilling: Promise<void> | null = null;

  /** `sequence` is a validated sequence name; `size` ids are taken a round trip. */
  constructor(
    private readonly db: Queryable,
    private readonly sequence: string,
    private readonly size: number,
  ) {}

  /**
   * The next id of this process's block, taking a new block when it is used up (one refill at a
   * time, shared by every caller that waits for it).
   * @throws the database's error when a refill fails (the next call tries again)
   */
  async next(): Promise<number> {
    while (this.ids.length === 0) {
      this.refilling ??= this.refill().finally(() => {
        this.refilling = null;
      });
      await this.refilling;
    }
    return this.ids.shift()!;
  }

  private async refill(): Promise<void> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT nextval('${this.sequence}')::text AS id FROM generate_series(1, $1)`,
      [this.size],
    );
    this.ids.push(...rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
}
