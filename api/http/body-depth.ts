/**
 * Refuses a body nested deeper than BODY_DEPTH_LIMIT before it is parsed: a linear scan of its
 * raw bytes, run by the body parsers' `verify` hook (body-parser 2 calls it with the read,
 * decompressed bytes, before JSON.parse), answered 400 with a JSON message (api/http/errors.ts).
 * Parsing, the text checks, zod and a gateway's signature check then never meet a deep body.
 */
import type { IncomingMessage } from 'node:http';
import { BODY_DEPTH_LIMIT, BODY_TOO_DEEP } from './body-limit';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the JSON text in `buffer` (UTF-8) opens more than `limit` objects and arrays inside one
 * another. Brackets inside strings do not count. One pass, stopping at the first level too deep;
 * string contents are skipped with a native search for the closing quote. In UTF-8 the bytes of
 * `"`, `\`, `{`, `[`, `}` and `]` only ever stand for those characters, so no multi-byte
 * character can fool the scan. Text that is not JSON is scanned the same way (the parser refuses it).
 */
export function nestedDeeperThan(buffer: Buffer, limit: number): boolean {
  let depth = 0;
  for (let at = 0; at < buffer.length; at++) {
    const byte = buffer[at];
    if (byte === QUOTE) {
      at = closingQuote(buffer, at + 1);
      if (at < 0) return false;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * The index of the quote that ends the string whose contents start at `from` (one preceded by
 * an even run of backslashes), or -1 when the string never ends. Each backslash is counted at
 * most once, so the search is linear.
 */
function closingQuote(buffer: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const quote = buffer.indexOf(QUOTE, at);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (quote - backslashes - 1 >= at && buffer[quote - backslashes - 1] === BACKSLASH)
      backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

/** A 4xx error as body-parser passes it on: errors.ts answers it with its own message. */
class BodyRefused extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * body-parser's `verify(req, res, bytes, encoding)` for JSON and raw bodies: refuses a body nested
 * deeper than BODY_DEPTH_LIMIT (400, type `entity.too.deep`). JSON must be UTF-8 (RFC 8259
 * section 8.1, "MUST be encoded using UTF-8"): another declared charset is refused (415,
 * `charset.unsupported`), since only UTF-8 bytes can be scanned without decoding them. Raw bodies
 * carry no charset (`encoding` null) and are scanned as they are.
 * @throws BodyRefused as above
 */
export function refuseDeepBody(
  _req: IncomingMessage,
  _res: unknown,
  bytes: Buffer,
  encoding: string | null,
): void {
  if (encoding !== null && !/^utf-?8$/i.test(encoding))
    throw new BodyRefused(415, 'charset.unsupported', `Unsupported charset ${encoding}`);
  if (nestedDeeperThan(bytes, BODY_DEPTH_LIMIT))
    throw new BodyRefused(400, 'entity.too.deep', BODY_TOO_DEEP);
}
