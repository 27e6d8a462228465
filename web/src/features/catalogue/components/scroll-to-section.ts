import { scrollBehavior } from '@/lib/motion';

/**
 * Smooth scroll (a jump for reduced motion) to an in-page anchor (docs/specs/customer-area.md
 * section 2, Home hero buttons).
 */
export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** Keeps an anchored section clear of the sticky navigation bar when scrolled to. */
export const SECTION_SCROLL_MARGIN = { scrollMarginTop: 80 };
