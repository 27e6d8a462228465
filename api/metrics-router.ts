/**
 * GET /metrics: the Prometheus exposition of this instance's metrics
 * (application/metrics/metrics.ts), served only to loopback callers that did not come through a
 * proxy, or to anyone sending `Authorization: Bearer <METRICS_TOKEN>`; others get 403.
 */
import { Router } from 'express';
import { endpoints } from './http/endpoint';
import { isOperatorRequest } from './http/operator-access';
import type { ApiServices } from './services';

const endpoint = endpoints('Metrics');

/** The 403 message for a caller neither on loopback nor holding the metrics token. */
export const METRICS_FORBIDDEN =
  'Metrics are served to loopback, or with the METRICS_TOKEN as a bearer token';

/** The metrics route, with its own loopback-or-token check rather than a session. */
export function metricsRouter(services: ApiServices): Router {
  const router = Router();
  router.get(
    '/metrics',
    endpoint(
      {
        access: 'public',
        summary: "This instance's metrics in the Prometheus text format",
        description:
          'Needs no session but has its own check: served to loopback callers that did not come through a proxy, or to anyone sending `Authorization: Bearer <METRICS_TOKEN>`; others get 403.',
        answer: { type: 'prometheus', description: 'The Prometheus exposition' },
        errors: { 403: 'Neither from loopback nor with the metrics token' },
      },
      async (_input, req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        if (!isOperatorRequest(req, services.metricsToken)) {
          res.status(403).json({ message: METRICS_FORBIDDEN });
          return;
        }
        const { contentType, text } = await services.metrics.exposition();
        res.type(contentType).send(text);
      },
    ),
  );
  return router;
}
