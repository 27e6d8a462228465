/**
 * Commands on an aggregate whose URLs are held by reservation streams (categories, products):
 * the aggregate and its URL reservations are loaded, locked and appended together, so two
 * aggregates can never hold one URL (ARCHITECTURE.md "Event store", uniqueness).
 */
import {
  evolveReservation,
  initialReservation,
  reservationStream,
  type Reservation,
  type ReservationEvent,
} from '../../domain/reservation/reservation';
import type { AppendToStream, NewEvent } from '../event-store/types';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';
import type { CommandTransaction } from './command-runner';

/** How to fold the aggregate's stream. */
export interface AggregateType<S, E> {
  namespace: string;
  evolve: (state: S, event: E) => S;
  initial: S;
}

/** What a command on an aggregate with reserved URLs decides. */
export interface UrlDecision<E> {
  entity: E[];
  /** Reservation events by URL (only URLs of the command's `current` and `next` lists). */
  urls: ReadonlyMap<string, ReservationEvent[]>;
  /** Appends to further streams the command loaded through `tx` (e.g. products it moves). */
  others?: readonly AppendToStream[];
}

/**
 * Runs a command on an aggregate whose URLs (one namespace) may change: loads and locks the
 * aggregate, asks `urls` for the URLs it holds now and the ones it will hold, loads and locks
 * those reservations, decides (`decide` may load and lock further streams or read through `tx`
 * first), and appends the aggregate and its reservations together. A create has no current URL.
 * @throws whatever `urls` or `decide` throw (conflict when a URL is taken)
 */
export function withReservedUrls<S, E extends NewEvent, R>(
  deps: CommandDeps,
  name: string,
  context: CommandContext,
  args: {
    type: AggregateType<S, E>;
    streamId: string;
    urls: (state: S) => { current: readonly string[]; next: readonly string[] };
    decide: (
      state: { entity: S; urls: ReadonlyMap<string, Reservation> },
      tx: CommandTransaction,
    ) => UrlDecision<E> | Promise<UrlDecision<E>>;
    result: R;
  },
) {
  return executeCommand(deps, name, context, async (tx) => {
    const entity = aggregate(
      await tx.load([args.streamId]),
      args.streamId,
      args.type.evolve,
      args.type.initial,
    );
    const { current, next } = args.urls(entity.state);
    const streamIds = new Map(
      [...new Set([...current, ...next])].map((url) => [
        url,
        reservationStream(args.type.namespace, url),
      ]),
    );
    const streams = await tx.load([...streamIds.values()]);
    const reservations = new Map(
      [...streamIds].map(([url, streamId]) => [
        url,
        aggregate(streams, streamId, evolveReservation, initialReservation),
      ]),
    );
    const events = await args.decide(
      {
        entity: entity.state,
        urls: new Map([...reservations].map(([url, reservation]) => [url, reservation.state])),
      },
      tx,
    );
    return {
      appends: [
        ...[...events.urls].map(([url, urlEvents]) => {
          const streamId = streamIds.get(url);
          if (!streamId) throw new Error(`${name} decided on URL ${url} it did not load`);
          return appendTo(streamId, reservations.get(url)!.version, urlEvents);
        }),
        appendTo(args.streamId, entity.version, events.entity),
        ...(events.others ?? []),
      ],
      result: args.result,
    };
  });
}

/**
 * Creates an aggregate and reserves its one `url` in one append.
 * @throws whatever `decide` throws (conflict when the URL is taken)
 */
export function createWithReservedUrl<S, E extends NewEvent, R>(
  deps: CommandDeps,
  name: string,
  context: CommandContext,
  args: {
    type: AggregateType<S, E>;
    streamId: string;
    url: string;
    decide: (state: { entity: S; url: Reservation }) => { entity: E[]; url: ReservationEvent[] };
    result: R;
  },
) {
  return withReservedUrls(deps, name, context, {
    type: args.type,
    streamId: args.streamId,
    urls: () => ({ current: [], next: [args.url] }),
    decide: ({ entity, urls }) => {
      const events = args.decide({ entity, url: urls.get(args.url)! });
      return { entity: events.entity, urls: new Map([[args.url, events.url]]) };
    },
    result: args.result,
  });
}

/**
 * Changes an aggregate whose one URL may move: `urls` gives its current and next URL, `decide`
 * the events of the aggregate and of both reservations.
 * @throws whatever `urls` or `decide` throw
 */
export function changeWithReservedUrl<S, E extends NewEvent, R>(
  deps: CommandDeps,
  name: string,
  context: CommandContext,
  args: {
    type: AggregateType<S, E>;
    streamId: string;
    urls: (state: S) => { current: string; next: string };
    decide: (state: { entity: S; oldUrl: Reservation; newUrl: Reservation }) => {
      entity: E[];
      oldUrl: ReservationEvent[];
      newUrl: ReservationEvent[];
    };
    result: R;
  },
) {
  let current = '';
  let next = '';
  return withReservedUrls(deps, name, context, {
    type: args.type,
    streamId: args.streamId,
    urls: (state) => {
      ({ current, next } = args.urls(state));
      return { current: [current], next: [next] };
    },
    decide: ({ entity, urls }) => {
      const events = args.decide({ entity, oldUrl: urls.get(current)!, newUrl: urls.get(next)! });
      // When the URL does not move both reservations are one stream: its events once.
      const byUrl = new Map([[current, events.oldUrl]]);
      byUrl.set(next, current === next ? [...events.oldUrl, ...events.newUrl] : events.newUrl);
      return { entity: events.entity, urls: byUrl };
    },
    result: args.result,
  });
}
