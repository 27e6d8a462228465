/**
 * The admin products screen in a real browser (docs/specs/admin-area.md 2.4, 3, 4,
 * 5, 8 and 9): an admin creates a product with an uploaded image and an image URL, adds
 * auto-delivery stock and an FAQ, and a visitor sees both images and the FAQ in the store; the
 * list searches in the browser and pages by 10; Edit, the active switch and delete with its
 * confirmation work; the upload refuses files over 5 MB.
 */
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { startAdminBrowserStore, stopAdminBrowserStore, openThemedPage } from './admin-browser';
import type { ScreenshotViewport } from './screenshots';
import { closeContextsAfterEachTest } from './browser';

interface AdminProduct {
  id: number;
  name: string;
  price: string;
  originalPrice: string | null;
  stock: number;
  deliveryType: 'automatic' | 'manual';
  productImages: string[];
  autoDeliveryStock: string[];
  warrantyDays: number;
  isActive: boolean;
  productUrl: string;
  reviewRating: number;
  category: { id: number; name: string; customUrl: string } | null;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
/** The admin's signed-in browser state, signed in once through /auth. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  ({ store, browser, admin, adminState } = await startAdminBrowserStore({ SEED_DEMO: 'true' }));
});
afterAll(() => stopAdminBrowserStore({ store, browser }));
closeContextsAfterEachTest(() => browser);

/** A page signed in as the admin (or a visitor's page), at a viewport and theme. */
async function openPage(
  path: string,
  options: {
    signedIn?: boolean;
    viewport?: ScreenshotViewport;
    theme?: 'light' | 'dark';
  } = {},
): Promise<Page> {
  const page = await openThemedPage(browser, {
    url: `${store.url}${path}`,
    state: options.signedIn === false ? undefined : adminState,
    viewport: options.viewport,
    theme: options.theme,
  });
  return page;
}

async function adminProducts(): Promise<AdminProduct[]> {
  return (await admin.get('/api/admin/products')).body;
}

/** A solid-colour PNG of width x height pixels (a real image the browser can draw). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks files through the Upload Images button, as a person does. */
async function uploadThroughPicker(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await (await chooser).setFiles(file);
}

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The toast on screen shows `title`. */
async function toastShows(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
}

describe('admin products (docs/specs/admin-area.md 2.4)', () => {
  it('creates a product with an uploaded image, an image URL, stock and an FAQ, and the store shows them', async () => {
    const demo = await adminProducts();
    const category = demo.find((p) => p.category)!.category!;
    const urlImage = demo.find((p) => p.productImages[0]?.startsWith('/'))!.productImages[0]!;
    const name = 'Aurora VPN 1 Year';

    const page = await openPage('/admin/products');
    await page.getByRole('grid', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });

    // Create far below a missing name: the name field is brought into view and focused.
    const create = dialog.getByRole('button', { name: 'Create Product' });
    await create.scrollIntoViewIfNeeded();
    await create.click();
    const nameField = dialog.getByLabel('Product Name');
    await expect
      .poll(() =>
        nameField.evaluate((field) => {
          const { top, bottom } = field.getBoundingClientRect();
          return field === document.activeElement && top >= 0 && bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await dialog.getByText('Product name is required').waitFor();

    await nameField.fill(name);
    await choose(page, dialog, 'Category', category.name);
    await dialog.getByLabel('Description', { exact: true }).fill('A fast private network.');
    await dialog
      .getByRole('textbox', { name: /^Short Description/ })
      .fill('Fast and [b]private[/b] browsing');
    // The BBCode preview renders as the store will.
    await expect
      .poll(() =>
        dialog
          .getByRole('region', { name: 'Short Description preview' })
          .locator('strong')
          .textContent(),
      )
      .toBe('private');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('9.99');
    await dialog.getByLabel('Original Price').fill('19.99');
    await choose(page, dialog, 'Delivery Type', 'Automatic (instant)');
    await expect.poll(() => dialog.getByLabel('Stock', { exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => dialog.getByLabel('Review Rating').inputValue()).toBe('4.5');
    await expect.poll(() => dialog.getByLabel('Sort Order in Category').inputValue()).toBe('0');

    // A file over 5 MB is refused before it is sent.
    await uploadThroughPicker(page, {
      name: 'huge-banner.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'huge-banner.png is too large (max 5MB)' })
      .waitFor();

    // One image uploaded from a file, one added by pasting a URL and pressing Enter.
    await uploadThroughPicker(page, {
      name: 'aurora.png',
      mimeType: 'image/png',
      buffer: solidPng(80, 60, [40, 90, 200]),
    });
    const images = dialog.getByRole('list', { name: 'Product images' }).getByRole('listitem');
    await expect.poll(() => images.count()).toBe(1);
    await expect
      .poll(() => images.first().getAttribute('aria-label'))
      .toMatch(/^Image 1 \(primary\): \/uploads\/[0-9a-f]+\.png$/);
    await dialog.getByLabel('Image URL', { exact: true }).fill(urlImage);
    await dialog.getByLabel('Image URL', { exact: true }).press('Enter');
    await expect.poll(() => images.count()).toBe(2);
    await expect.poll(() => images.nth(1).getAttribute('aria-label')).toBe(`Image 2: ${urlImage}`);
    // The URL box holds one URL per line, the uploaded image first.
    const lines = (await dialog.getByLabel('Image URLs (one per line)').inputValue()).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(urlImage);

    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await toastShows(page, 'Product created');
    await dialog.waitFor({ state: 'hidden' });

    const created = (await adminProducts()).find((p) => p.name === name)!;
    expect(created).toMatchObject({
      price: '9.99',
      originalPrice: '19.99',
      deliveryType: 'automatic',
      reviewRating: 4.5,
      warrantyDays: 30,
      isActive: true,
    });
    expect(created.productImages).toEqual([lines[0], urlImage]);

    // Auto Delivery Stock: items trimmed, blank lines dropped.
    await page.getByLabel('Search products').fill('Aurora');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Auto Delivery Stock: ${name}` }).click();
    const stock = page.getByRole('dialog', { name: 'Auto Delivery Stock' });
    await stock.getByLabel('Stock items').fill('  AUR-1111-AAAA  \n\n AUR-2222-BBBB\n');
    await stock.getByText('2 items (blank lines are ignored)').waitFor();
    await stock.getByRole('button', { name: 'Save Stock' }).click();
    await toastShows(page, 'Stock updated');
    await row.getByText('2 in stock').waitFor();
    expect((await adminProducts()).find((p) => p.id === created.id)!.autoDeliveryStock).toEqual([
      'AUR-1111-AAAA',
      'AUR-2222-BBBB',
    ]);

    // Manage FAQs: Add stays disabled until both the question and the answer are filled.
    await row.getByRole('button', { name: `Manage FAQs: ${name}` }).click();
    const faqs = page.getByRole('dialog', { name: /Manage FAQs/ });
    await faqs.getByText('No questions yet').waitFor();
    const add = faqs.getByRole('button', { name: 'Add FAQ' });
    expect(await add.isDisabled()).toBe(true);
    await faqs.getByRole('textbox', { name: /^Question/ }).fill('How many devices can I connect?');
    expect(await add.isDisabled()).toBe(true);
    expect(await faqs.getByLabel('Display Order').inputValue()).toBe('0');
    await faqs.getByRole('textbox', { name: /^Answer/ }).fill('Up to [b]five[/b] devices at once.');
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await toastShows(page, 'FAQ created');
    await faqs.getByText('How many devices can I connect?').waitFor();
    await faqs.getByRole('button', { name: 'Close' }).click();

    // The store: both images in the gallery, the uploaded one first, and the FAQ.
    const visitor = await openPage(`/category/${category.customUrl}/${created.productUrl}`, {
      signedIn: false,
    });
    await visitor.getByRole('heading', { name }).first().waitFor();
    await visitor.getByRole('button', { name: `Show image 2 of ${name}` }).waitFor();
    const main = visitor.getByRole('img', { name, exact: true });
    await expect.poll(() => main.getAttribute('src')).toBe(lines[0]);
    await expect
      .poll(() => main.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(80);
    await visitor.getByRole('button', { name: `Show image 2 of ${name}` }).click();
    await expect.poll(() => main.getAttribute('src')).toBe(urlImage);
    await visitor.getByRole('tab', { name: 'FAQ' }).click();
    await visitor.getByRole('button', { name: 'How many devices can I connect?' }).click();
    await visitor.getByText('devices at once.').waitFor();
    expect(await visitor.getByText('five', { exact: true }).evaluate((el) => el.tagName)).toBe(
      'STRONG',
    );
  });

  it('searches in the browser, pages by 10 and shows No search results found', async () => {
    const all = await adminProducts();
    expect(all.length).toBeGreaterThan(10);
    const page = await openPage('/admin/products');
    const grid = page.getByRole('grid', { name: 'Products' });
    await grid.waitFor();
    await page.getByText(`Showing 1 to 10 of ${all.length} products`).waitFor();
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    expect(await pager.getByRole('button', { name: 'First' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await pager.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText(`Showing 11 to ${Math.min(20, all.length)} of ${all.length} products`)
      .waitFor();
    await pager.getByRole('button', { name: 'Last' }).click();
    const lastPage = Math.ceil(all.length / 10);
    expect(
      await pager.getByRole('button', { name: `Page ${lastPage}` }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
    await pager.getByRole('button', { name: 'First' }).click();
    await page.getByText(`Showing 1 to 10 of ${all.length} products`).waitFor();

    // By category name and by price.
    const sample = all.find((p) => p.category)!;
    await page.getByLabel('Search products').fill(sample.category!.name.toUpperCase());
    const inCategory = all.filter((p) => p.category?.name === sample.category!.name).length;
    await expect.poll(() => grid.getByRole('row').count()).toBe(Math.min(inCategory, 10) + 1);
    await page.getByLabel('Search products').fill(sample.price);
    await grid.getByRole('row', { name: new RegExp(escapeRegExp(sample.name)) }).waitFor();

    await page.getByLabel('Search products').fill('no product is called this');
    await page.getByRole('heading', { name: 'No search results found' }).waitFor();
  });

  it('edits every kind of field, switches a product off and deletes it after the confirmation', async () => {
    const created = await admin.post('/api/products', {
      name: 'Editable Licence',
      price: 5,
      deliveryType: 'manual',
      stock: 4,
      warrantyDays: 60,
    });
    expect(created.status).toBe(201);
    const product = created.body as AdminProduct;

    const page = await openPage('/admin/products');
    await page.getByLabel('Search products').fill('Editable Licence');
    const row = page.getByRole('row', { name: /Editable Licence/ });
    await row.getByRole('button', { name: 'Edit Editable Licence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await dialog.getByLabel('Product Name').inputValue()).toBe('Editable Licence');
    expect(await dialog.getByLabel('Warranty Days').inputValue()).toBe('60');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('11.00');
    await dialog.getByLabel('Stock', { exact: true }).fill('9');
    await dialog.getByLabel('Review Rating').fill('4.8');
    await dialog.getByLabel('Has warranty').uncheck();
    await dialog.getByLabel('Meta Title').fill('Editable Licence | KeyMart');
    await dialog.getByLabel('Show on homepage').check();
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await toastShows(page, 'Product updated');
    const edited = (await adminProducts()).find((p) => p.id === product.id)!;
    expect(edited).toMatchObject({
      price: '11.00',
      stock: 9,
      reviewRating: 4.8,
      warrantyDays: 0,
      metaTitle: 'Editable Licence | KeyMart',
      showOnHomepage: true,
    });

    // The switch is instant; the server confirms.
    await row.getByRole('switch', { name: 'Active: Editable Licence' }).click();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await toastShows(page, 'Product status updated');
    expect((await adminProducts()).find((p) => p.id === product.id)!.isActive).toBe(false);

    await row.getByRole('button', { name: 'Delete Editable Licence' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await confirm
      .getByText('Are you sure you want to delete "Editable Licence"? This cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastShows(page, 'Product deleted');
    await page.getByRole('heading', { name: 'No search results found' }).waitFor();
    expect((await adminProducts()).some((p) => p.id === product.id)).toBe(false);
  });

  it('has no serious or critical accessibility violation in the list and its dialogs, light and dark', async () => {
    const first = (await adminProducts())[0]!;
    for (const theme of ['light', 'dark'] as const) {
      const page = await openPage('/admin/products', { theme });
      await page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(10).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `Edit ${first.name}` }).click();
      await page.getByRole('dialog', { name: 'Edit Product' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: `Manage FAQs: ${first.name}` }).click();
      await page
        .getByRole('dialog', { name: /Manage FAQs/ })
        .getByRole('heading', { name: 'Questions' })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
