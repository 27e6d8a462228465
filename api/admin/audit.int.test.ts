/**
 * The audit log over HTTP (ARCHITECTURE.md "Security model", audit): what staff did and what an
 * admin did as a customer, with actor, on-behalf-of, request id and address; filters, paging,
 * the CSV export, and a rebuild of the projection giving the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageDto } from '../../contracts/audit';
import { AUDIT_PAGE_SIZE } from '../../contracts/audit';
import { auditProjection } from '../../projections/audit/projection';
import { dumpReadTables } from '../../test/support/read-tables';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let adminId: number;
let alice: { client: TestClient; user: { id: number } };
let product: { id: number; name: string };
/** The request id the impersonated purchase was answered with. */
let purchaseRequestId: string;
let impersonatedOrderNumber: string;

/** The store's time zone in this test, where a date filter's days begin. */
const TIME_ZONE = 'Asia/Dubai';
/** The store's day (YYYY-MM-DD) of an ISO time. */
const storeDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(iso));

const audit = (query = '') => admin.get<AuditPageDto>(`/api/admin/audit${query}`);

beforeAll(async () => {
  store = await startTestStore({ STORE_TIMEZONE: TIME_ZONE });
  admin = store.client();
  adminId = (await admin.register('admin@keymart.test')).id;
  const helpers = shop(admin, () => store.client(), 'Audit');
  product = await helpers.product({ price: '4.00' });
  // The admin credits Alice (a staff action), then Alice buys for herself (not staff).
  alice = await helpers.customer('alice@keymart.test', '50.00');
  expect(
    (await alice.client.post('/api/purchase', { productId: product.id, quantity: 1 })).status,
  ).toBe(201);

  // The admin acts as Alice and buys for her.
  const session = store.client();
  await session.post('/api/login', { email: 'admin@keymart.test', password: 'secret123' });
  expect((await session.post(`/api/admin/users/${alice.user.id}/impersonate`)).status).toBe(200);
  const bought = await session.post('/api/purchase', { productId: product.id, quantity: 2 });
  expect(bought.status).toBe(201);
  purchaseRequestId = bought.headers.get('x-request-id')!;
  impersonatedOrderNumber = bought.body.order.orderNumber;
  expect((await session.post('/api/stop-impersonation')).status).toBe(200);
});
afterAll(() => store.stop());

