/**
 * True once the element behind the returned ref callback has come within `margin` of the
 * viewport (IntersectionObserver), and from then on: for content below the fold whose data
 * should not compete with what the page shows first (the product page's "You May Also Like"
 * needs every product, which must not delay the product's own image).
 */
import { useCallback, useEffect, useState } from 'react';

export function useNearViewport(margin = '300px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  return [ref, near];
}
