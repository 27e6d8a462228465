/**
 * Health (ARCHITECTURE.md contract): GET /healthz says the process is up and can serve (its
 * database answers: a store whose database is gone for good must be restarted by its supervisor,
 * which applies its own threshold of failed checks); GET /readyz checks the database and the
 * subscriptions (projections and the side-effect workers: a notifier whose batches fail must not
 * stop silently), reports each projection's lag (events still to handle) the transactions held open
 * long enough to hold back subscribers, and which roles (projections, workers) this instance owns
 * when several share the database, and the Kafka partitions its consumers were given. Those details
 * (and the database's error text) are for the operator only (loopback or the metrics token, as for
 * /metrics): anyone else is told the status alone.
 */
import { Router } from 'express';
import { endpoints } from './http/endpoint';
import { isOperatorRequest } from './http/operator-access';
import type { ApiServices } from './services';

const endpoint = endpoints('Health');

/** The health routes, open to anyone (mounted at the root, outside /api). */
export function healthRouter(services: ApiServices): Router {
  const router = Router();
  router.get(
    '/healthz',
    endpoint(
      {
        access: 'public',
        summary: 'Liveness: the process is up and its database answers',
        answer: { description: '`{ status: "ok" }`' },
        errors: { 503: 'The database does not answer (`{ status: "unavailable" }`)' },
      },
      async (_input, _req, res) => {
        const serving = await services.databaseAnswers();
        res.status(serving ? 200 : 503).json({ status: serving ? 'ok' : 'unavailable' });
      },
    ),
  );
  router.get(
    '/readyz',
    endpoint(
      {
        access: 'public',
        summary:
          'Readiness: the database and the subscriptions, with lag, long transactions and owned roles',
        description:
          'Anyone gets `{ status }`; the details are served to loopback callers that did not come through a proxy, or with `Authorization: Bearer <METRICS_TOKEN>` (as for /metrics).',
        answer: {
          description:
            '`{ status: "ready" }`; for the operator also `database, subscriptions, projectionLag, longTransactions, roles, kafkaPartitions`',
        },
        errors: {
          503: 'Not ready: a subscription is failing (`degraded`) or the database is out of reach (`unavailable`)',
        },
      },
      async (_input, req, res) => {
        const operator = isOperatorRequest(req, services.metricsToken);
        res.setHeader('Cache-Control', 'no-store');
        try {
          // A transaction with a transaction id open this long holds back every subscriber
          // (ARCHITECTURE.md "Hazards"); one that only reads (a backup's snapshot) has none and
          // holds back nothing.
          const { rows } = await services.pool.query<{ pid: number; seconds: number }>(
            `SELECT pid, extract(epoch FROM now() - xact_start)::int AS seconds FROM pg_stat_activity
              WHERE backend_xid IS NOT NULL AND now() - xact_start > make_interval(secs => $1) AND pid <> pg_backend_pid()`,
            [services.longTransactionSeconds],
          );
          const failures = services.subscriptionFailures();
          const lag = await services.projectionLag();
          const ready = failures.length === 0;
          const status = ready ? 'ready' : 'degraded';
          res.status(ready ? 200 : 503);
          if (!operator) {
            res.json({ status });
            return;
          }
          res.json({
            status,
            database: 'ok',
            subscriptions: failures.length === 0 ? 'ok' : failures,
            projectionLag: Object.fromEntries(
              lag.map((projection) => [projection.name, projection.lag]),
            ),
            longTransactions: rows,
            roles: services.ownedRoles(),
            kafkaPartitions: services.kafkaPartitions(),
          });
        } catch (error) {
          res
            .status(503)
            .json(
              operator
                ? { status: 'unavailable', database: String(error) }
                : { status: 'unavailable' },
            );
        }
      },
    ),
  );
  return router;
}
