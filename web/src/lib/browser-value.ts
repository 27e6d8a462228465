/**
 * Values only the browser knows (its clock and time zone, the address's fragment) in a page that
 * the server rendered first (web/src/entry-server.tsx): hydration must produce the server's markup,
 * so such a value is null in a server render and during hydration, and the browser's own from the
 * next render on. A page the browser renders alone has the value from its first render.
 */
import { useMemo, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** Whether this render may read the browser: false on the server and while hydrating. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** `compute()`'s value once the render may read the browser, null before (see above). */
export function useBrowserValue<T>(compute: () => T): T | null {
  const inBrowser = useInBrowser();
  // Computed once: the value of the first render that may read the browser stays.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (inBrowser ? compute() : null), [inBrowser]);
}
