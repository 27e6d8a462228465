/**
 * Each API request's context: a request id (answered as X-Request-Id and
 * recorded in the metadata of the events its commands append), a logger carrying it, and one
 * log line when the answer is sent: method, route pattern, status, duration and the signed-in
 * user (and the admin acting as them). No bodies, query strings or headers are logged.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../../application/logger';
import { routePattern } from './route-pattern';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's logger (with its requestId); set for /api requests. */
    log?: Logger;
  }
}

/** The middleware; `mount` is where the API router is mounted ('/api'). */
export function requestContext(log: Logger, mount: string): RequestHandler {
  return (req, res, next) => {
    const requestId = randomUUID();
    const requestLog = log.child({ requestId });
    req.requestId = requestId;
    req.log = requestLog;
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Cache-Control', 'no-store');
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const session = req.session;
      requestLog.info(
        {
          method: req.method,
          route: routePattern(req, [mount]),
          status: res.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
          userId: session?.user.id ?? null,
          ...(session && session.actor.id !== session.user.id ? { actorId: session.actor.id } : {}),
        },
        'request',
      );
    });
    next();
  };
}
