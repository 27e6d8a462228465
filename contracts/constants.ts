/**
 * Constants of the specs shared by the API and the web app, free of zod so the home page bundle
 * can import them. Source: docs/specs/admin-area.md sections 5 and 9.
 */

/** The store's name (docs/specs/customer-area.md sections 1-2): the web app's pages and the files it makes. */
export const SITE_NAME = 'KeyMart';

/** Category icons (docs/specs/admin-area.md section 5). */
export const CATEGORY_ICONS = [
  'Package',
  'ShoppingCart',
  'Gamepad2',
  'Monitor',
  'Smartphone',
  'Globe',
  'Shield',
  'Star',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** Default category colour and icon (docs/specs/admin-area.md section 9). */
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';
export const DEFAULT_CATEGORY_ICON: CategoryIcon = 'Package';

/** Minimum password length (docs/specs/customer-area.md section 9). */
export const MIN_PASSWORD_LENGTH = 6;
