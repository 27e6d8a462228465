/**
 * The staff lists' CSV exports over HTTP (ARCHITECTURE.md "CSV exports"): each file holds exactly
 * the rows its list shows for the same filters, in the list's order and columns; bad filters are
 * refused; only staff whose role reads the list get it, and only within the step-up window; text
 * a spreadsheet would run is neutralized; and a large export streams from a cursor, its pool
 * client freed when the download ends or is abandoned.
 */
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderPageDto, TransactionPageDto } from '../../contracts/admin';
import type { AuditPageDto } from '../../contracts/audit';
import type { UserDto } from '../../contracts/responses';
import type { SupportTicketDto } from '../../contracts/support';
import type { WarrantyClaimDto } from '../../contracts/warranty';
import { STEP_UP_MESSAGE } from '../auth/session';
import { sendCsvExport, type CsvQuery } from './csv-export';
import { errorHandler } from './errors';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let alice: TestClient;
let aliceId: number;

/** The rows of a CSV text (header first). */
const rowsOf = (text: string): string[][] => parse(text, {});

/** GET `path` as the admin, expecting a CSV attachment named for `list`; its rows. */
async function exported(path: string, list: string): Promise<string[][]> {
  const answer = await admin.get<string>(path);
  expect(answer.status, String(answer.body)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="keymart-${list}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  return rowsOf(answer.body);
}

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  const helpers = shop(admin, () => store.client(), 'Export');
  const auto = await helpers.product({ price: '4.25', items: ['EXP-KEY-1', 'EXP-KEY-2'] });
  const manual = await helpers.product({ price: '7.50' });
  const aliceAccount = await helpers.customer('alice-export@keymart.test', '100.00');
  alice = aliceAccount.client;
  aliceId = aliceAccount.user.id;
  const { client: bob } = await helpers.customer('bob-export@keymart.test', '50.00');
  const bought = await alice.post('/api/purchase', { productId: auto.id, quantity: 2 });
  expect(bought.status).toBe(201);
  expect((await bob.post('/api/purchase', { productId: manual.id, quantity: 1 })).status).toBe(201);
  expect((await alice.post('/api/purchase', { productId: manual.id, quantity: 3 })).status).toBe(
    201,
  );
  const claim = await alice.post('/api/warranty-claims', {
    orderId: bought.body.order.id,
    description: '@SUM(A1) the key is refused',
  });
  expect(claim.status).toBe(201);
  for (const [client, subject] of [
    [alice, '=HYPERLINK("http://evil.test","Click")'],
    [bob, 'Where is my key?'],
  ] as const)
    expect((await client.post('/api/support/tickets', { subject, message: 'Please' })).status).toBe(
      201,
    );
  await store.caughtUp();
});
afterAll(async () => {
  await store?.stop();
});

