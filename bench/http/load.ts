/**
 * HTTP load through autocannon (a load generator outside the server process): a fixed number of
 * connections, each with its own request (headers and body, e.g. one customer's session buying
 * one product), sending one request after another for a fixed time.
 */
import autocannon from 'autocannon';

/** One connection's request. */
export interface ConnectionRequest {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (sent with content-type application/json). */
  body?: unknown;
}

/** What a load run measured. */
export interface LoadResult {
  /** Answers with `expectedStatus` per second over the run. */
  perSecond: number;
  /** Latency percentiles over every answer, milliseconds. */
  p50: number;
  p99: number;
  /** Answers with `expectedStatus`. */
  ok: number;
  /** Answers by status code, and connection errors/timeouts under "errors". */
  statuses: Record<string, number>;
}

/**
 * Runs `connections` connections against `baseUrl` for `seconds`; connection i sends
 * `requestOf(i)` again and again (one at a time, no pipelining).
 * @throws Error when autocannon cannot start
 */
export async function runLoad(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  requestOf: (connection: number) => ConnectionRequest;
  expectedStatus: number;
}): Promise<LoadResult> {
  let next = 0;
  const statuses: Record<string, number> = {};
  const first = options.requestOf(0);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(first.path, options.baseUrl).toString(),
        connections: options.connections,
        duration: options.seconds,
        pipelining: 1,
        method: first.method ?? 'GET',
        setupClient: (client) => {
          const request = options.requestOf(next++ % options.connections);
          const json = request.body === undefined ? undefined : JSON.stringify(request.body);
          client.setRequests([
            {
              method: request.method ?? 'GET',
              path: request.path,
              headers: {
                ...request.headers,
                ...(json === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(json === undefined ? {} : { body: json }),
            },
          ]);
        },
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  if (result.errors > 0) statuses.errors = result.errors;
  const ok = statuses[options.expectedStatus] ?? 0;
  return {
    perSecond: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    statuses,
  };
}

/** "201: 5,000, 409: 3" for a row's note. */
export const describeStatuses = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n.toLocaleString('en-US')}`)
    .join(', ');
