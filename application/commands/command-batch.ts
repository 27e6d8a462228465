/**
 * Group commit (ARCHITECTURE.md "Group commit"): commands submitted on one command runner while a
 * batch of them is in flight wait, and go together in the next batch (at most MAX_BATCH). One
 * transaction locks and loads the union of their streams, decides them one after another in the
 * order they came (each on the states the commands before it in the batch left), appends every
 * accepted decision in one call and commits once: one lock, one read, one append, one set of
 * inline handlers and one commit for up to MAX_BATCH commands, and a hot stream (a product every
 * customer buys) is locked once per batch instead of once per command.
 *
 * A command the domain refuses is refused alone; the others of its batch go on (a refusal with a
 * record, recorded-refusal.ts, has its record appended with the batch). When the batch's
 * transaction fails (a version conflict, a deadlock, an inline handler's error, a lost
 * connection), every command of it runs again alone through executeCommand, with its retries, so
 * one bad command never fails the others and none is applied twice (nothing of the failed
 * transaction was committed).
 */
import type { Statement } from '../db/simple-query';
import { DomainError } from '../../domain/shared/errors';
import {
  WrongExpectedVersion,
  type AppendToStream,
  type Checkpoint,
  type RecordedEvent,
  type StreamState,
} from '../event-store/types';
import type { CommandRunner } from './command-runner';
import {
  commandMetadata,
  executeCommand,
  reportOutcome,
  type CommandContext,
  type CommandDeps,
  type CommandOutcome,
  type Decision,
} from './execute';
import { lastSeen } from './last-seen';
import { RecordedRefusal } from './recorded-refusal';

/** Commands in one batch at most (more wait for the next one). */
export const MAX_BATCH = 64;

/** A command that can share a transaction with others. */
export interface BatchedCommand<R> {
  name: string;
  context: CommandContext;
  /** Every stream the decision reads: locked and loaded before any command of the batch decides. */
  streamIds: string[];
  /**
   * Decides on the loaded streams (as `aggregate` reads them). Pure: it may run again, alone,
   * on other states, when its batch fails.
   * @throws DomainError to refuse the command
   */
  decide(streams: Map<string, StreamState>): Decision<R>;
  /**
   * A read of what the caller answers with (its order row, say), run in the commit's round trip
   * of the batch that accepts the command (CommandOutcome.answer): no round trip after the commit.
   */
  answer?(result: R): Statement;
}

interface Submitted {
  deps: CommandDeps;
  command: BatchedCommand<unknown>;
  resolve: (outcome: CommandOutcome<unknown>) => void;
  reject: (error: unknown) => void;
}

/**
 * One command's part in a batch: its decision (and the streams it appends to), its refusal by the
 * domain, or an error of another kind (then it runs again alone once the batch has committed).
 */
type Decided =
  | {
      decision: Decision<unknown>;
      streams: string[];
      appended: boolean;
      answer?: Promise<Record<string, unknown>[] | null>;
    }
  | { refusal: DomainError; record?: AppendToStream[] }
  | { alone: unknown };

const batchers = new WeakMap<CommandRunner, Batcher>();

/**
 * Runs `command` in the next batch of `deps.commandRunner` (the first one at once when none is in
 * flight), and answers as executeCommand does.
 * @throws DomainError from decide; conflict when its retries alone run out
 */
export function executeBatched<R>(
  deps: CommandDeps,
  command: BatchedCommand<R>,
): Promise<CommandOutcome<R>> {
  let batcher = batchers.get(deps.commandRunner);
  if (!batcher) batchers.set(deps.commandRunner, (batcher = new Batcher(deps.commandRunner)));
  return batcher.submit(deps, command);
}

/** The queue of one command runner: one batch in flight, the next one gathering meanwhile. */
class Batcher {
  private waiting: Submitted[] = [];
  private inFlight = false;

  constructor(private readonly runner: CommandRunner) {}

