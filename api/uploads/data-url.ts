/**
 * The base64 data URLs of image uploads (`data:image/png;base64,...`, RFC 2397). The payload is
 * megabytes long: it is checked with a search for one character base64 cannot hold, which keeps
 * no state, never with a pattern anchored over the whole text, which V8 matches keeping a
 * backtracking entry per character and can exhaust its stack ("Maximum call stack size exceeded")
 * at a few megabytes.
 */

/** The header: `data:`, a media type, parameters, `;base64,`. */
const HEADER = /^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64,/;

/** The longest header looked at, in characters (a media type and a few parameters). */
const HEADER_MAX_CHARS = 300;

/** A character base64 text cannot hold (white space can: wrapped base64). */
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;

/** The base64 payload of `dataUrl`, or null when it is not a non-empty base64 data URL. */
export function base64Payload(dataUrl: string): string | null {
  const header = HEADER.exec(dataUrl.slice(0, HEADER_MAX_CHARS));
  if (!header) return null;
  const payload = dataUrl.slice(header[0].length);
  return payload.length > 0 && !NOT_BASE64.test(payload) ? payload : null;
}
