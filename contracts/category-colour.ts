/**
 * The colour of a category, checked once for the server (the category request body) and the web
 * app (the category dialog's check, and every place that paints a category), so nothing paints a
 * colour the server would refuse. Source: docs/specs/admin-area.md section 5 (Category: colour,
 * default #3B82F6) and section 9.
 */
import { DEFAULT_CATEGORY_COLOR } from './constants';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** True for a hex colour of six digits after '#', either case ("#3B82F6", "#3b82f6"). */
export function isCategoryColour(text: string): boolean {
  return HEX_COLOUR.test(text);
}

/** The colour to paint a category with: its own when it is a category colour, else the default. */
export function categoryColourOrDefault(colour: string): string {
  return isCategoryColour(colour) ? colour : DEFAULT_CATEGORY_COLOR;
}