  submit<R>(deps: CommandDeps, command: BatchedCommand<R>): Promise<CommandOutcome<R>> {
    return new Promise<CommandOutcome<R>>((resolve, reject) => {
      this.waiting.push({
        deps,
        command,
        resolve: resolve as (outcome: CommandOutcome<unknown>) => void,
        reject,
      });
      if (!this.inFlight) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.inFlight = true;
    try {
      while (this.waiting.length > 0) await this.run(this.waiting.splice(0, MAX_BATCH));
    } finally {
      this.inFlight = false;
    }
  }

  /** Runs one batch and settles each of its commands; never throws. */
  private async run(batch: Submitted[]): Promise<void> {
    let decided: Decided[];
    let position: Checkpoint | null;
    let loaded: Map<string, StreamState>;
    try {
      ({ decided, position, loaded } = await this.decideAndAppend(batch));
    } catch (error) {
      const retried = error instanceof WrongExpectedVersion || this.runner.isTransient(error);
      for (const { deps, command } of batch)
        if (retried) deps.metrics?.versionConflictRetried(command.name);
      // One after another: they may share streams, and a failed batch is rare.
      for (const submitted of batch) await runAlone(submitted);
      return;
    }
    const alone: Submitted[] = [];
    batch.forEach((submitted, i) => {
      const { deps, command } = submitted;
      const part = decided[i]!;
      if ('alone' in part) {
        alone.push(submitted);
        return;
      }
      if ('refusal' in part) {
        reportOutcome(deps, command.name, command.context, { error: part.refusal });
        submitted.reject(part.refusal);
        return;
      }
      const eventTypes = part.appended
        ? [
            ...new Set(
              part.decision.appends.flatMap((append) => append.events.map((event) => event.type)),
            ),
          ]
        : null;
      const outcome: CommandOutcome<unknown> = {
        result: part.decision.result,
        // Every command of the batch is in its one transaction: the batch's last event is at or
        // after each command's own. One that appended nothing decided on the states the batch
        // left, so it too waits for the batch when the batch appended.
        position:
          position ??
          lastSeen(command.streamIds.flatMap((id) => (loaded.has(id) ? [loaded.get(id)!] : []))),
        eventTypes,
        actorIsStaff: command.context.actorIsStaff ?? true,
        ...(part.answer ? { answer: part.answer } : {}),
      };
      reportOutcome(deps, command.name, command.context, { outcome, streams: part.streams });
      submitted.resolve(outcome);
    });
    for (const submitted of alone) await runAlone(submitted);
  }

  /** The batch's transaction: lock and load, decide each in order, append all, commit. */
  private decideAndAppend(batch: Submitted[]): Promise<{
    decided: Decided[];
    position: Checkpoint | null;
    loaded: Map<string, StreamState>;
  }> {
    return this.runner.transaction(async (tx) => {
      const loaded = await tx.load([...new Set(batch.flatMap(({ command }) => command.streamIds))]);
      const pending = new PendingStreams(loaded);
      const decided: Decided[] = batch.map(({ command }) => {
        try {
          const decision = command.decide(pending.view(command.streamIds));
          const appends = decision.appends
            .filter((append) => append.events.length > 0)
            .map((append) => ({
              ...append,
              metadata: commandMetadata(command.name, command.context),
            }));
          pending.add(appends);
          const answer = command.answer && tx.readAtCommit?.(command.answer(decision.result));
          return {
            decision: { ...decision, appends },
            streams: appends.map((append) => append.streamId),
            appended: appends.length > 0,
            ...(answer ? { answer } : {}),
          };
        } catch (error) {
          // A refusal with a record (recorded-refusal.ts): the record goes with the batch.
          if (error instanceof RecordedRefusal && error.record.length > 0) {
            const record = error.record.map((append) => ({
              ...append,
              metadata: commandMetadata(command.name, command.context),
            }));
            pending.add(record);
            return { refusal: error, record };
          }
          return error instanceof DomainError ? { refusal: error } : { alone: error };
        }
      });
      const appends = decided.flatMap((part) =>
        'decision' in part ? part.decision.appends : 'refusal' in part ? (part.record ?? []) : [],
      );
      if (appends.length === 0) return { decided, position: null, loaded };
      const appended = await tx.append(appends, {});
      return {
        decided,
        position: { transactionId: appended.transactionId, position: appended.lastPosition },
        loaded,
      };
    });
  }
}

/** A command of a failed batch, on its own (executeCommand reports its outcome). */
async function runAlone({ deps, command, resolve, reject }: Submitted): Promise<void> {
  try {
    resolve(
      await executeCommand(deps, command.name, command.context, async (tx) =>
        command.decide(await tx.load(command.streamIds)),
      ),
    );
  } catch (error) {
    reject(error);
  }
}

/**
 * The loaded streams with the events the batch's commands decided so far (not yet appended), so
 * each command decides on what the ones before it left. A stream with pending events gets its
 * own copy, folds included: the stream cache's folds hold committed states only.
 */
class PendingStreams {
  private readonly changed = new Map<string, StreamState>();

  constructor(private readonly loaded: Map<string, StreamState>) {}

  /** The streams `ids` as the batch left them so far. */
  view(ids: string[]): Map<string, StreamState> {
    return new Map(ids.map((id) => [id, this.changed.get(id) ?? this.stream(id)]));
  }

  /**
   * Adds decided events to their streams.
   * @throws WrongExpectedVersion when an append does not expect the version the batch left (a
   *   decision on a stream its command did not declare); nothing is added then
   */
  add(appends: Decision<unknown>['appends']): void {
    const versions = new Map<string, number>();
    for (const append of appends) {
      const version =
        versions.get(append.streamId) ??
        (this.changed.get(append.streamId) ?? this.stream(append.streamId)).version;
      const expected = append.expectedVersion;
      if (expected !== 'any' && (expected === 'no_stream' ? 0 : expected) !== version)
        throw new WrongExpectedVersion(
          `Stream ${append.streamId} is at version ${version} in the batch, not ${expected}`,
        );
      versions.set(append.streamId, version + append.events.length);
    }
    for (const append of appends) {
      const stream = this.changed.get(append.streamId) ?? copyOf(this.stream(append.streamId));
      for (const event of append.events)
        stream.events.push(pendingEvent(append.streamId, ++stream.version, event));
      this.changed.set(append.streamId, stream);
    }
  }

  private stream(id: string): StreamState {
    return this.loaded.get(id) ?? { version: 0, events: [] };
  }
}

function copyOf(stream: StreamState): StreamState {
  return { version: stream.version, events: [...stream.events], folds: new Map(stream.folds) };
}

/**
 * A decided event as a decision reads it back (aggregate folds type and data, through JSON as a
 * read gives them); it has no place in the log yet.
 */
function pendingEvent(
  streamId: string,
  streamVersion: number,
  event: { type: string; data: object },
): RecordedEvent {
  return {
    position: 0n,
    transactionId: 0n,
    eventId: '',
    streamId,
    streamVersion,
    type: event.type,
    data: JSON.parse(JSON.stringify(event.data)) as Record<string, unknown>,
    metadata: {},
    recordedAt: new Date(0),
  };
}
