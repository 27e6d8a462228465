/**
 * The stock dialog's text after a reload (a sale or another edit changed the stock while the
 * admin was editing it): the admin's own changes replayed on the stock as it is now, so a
 * reload loses neither the keys they added nor the removals they made, and never brings back
 * an item that left the stock meanwhile (sold keys included).
 */

/**
 * `current` with the items the admin removed from `loaded` taken out, then the items they added
 * (in `edited`, not in `loaded`) appended in their order. Items are compared as given (trimmed).
 */
export function rebaseStockEdit(
  loaded: readonly string[],
  edited: readonly string[],
  current: readonly string[],
): string[] {
  const before = new Set(loaded);
  const after = new Set(edited);
  const kept = current.filter((item) => !before.has(item) || after.has(item));
  const present = new Set(kept);
  const added = edited.filter((item) => !before.has(item) && !present.has(item));
  return [...kept, ...added];
}
