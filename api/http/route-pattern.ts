/** The route pattern that answered a request, for metrics and logs (never the path with its ids). */
import type { Request } from 'express';

/**
 * `/api/orders/:id` for a request answered by that route, `unmatched` when no route did (404s,
 * static files). A router's mount path is in `req.baseUrl` while its handlers run, but an error
 * answered by the app's error handler has left the router (Express resets `baseUrl`), so the
 * mount is then found among `mounts` (the paths routers are mounted at) by the request's path.
 */
export function routePattern(req: Request, mounts: readonly string[]): string {
  const route = req.route as { path: unknown } | undefined;
  if (!route) return 'unmatched';
  const base =
    req.baseUrl || (mounts.find((mount) => req.originalUrl.startsWith(`${mount}/`)) ?? '');
  return `${base}${String(route.path)}`;
}
