/**
 * Balance statements (GET /api/transactions/statement.{pdf,csv} and
 * GET /api/admin/users/{id}/statement.{pdf,csv}): for a customer with a deposit, an admin credit,
 * purchases, a refund and an admin deduction, the CSV's rows and the PDF's text are the entries
 * `ledger history` replays for the same period, and the closing balance is the wallet's.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { humanize } from '../../contracts/display-names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHistory, type LedgerLine } from '../../application/ledger/history';
import { periodInstants } from '../../application/ledger/statement';
import { formatCents } from '../../contracts/money';
import { MAX_RANGE_DAYS, addDays, storeDate } from '../../contracts/store-days';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';
import { neutralizeCell } from '../http/csv-export';

const TIME_ZONE = 'Asia/Dubai';

let store: TestStore;
let admin: TestClient;
let customer: TestClient;
let customerId: number;

/** A CSV row as csv-parse reads it under the header. */
interface CsvRow {
  date: string;
  type: string;
  description: string;
  amount: string;
  balance: string;
}

beforeAll(async () => {
  store = await startTestStore({ STORE_TIMEZONE: TIME_ZONE });
  admin = store.client();
  await admin.register('admin@keymart.test');
  const build = shop(admin, () => store.client(), 'Statement');
  const product = await build.product({ price: '7.50' });
  customer = store.client();
  customerId = (await customer.register('statement@keymart.test')).id;

  // A crypto deposit paid at the sandbox gateway.
  const payment = await customer.post('/api/create-payment', { amount: '40.00' });
  expect(payment.status).toBe(200);
  const paid = await fetch(payment.body.paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'status=paid',
  });
  expect(paid.status).toBe(200);
  // An admin credit, two purchases, a partial refund and a deduction whose reason looks like a
  // spreadsheet formula.
  const adjust = (operation: 'add' | 'subtract', amount: string, reason: string) =>
    admin.post(`/api/admin/users/${customerId}/balance`, { amount, operation, reason });
  expect((await adjust('add', '25.00', 'Goodwill credit')).status).toBe(200);
  const first = await customer.post('/api/purchase', { productId: product.id, quantity: 2 });
  expect(first.status).toBe(201);
  expect(
    (await customer.post('/api/purchase', { productId: product.id, quantity: 1 })).status,
  ).toBe(201);
  const refunded = await admin.request(
    'POST',
    `/api/admin/orders/${first.body.order.id}/refunds`,
    { amount: '5.00', reason: 'Late delivery', restock: false },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(refunded.status).toBe(201);
  expect((await adjust('subtract', '3.25', '=HYPERLINK("x")')).status).toBe(200);
});
afterAll(() => store?.stop());

const today = () => storeDate(new Date(), TIME_ZONE);

/** The customer's balance as GET /api/user answers it (the header's balance chip). */
const walletBalance = async () => (await customer.get('/api/user')).body.balance as string;

/** The lines `ledger history` replays for store days `from` to `to`. */
async function ledgerLinesOf(from: string, to: string): Promise<LedgerLine[]> {
  const { start, end } = periodInstants({ from, to }, TIME_ZONE);
  const history = await ledgerHistory(store.core.pool, store.core.store, customerId);
  return history.lines.filter((line) => line.recordedAt >= start && line.recordedAt < end);
}

