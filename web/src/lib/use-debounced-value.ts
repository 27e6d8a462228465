/**
 * A value that follows its input after a pause, so a search box typed into sends one server
 * request per pause rather than one per key (the header search; admin lists searched on the
 * server: comments, categories, transactions, announcements).
 */
import { useEffect, useState } from 'react';

/** Pause after the last keystroke before a server search runs, in milliseconds. */
const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delayMs`; the first render returns it at once. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
