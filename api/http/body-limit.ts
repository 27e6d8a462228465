/**
 * Refuses a request whose declared body (Content-Length) is larger than its limit before a
 * byte of it is read (issue 9 "Oversized bodies are refused early"): 413 with the JSON message
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