describe('GET /api/admin/audit', () => {
  it('answers the impersonated purchase with the admin as actor, the customer, the request id and an address', async () => {
    const page = await audit(`?type=OrderPlaced`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, total: 1 });
    const [entry] = page.body.entries;
    expect(entry).toMatchObject({
      actor: { id: adminId, email: 'admin@keymart.test' },
      onBehalfOf: { id: alice.user.id, email: 'alice@keymart.test' },
      command: 'Purchase',
      eventType: 'OrderPlaced',
      summary: `Order ${impersonatedOrderNumber} placed: 2 × ${product.name}`,
      requestId: purchaseRequestId,
      changes: expect.objectContaining({ quantity: 2, orderNumber: impersonatedOrderNumber }),
    });
    expect(entry!.streamId).toMatch(/^order-\d+$/);
    // The test client calls over loopback: Express names it as IPv4 or IPv6.
    expect(entry!.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    // Every event of that purchase is logged under the same request.
    const purchase = (await audit('?actor=admin%40keymart')).body.entries.filter(
      (e) => e.requestId === purchaseRequestId,
    );
    expect(purchase.map((e) => e.eventType).sort()).toEqual([
      'OrderPlaced',
      'PurchaseDebited',
      'StockTaken',
    ]);
  });

  it("leaves out a customer's own purchase, and logs the admin's staff actions", async () => {
    const all = (await audit()).body.entries;
    const ownPurchase = all.filter((e) => e.eventType === 'OrderPlaced' && e.onBehalfOf === null);
    expect(ownPurchase).toEqual([]);
    expect(all.every((e) => e.actor?.id === adminId)).toBe(true);
    const credit = all.find((e) => e.eventType === 'BalanceAdjusted');
    expect(credit).toMatchObject({
      streamId: `wallet-${alice.user.id}`,
      summary: expect.stringMatching(/^Balance adjusted: \+\$50\.00/),
      onBehalfOf: null,
      command: 'AdjustBalance',
    });
    expect(all.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        `Impersonation of user ${alice.user.id} started`,
        `Impersonation of user ${alice.user.id} ended`,
        `Product ${product.id} created: ${product.name}`,
      ]),
    );
  });

  it('filters by actor id or e-mail, type, stream prefix and time, newest first', async () => {
    const all = (await audit()).body;
    expect(all.total).toBeGreaterThan(5);
    const times = all.entries.map((e) => e.when);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await audit(`?actor=${adminId}`)).body.total).toBe(all.total);
    expect((await audit('?actor=ADMIN%40KEYMART')).body.total).toBe(all.total);
    expect((await audit(`?actor=${alice.user.id}`)).body.total).toBe(0);
    expect((await audit('?actor=nobody%40')).body.total).toBe(0);
    // Digits beyond any user id are part of an e-mail address, never a database error.
    expect((await audit('?actor=2147483648')).body.total).toBe(0);

    const wallet = (await audit(`?stream=wallet-${alice.user.id}`)).body.entries;
    expect(wallet.map((e) => e.eventType).sort()).toEqual(['BalanceAdjusted', 'PurchaseDebited']);
    // A stream prefix, with LIKE's wildcards taken literally.
    expect((await audit('?stream=wallet-')).body.total).toBe(2);
    expect((await audit('?stream=wallet_')).body.total).toBe(0);

    const first = all.entries.at(-1)!.when;
    const last = all.entries[0]!.when;
    expect((await audit(`?from=${first}&to=${last}`)).body.total).toBe(all.total);
    const later = new Date(Date.parse(last) + 1).toISOString();
    expect((await audit(`?from=${later}`)).body.total).toBe(0);
    expect((await audit('?to=2000-01-01')).body.total).toBe(0);
    // Dates are whole days of the store's time zone.
    expect((await audit(`?from=${storeDay(first)}&to=${storeDay(last)}`)).body.total).toBe(
      all.total,
    );
    const dayBefore = storeDay(new Date(Date.parse(first) - 86_400_000).toISOString());
    expect((await audit(`?to=${dayBefore}`)).body.total).toBe(0);
  });

  it('pages 50 entries at a time', async () => {
    // Staff actions up to a second page: announcements, one event each.
    const before = (await audit()).body.total;
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5 - before; i++) {
      const created = await admin.post('/api/admin/announcements', { text: `News ${i}` });
      expect(created.status).toBe(201);
    }
    const first = (await audit()).body;
    const second = (await audit('?page=2')).body;
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second.entries).toHaveLength(first.total - AUDIT_PAGE_SIZE);
    expect(second.page).toBe(2);
    const positions = [...first.entries, ...second.entries].map((e) => e.position);
    expect(new Set(positions).size).toBe(first.total);
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.entries[0]!.summary).toMatch(
      new RegExp(`^Announcement \\d+ created: News ${AUDIT_PAGE_SIZE + 4 - before}$`),
    );
    expect((await audit('?page=99')).body.entries).toEqual([]);
  });

  it('refuses invalid filters with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'Must be at least 1'],
      ['?page=abc', 'Must be a whole number'],
      ['?from=2026-02-30', 'Use a date as YYYY-MM-DD or an ISO time'],
      ['?to=yesterday', 'Use a date as YYYY-MM-DD or an ISO time'],
      ['?from=2026-03-02&to=2026-03-01', 'from must not be after to'],
      ['?type=Order%20Placed', 'Use an event type such as OrderPlaced'],
      [`?actor=${'x'.repeat(201)}`, 'At most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const answer = await admin.get<{ message: string }>(`/api/admin/audit${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
    }
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('answers the filtered entries as a CSV attachment with a header', async () => {
    const answer = await admin.get<string>(`/api/admin/audit.csv?stream=wallet-`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="keymart-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('Time,Who,As customer,What,Event,Stream,Changes,Request ID,IP');
    const wallet = (await audit('?stream=wallet-')).body.entries;
    expect(lines).toHaveLength(1 + wallet.length);
    expect(lines[1]).toContain(
      `,admin@keymart.test,alice@keymart.test,${wallet[0]!.summary},PurchaseDebited,wallet-${alice.user.id},`,
    );
    expect(lines[1]).toContain(purchaseRequestId);
    expect(lines[2]).toContain(',BalanceAdjusted,');
    expect((await admin.get('/api/admin/audit.csv?from=nonsense')).status).toBe(400);
  });
});

describe('staff as the events were recorded', () => {
  it('stops logging a member whose roles were removed and logs them again with roles; a rebuild gives the same rows', async () => {
    const member = store.client();
    const { id } = await member.register('audit-member@keymart.test');
    const setRoles = async (roles: string[]) =>
      expect((await admin.put(`/api/admin/users/${id}/roles`, { roles })).status).toBe(200);
    const rename = async (firstName: string) =>
      expect(
        (await member.put('/api/update-profile', { firstName, lastName: 'Member', country: 'usa' }))
          .status,
      ).toBe(200);
    await rename('Customer');
    await setRoles(['support']);
    await rename('Staff');
    await setRoles([]);
    await rename('Customer again');
    const texts = (await audit(`?type=ProfileUpdated&stream=user-${id}`)).body.entries.map(
      (e) => e.summary,
    );
    expect(texts).toHaveLength(1);
    expect((await audit(`?type=StaffRolesChanged&stream=user-${id}`)).body.total).toBe(2);

    const rows = await dumpReadTables(store.core.pool, [auditProjection]);
    expect(rows.audit_entries!.length).toBeGreaterThan(AUDIT_PAGE_SIZE);
    await store.core.runner.rebuild(['audit']);
    expect(await dumpReadTables(store.core.pool, [auditProjection])).toEqual(rows);
  });
});
