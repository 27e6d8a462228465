/**
 * The unit of work commands run in (ARCHITECTURE.md "application/"): a transaction that locks and
 * loads streams, answers the few questions a decision asks beyond streams, and appends with
 * expected versions. PostgresCommandRunner runs it on PostgreSQL; InMemoryCommandRunner on an
 * InMemoryEventStore, for the unit tests of the command handlers.
 */
import type { Statement } from '../db/simple-query';
import type {
  AppendResult,
  AppendToStream,
  EventMetadata,
  StreamState,
} from '../event-store/types';

/** What a command's decision may do inside its transaction. */
export interface CommandTransaction {
  /** Loads streams, locked until the transaction ends (a missing stream at version 0). */
  load(streamIds: string[]): Promise<Map<string, StreamState>>;
  /**
   * The ids of the products whose current details name `categoryId`, ascending, as committed
   * before the call (application/commands/products-in-category.ts): read after the category's
   * lock is held, it sees every product that joined the category before.
   */
  productsInCategory(categoryId: number): Promise<number[]>;
  /**
   * The ids of the orders `userId` placed for `productId`, ascending, as committed before the
   * call (application/commands/orders-placed.ts); not locked: load their streams to read them.
   */
  ordersPlaced(userId: number, productId: number): Promise<number[]>;
}

/** The command's transaction as the runner (executeCommand) uses it. */
export interface RunnerTransaction extends CommandTransaction {
  /**
   * Appends in the transaction; subscribers are told after it commits.
   * @throws WrongExpectedVersion when a stream is not at its expected version
   */
  append(streams: AppendToStream[], metadata: EventMetadata): Promise<AppendResult>;
  /**
   * Reads `statement` in the commit's round trip, after every write of the transaction (the inline
   * read rows included); its rows once the transaction committed, null when it did not. Absent
   * where there is no SQL (the in-memory runner): the caller then reads after the commit.
   */
  readAtCommit?(statement: Statement): Promise<Record<string, unknown>[] | null>;
}

/** Runs commands' transactions, reads outside them and hands out ids. */
export interface CommandRunner {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: RunnerTransaction) => Promise<T>): Promise<T>;
  /**
   * Whether `error`, thrown by a transaction, is a clash with another transaction that a new
   * attempt may not meet (besides WrongExpectedVersion, which always is): a deadlock, a
   * serialization failure.
   */
  isTransient(error: unknown): boolean;
  /** Reads streams as committed, without a lock (for what a command looks up before it runs). */
  read(streamIds: string[]): Promise<Map<string, StreamState>>;
  /** Takes the next id of the sequence `<entity>_ids` (ids live in events, so rebuilds reproduce them). */
  nextId(sequence: `${string}_ids`): Promise<number>;
}
