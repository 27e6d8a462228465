/**
 * Times every HTTP request into the `http_request_duration_seconds` histogram, labelled by the
 * route pattern that answered (`/api/orders/:id`, never the path itself, so ids do not multiply the
 * series) or `unmatched` (404s, static files).
 */
import type { RequestHandler } from 'express';
import type { Metrics } from '../../application/metrics/metrics';
import { routePattern } from './route-pattern';

/** The middleware; `mounts` are the paths routers are mounted at (app.use('/api', ...)). */
export function requestMetrics(metrics: Metrics, mounts: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      metrics.observeRequest(
        {
          method: req.method,
          route: routePattern(req, mounts),
          status_code: String(res.statusCode),
        },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  };
}
