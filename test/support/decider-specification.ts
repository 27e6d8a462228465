/**
 * Given/when/then for the domain's deciders, after Emmett's `DeciderSpecification`: every
 * decide and evolve test in domain/ is written with it, so they all read the same way.
 *
 * A decider here is `decide(command, state, context) => output`:
 * - `command`: what is asked (`void` for a decision that takes none, such as a deletion);
 * - `state`: what the decider reads, folded from the events given;
 * - `context`: what the application passes besides, such as the time now (`void` when none);
 * - `output`: the events it appends: an array for one stream, or one array (or map) per stream,
 *   e.g. `{ wallet: WalletEvent[]; order: OrderEvent[] }`.
 *
 * One stream:
 * ```ts
 * const spec = DeciderSpecification.for({
 *   decide: adjustBalance,
 *   evolve: evolveWallet,
 *   initialState: initialWallet,
 * });
 * spec.given([credited]).when(subtract(100)).then([debited]);
 * spec.given([]).when(subtract(1)).thenThrows('rule', 'Insufficient balance: ...');
 * spec.given([credited, debited]).thenState({ balanceCents: 400 });
 * ```
 *
 * Several streams (or inputs that are no stream): `given` maps the given history to the state.
 * `streams({...})` builds it from one source per state field; a source takes that field's given
 * history and returns the field's state: `stream(evolve, initialState)` folds an event list
 * (absent: a new stream), `streamsByKey(evolve, initialState)` folds one list per key into a Map
 * (reservations of several values), and any other function maps its input as it likes.
 * ```ts
 * const spec = DeciderSpecification.for({
 *   decide: fileWarrantyClaim, // (command, { order, claims, claim }, now)
 *   given: streams({
 *     order: stream(evolveOrder, initialOrder),
 *     claim: stream(evolveClaim, initialClaim),
 *     claims: (histories: ClaimEvent[][] = []) => histories.map(...),
 *   }),
 * });
 * spec.given({ order: [placed, delivered] }).when(file, now).then({ order: [...], claim: [...] });
 * ```
 *
 * Assertions: `then(expected)` is deep equality of the whole output (`toEqual`; the entries of a
 * Map compare in order, the order the decider appends them);
 * `thenThrows(kind, message)` asserts a DomainError of exactly that kind and message;
 * `thenState(expected)` checks evolve: the state folded from the given events matches
 * `expected` (`toMatchObject`: the fields named, deeply).
 */
import { expect } from 'vitest';
import { DomainError, type DomainErrorKind } from '../../domain/shared/errors';
import { fold } from '../../domain/shared/event';

/** A decider's decide: `(command, state, context) => output` (see the module docstring). */
export type Decide<Command, State, Output, Context> = (
  command: Command,
  state: State,
  context: Context,
) => Output;

/** What a decision is checked against. */
export interface DecisionCheck<Output> {
  /** The decision appends exactly `expected` (deep equality). */
  then(expected: Output): void;
  /** The decision throws a DomainError of `kind` with exactly `message`. */
  thenThrows(kind: DomainErrorKind, message: string): void;
}

/** A given history: decide on it, or check the state evolve folds from it. */
export interface GivenHistory<Command, State, Output, Context> {
  when(command: Command, context: Context): DecisionCheck<Output>;
  /** The state folded from the given history matches `expected` (toMatchObject). */
  thenState(expected: Partial<State> | Record<string, unknown>): void;
}

/** A specification of one decider: start each case with `given`. */
export interface Specification<Given, Command, State, Output, Context> {
  given(history: Given): GivenHistory<Command, State, Output, Context>;
}

