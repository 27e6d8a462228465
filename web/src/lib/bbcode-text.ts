/**
 * BBCode as plain text, for cards and previews that show a line of a description
 * (docs/specs/customer-area.md section 2). Kept apart from the renderer (lib/bbcode.tsx) so the
 * home page's bundle does not carry the parser.
 */
const TAG = /\[\/?(?:b|i|u|s|color|size|img|url|center|quote|list|br|\*)(?:=[^\]]*)?\]/gi;
const IMAGE = /\[img(?:=[^\]]*)?\][^[]*\[\/img\]/gi;

/** Text with BBCode tags (and image tags with their URLs) removed; '' for null or undefined. */
export function stripBbcode(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(IMAGE, '').replace(TAG, '');
}
