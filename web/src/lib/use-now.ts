/**
 * The browser's clock as state, for what changes with time on screen: the countdown of a manual
 * order's delivery promise and the Overdue badge staff see (contracts/delivery-promise.ts).
 */
import { useEffect, useState } from 'react';

/**
 * The time now, read again every `intervalMs` milliseconds while `isRunning` (a page with nothing
 * to count down keeps no timer). Not for a first screen the server renders: the server's clock
 * differs (lib/browser-value.ts).
 */
export function useNow(intervalMs: number, isRunning = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, isRunning]);
  return now;
}
