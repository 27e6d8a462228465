/**
 * Who may read an instance's internals (GET /metrics, the details of GET /readyz): loopback
 * callers that did not come through a proxy (the machine itself: a local Prometheus, a container's
 * health check), or anyone sending `Authorization: Bearer <METRICS_TOKEN>`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A direct connection from this machine: loopback address and no proxy's forwarding header. */
function fromLoopback(req: Request): boolean {
  const proxied =
    req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/** True when the request carries `token` as its bearer token (compared in constant time). */
function hasToken(req: Request, token: string | undefined): boolean {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!token || !match) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * True when `req` comes from loopback without a proxy, or carries `metricsToken` (unset: only
 * loopback) as its bearer token.
 */
export function isOperatorRequest(req: Request, metricsToken: string | undefined): boolean {
  return fromLoopback(req) || hasToken(req, metricsToken);
}
