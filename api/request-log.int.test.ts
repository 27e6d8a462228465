/**
 * Logs: one JSON line per API request (request id, route, status, duration, user)
 * and per command (name, request id, streams, resulting position), and no password, session
 * token, key or delivered item in any line, through a sign-up, sign-in, stocking and purchase.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../application/logger';
import { shop } from '../test/support/shop';
import { startTestStore, TestClient, type TestStore } from '../test/support/store';

const SESSION_SECRET = 'log-test-session-secret-0123456789abcdef';
const ENCRYPTION_KEY = '7f'.repeat(32);
const PASSWORD = 'Correct-Horse-Battery-42';
const WRONG_PASSWORD = 'Wrong-Horse-Battery-99';
const STOCK_ITEM = 'LOGKEY-7Q2W-9X8Z-ACCOUNT:hunter2';

type Line = Record<string, unknown> & { msg: string };

let store: TestStore;
const written: string[] = [];

beforeAll(async () => {
  store = await startTestStore(
    { LOG_LEVEL: 'info', SESSION_SECRET, ENCRYPTION_KEY },
    { logger: createLogger('info', { destination: { write: (line) => written.push(line) } }) },
  );
});

afterAll(async () => {
  await store?.stop();
});

const lines = (): Line[] => written.map((line) => JSON.parse(line) as Line);

describe('logs', () => {
  it('logs requests and commands with their ids, and never a secret', async () => {
    const admin = store.client();
    await admin.register('admin@keymart.test');
    const catalogue = shop(admin, () => store.client(), 'Logs');
    const product = await catalogue.product({ price: '3.00', items: [STOCK_ITEM] });

    const customer = store.client();
    const user = await customer.register('logs-customer@keymart.test', PASSWORD);
    expect(
      (
        await admin.post(`/api/admin/users/${user.id}/balance`, {
          amount: '5.00',
          operation: 'add',
        })
      ).status,
    ).toBe(200);
    const stranger = new TestClient(store.url);
    const refused = await stranger.post('/api/login', {
      email: 'logs-customer@keymart.test',
      password: WRONG_PASSWORD,
    });
    expect(refused.status).toBe(401);
    const signedIn = await fetch(`${store.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'logs-customer@keymart.test', password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const sessionToken = /^[^=]+=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
    const bought = await customer.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    expect(bought.body.order.deliveredItem).toBe(STOCK_ITEM);
    const requestId = bought.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    // The purchase's request line: route pattern, status, duration and the customer.
    const request = lines().find((line) => line.msg === 'request' && line.requestId === requestId);
    expect(request).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/purchase',
      status: 201,
      userId: user.id,
    });
    expect(request!.ms).toEqual(expect.any(Number));
    // Its command line: the command, its streams and the position it reached.
    const command = lines().find((line) => line.msg === 'command' && line.requestId === requestId);
    expect(command).toMatchObject({
      command: 'Purchase',
      outcome: 'appended',
      actorId: user.id,
      eventTypes: expect.arrayContaining(['OrderPlaced']),
    });
    expect(command!.streams).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(command!.transactionId).not.toBeNull();
    expect(command!.position).not.toBeNull();
    // A refused sign-in and a sign-in are logged as requests too.
    const logins = lines().filter((line) => line.msg === 'request' && line.route === '/api/login');
    expect(logins.map((line) => line.status).sort()).toEqual([200, 401]);
    // A command a rule refuses says why.
    const broke = await customer.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(broke.status).toBeGreaterThanOrEqual(400);
    const refusedCommand = lines().find(
      (line) => line.msg === 'command' && line.requestId === broke.headers.get('x-request-id'),
    );
    expect(refusedCommand).toMatchObject({ command: 'Purchase', outcome: 'rejected' });
    expect(refusedCommand!.reason).toEqual(expect.any(String));

    // Nothing secret anywhere in the log.
    const text = written.join('');
    expect(written.length).toBeGreaterThan(10);
    for (const [what, secret] of Object.entries({
      password: PASSWORD,
      'wrong password': WRONG_PASSWORD,
      'session token': sessionToken,
      'session secret': SESSION_SECRET,
      'encryption key': ENCRYPTION_KEY,
      'stock item': STOCK_ITEM,
      'part of the stock item': 'hunter2',
    }))
      expect(text.includes(secret), what).toBe(false);
  });
});
