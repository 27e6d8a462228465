/**
 * API keys over HTTP (ARCHITECTURE.md "Security model", API keys): created once and listed by
 * prefix, used as `Authorization: Bearer` on the admin routes their scopes cover, refused when
 * revoked, expired or past the per-key limit, and every request logged under the key's name.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_REFUSED,
  API_KEY_SCOPE_REFUSED,
  type ApiKeyDto,
  type CreatedApiKeyDto,
} from '../../contracts/api-key-scopes';
import type { AuditPageDto } from '../../contracts/audit';
import { auditActorLabel } from '../../contracts/audit';
import { API_KEY_CREATOR_GONE, API_KEY_RATE_LIMITED } from '../auth/api-key';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

/** Requests one key may make a minute in this file's store. */
const LIMIT = 6;

let store: TestStore;
let admin: TestClient;
let customerId: number;

beforeAll(async () => {
  store = await startTestStore({ API_KEY_RATE_LIMIT: String(LIMIT) });
  admin = store.client();
  await admin.register('admin@keymart.test');
  customerId = (await store.client().register('customer@keymart.test')).id;
});
afterAll(() => store.stop());

async function createKey(body: Record<string, unknown>): Promise<CreatedApiKeyDto> {
  const answer = await admin.post<CreatedApiKeyDto>('/api/admin/api-keys', body);
  expect(answer.status).toBe(201);
  return answer.body;
}

/** A request with `key` and no session cookie, as another system sends it. */
function withKey(key: string, method: string, path: string, body?: unknown) {
  return store.client().request(method, path, body, { authorization: `Bearer ${key}` });
}

