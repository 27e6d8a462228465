/**
 * Holds back part of a page until the part above it has been committed and painted, so that a
 * page's first screen (its heading, price and description: what Lighthouse's largest contentful
 * paint waits for) does not wait for sections further down, and the work is split into two
 * commits instead of one long task on a slow phone. The section then renders in a transition,
 * which React interrupts every few milliseconds. Each nesting level adds a commit of its own.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * How long to wait for an animation frame before revealing anyway: a hidden tab runs none, and
 * its page must still fill in.
 */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Calls `reveal` once the browser has painted the frame after this call: a task queued from an
 * animation frame callback runs after that frame's paint. (Effects run before the paint, and work
 * started there would hold the paint back.) Returns a function that cancels it.
 */
function afterNextPaint(reveal: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(reveal, NO_FRAME_FALLBACK_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    task = setTimeout(reveal, 0);
  });
  return () => {
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** `children` from the commit after the first paint; `fallback` (nothing by default) until then. */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(true))), []);
  return shown ? children : fallback;
}
