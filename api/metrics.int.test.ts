/**
 * GET /metrics in Prometheus text format with request latency by route,
 * commands by name and outcome, version-conflict retries, projection lag per projection, job
 * queue depth and pool usage; served to loopback, or elsewhere only with METRICS_TOKEN.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendTo, executeCommand } from '../application/commands/execute';
import { PROJECTIONS } from '../projections/registry';
import { shop } from '../test/support/shop';
import { startTestStore, type TestStore } from '../test/support/store';
import { METRICS_FORBIDDEN } from './metrics-router';

const TOKEN = 'metrics-token-0123456789';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore({ METRICS_TOKEN: TOKEN });
});

afterAll(async () => {
  await store?.stop();
});

/** The samples of an exposition by `name{labels}` (labels as printed). */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(`${store.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(await response.text());
}

/** An IPv4 address of this machine that is not loopback: a caller from outside. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and commands by outcome, and reports lag, queues and pools', async () => {
    const admin = store.client();
    await admin.register('admin@keymart.test');
    const catalogue = shop(admin, () => store.client(), 'Metrics');
    const product = await catalogue.product({ price: '4.00', items: ['M-1', 'M-2', 'M-3'] });
    const { client } = await catalogue.customer('metrics@keymart.test', '10.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const refused = await client.post('/api/purchase', { productId: product.id, quantity: 2 });
    expect(refused.status).toBe(422);
    const order = await client.get(`/api/orders/${bought.body.order.id}`);
    expect(order.status).toBe(200);
    expect((await client.get('/api/no-such-route')).status).toBe(404);

    const metrics = await scrape();
    // Latency by the route that answered, never by the path with its ids.
    const purchases = (status: number) =>
      metrics.get(
        `http_request_duration_seconds_count{method="POST",route="/api/purchase",status_code="${status}"}`,
      );
    expect(purchases(201)).toBe(1);
    expect(purchases(422)).toBe(1);
    expect(
      metrics.get(
        'http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      metrics.get(
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect([...metrics.keys()].some((key) => /route="\/api\/orders\/\d+"/.test(key))).toBe(false);
    expect(
      metrics.get(
        'http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/purchase",status_code="201"}',
      ),
    ).toBe(1);

    // Commands by name and outcome: the sale appended, the one beyond the balance was refused.
    expect(metrics.get('keymart_commands_total{command="Purchase",outcome="appended"}')).toBe(1);
    expect(metrics.get('keymart_commands_total{command="Purchase",outcome="rejected"}')).toBe(1);
    expect(metrics.get('keymart_commands_total{command="RegisterUser",outcome="appended"}')).toBe(
      2,
    );

    // One lag per projection, job queues and both pools.
    for (const projection of PROJECTIONS) {
      const lag = metrics.get(`keymart_projection_lag_events{projection="${projection.name}"}`);
      expect(lag, projection.name).toBeGreaterThanOrEqual(0);
    }
    expect(metrics.get('keymart_job_queue_depth{queue="telegram-message"}')).toBe(0);
    for (const pool of ['store', 'jobs']) {
      expect(
        metrics.get(`keymart_db_pool_connections{pool="${pool}",state="total"}`),
      ).toBeGreaterThan(0);
      // Idle and waiting move with the scrape's own queries: present, not a fixed value.
      for (const state of ['idle', 'waiting'])
        expect(
          metrics.get(`keymart_db_pool_connections{pool="${pool}",state="${state}"}`),
        ).toBeGreaterThanOrEqual(0);
    }
    // prom-client's process metrics.
    expect(metrics.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts a command run again after a version conflict', async () => {
    const streamId = `metrics-probe-${Date.now()}`;
    // A command that loads a stream holds its lock until it ends, so a version conflict comes
    // from a stream decided on without the lock: the first command reads the empty stream
    // without locking it, a second command appends to it meanwhile, and the first one's append
    // conflicts.
    const probe = (attempts: number[], meanwhile?: () => Promise<unknown>) =>
      executeCommand(store.core, 'MetricsProbe', { now: new Date(), actorId: null }, async () => {
        const stream = (await store.core.store.readStreams(store.core.pool, [streamId])).get(
          streamId,
        );
        const version = stream?.version ?? 0;
        attempts.push(version);
        if (attempts.length === 1) await meanwhile?.();
        return {
          appends: [appendTo(streamId, version, [{ type: 'MetricsProbed', data: {} }])],
          result: undefined,
        };
      });
    const first: number[] = [];
    const second: number[] = [];
    await probe(first, () => probe(second));
    expect(first).toEqual([0, 1]);
    expect(second).toEqual([0]);

    const metrics = await scrape();
    expect(
      metrics.get('keymart_command_version_conflict_retries_total{command="MetricsProbe"}'),
    ).toBe(1);
    expect(metrics.get('keymart_commands_total{command="MetricsProbe",outcome="appended"}')).toBe(
      2,
    );
  });

  it('answers 403 to callers outside loopback without the token', async () => {
    const proxied = await fetch(`${store.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({ message: METRICS_FORBIDDEN });
    const wrongToken = await fetch(`${store.url}/metrics`, {
      headers: { forwarded: 'for=203.0.113.9', authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrongToken.status).toBe(403);
    const withToken = await fetch(`${store.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('keymart_commands_total');

    // A direct connection to one of this machine's other addresses.
    const address = outsideAddress();
    expect(address, 'a network address of this machine other than loopback').toBeDefined();
    const outside = new URL(store.url);
    outside.hostname = address!;
    const direct = await fetch(`${outside.origin}/metrics`);
    expect(direct.status).toBe(403);
    const directWithToken = await fetch(`${outside.origin}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(directWithToken.status).toBe(200);
  });
});
