import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../application/config';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';
import { PAYMENTS_NOT_CONFIGURED } from './router';

const LIVE_CHAT_URL = 'https://chat.example.com/keymart';
let store: TestStore;
let plain: TestStore;
let payer: TestClient;

beforeAll(async () => {
  store = await startTestStore({ LIVE_CHAT_URL });
  plain = await startTestStore();
  payer = store.client();
  await payer.register('payer@keymart.test');
});
afterAll(async () => {
  await store.stop();
  await plain.stop();
});

describe('POST /api/create-payment', () => {
  it('answers 401 when signed out', async () => {
    const answer = await store.client().post('/api/create-payment', { amount: 25 });
    expect(answer.status).toBe(401);
  });

  it.each([
    [0, 'Invalid amount: Please enter a valid amount greater than $0.'],
    ['', 'Invalid amount: Please enter a valid amount greater than $0.'],
    [-10, 'Invalid amount: Please enter a valid amount greater than $0.'],
    ['ten', 'Invalid amount: Please enter a valid amount greater than $0.'],
    [undefined, 'Invalid amount: Please enter a valid amount greater than $0.'],
    [4.99, 'Amount too small: Minimum deposit for crypto is $5.'],
    ['10000.01', 'Amount too large: Maximum deposit amount is $10,000 per transaction.'],
  ])('answers 400 for the amount %j with the spec’s message', async (amount, message) => {
    const answer = await payer.post('/api/create-payment', { amount });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it('answers 503 with a clear message for a valid amount while no provider is configured, appending nothing', async () => {
    const { rows: before } = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    for (const amount of [5, '10000.00', '25.50']) {
      const answer = await payer.post('/api/create-payment', { amount });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: PAYMENTS_NOT_CONFIGURED });
    }
    const { rows: after } = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after).toEqual(before);
  });
});

describe('GET /api/site-config', () => {
  it('gives the live-chat URL from LIVE_CHAT_URL and payments disabled, to anyone', async () => {
    const answer = await store.client().get('/api/site-config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ liveChatUrl: LIVE_CHAT_URL, paymentsEnabled: false });
  });

  it('gives no live chat when LIVE_CHAT_URL is unset', async () => {
    const answer = await plain.client().get('/api/site-config');
    expect(answer.body).toEqual({ liveChatUrl: null, paymentsEnabled: false });
  });

  it('refuses a LIVE_CHAT_URL that is not an http(s) URL at start', () => {
    for (const value of ['not a url', 'javascript:alert(1)']) {
      expect(() => loadConfig({ LIVE_CHAT_URL: value })).toThrow(
        'LIVE_CHAT_URL must be an http(s) URL',
      );
    }
    expect(loadConfig({ LIVE_CHAT_URL }).liveChatUrl).toBe(LIVE_CHAT_URL);
    expect(loadConfig({}).liveChatUrl).toBeUndefined();
  });
});
