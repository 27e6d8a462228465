/**
 * The icon choices of a category with the words the dialog shows for them (docs/specs/admin-area.md
 * section 5: Package, ShoppingCart, Gamepad2 (Gaming), Monitor (Software), Smartphone (Mobile),
 * Globe (Web Services), Shield (Security), Star (Premium)).
 */
import type { CategoryIcon } from '@contracts/constants';

export const CATEGORY_ICON_LABELS: Record<CategoryIcon, string> = {
  Package: 'Package',
  ShoppingCart: 'Shopping Cart',
  Gamepad2: 'Gaming',
  Monitor: 'Software',
  Smartphone: 'Mobile',
  Globe: 'Web Services',
  Shield: 'Security',
  Star: 'Premium',
};
