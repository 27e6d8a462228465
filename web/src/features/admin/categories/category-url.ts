/**
 * The URL of a category as the server will store it (docs/specs/admin-area.md section 5, Category):
 * when customUrl is empty it is filled from the name; either way the text is lowercased, only
 * letters, digits, spaces and hyphens are kept, spaces become hyphens and repeated hyphens
 * collapse. The rule is the server's own (contracts/slug.ts), so the URL the dialog shows live is
 * the one the category gets.
 */
import { slugify } from '@contracts/slug';

/** The customUrl a category gets: from `customUrl` when it has any text, else from `name`. */
export function categoryCustomUrl(values: { name: string; customUrl: string }): string {
  return slugify(values.customUrl.trim() || values.name);
}
