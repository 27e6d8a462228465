/**
 * The slug rule of category and product URLs, shared by the server (domain/catalogue normalises
 * the URLs with it) and the web app (the category dialog shows the URL live), so the URL shown is
 * the one stored. Source: docs/specs/admin-area.md section 5 (Category, Product).
 */

/**
 * A URL slug from a name (docs/specs/admin-area.md section 5, Category): lowercase, keep only
 * letters, digits, spaces and hyphens, spaces become hyphens, repeated hyphens collapse. Leading
 * and trailing hyphens are dropped so the slug is a clean path segment.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The URL a category or product gets: `url` as a slug when it holds any text, else the slug of
 * its `name` (docs/specs/admin-area.md section 5: an empty URL is filled from the name).
 */
export function urlFromName(url: string, name: string): string {
  return slugify(url.trim() || name);
}