describe('each export holds the rows its list shows for the same filters', () => {
  it('orders: search, status and overdue, keys left out', async () => {
    for (const filters of ['status=pending', 'search=alice-export', 'overdue=false', '']) {
      const list = await admin.get<OrderPageDto>(`/api/admin/orders?${filters}&limit=100`);
      const rows = await exported(`/api/admin/orders.csv?${filters}`, 'orders');
      expect(rows[0]).toEqual(['Order', 'Customer', 'Product', 'Qty', 'Total', 'Status', 'Date']);
      expect(rows.slice(1)).toEqual(
        list.body.orders.map((order) => [
          order.orderNumber,
          order.user!.email,
          order.product.name,
          String(order.quantity),
          order.totalAmount,
          order.status,
          order.createdAt,
        ]),
      );
    }
    const all = rowsOf((await admin.get<string>('/api/admin/orders.csv')).body);
    expect(all).toHaveLength(4);
    expect(all.flat().join(' ')).not.toContain('EXP-KEY');
    expect(all.find((row) => row[5] === 'completed')?.[4]).toBe('8.50');
  });

  it('transactions: search, type and status, amounts signed with 2 decimals', async () => {
    for (const filters of [
      'type=purchase',
      'search=alice-export',
      'status=completed&search=bob-export',
    ]) {
      const list = await admin.get<TransactionPageDto>(
        `/api/admin/transactions?${filters}&limit=100`,
      );
      expect(list.body.total, `${filters}: ${JSON.stringify(list.body)}`).toBeGreaterThan(0);
      const rows = await exported(`/api/admin/transactions.csv?${filters}`, 'transactions');
      expect(rows[0]).toEqual([
        'ID',
        'Customer',
        'Type',
        'Amount',
        'Status',
        'Description',
        'Date',
      ]);
      expect(rows.slice(1)).toEqual(
        list.body.transactions.map((transaction) => [
          String(transaction.id),
          transaction.user!.email,
          transaction.type,
          transaction.amount,
          transaction.status,
          transaction.description,
          transaction.createdAt,
        ]),
      );
    }
    const purchases = rowsOf(
      (await admin.get<string>('/api/admin/transactions.csv?type=purchase')).body,
    );
    // Money out is a plain negative number, not neutralized as a formula.
    expect(purchases.slice(1).map((row) => row[3])).toEqual(['-22.50', '-7.50', '-8.50']);
  });

  it('users: the search of the Users screen, never a password hash', async () => {
    for (const q of ['alice-export', 'export@', '']) {
      const list = await admin.get<UserDto[]>(`/api/admin/search/users?q=${q}`);
      const rows = await exported(`/api/admin/users.csv?q=${q}`, 'users');
      expect(rows[0]).toEqual(['Email', 'Name', 'Country', 'Balance', 'Joined', 'Role']);
      expect(rows.slice(1)).toEqual(
        list.body.map((user) => [
          user.email,
          `${user.firstName} ${user.lastName}`,
          user.country,
          user.balance,
          user.createdAt,
          user.roles.length > 0 ? 'Owner' : 'Customer',
        ]),
      );
    }
    const all = (await admin.get<string>('/api/admin/users.csv')).body;
    expect(all).not.toMatch(/\$argon2|\$scrypt|\$2[aby]\$/);
  });

  it('warranty claims: the search, the response left out', async () => {
    await admin.put('/api/admin/warranty-claims/1', {
      status: 'approved',
      replaceFromStock: false,
      adminResponse: 'REPLACEMENT-SECRET-KEY',
    });
    for (const search of ['', 'refused', 'nothing-matches-this']) {
      const list = await admin.get<WarrantyClaimDto[]>(
        `/api/admin/warranty-claims?search=${search}`,
      );
      const rows = await exported(
        `/api/admin/warranty-claims.csv?search=${search}`,
        'warranty-claims',
      );
      expect(rows[0]).toEqual([
        'Claim',
        'Product',
        'Status',
        'Type',
        'Customer',
        'Order',
        'Description',
        'Filed',
        'Updated',
      ]);
      expect(rows.slice(1)).toEqual(
        list.body.map((claim) => [
          String(claim.id),
          claim.product.name,
          claim.status,
          claim.claimType,
          claim.user!.email,
          claim.order.orderNumber,
          // Customer-written text a spreadsheet would run gets a leading quote.
          `'${claim.description}`,
          claim.createdAt,
          claim.updatedAt,
        ]),
      );
    }
    expect((await admin.get<string>('/api/admin/warranty-claims.csv')).body).not.toContain(
      'REPLACEMENT-SECRET-KEY',
    );
  });

  it('support tickets: the search, a formula subject neutralized', async () => {
    for (const search of ['', 'hyperlink', 'bob-export']) {
      const list = await admin.get<SupportTicketDto[]>(
        `/api/admin/support/tickets?search=${search}`,
      );
      const rows = await exported(
        `/api/admin/support/tickets.csv?search=${search}`,
        'support-tickets',
      );
      expect(rows[0]).toEqual(['Subject', 'Customer', 'Status', 'Priority', 'Messages', 'Created']);
      expect(rows.slice(1)).toEqual(
        list.body.map((ticket) => [
          ticket.subject.startsWith('=') ? `'${ticket.subject}` : ticket.subject,
          ticket.user!.email,
          ticket.status,
          ticket.priority,
          String(ticket.messageCount),
          ticket.createdAt,
        ]),
      );
    }
    const [, ticket] = rowsOf(
      (await admin.get<string>('/api/admin/support/tickets.csv?search=hyperlink')).body,
    );
    expect(ticket![0]).toBe(`'=HYPERLINK("http://evil.test","Click")`);
  });

  it('audit log: actor, type, stream and time filters', async () => {
    for (const filters of ['type=BalanceAdjusted', `stream=wallet-${aliceId}`, 'actor=admin@']) {
      const list = await admin.get<AuditPageDto>(`/api/admin/audit?${filters}`);
      expect(list.body.total).toBeGreaterThan(0);
      expect(list.body.total).toBeLessThanOrEqual(list.body.pageSize);
      const rows = await exported(`/api/admin/audit.csv?${filters}`, 'audit');
      expect(rows[0]).toEqual([
        'Time',
        'Who',
        'As customer',
        'What',
        'Event',
        'Stream',
        'Changes',
        'Request ID',
        'IP',
      ]);
      expect(rows.slice(1)).toEqual(
        list.body.entries.map((entry) => [
          entry.when,
          entry.actor?.email ?? 'System',
          entry.onBehalfOf?.email ?? '',
          entry.summary.replace(/^([=+\-@])/, "'$1"),
          entry.eventType,
          entry.streamId,
          JSON.stringify(entry.changes),
          entry.requestId ?? '',
          entry.ip ?? '',
        ]),
      );
    }
    expect(await exported('/api/admin/audit.csv?actor=nobody-at-all', 'audit')).toHaveLength(1);
    expect(await exported('/api/admin/audit.csv?actor=2147483648', 'audit')).toHaveLength(1);
  });
});

