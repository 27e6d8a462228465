/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
