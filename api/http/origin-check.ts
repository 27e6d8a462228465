/**
 * State-changing requests are accepted only from PUBLIC_URL's origin or the host they were sent
 * to (ARCHITECTURE.md contract "address"), which stops cross-site request forgery with the session
 * cookie. Requests with no Origin (non-browser clients) carry no ambient cookie risk from a page,
 * but a browser's `Sec-Fetch-Site: cross-site` is refused too. A request made with an API key and
 * no session cookie is a program's, with no ambient credential to forge: it may come from anywhere.
 */
import type { RequestHandler } from 'express';
import { isApiKeyRequest } from '../auth/api-key';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originCheck(publicUrl: string | undefined): RequestHandler {
  const allowed = publicUrl ? new URL(publicUrl).origin : null;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || isApiKeyRequest(req)) return next();
    const origin = req.get('origin');
    if (origin) {
      const own = `${req.protocol}://${req.get('host') ?? ''}`;
      if (origin === allowed || origin === own) return next();
      res.status(403).json({ message: 'Cross-origin request refused' });
      return;
    }
    if (req.get('sec-fetch-site') === 'cross-site') {
      res.status(403).json({ message: 'Cross-origin request refused' });
      return;
    }
    next();
  };
}
