/**
 * The product page's tabs as the rest of the page refers to them: their names and their anchor,
 * which the rating's review count and a card's "No reviews yet" link scroll to
 * (docs/specs/customer-area.md section 2, Product page).
 */
import { scrollBehavior } from '@/lib/motion';

/** The product page's tabs. */
export type TabName = 'description' | 'faq' | 'reviews';

/** The id of the element that holds the tabs. */
export const PRODUCT_TABS_ID = 'product-tabs';

/** Scrolls the tabs into view (smoothly unless the person prefers reduced motion). */
export function scrollToProductTabs(): void {
  document.getElementById(PRODUCT_TABS_ID)?.scrollIntoView({ behavior: scrollBehavior() });
}
