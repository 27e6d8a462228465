/**
 * Toast notifications (docs/specs/customer-area.md section 1): at most one shown at once, default
 * and destructive variants, a title, a description and an optional action, 5000 ms by default. A
 * module-level store so mutations and timers can raise toasts outside React; the <Toaster />
 * component (components/toaster.tsx) renders the current one.
 */
import { useSyncExternalStore } from 'react';

/** Default time a toast stays on screen (docs/specs/customer-area.md section 1). */
export const TOAST_DURATION_MS = 5000;
/** Distance of a rightward swipe that dismisses a toast (docs/specs/customer-area.md section 1). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

type ToastVariant = 'default' | 'destructive';

interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds; TOAST_DURATION_MS when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  current = { ...options, id };
  emit();
  return id;
}

/** Hides the toast with this id (or whichever is shown when no id is given). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen, or null. */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
