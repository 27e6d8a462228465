/**
 * Runs a command (ARCHITECTURE.md "application/"): in one transaction of the command runner
 * (application/commands/command-runner.ts), lock and load the streams the command needs, decide,
 * append with the loaded versions as expected versions, commit. A version conflict (a stream
 * created concurrently) or a transient clash (a deadlock) retries the whole command, bounded and
 * jittered; after the last try it becomes a 409 conflict.
 */
import { conflict, DomainError } from '../../domain/shared/errors';
import { fold } from '../../domain/shared/event';
import type { Logger } from '../logger';
import type { CommandMetrics } from '../metrics/metrics';
import type { SecretBox } from '../security/secret-box';
import type { CommandRunner, CommandTransaction } from './command-runner';
import { lastSeen } from './last-seen';
import { RecordedRefusal } from './recorded-refusal';
import {
  WrongExpectedVersion,
  type AppendToStream,
  type Checkpoint,
  type EventMetadata,
  type NewEvent,
  type StreamState,
} from '../event-store/types';

/** Who runs a command and when. */
export interface CommandContext {
  now: Date;
  /** The acting user (the real one when impersonating); null for the system. */
  actorId: number | null;
  /** The user being impersonated, when an admin acts as someone else. */
  onBehalfOf?: number | null;
  /** The API key the request was made with (its creator is the actor), when one was. */
  apiKey?: { id: number; name: string };
  requestId?: string;
  /** The client's address as Express reads it (`req.ip`, which follows TRUST_PROXY). */
  ip?: string;
  /**
   * Whether the acting user is staff; false for a customer, whose read-your-writes then skips the
   * read models only staff read (Projection.readers). Absent: staff (everything is waited for).
   */
  actorIsStaff?: boolean;
}

/** What a command's decision appends, and what it answers. */
export interface Decision<R> {
  appends: AppendToStream[];
  result: R;
}

/**
 * A command's answer and the place the read models must reach before the caller reads: its last
 * appended event, or, when it appended nothing (a repeated click, a concurrent twin got there
 * first), the latest event of the streams it decided on. Null only when those were all empty.
 */
export interface CommandOutcome<R> {
  result: R;
  position: Checkpoint | null;
  /**
   * The types of the events the command appended; null when it appended nothing (then every
   * read model is waited for). A read model that handles none of them has nothing to catch up.
   */
  eventTypes: string[] | null;
  /** CommandContext.actorIsStaff (true when absent): whether staff-only read models are waited for. */
  actorIsStaff: boolean;
  /**
   * The rows of the command's answer read in its commit's round trip (BatchedCommand.answer),
   * when it was read there; null when it could not be (read it after the commit instead).
   */
  answer?: Promise<Record<string, unknown>[] | null>;
}

const MAX_ATTEMPTS = 10;

/** What commands run with. */
export interface CommandDeps {
  /** The transactions commands run in (PostgreSQL, or in memory in unit tests). */
  commandRunner: CommandRunner;
  /** Seals stock items, delivered items and personal fields before they are appended. */
  secrets: SecretBox;
  /** Counts commands by outcome and their version-conflict retries (GET /metrics), when given. */
  metrics?: CommandMetrics;
  /** Writes one line per command (name, request id, streams, position; no event data), when given. */
  log?: Logger;
}

/**
 * Executes `decide` with retries, counted in `deps.metrics` by outcome.
 * @throws DomainError from decide; conflict when the retries run out
 */
export async function executeCommand<R>(
  deps: CommandDeps,
  name: string,
  context: CommandContext,
  decide: (tx: CommandTransaction) => Promise<Decision<R>>,
): Promise<CommandOutcome<R>> {
  try {
    const { outcome, streams } = await executeWithRetries(deps, name, context, decide);
    reportOutcome(deps, name, context, { outcome, streams });
    return outcome;
  } catch (error) {
    reportOutcome(deps, name, context, { error });
    throw error;
  }
}

/**
 * Counts a command's end in `deps.metrics` by outcome and writes its line to `deps.log`
 * (executeCommand, and the commands of a batch: command-batch.ts).
 */
export function reportOutcome<R>(
  deps: CommandDeps,
  name: string,
  context: CommandContext,
  end: { outcome: CommandOutcome<R>; streams: string[] } | { error: unknown },
): void {
  const line = {
    command: name,
    ...(context.requestId ? { requestId: context.requestId } : {}),
    actorId: context.actorId,
  };
  if ('outcome' in end) {
    const { outcome, streams } = end;
    deps.metrics?.commandFinished(name, outcome.eventTypes ? 'appended' : 'unchanged');
    deps.log?.info(
      {
        ...line,
        outcome: outcome.eventTypes ? 'appended' : 'unchanged',
        streams,
        eventTypes: outcome.eventTypes,
        transactionId: outcome.position?.transactionId ?? null,
        position: outcome.position?.position ?? null,
      },
      'command',
    );
    return;
  }
  const { error } = end;
  const rejected = error instanceof DomainError;
  deps.metrics?.commandFinished(name, rejected ? 'rejected' : 'failed');
  if (rejected) deps.log?.info({ ...line, outcome: 'rejected', reason: error.message }, 'command');
  else deps.log?.warn({ ...line, outcome: 'failed', err: error }, 'command');
}

