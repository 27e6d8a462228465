/**
 * Supplier batches in the Auto Delivery Stock dialog, in a real browser: a CSV import is previewed
 * with its duplicates marked (a line repeated in the file, a key the product already sold) before
 * anything is saved, Save waits until they are dropped, and the batch then shows in the Batches
 * list; quarantining it takes its items off sale at once. A duplicate that appears between the
 * preview and the save is marked from the refusal, and the items editor then offers to reload the
 * stock it shows. The Item states tab lists every key with its state, withdraws a chosen one and
 * exports them as CSV. Each tab passes axe-core, and on a phone the dialog fills the screen.
 */
import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockBatchDto } from '../../contracts/stock-batches';
import type { TestClient, TestStore } from '../support/store';
import { shop } from '../support/shop';
import { seriousViolations } from './axe';
import { startAdminBrowserStore, stopAdminBrowserStore, openThemedPage } from './admin-browser';
import { closeContextsAfterEachTest } from './browser';
import { expectToast } from './toasts';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  ({ store, browser, admin, adminState } = await startAdminBrowserStore());
});
afterAll(() => stopAdminBrowserStore({ store, browser }));
closeContextsAfterEachTest(() => browser);

async function openStockDialog(product: {
  name: string;
}): Promise<{ page: Page; dialog: Locator }> {
  const page = await openThemedPage(browser, {
    url: `${store.url}/admin/products`,
    state: adminState,
  });
  await page.getByRole('grid', { name: 'Products' }).waitFor();
  await page.getByLabel('Search products').fill(product.name);
  const row = page.getByRole('row', { name: new RegExp(product.name) });
  await row.getByRole('button', { name: `Auto Delivery Stock: ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Auto Delivery Stock' });
  await dialog.getByLabel('Stock items').waitFor();
  return { page, dialog };
}

/** The text of each body cell of `table`, row by row. */
function cellTexts(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from((row as HTMLTableRowElement).cells, (cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** Chooses a CSV file with `text` in the Import batch tab's file input. */
async function chooseCsv(dialog: Locator, text: string): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'supplier-batch.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

const stockOf = async (productId: number): Promise<string[]> =>
  (await admin.get(`/api/admin/products/${productId}/stock`)).body.stockItems as string[];

describe('stock batches in the stock dialog', () => {
  it('previews duplicates before saving, drops them, lists the batch and quarantines it', async () => {
    const setUp = shop(admin, () => store.client(), 'Batches');
    const product = await setUp.product({ price: '1.00', items: ['SB-SOLD', 'SB-OLD'] });
    const { client } = await setUp.customer('batch-dialog-buyer@keymart.test', '5.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.body.order.deliveredItem).toBe('SB-SOLD');

    const { page, dialog } = await openStockDialog(product);
    await dialog.getByRole('tab', { name: 'Import batch' }).click();
    await chooseCsv(
      dialog,
      'item,note\nSB-NEW-1,first\nSB-SOLD,sold already\n\nSB-NEW-2,second\nSB-NEW-1,again\n',
    );

    // The preview marks both duplicates with the file's line numbers; nothing is saved yet.
    const summary = dialog.getByText(/^4 lines: 2 new/);
    await summary.waitFor();
    expect(await summary.innerText()).toContain(
      "4 lines: 2 new, 1 repeats an earlier line, 1 is already in this product's stock history.",
    );
    const preview = dialog.getByRole('table', { name: 'Batch preview' });
    expect(await cellTexts(preview)).toEqual([
      ['2', 'SB-NEW-1', 'New'],
      ['3', 'SB-SOLD', "Already in this product's stock history"],
      ['5', 'SB-NEW-2', 'New'],
      ['6', 'SB-NEW-1', 'Repeats line 2'],
    ]);
    await dialog.getByLabel('Supplier').fill('Acme Keys');
    await dialog.getByLabel('Unit cost ($)').fill('1.25');
    await dialog.getByLabel('Note').fill('November order');
    const save = dialog.getByRole('button', { name: 'Save batch' });
    expect(await save.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await admin.get(`/api/admin/products/${product.id}/stock/batches`)).body).toEqual([]);

    await dialog.getByRole('button', { name: 'Drop duplicates' }).click();
    await dialog.getByText('2 lines, all new: ready to save.').waitFor();
    expect(await cellTexts(preview)).toEqual([
      ['2', 'SB-NEW-1', 'New'],
      ['5', 'SB-NEW-2', 'New'],
    ]);
    await save.click();
    await expectToast(page, 'Batch added', 'Batch #1: 2 items from Acme Keys');

    // The Batches tab shows the new batch.
    const batchesTab = dialog.getByRole('tab', { name: 'Batches' });
    expect(await batchesTab.getAttribute('aria-selected')).toBe('true');
    const batches = dialog.getByRole('table', { name: 'Stock batches' });
    await batches.waitFor();
    const today = expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(await cellTexts(batches)).toEqual([
      ['#1', 'Acme Keys', '$1.25', today, '2', '0', '0', '0%', '2', 'On sale', 'Quarantine'],
    ]);
    expect(await stockOf(product.id)).toEqual(['SB-OLD', 'SB-NEW-1', 'SB-NEW-2']);

    // Quarantine: the confirmation says how many items leave sale, then none are left.
    await dialog.getByRole('button', { name: 'Quarantine batch #1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Quarantine batch #1?' });
    await confirm
      .getByText('2 items of this batch from Acme Keys will leave sale at once')
      .waitFor();
    await confirm.getByLabel('Reason (optional)').fill('Supplier recalled it');
    await confirm.getByRole('button', { name: 'Quarantine' }).click();
    await expectToast(page, 'Batch quarantined', 'Batch #1: 2 items left sale.');
    await confirm.waitFor({ state: 'hidden' });
    await batches.getByText('Quarantined by staff').waitFor();
    expect(await cellTexts(batches)).toEqual([
      ['#1', 'Acme Keys', '$1.25', today, '2', '0', '0', '0%', '0', 'Quarantined by staff', ''],
    ]);
    expect(await stockOf(product.id)).toEqual(['SB-OLD']);
    expect(await seriousViolations(page)).toEqual([]);
    const [saved] = (await admin.get(`/api/admin/products/${product.id}/stock/batches`))
      .body as StockBatchDto[];
    expect(saved).toMatchObject({
      supplier: 'Acme Keys',
      unitCost: '1.25',
      note: 'November order',
      size: 2,
      left: 0,
      quarantineCause: 'staff',
    });

    // Item states: every key with its state; withdraw the one still on sale, then export.
    await dialog.getByRole('tab', { name: 'Item states' }).click();
    const states = dialog.getByRole('table', { name: 'Stock item states' });
    await states.waitFor();
    const stateColumns = async () =>
      (await cellTexts(states)).map(([, item, state, batch]) => [item, state, batch]);
    expect(await stateColumns()).toEqual([
      ['SB-SOLD', 'Sold', '—'],
      ['SB-OLD', 'Available', '—'],
      ['SB-NEW-1', 'Quarantined', '#1'],
      ['SB-NEW-2', 'Quarantined', '#1'],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Choose SB-OLD' }).check();
    await dialog.getByRole('button', { name: 'Withdraw (1)' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw 1 item?' });
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expectToast(page, 'Items withdrawn', '1 item left sale.');
    await states.getByText('Withdrawn').waitFor();
    expect((await stateColumns())[1]).toEqual(['SB-OLD', 'Withdrawn', '—']);
    expect(await stockOf(product.id)).toEqual([]);

    await dialog.getByLabel('State', { exact: true }).click();
    await page.getByRole('option', { name: 'Quarantined (2)' }).click();
    expect((await stateColumns()).map(([item]) => item)).toEqual(['SB-NEW-1', 'SB-NEW-2']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`keymart-stock-items-product-${product.id}.csv`);
    const csv = (await fs.readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('item,state,batch,order,claim,changed_at');
    expect(csv.slice(1).map((row) => row.split(',').slice(0, 3))).toEqual([
      ['SB-SOLD', 'sold', ''],
      ['SB-OLD', 'withdrawn', ''],
      ['SB-NEW-1', 'quarantined', '1'],
      ['SB-NEW-2', 'quarantined', '1'],
    ]);
  });

  it('marks a duplicate added between the preview and the save, from the refusal', async () => {
    const setUp = shop(admin, () => store.client(), 'Race');
    const product = await setUp.product({ price: '1.00', items: ['RB-1'] });
    const { page, dialog } = await openStockDialog(product);
    await dialog.getByRole('tab', { name: 'Import batch' }).click();
    // A file the CSV parser refuses says why and offers nothing to save.
    await chooseCsv(dialog, 'RB-9\n"RB-10\n');
    await dialog.getByText(/^The CSV file cannot be read: Quote Not Closed/).waitFor();
    expect(await dialog.getByRole('table', { name: 'Batch preview' }).count()).toBe(0);
    await dialog.getByLabel('Or paste items, one per line').fill('RB-2\nRB-3');
    expect(await dialog.getByText(/^The CSV file cannot be read/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('2 lines, all new: ready to save.').waitFor();
    await dialog.getByLabel('Supplier').fill('Beta Supply');
    await dialog.getByLabel('Unit cost ($)').fill('0.5');

    // Someone else adds RB-3 meanwhile.
    const other = await admin.post(`/api/admin/products/${product.id}/stock/batches`, {
      items: ['RB-3'],
      supplier: 'Other',
      unitCost: '1.00',
    });
    expect(other.status).toBe(201);
    await dialog.getByRole('button', { name: 'Save batch' }).click();
    await dialog
      .getByText(
        '1 item is a duplicate: remove it and import again (a key can be in stock only once)',
      )
      .waitFor();
    expect(await cellTexts(dialog.getByRole('table', { name: 'Batch preview' }))).toEqual([
      ['1', 'RB-2', 'New'],
      ['2', 'RB-3', "Already in this product's stock history"],
    ]);
    expect(await dialog.getByRole('button', { name: 'Save batch' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Drop duplicates' }).click();
    await dialog.getByText('1 line, all new: ready to save.').waitFor();
    expect(await dialog.getByLabel('Or paste items, one per line').inputValue()).toBe('RB-2');
    await dialog.getByRole('button', { name: 'Save batch' }).click();
    await expectToast(page, 'Batch added', 'Batch #2: 1 item from Beta Supply');
    const batches = dialog.getByRole('table', { name: 'Stock batches' });
    await batches.waitFor();
    expect((await cellTexts(batches)).map((row) => [row[0], row[1], row[2], row[4]])).toEqual([
      ['#2', 'Beta Supply', '$0.50', '1'],
      ['#1', 'Other', '$1.00', '1'],
    ]);
    expect(await stockOf(product.id)).toEqual(['RB-1', 'RB-3', 'RB-2']);

    // The Items editor, loaded before, says so and reloads the stock as it is now.
    await dialog.getByRole('tab', { name: 'Items' }).click();
    await dialog
      .getByText(
        'The stock changed in another tab since this list was loaded: reload it before saving.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Reload Stock' }).click();
    await dialog.getByText(/^Stock reloaded: 3 items are in stock now/).waitFor();
    expect(await dialog.getByLabel('Stock items').inputValue()).toBe('RB-1\nRB-3\nRB-2');
  });

  it('fills the screen on a phone in the dark theme, tabs reached from the keyboard', async () => {
    const product = await shop(admin, () => store.client(), 'Phone').product({
      price: '1.00',
      items: ['PH-1'],
    });
    const page = await openThemedPage(browser, {
      url: `${store.url}/admin/products`,
      state: adminState,
      viewport: 'phone',
      theme: 'dark',
    });
    await page.getByLabel('Search products').fill(product.name);
    await page.getByRole('button', { name: `Actions for ${product.name}` }).click();
    await page.getByRole('menuitem', { name: 'Auto Delivery Stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Delivery Stock' });
    await dialog.getByLabel('Stock items').waitFor();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width });

    // Arrow keys move between the tabs, as WAI-ARIA tabs do.
    await dialog.getByRole('tab', { name: 'Items' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Choose CSV or TXT file' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.getByText('No batches yet: import one').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('tab', { name: 'Item states' }).click();
    await dialog.getByRole('table', { name: 'Stock item states' }).getByText('PH-1').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
