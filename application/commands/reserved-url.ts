/**
 * Commands on an aggregate whose URL is held by a reservation stream (categories, products):
 * the aggregate and its URL reservation(s) are loaded, locked and appended together, so two
 * aggregates can never hold one URL (DESIGN.md "Event store", uniqueness).
 */
import {
  evolveReservation,
  initialReservation,
  reservationStream,
  type Reservation,
  type ReservationEvent,
} from '../../domain/reservation/reservation';
import type { NewEvent } from '../event-store/types';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** How to fold the aggregate's stream. */
export interface AggregateType<S, E> {
  namespace: string;
  evolve: (state: S, event: E) => S;
  initial: S;
}

/**
 * Creates an aggregate and reserves `url` in one append.
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
  const urlStreamId = reservationStream(args.type.namespace, args.url);
  return executeCommand(deps, name, context, async (tx) => {
    const streams = await tx.load([args.streamId, urlStreamId]);
    const entity = aggregate(streams, args.streamId, args.type.evolve, args.type.initial);
    const url = aggregate(streams, urlStreamId, evolveReservation, initialReservation);
    const events = args.decide({ entity: entity.state, url: url.state });
    return {
      appends: [
        appendTo(urlStreamId, url.version, events.url),
        appendTo(args.streamId, entity.version, events.entity),
      ],
      result: args.result,
    };
  });
}

/**
 * Changes an aggregate whose URL may move: loads it, asks `urls` for its current and next URL,
 * loads both reservations, decides, and appends all three streams together.
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
  return executeCommand(deps, name, context, async (tx) => {
    const entity = aggregate(
      await tx.load([args.streamId]),
      args.streamId,
      args.type.evolve,
      args.type.initial,
    );
    const { current, next } = args.urls(entity.state);
    const oldUrlStreamId = reservationStream(args.type.namespace, current);
    const newUrlStreamId = reservationStream(args.type.namespace, next);
    const urls = await tx.load([oldUrlStreamId, newUrlStreamId]);
    const oldUrl = aggregate(urls, oldUrlStreamId, evolveReservation, initialReservation);
    const newUrl = aggregate(urls, newUrlStreamId, evolveReservation, initialReservation);
    const events = args.decide({
      entity: entity.state,
      oldUrl: oldUrl.state,
      newUrl: newUrl.state,
    });
    return {
      appends: [
        appendTo(oldUrlStreamId, oldUrl.version, events.oldUrl),
        appendTo(newUrlStreamId, newUrl.version, events.newUrl),
        appendTo(args.streamId, entity.version, events.entity),
      ],
      result: args.result,
    };
  });
}
