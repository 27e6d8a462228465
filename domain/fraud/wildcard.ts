/**
 * Wildcard matching for e-mail rules (`*@mail.ru`, `bad*@*`): `*` stands for any run of
 * characters, everything else for itself. Matched by walking both texts with one backtrack point
 * (the last `*`), so the time is at most the product of the lengths (both are bounded at 254)
 * whatever the pattern; a regular expression built from it could backtrack exponentially.
 */

/** True when all of `text` matches `pattern` (case-sensitive: callers give both lower case). */
export function matchesWildcard(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  // Where the last `*` is in the pattern, and the text position it currently stands up to.
  let star = -1;
  let starText = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      starText = t;
    } else if (star >= 0) {
      // Let the last `*` take one more character and try the rest again.
      p = star + 1;
      t = ++starText;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}