/** Each export with a filter it must refuse. */
const BAD_FILTERS = [
  '/api/admin/orders.csv?status=lost',
  '/api/admin/orders.csv?overdue=yes',
  '/api/admin/transactions.csv?type=gift',
  `/api/admin/users.csv?q=${'a'.repeat(201)}`,
  `/api/admin/warranty-claims.csv?search=${'a'.repeat(201)}`,
  `/api/admin/support/tickets.csv?search=${'a'.repeat(201)}`,
  '/api/admin/audit.csv?from=nonsense',
  '/api/admin/audit.csv?from=2026-02-02&to=2026-02-01',
];
const EXPORTS = [
  '/api/admin/orders.csv',
  '/api/admin/transactions.csv',
  '/api/admin/users.csv',
  '/api/admin/warranty-claims.csv',
  '/api/admin/support/tickets.csv',
  '/api/admin/audit.csv',
];

describe('refusals', () => {
  it.each(BAD_FILTERS)('answers 400 with a message to %s', async (path) => {
    const answer = await admin.get<{ message: string }>(path);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.headers.get('content-disposition')).toBeNull();
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    for (const path of EXPORTS) {
      expect((await store.client().get(path)).status, path).toBe(401);
      expect((await alice.get(path)).status, path).toBe(403);
    }
  });

  it('asks for the password again once the step-up window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 5_000 });
    try {
      for (const path of EXPORTS)
        expect(await admin.get(path), path).toMatchObject({
          status: 403,
          body: { message: STEP_UP_MESSAGE, stepUpRequired: true },
        });
      expect((await admin.post('/api/step-up', { password: 'secret123' })).status).toBe(200);
      for (const path of EXPORTS) expect((await admin.get(path)).status, path).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('streaming', () => {
  /** Rows of the large export: withdrawals, a type no other row here has. */
  const BULK_ROWS = 100_000;
  const BULK_PATH = '/api/admin/transactions.csv?type=withdrawal';
  let cookie: string;

  /** The backends running the export's statement now (the page read has a LIMIT, it has none). */
  const exportBackends = async () => {
    const { rows } = await store.core.pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE state = 'active' AND query LIKE '%FROM wallet_transactions t%ORDER BY t.id DESC'
          AND pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  };
  /** Whether backend `pid` is still connected. */
  const isConnected = async (pid: number) =>
    (await store.core.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]))
      .rowCount === 1;

  beforeAll(async () => {
    await store.core.pool.query(
      `INSERT INTO wallet_transactions (id, user_id, type, amount_cents, status, description, created_at)
       SELECT 1000000 + n, $1, 'withdrawal', -n, 'completed', 'Bulk withdrawal ' || n,
              now() - n * interval '1 second'
         FROM generate_series(1, ${BULK_ROWS}) AS n`,
      [aliceId],
    );
    const login = await fetch(`${store.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@keymart.test', password: 'secret123' }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  });

  it('streams a large export from a cursor: rows arrive while the query is still being read', async () => {
    const response = await fetch(`${store.url}${BULK_PATH}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The reader stops here: backpressure holds the cursor open, its rows not all read.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await exportBackends()).toHaveLength(1);
    const decoder = new TextDecoder();
    let text = decoder.decode(first.value, { stream: true });
    let lines = 0;
    let bytes = first.value!.length;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      bytes += chunk.value.length;
      text += decoder.decode(chunk.value, { stream: true });
      const end = text.lastIndexOf('\n');
      lines += text.slice(0, end + 1).split('\n').length - 1;
      text = text.slice(end + 1);
    }
    // The header, then every row.
    expect(lines).toBe(1 + BULK_ROWS);
    expect(bytes).toBeGreaterThan(BULK_ROWS * 40);
    // Done: the client went back to the pool, its statement finished.
    await vi.waitFor(async () => expect(await exportBackends()).toEqual([]));
  });

  it('frees the pool client when the downloader goes away', async () => {
    const aborted = new AbortController();
    const response = await fetch(`${store.url}${BULK_PATH}`, {
      headers: { cookie },
      signal: aborted.signal,
    });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    const [pid] = await exportBackends();
    expect(pid).toEqual(expect.any(Number));
    aborted.abort();
    // The client is released with the error, so the pool closes its connection rather than
    // hand on a client in the middle of a statement.
    await vi.waitFor(async () => expect(await isConnected(pid!)).toBe(false), { timeout: 5_000 });
    expect(store.core.pool.waitingCount).toBe(0);
    // And the store answers exports as before.
    const rows = await exported('/api/admin/transactions.csv?type=purchase', 'transactions');
    expect(rows).toHaveLength(4);
  });
});

