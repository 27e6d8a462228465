/**
 * Shared by the server (domain/catalogue normalises category and product URLs with it) and the web
 * app (the category dialog shows the URL live), so both always agree.
 *
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