function specification<Given, Command, State, Output, Context>(
  decide: Decide<Command, State, Output, Context>,
  project: (history: Given) => State,
): Specification<Given, Command, State, Output, Context> {
  return {
    given(history) {
      const state = () => project(history);
      return {
        thenState(expected) {
          expect(state()).toMatchObject(expected);
        },
        when(command, context) {
          const decision = () => decide(command, state(), context);
          return {
            then(expected) {
              expect(ordered(decision())).toEqual(ordered(expected));
            },
            thenThrows(kind, message) {
              let thrown: unknown = null;
              try {
                decision();
              } catch (error) {
                thrown = error;
              }
              expect(thrown, 'expected the decision to fail').toBeInstanceOf(DomainError);
              expect((thrown as DomainError).kind).toBe(kind);
              expect((thrown as DomainError).message).toBe(message);
            },
          };
        },
      };
    },
  };
}

/** `value` with every Map turned into its list of entries, so that their order counts. */
function ordered(value: unknown): unknown {
  if (value instanceof Map) return [...value].map(([key, item]) => [key, ordered(item)]);
  if (Array.isArray(value)) return value.map(ordered);
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ordered(item)]));
  return value;
}

export const DeciderSpecification = {
  /**
   * A decider on one stream: `given(events)` folds the events with `evolve` from `initialState`.
   * Or a decider reading several streams or inputs: `given(history)` maps the history with
   * `given` (usually `streams({...})`).
   */
  for: forDecider,
};

function forDecider<Command, State, Event, Output, Context = void>(decider: {
  decide: Decide<Command, State, Output, Context>;
  evolve: (state: State, event: Event) => State;
  initialState: State;
}): Specification<readonly Event[], Command, State, Output, Context>;
function forDecider<Command, State, Given, Output, Context = void>(decider: {
  decide: Decide<Command, State, Output, Context>;
  given: (history: Given) => State;
}): Specification<Given, Command, State, Output, Context>;
function forDecider<Command, State, Event, Given, Output, Context>(
  decider:
    | {
        decide: Decide<Command, State, Output, Context>;
        evolve: (state: State, event: Event) => State;
        initialState: State;
      }
    | { decide: Decide<Command, State, Output, Context>; given: (history: Given) => State },
) {
  if ('given' in decider) return specification(decider.decide, decider.given);
  const { evolve, initialState } = decider;
  return specification(decider.decide, (events: readonly Event[]) =>
    fold(events, evolve, initialState),
  );
}

/** A source of one state field: its given history (possibly absent) to the field's state. */
type Source = (history: never) => unknown;
type HistoryOf<S> = S extends (history: infer H) => unknown ? H : never;
type OptionalKeys<Sources> = {
  [K in keyof Sources]: undefined extends HistoryOf<Sources[K]> ? K : never;
}[keyof Sources];
/** The history `streams` takes: a field is optional when its source accepts none. */
export type HistoryOfStreams<Sources> = {
  [K in OptionalKeys<Sources>]?: HistoryOf<Sources[K]>;
} & { [K in Exclude<keyof Sources, OptionalKeys<Sources>>]: HistoryOf<Sources[K]> };

/** The state of several streams: each field from its own source (see the module docstring). */
export function streams<Sources extends Record<string, Source>>(
  sources: Sources,
): (history: HistoryOfStreams<Sources>) => { [K in keyof Sources]: ReturnType<Sources[K]> } {
  return (history) =>
    Object.fromEntries(
      Object.entries(sources).map(([field, source]) => [
        field,
        (source as (history: unknown) => unknown)((history as Record<string, unknown>)[field]),
      ]),
    ) as { [K in keyof Sources]: ReturnType<Sources[K]> };
}

/** One stream's events folded with `evolve` from `initialState`; none given is a new stream. */
export function stream<State, Event>(
  evolve: (state: State, event: Event) => State,
  initialState: State,
): (events?: readonly Event[]) => State {
  return (events = []) => fold(events, evolve, initialState);
}

/** Several streams of one kind, one per key (e.g. a reservation per URL), folded into a Map. */
export function streamsByKey<State, Event>(
  evolve: (state: State, event: Event) => State,
  initialState: State,
): (byKey?: Readonly<Record<string, readonly Event[]>>) => Map<string, State> {
  return (byKey = {}) =>
    new Map(
      Object.entries(byKey).map(([key, events]) => [key, fold(events, evolve, initialState)]),
    );
}