describe('a failing query', () => {
  /** Answers GET / with `query` through sendCsvExport on the store's pool; its address. */
  async function exportServer(query: CsvQuery) {
    const app = express();
    app.get('/', async (_req, res) => {
      await sendCsvExport(
        store.core.pool,
        res,
        { list: 'test', query, columns: ['n'], cells: (row: { n: number }) => [row.n] },
        'UTC',
      );
    });
    app.use(errorHandler(store.core.log));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }
  /** Backends whose last statement was the failing export's (the pattern is split so this
   * statement's own text does not match it). */
  const failedBackends = async () =>
    (
      await store.core.pool.query(
        `SELECT pid FROM pg_stat_activity
          WHERE query LIKE '%' || 'generate_series(1, ' || '5000)%' AND pid <> pg_backend_pid()`,
      )
    ).rowCount;

  it('answers 500 JSON, no attachment, when it fails before the first row', async () => {
    const server = await exportServer({ text: 'SELECT 1 / 0 AS n', values: [] });
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toEqual({ message: 'Internal server error' });
    } finally {
      await server.close();
    }
  });

  it('cuts the file short when it fails after rows were sent, and closes its connection', async () => {
    const server = await exportServer({
      // Row 3,000 divides by zero, several fetches after the first rows went out.
      text: 'SELECT n / (3000 - n) AS n FROM generate_series(1, 5000) AS n',
      values: [],
    });
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
      // Released with the error: the pool closed the connection instead of reusing it.
      await vi.waitFor(async () => expect(await failedBackends()).toBe(0), { timeout: 5_000 });
    } finally {
      await server.close();
    }
  });
});
