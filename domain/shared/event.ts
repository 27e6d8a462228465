/** A domain event as decide returns it and evolve reads it: a past-tense type and its data. */
export interface Event<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

/** Folds `events` over `initial` with `evolve`: the state of an aggregate from its stream. */
export function fold<State, E>(
  events: readonly E[],
  evolve: (state: State, event: E) => State,
  initial: State,
): State {
  return events.reduce(evolve, initial);
}
