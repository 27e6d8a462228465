/**
 * Balance statements in a real browser (ARCHITECTURE.md "Money and the ledger"): a customer with
 * some activity opens /transactions, checks the period in the Download statement dialog, and
 * downloads the PDF, whose closing balance is the one the header's balance chip shows; on a phone
 * the dialog works from the keyboard; staff download the same customer's CSV from the admin user
 * page.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDollarsToCents } from '../../contracts/money';
import { addDays, storeDate } from '../../contracts/store-days';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { registerAdmin, signInThroughForm } from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';

const PASSWORD = 'secret123';
/** The test store's time zone: the store's default (application/config.ts STORE_TIMEZONE). */
const TIME_ZONE = 'Asia/Dubai';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let customer: { id: number; email: string };

beforeAll(async () => {
  store = await startTestStore();
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  const build = shop(admin, () => store.client(), 'Statement');
  const product = await build.product({ price: '12.40' });
  const { client, user } = await build.customer('statement-buyer@keymart.test', '50.00');
  customer = user;
  expect((await client.post('/api/purchase', { productId: product.id, quantity: 1 })).status).toBe(
    201,
  );
  const deducted = await admin.post(`/api/admin/users/${user.id}/balance`, {
    amount: '2.35',
    operation: 'subtract',
    reason: 'Chargeback fee',
  });
  expect(deducted.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/** A page signed in as the customer, at `viewport`, CSP bypassed for axe-core. */
async function customerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await signInThroughForm(page, store.url, customer.email, PASSWORD);
  return page;
}

/** The text of a downloaded PDF, pages joined. */
async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await fs.readFile(await download.path());
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true }))
    .text;
}

/** The closing balance a PDF statement's text states, in cents. */
function closingCentsOf(text: string): number | null {
  const closing = /Closing balance: (-?\d+\.\d{2}) USD/.exec(text);
  return closing ? parseDollarsToCents(closing[1]!) : null;
}

describe('customer statements', () => {
  it("downloads a PDF statement from /transactions whose closing balance is the balance chip's", async () => {
    const page = await customerPage(SCREENSHOT_VIEWPORTS.desktop);
    await page.goto(`${store.url}/transactions`);
    await page.getByText('Chargeback fee').waitFor();
    const chip = page.getByRole('link', { name: /^Balance / });
    const chipText = (await chip.innerText()).trim();
    expect(chipText).toBe('$35.25');

    await page.getByRole('button', { name: 'Download statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download statement' });
    const today = storeDate(new Date(), TIME_ZONE);
    expect(await dialog.getByLabel('From').inputValue()).toBe(`${today.slice(0, 8)}01`);
    expect(await dialog.getByLabel('To').inputValue()).toBe(today);
    expect(await seriousViolations(page)).toEqual([]);

    // A future end is refused before anything is asked, under its field.
    await dialog.getByLabel('To').fill(addDays(today, 1));
    await dialog.getByRole('button', { name: 'PDF' }).click();
    await dialog.getByText('to must not be after today').waitFor();
    await dialog.getByLabel('To').fill(today);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'PDF' }).click(),
    ]);
    const from = `${today.slice(0, 8)}01`;
    expect(download.suggestedFilename()).toBe(`keymart-statement-${from}-to-${today}.pdf`);
    const text = await pdfTextOf(download);
    expect(text).toContain(`Customer: ${customer.email}`);
    expect(text).toContain('Chargeback fee');
    expect(closingCentsOf(text)).toBe(parseDollarsToCents(chipText.replace('$', '')));
    await page.getByText('Statement downloaded').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('works from the keyboard on a phone: Enter in a date field downloads the PDF', async () => {
    const page = await customerPage(SCREENSHOT_VIEWPORTS.phone);
    await page.goto(`${store.url}/transactions`);
    const open = page.getByRole('button', { name: 'Download statement' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Download statement' });
    await dialog.waitFor();
    // Full screen: the dialog takes the phone's width.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(SCREENSHOT_VIEWPORTS.phone.width);
    await dialog.getByLabel('From').focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const balance = (await admin.get(`/api/admin/users/${customer.id}`)).body.user
      .balance as string;
    expect(closingCentsOf(await pdfTextOf(download))).toBe(parseDollarsToCents(balance));
  });
});

describe('staff statements', () => {
  it("downloads the customer's CSV statement from the admin user page", async () => {
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORTS.desktop,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signInThroughForm(page, store.url);
    await page.goto(`${store.url}/admin/users/${customer.id}`);
    await page.getByRole('button', { name: 'Download statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download statement' });
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const rows = parse<{ type: string; description: string; balance: string }>(
      await fs.readFile(await download.path(), 'utf8'),
      { columns: true },
    );
    expect(rows.map((row) => row.type)).toEqual([
      'opening',
      'credit',
      'purchase',
      'debit',
      'closing',
    ]);
    const balance = (await admin.get(`/api/admin/users/${customer.id}`)).body.user
      .balance as string;
    expect(rows.at(-1)!.balance).toBe(balance);
  });
});