/** The metadata every event a command appends carries: the command, who, the request, from where. */
export function commandMetadata(name: string, context: CommandContext): EventMetadata {
  return {
    command: name,
    actorId: context.actorId,
    ...(context.onBehalfOf ? { onBehalfOf: context.onBehalfOf } : {}),
    ...(context.apiKey ? { apiKeyId: context.apiKey.id, apiKeyName: context.apiKey.name } : {}),
    ...(context.requestId
      ? { requestId: context.requestId, correlationId: context.requestId }
      : {}),
    ...(context.ip ? { ip: context.ip } : {}),
  };
}

/** The outcome, and the streams appended to (none when the command appended nothing). */
async function executeWithRetries<R>(
  deps: CommandDeps,
  name: string,
  context: CommandContext,
  decide: (tx: CommandTransaction) => Promise<Decision<R>>,
): Promise<{ outcome: CommandOutcome<R>; streams: string[] }> {
  const metadata = commandMetadata(name, context);
  for (let attempt = 1; ; attempt++) {
    try {
      const ran = await deps.commandRunner.transaction<
        { outcome: CommandOutcome<R>; streams: string[] } | { refused: RecordedRefusal }
      >(async (tx) => {
        const loaded: StreamState[] = [];
        let decision: Decision<R>;
        try {
          decision = await decide({
            load: async (ids) => {
              const streams = await tx.load(ids);
              loaded.push(...streams.values());
              return streams;
            },
            productsInCategory: (categoryId) => tx.productsInCategory(categoryId),
            ordersPlaced: (userId, productId) => tx.ordersPlaced(userId, productId),
          });
        } catch (error) {
          // A refusal with a record: the record is committed, then the refusal thrown.
          if (!(error instanceof RecordedRefusal) || error.record.length === 0) throw error;
          await tx.append(error.record, metadata);
          return { refused: error };
        }
        const appends = decision.appends.filter((append) => append.events.length > 0);
        const streams = appends.map((append) => append.streamId);
        if (appends.length === 0) {
          return {
            outcome: {
              result: decision.result,
              position: lastSeen(loaded),
              eventTypes: null,
              actorIsStaff: context.actorIsStaff ?? true,
            },
            streams,
          };
        }
        const appended = await tx.append(appends, metadata);
        const eventTypes = [
          ...new Set(appends.flatMap((append) => append.events.map((event) => event.type))),
        ];
        return {
          outcome: {
            result: decision.result,
            position: { transactionId: appended.transactionId, position: appended.lastPosition },
            eventTypes,
            actorIsStaff: context.actorIsStaff ?? true,
          },
          streams,
        };
      });
      if ('refused' in ran) throw ran.refused;
      return ran;
    } catch (error) {
      const retryable =
        error instanceof WrongExpectedVersion || deps.commandRunner.isTransient(error);
      if (!retryable) throw error;
      if (attempt >= MAX_ATTEMPTS)
        throw conflict('The request conflicted with another change; please try again');
      deps.metrics?.versionConflictRetried(name);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)),
      );
    }
  }
}

/**
 * The state of an aggregate from its loaded stream, and its version. Folds only the events after
 * a state this evolve function already folded from the same stream (StreamState.folds), and
 * remembers the result: evolve functions are pure, so the memo is that fold's result.
 */
export function aggregate<S, E>(
  streams: Map<string, StreamState>,
  streamId: string,
  evolve: (state: S, event: E) => S,
  initial: S,
): { state: S; version: number } {
  const stream = streams.get(streamId) ?? { version: 0, events: [] };
  const memo = stream.folds?.get(evolve) as { version: number; state: S } | undefined;
  const from = memo && memo.version <= stream.version ? memo : { version: 0, state: initial };
  const events = stream.events
    .slice(from.version)
    .map((event) => ({ type: event.type, data: event.data }) as unknown as E);
  const state = fold(events, evolve, from.state);
  stream.folds?.set(evolve, { version: stream.version, state });
  return { state, version: stream.version };
}

/** An append of `events` to `streamId`, expecting the version it was loaded at. */
export function appendTo(
  streamId: string,
  loadedVersion: number,
  events: NewEvent[],
): AppendToStream {
  return { streamId, expectedVersion: loadedVersion === 0 ? 'no_stream' : loadedVersion, events };
}
