/**
 * Holds back part of a page until the part above it has been committed and painted, so that a
 * page's first screen (its heading, price and description: what Lighthouse's largest contentful
 * paint waits for) does not wait for sections further down, and the work is split into two
 * commits instead of one long task on a slow phone. The section then renders in a transition,
 * which React interrupts every few milliseconds. Each nesting level adds a commit of its own.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** `children` from the commit after the first one; `fallback` (nothing by default) until then. */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : fallback;
}