describe('API keys', () => {
  it('shows a new key once; the list shows its prefix and never the key', async () => {
    const { key, apiKey } = await createKey({ name: 'Reporting', scopes: ['reports:read'] });
    expect(key).toMatch(/^km_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Reporting',
      prefix: key.slice(0, 11),
      scopes: ['reports:read'],
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    const list = await admin.get<ApiKeyDto[]>('/api/admin/api-keys');
    expect(list.body.map((k) => k.id)).toContain(apiKey.id);
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it('an orders:read key lists orders but is refused a balance change, a customer route and key management', async () => {
    const { key } = await createKey({ name: 'Order export', scopes: ['orders:read'] });
    const orders = await withKey(key, 'GET', '/api/admin/orders');
    expect(orders.status).toBe(200);
    const adjust = await withKey(key, 'POST', `/api/admin/users/${customerId}/balance`, {
      amount: 5,
      operation: 'add',
    });
    expect(adjust).toMatchObject({ status: 403, body: { message: API_KEY_SCOPE_REFUSED } });
    expect((await withKey(key, 'GET', '/api/admin/api-keys')).status).toBe(403);
    // A key is no session on the customer routes.
    expect((await withKey(key, 'GET', '/api/orders')).status).toBe(401);
  });

  it('refuses a revoked key and an expired one with 401', async () => {
    const revoked = await createKey({ name: 'Old sync', scopes: ['orders:read'] });
    expect((await withKey(revoked.key, 'GET', '/api/admin/orders')).status).toBe(200);
    const revoke = await admin.delete<ApiKeyDto>(`/api/admin/api-keys/${revoked.apiKey.id}`);
    expect(revoke.status).toBe(200);
    expect(revoke.body.revokedAt).not.toBeNull();
    expect(await withKey(revoked.key, 'GET', '/api/admin/orders')).toMatchObject({
      status: 401,
      body: { message: API_KEY_REFUSED.revoked },
    });

    const expiring = await createKey({
      name: 'Short lived',
      scopes: ['orders:read'],
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await withKey(expiring.key, 'GET', '/api/admin/orders')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await withKey(expiring.key, 'GET', '/api/admin/orders')).toMatchObject({
      status: 401,
      body: { message: API_KEY_REFUSED.expired },
    });
    expect(await withKey('km_not-a-key', 'GET', '/api/admin/orders')).toMatchObject({
      status: 401,
      body: { message: API_KEY_REFUSED.unknown },
    });
  });

  it('stops working once its creator is no longer staff', async () => {
    const colleague = store.client();
    const { id } = await colleague.register('colleague@keymart.test');
    expect((await admin.put(`/api/admin/users/${id}/roles`, { roles: ['admin'] })).status).toBe(
      200,
    );
    const created = await colleague.post<CreatedApiKeyDto>('/api/admin/api-keys', {
      name: 'Colleague script',
      scopes: ['orders:read'],
    });
    expect(created.status).toBe(201);
    const { key } = created.body;
    expect((await withKey(key, 'GET', '/api/admin/orders')).status).toBe(200);
    expect((await admin.put(`/api/admin/users/${id}/roles`, { roles: [] })).status).toBe(200);
    expect(await withKey(key, 'GET', '/api/admin/orders')).toMatchObject({
      status: 401,
      body: { message: API_KEY_CREATOR_GONE },
    });
  });

  it("logs every request made with a key, reads and refusals too, under the key's name, and notes its last use", async () => {
    const { key, apiKey } = await createKey({ name: 'Stock robot', scopes: ['stock:write'] });
    expect((await withKey(key, 'GET', '/api/admin/orders')).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/admin/stock/running-low')).status).toBe(200);
    const entries = await vi.waitFor(async () => {
      const page = await admin.get<AuditPageDto>(
        `/api/admin/audit?type=ApiKeyUsed&stream=api-key-requests-${apiKey.id}`,
      );
      expect(page.body.entries).toHaveLength(2);
      return page.body.entries;
    });
    expect(entries.map(auditActorLabel)).toEqual(['API key Stock robot', 'API key Stock robot']);
    expect(entries.map((entry) => entry.summary)).toContain('GET /api/admin/orders answered 403');
    const listed = await admin.get<ApiKeyDto[]>('/api/admin/api-keys');
    expect(listed.body.find((k) => k.id === apiKey.id)!.lastUsedAt).not.toBeNull();
  });

  it("changes what its scopes cover from any origin, once per Idempotency-Key, logged under the key's name", async () => {
    const { key } = await createKey({ name: 'Catalogue feed', scopes: ['products:write'] });
    const create = () =>
      store.client().request(
        'POST',
        '/api/admin/categories',
        { name: 'Feed games' },
        {
          authorization: `Bearer ${key}`,
          origin: 'https://feed.example',
          'idempotency-key': 'feed-1',
        },
      );
    const first = await create();
    expect(first.status).toBe(201);
    const again = await create();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // A browser's session is still held to its own origin, a key beside it or not.
    const crossSite = await admin.request(
      'POST',
      '/api/admin/categories',
      { name: 'Forged' },
      { authorization: `Bearer ${key}`, origin: 'https://feed.example' },
    );
    expect(crossSite.status).toBe(403);
    const created = await vi.waitFor(async () => {
      const page = await admin.get<AuditPageDto>('/api/admin/audit?type=CategoryCreated');
      expect(page.body.entries).toHaveLength(1);
      return page.body.entries[0]!;
    });
    expect(auditActorLabel(created)).toBe('API key Catalogue feed');
  });

  it('answers 429 past the per-key limit, and the other keys go on', async () => {
    const busy = await createKey({ name: 'Busy', scopes: ['orders:read'] });
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await withKey(busy.key, 'GET', '/api/admin/orders')).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    const limited = await withKey(busy.key, 'GET', '/api/admin/orders');
    expect(limited.body).toEqual({ message: API_KEY_RATE_LIMITED });
    const calm = await createKey({ name: 'Calm', scopes: ['orders:read'] });
    expect((await withKey(calm.key, 'GET', '/api/admin/orders')).status).toBe(200);
  });
});
