/**
 * Renders the current toast (docs/specs/customer-area.md section 1): one at a time; the store is
 * lib/toast.ts and the toast itself components/toast-view.tsx, loaded with the first one.
 */
import { Suspense, lazy } from 'react';
import { useCurrentToast } from '@/lib/toast';

const ToastView = lazy(async () => ({ default: (await import('./toast-view')).ToastView }));

/** Mount once, near the root of the app. */
export function Toaster() {
  const item = useCurrentToast();
  return item ? (
    <Suspense fallback={null}>
      <ToastView key={item.id} item={item} />
    </Suspense>
  ) : null;
}
