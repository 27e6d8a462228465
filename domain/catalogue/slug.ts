/**
 * A URL slug from a name (admin-area.md section 5, Category): lowercase, keep only letters,
 * digits, spaces and hyphens, spaces become hyphens, repeated hyphens collapse. Leading and
 * trailing hyphens are dropped so the slug is a clean path segment.
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
