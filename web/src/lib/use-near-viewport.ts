/**
 * True once the element behind the returned ref callback has come within `margin` of the
 * viewport (IntersectionObserver), and from then on: for content below the fold whose data
 * should not compete with what the page shows first (the product page's "You May Also Like"
 * needs every product, which must not delay the product's own image), or whose code the first
 * paint does not need (components/lazy-select-field.tsx).
 *
 * The ref callback starts the observer itself and sets no state: a state update while React
 * commits a screen makes it render again, and run every pending effect (the data fetches of the
 * whole screen), before the browser may paint, which delays the page's first paint.
 */
import { useCallback, useState } from 'react';
import type { RefCallback } from 'react';

export function useNearViewport(margin = '300px'): [RefCallback<Element>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback<RefCallback<Element>>(
    (element) => {
      if (!element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near];
}
