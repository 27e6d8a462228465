/**
 * Product texts use simple BBCode markup (customer-area.md section 2: bold, italic, underline,
 * strike, colour, size, image tags, line breaks). Full rendering comes with its own issue; until
 * then cards and previews show the plain text.
 */
const TAG = /\[\/?(?:b|i|u|s|color|size|img|url|center|quote|list|\*)(?:=[^\]]*)?\]/gi;
const IMAGE = /\[img(?:=[^\]]*)?\][^[]*\[\/img\]/gi;

/** Text with BBCode tags (and image tags with their URLs) removed. */
export function stripBbcode(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(IMAGE, '').replace(TAG, '');
}