/** A CSV answer's rows, after checking it is a CSV attachment. */
async function csvRows(client: TestClient, path: string): Promise<CsvRow[]> {
  const answer = await client.get<string>(path);
  expect(answer.status, String(answer.body)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="keymart-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  return parse<CsvRow>(answer.body, { columns: true });
}

/** A PDF answer's text, pages joined, after checking it is a PDF attachment. */
async function pdfText(client: TestClient, path: string): Promise<string> {
  const answer = await client.fetch(path);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(await answer.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('GET /api/transactions/statement.csv', () => {
  it("lists the entries `ledger history` replays for the period between the opening and closing balances, closing at the wallet's balance", async () => {
    const lines = await ledgerLinesOf(today(), today());
    expect(lines.map((line) => line.type)).toEqual([
      'deposit',
      'credit',
      'purchase',
      'purchase',
      'refund',
      'debit',
    ]);
    const rows = await csvRows(
      customer,
      `/api/transactions/statement.csv?from=${today()}&to=${today()}`,
    );
    const { start, end } = periodInstants({ from: today(), to: today() }, TIME_ZONE);
    expect(rows[0]).toEqual({
      date: start.toISOString(),
      type: 'opening',
      description: 'Opening balance',
      amount: '',
      balance: '0.00',
    });
    expect(rows.slice(1, -1)).toEqual(
      lines.map((line) => ({
        date: line.recordedAt.toISOString(),
        type: line.type,
        description: neutralizeCell(line.description),
        amount: formatCents(line.amountCents),
        balance: formatCents(line.balanceCents),
      })),
    );
    // The deduction's reason is kept as text, not a formula.
    expect(rows.at(-2)!.description).toBe(`'=HYPERLINK("x")`);
    const wallet = await walletBalance();
    // 40.00 + 25.00 - 15.00 - 7.50 + 5.00 - 3.25
    expect(wallet).toBe('44.25');
    expect(rows.at(-1)).toEqual({
      date: end.toISOString(),
      type: 'closing',
      description: 'Closing balance',
      amount: '',
      balance: wallet,
    });
  });

  it('defaults to this month to date', async () => {
    const month = `${today().slice(0, 8)}01`;
    const rows = await csvRows(customer, '/api/transactions/statement.csv');
    const lines = await ledgerLinesOf(month, today());
    expect(rows.slice(1, -1).map((row) => row.balance)).toEqual(
      lines.map((line) => formatCents(line.balanceCents)),
    );
    expect(rows.at(-1)!.balance).toBe(await walletBalance());
  });

  it('gives a period before any activity no entries and the same opening and closing balance', async () => {
    const yesterday = addDays(today(), -1);
    const rows = await csvRows(
      customer,
      `/api/transactions/statement.csv?from=${addDays(yesterday, -30)}&to=${yesterday}`,
    );
    expect(rows.map((row) => [row.type, row.balance])).toEqual([
      ['opening', '0.00'],
      ['closing', '0.00'],
    ]);
  });

  it("gives another customer only their own statement, never this customer's entries", async () => {
    const other = store.client();
    await other.register('statement-other@keymart.test');
    const rows = await csvRows(other, '/api/transactions/statement.csv');
    expect(rows.map((row) => row.type)).toEqual(['opening', 'closing']);
  });
});

describe('GET /api/transactions/statement.pdf', () => {
  it('states the customer, the period, the opening balance, every entry with its running balance and the closing balance', async () => {
    const text = await pdfText(
      customer,
      `/api/transactions/statement.pdf?from=${today()}&to=${today()}`,
    );
    expect(text).toContain('KeyMart balance statement');
    expect(text).toContain('Customer: statement@keymart.test');
    expect(text).toContain(`Period: ${today()} to ${today()} (store days, ${TIME_ZONE})`);
    expect(text).toContain('Opening balance: 0.00 USD');
    // Each entry's type in words, description, amount and balance, in the ledger's order.
    let from = 0;
    for (const line of await ledgerLinesOf(today(), today())) {
      for (const part of [
        humanize(line.type),
        line.description,
        formatCents(line.amountCents),
        formatCents(line.balanceCents),
      ]) {
        const at = text.indexOf(part, from);
        expect(at, `${part} after offset ${from}`).toBeGreaterThanOrEqual(from);
        from = at + part.length;
      }
    }
    const closing = /Closing balance: (-?\d+\.\d{2}) USD/.exec(text.slice(from));
    expect(closing?.[1]).toBe(await walletBalance());
  });

  it('runs a long statement over several pages, the table header on each', async () => {
    const busy = store.client();
    const { id } = await busy.register('statement-busy@keymart.test');
    for (let index = 1; index <= 70; index++)
      expect(
        (
          await admin.post(`/api/admin/users/${id}/balance`, {
            amount: '1.00',
            operation: 'add',
            reason: `Loyalty credit ${index}`,
          })
        ).status,
      ).toBe(200);
    const answer = await admin.fetch(`/api/admin/users/${id}/statement.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(await answer.arrayBuffer()));
    const pages = (await extractText(pdf)).text;
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(page).toContain('Date Type Description Amount (USD) Balance (USD)');
    expect(pages.join('\n')).toContain('Loyalty credit 70');
    expect(pages.at(-1)).toContain('Closing balance: 70.00 USD');
  });
});

describe('GET /api/admin/users/{id}/statement.{csv,pdf}', () => {
  it("gives staff the customer's own statement", async () => {
    const path = `statement.csv?from=${today()}&to=${today()}`;
    expect(await csvRows(admin, `/api/admin/users/${customerId}/${path}`)).toEqual(
      await csvRows(customer, `/api/transactions/${path}`),
    );
    const text = await pdfText(admin, `/api/admin/users/${customerId}/statement.pdf`);
    expect(text).toContain('Customer: statement@keymart.test');
    expect(text).toContain(`Closing balance: ${await walletBalance()} USD`);
  });

  it('answers 404 for an unknown user, 403 to a customer and 401 signed out', async () => {
    for (const format of ['csv', 'pdf']) {
      const unknown = await admin.get(`/api/admin/users/999999/statement.${format}`);
      expect(unknown).toMatchObject({ status: 404, body: { message: 'User not found' } });
      expect(
        (await customer.get(`/api/admin/users/${customerId}/statement.${format}`)).status,
      ).toBe(403);
      expect((await store.client().get(`/api/transactions/statement.${format}`)).status).toBe(401);
    }
  });
});

describe('bad periods', () => {
  it('refuses malformed dates, a reversed or too long range and a future end with a clear 400', async () => {
    const tomorrow = addDays(today(), 1);
    const cases: [query: string, message: string][] = [
      ['from=2026-02-30', 'from: Not a calendar date'],
      ['to=yesterday', 'to: Use a date as YYYY-MM-DD'],
      ['from=1%2F1%2F2026', 'from: Use a date as YYYY-MM-DD'],
      [`from=${today()}&to=${addDays(today(), -1)}`, 'from must not be after to'],
      [`to=${tomorrow}`, 'to must not be after today'],
      [`from=${addDays(today(), -MAX_RANGE_DAYS)}`, `At most ${MAX_RANGE_DAYS} days at a time`],
    ];
    const eventsBefore = await store.core.pool.query('SELECT count(*) FROM events');
    for (const [query, message] of cases)
      for (const path of [
        `/api/transactions/statement.csv?${query}`,
        `/api/transactions/statement.pdf?${query}`,
        `/api/admin/users/${customerId}/statement.pdf?${query}`,
      ]) {
        const answer = await (path.startsWith('/api/admin') ? admin : customer).get(path);
        expect(answer.status, path).toBe(400);
        expect(answer.body.message, path).toBe(message);
      }
    const eventsAfter = await store.core.pool.query('SELECT count(*) FROM events');
    expect(eventsAfter.rows).toEqual(eventsBefore.rows);
  });
});
