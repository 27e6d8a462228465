import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '../../contracts/webhooks';
import { NOTHING_TO_REPLAY } from './webhooks-router';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

/** A request the receiver got: its headers and raw body. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A tiny receiver: records every request and answers each path's queued statuses in turn (200
 * once the queue is empty).
 */
function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.statusCode = answers.get(path)?.shift() ?? 200;
      res.end();
    });
  });
  return new Promise<{
    url: (path: string) => string;
    received: Received[];
    answer: (path: string, statuses: number[]) => void;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: (path) => `http://127.0.0.1:${port}${path}`,
        received,
        answer: (path, statuses) => answers.set(path, statuses),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const WAIT = { timeout: 15_000, interval: 50 };

let store: TestStore;
let admin: TestClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let build: ReturnType<typeof shop>;

beforeAll(async () => {
  receiver = await startReceiver();
  // The receiver is on loopback; the first retry after 50 ms keeps the retry test short.
  store = await startTestStore({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAY_MS: '50' });
  admin = store.client();
  await admin.register('admin@keymart.test');
  build = shop(admin, () => store.client(), 'Webhooks');
});
afterAll(async () => {
  await store.stop();
  await receiver.close();
});

async function createEndpoint(path: string, eventTypes: string[]): Promise<WebhookEndpointDto> {
  const created = await admin.post('/api/admin/webhooks', { url: receiver.url(path), eventTypes });
  expect(created.status).toBe(201);
  return created.body as WebhookEndpointDto;
}

const deliveries = async (endpointId: number) => {
  const log = await admin.get<WebhookDeliveryDto[]>(`/api/admin/webhooks/${endpointId}/deliveries`);
  expect(log.status).toBe(200);
  return log.body;
};

const receivedOn = (path: string) => receiver.received.filter((request) => request.path === path);

async function buy(client: TestClient, productId: number) {
  const bought = await client.post('/api/purchase', { productId, quantity: 1 });
  expect(bought.status).toBe(201);
  return bought.body.order as { id: number; orderNumber: string };
}

describe('outbound webhooks', () => {
  it('delivers a purchase as exactly one order.placed CloudEvent signed per Standard Webhooks', async () => {
    const endpoint = await createEndpoint('/placed', ['order.placed']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const other = await createEndpoint('/registered', ['customer.registered']);
    const product = await build.product({ price: '12.50', items: ['P1'] });
    const { client, user } = await build.customer('placed@keymart.test', '50.00');
    const order = await buy(client, product.id);

    await vi.waitFor(async () => {
      expect((await deliveries(endpoint.id)).map((d) => d.status)).toEqual(['succeeded']);
    }, WAIT);
    const [request, ...more] = receivedOn('/placed');
    expect(more).toEqual([]);
    const verified = new Webhook(endpoint.secret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({
      specversion: '1.0',
      type: 'order.placed',
      source: '/keymart',
      subject: `order-${order.id}`,
      id: request!.headers['webhook-id'],
      data: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerId: user.id,
        productId: product.id,
        quantity: 1,
        total: '12.50',
      },
    });
    expect(request!.headers['content-type']).toContain('application/cloudevents+json');
    // A signature with another secret does not verify.
    expect(() =>
      new Webhook(other.secret).verify(request!.body, request!.headers as Record<string, string>),
    ).toThrow();
    const [logged] = await deliveries(endpoint.id);
    expect(logged).toMatchObject({ eventType: 'order.placed', attempts: 1, lastStatusCode: 200 });
    expect(logged!.lastDurationMs).toBeGreaterThanOrEqual(0);
    // The other endpoint got the registration only, with the e-mail customer.registered carries.
    await vi.waitFor(() => expect(receivedOn('/registered')).toHaveLength(1), WAIT);
    expect(JSON.parse(receivedOn('/registered')[0]!.body)).toMatchObject({
      type: 'customer.registered',
      data: { customerId: user.id, email: 'placed@keymart.test' },
    });
  });

  it('retries a receiver that answers 500 twice, then logs one success after 3 attempts', async () => {
    receiver.answer('/flaky', [500, 500]);
    const endpoint = await createEndpoint('/flaky', ['order.placed']);
    const product = await build.product({ price: '2.00', items: ['F1'] });
    const { client } = await build.customer('flaky@keymart.test', '20.00');
    await buy(client, product.id);

    await vi.waitFor(async () => {
      expect(await deliveries(endpoint.id)).toMatchObject([
        { status: 'succeeded', attempts: 3, lastStatusCode: 200, nextAttemptAt: null },
      ]);
    }, WAIT);
    const attempts = receivedOn('/flaky');
    expect(attempts).toHaveLength(3);
    // Every attempt is the same message: one webhook-id.
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
  });

  it('resends a delivery, and replays from a position every wanted event in order', async () => {
    const endpoint = await createEndpoint('/replay', ['order.placed']);
    const product = await build.product({ price: '1.00', items: ['R1', 'R2', 'R3'] });
    const { client } = await build.customer('replay@keymart.test', '10.00');
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await buy(client, product.id));
    await vi.waitFor(async () => {
      const log = await deliveries(endpoint.id);
      expect(log.map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    }, WAIT);
    const subjects = () => receivedOn('/replay').map((r) => JSON.parse(r.body).subject as string);
    const inOrder = orders.map((order) => `order-${order.id}`);
    expect(subjects()).toEqual(inOrder);

    const [latest] = await deliveries(endpoint.id);
    const resent = await admin.post(
      `/api/admin/webhooks/${endpoint.id}/deliveries/${latest!.id}/resend`,
    );
    expect(resent.status).toBe(200);
    await vi.waitFor(() => expect(subjects()).toEqual([...inOrder, inOrder[2]]), WAIT);

    const firstPosition = (await deliveries(endpoint.id)).at(-1)!.position;
    const replay = await admin.post(`/api/admin/webhooks/${endpoint.id}/replay`, {
      from: firstPosition,
    });
    expect(replay).toMatchObject({ status: 202, body: { fromPosition: firstPosition } });
    await vi.waitFor(() => expect(subjects()).toEqual([...inOrder, inOrder[2], ...inOrder]), WAIT);
    expect((await deliveries(endpoint.id)).map((d) => d.status)).toEqual(
      Array(6).fill('succeeded'),
    );

    // From a time: the first event recorded at or after it; none after the last event.
    const later = await admin.post(`/api/admin/webhooks/${endpoint.id}/replay`, {
      from: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(later).toMatchObject({ status: 422, body: { message: NOTHING_TO_REPLAY } });
    const { rows } = await store.core.pool.query<{ recorded_at: Date }>(
      'SELECT recorded_at FROM events WHERE position = $1',
      [firstPosition],
    );
    const fromTime = await admin.post(`/api/admin/webhooks/${endpoint.id}/replay`, {
      from: rows[0]!.recorded_at.toISOString(),
    });
    expect(fromTime.status).toBe(202);
    expect(BigInt(fromTime.body.fromPosition)).toBeLessThanOrEqual(BigInt(firstPosition));
    await vi.waitFor(
      () => expect(subjects()).toEqual([...inOrder, inOrder[2], ...inOrder, ...inOrder]),
      WAIT,
    );
  });

  it('refuses bad input and unknown endpoints', async () => {
    const bad = await admin.post('/api/admin/webhooks', {
      url: 'ftp://example.com/hook',
      eventTypes: ['order.placed'],
    });
    expect(bad.status).toBe(400);
    const noTypes = await admin.post('/api/admin/webhooks', {
      url: receiver.url('/x'),
      eventTypes: [],
    });
    expect(noTypes.status).toBe(400);
    expect((await admin.get('/api/admin/webhooks/999/deliveries')).status).toBe(404);
    const endpoint = await createEndpoint('/off', ['stock.low']);
    const off = await admin.put(`/api/admin/webhooks/${endpoint.id}`, { enabled: false });
    expect(off).toMatchObject({ status: 200, body: { enabled: false, disabledReason: null } });
    const replay = await admin.post(`/api/admin/webhooks/${endpoint.id}/replay`, { from: '1' });
    expect(replay.status).toBe(422);
    expect((await admin.delete(`/api/admin/webhooks/${endpoint.id}`)).status).toBe(200);
    const listed = await admin.get<WebhookEndpointDto[]>('/api/admin/webhooks');
    expect(listed.body.map((e) => e.id)).not.toContain(endpoint.id);
  });

  it('turns off an endpoint that has failed every attempt for 24 hours, and its deliveries wait', async () => {
    receiver.answer('/dead', Array(20).fill(503));
    const endpoint = await createEndpoint('/dead', ['order.placed']);
    // Given: it has failed since 25 hours ago (the worker's own record of the streak).
    await store.core.pool.query(
      `INSERT INTO webhook_endpoint_failures (endpoint_id, failing_since)
       VALUES ($1, now() - interval '25 hours')`,
      [endpoint.id],
    );
    const product = await build.product({ price: '1.00', items: ['D1'] });
    const { client } = await build.customer('dead@keymart.test', '5.00');
    await buy(client, product.id);

    await vi.waitFor(async () => {
      const found = await admin.get<WebhookEndpointDto[]>('/api/admin/webhooks');
      expect(found.body.find((e) => e.id === endpoint.id)).toMatchObject({
        enabled: false,
        disabledReason: 'failing',
      });
    }, WAIT);
    const { rows } = await store.core.pool.query<{ data: { reason: string } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'WebhookEndpointDisabled'`,
      [`webhook-${endpoint.id}`],
    );
    expect(rows.map((row) => row.data)).toEqual([{ reason: 'failing' }]);
    const [waiting] = await deliveries(endpoint.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503 });
    expect(waiting!.nextAttemptAt).not.toBeNull();
    // Off, it is sent nothing more until staff turn it back on.
    expect(receivedOn('/dead')).toHaveLength(1);
  });
});
