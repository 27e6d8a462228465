/** LIKE patterns from user text, with LIKE's wildcards and escape character in the text escaped. */

/** `text` with `\`, `%` and `_` escaped for LIKE and ILIKE (escape character `\`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching what starts with `text`. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
