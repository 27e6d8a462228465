/**
 * Refuses a request whose declared body (Content-Length) is larger than its limit before a
 * byte of it is read (ARCHITECTURE.md "Security model"): 413 with the JSON message
 * the body parsers use, and the connection closed, so a client cannot make the store read and
 * discard megabytes. A body without Content-Length (chunked) is cut off by the parser's own limit.
 */
import type { Request, RequestHandler } from 'express';

/**
 * The largest body each parser takes, in bytes: JSON calls 1 MB, the image upload 8 MB (a 5 MB
 * image is about 6.7 MB as base64), the gateways' webhooks 64 kB. A proxy in front of the store
 * must take at least the largest (deploy/nginx.conf client_max_body_size).
 */
export const BODY_LIMITS = {
  json: 1024 * 1024,
  upload: 8 * 1024 * 1024,
  webhook: 64 * 1024,
} as const;

/**
 * The deepest nesting of objects and arrays a body may have (the outer object is level 1): no
 * request of the API needs more than 3, and a gateway's callback no more than a few. Deeper
 * bodies are refused with 400 before they are parsed (api/http/body-depth.ts), so that no
 * parser, check or signature walk ever meets one: their cost must not grow with the depth.
 */
export const BODY_DEPTH_LIMIT = 32;

/** The message of the 400 for a body nested deeper than {@link BODY_DEPTH_LIMIT}. */
export const BODY_TOO_DEEP = `Request body is nested too deeply: at most ${BODY_DEPTH_LIMIT} levels of objects and arrays`;

/** The message of every 413 for a body over the parser's limit (api/http/errors.ts). */
export const BODY_TOO_LARGE = 'Request body is too large';

/** `limitFor` gives the largest body accepted for a request (the limit of the parser it meets). */
export function refuseDeclaredLargerThan(limitFor: (req: Request) => number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length'));
    if (!Number.isFinite(declared) || declared <= limitFor(req)) return next();
    res.setHeader('Connection', 'close');
    res.status(413).json({ message: BODY_TOO_LARGE });
    // Stop reading what the client still sends once the answer is out.
    res.on('finish', () => req.socket.destroySoon());
  };
}
