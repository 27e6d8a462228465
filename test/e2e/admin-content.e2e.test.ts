/**
 * The admin's content screens in a real browser (docs/specs/admin-area.md 2.10, 2.11, 2.14,
 * sections 4, 5, 7 and 8): moderating a review that then shows on the product page, reordering
 * categories as the home page's Popular Categories shows them, the category dialog's rules, and
 * announcements created, toggled, edited and deleted while the home banner follows each change.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { adminContext, expectAdminScreensAccessible, registerAdmin } from './admin-browser';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { expectToast } from './toasts';

interface Product {
  id: number;
  name: string;
  productUrl: string;
  category: { customUrl: string } | null;
}

interface Category {
  id: number;
  name: string;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let adminSession: Awaited<ReturnType<typeof adminContext>>;

/**
 * The welcome text of the home banner when there is no announcement (docs/specs/customer-area.md
 * 2).
 */
const WELCOME_PREFIX = 'Welcome to KeyMart!';

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  adminSession = await adminContext(browser, store.url);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

async function visitorPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The grid row holding `text`. */
const gridRow = (page: Page, text: string) =>
  page.getByRole('row').filter({ hasText: text }).first();

/** The names of the Popular Categories cards on the home page, in order. */
async function homeCategoryNames(page: Page): Promise<string[]> {
  const section = page.locator('#categories');
  await section.getByRole('heading', { level: 3 }).first().waitFor();
  return section.getByRole('heading', { level: 3 }).allTextContents();
}

/** The banner's text on the home page. */
const bannerText = (page: Page) => page.getByRole('region', { name: 'Announcements' });

describe('admin comments', () => {
  it('approves a customer review in the admin screen and the product page then shows it', async () => {
    const product = ((await admin.get('/api/products')).body as Product[]).find((p) => p.category)!;
    const customer = store.client();
    await customer.register('reviewer@keymart.test');
    const posted = await customer.post(`/api/products/${product.id}/comments`, {
      comment: 'Delivered in seconds, the key worked first time. Zebrafish',
      rating: 4,
    });
    expect(posted.status).toBe(201);
    const visitorView = await store.client().get(`/api/products/${product.id}/comments`);
    expect(JSON.stringify(visitorView.body)).not.toContain('Zebrafish');

    const page = adminSession.page;
    await page.goto(`${store.url}/admin/comments`);
    await page.getByRole('heading', { name: 'Comments', level: 1 }).waitFor();
    const row = gridRow(page, 'Zebrafish');
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Pending');
    expect(await row.textContent()).toContain('reviewer@keymart.test');
    expect(await row.textContent()).toContain(product.name);
    // The reviewer never bought the product: no Verified purchase.
    expect(await row.getByText('Verified purchase').count()).toBe(0);

    // The server search: nothing for other words, the review for its own.
    await page.getByLabel('Search comments').fill('no such words');
    await page.getByText('No comments found').waitFor();
    await page.getByLabel('Search comments').fill('zebrafish');
    await row.waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Comment updated', 'The comment is approved');
    await expect.poll(() => row.textContent()).toContain('Approved');

    const visitor = await visitorPage();
    await visitor.goto(
      `${store.url}/category/${product.category!.customUrl}/${product.productUrl}`,
    );
    await visitor.getByRole('tab', { name: /Reviews \(1\)/ }).click();
    await visitor.getByText('Delivered in seconds, the key worked first time. Zebrafish').waitFor();

    // Edit the text in the dialog.
    await row.getByRole('button', { name: 'Edit comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Comment' });
    await dialog.getByLabel('Comment').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Comment is required').waitFor();
    await dialog.getByLabel('Comment').fill('Instant delivery and a working key. Zebrafish');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Comment updated', 'The comment text was saved.');
    await dialog.waitFor({ state: 'hidden' });
    await gridRow(page, 'Instant delivery and a working key').waitFor();

    // Unapprove hides it again.
    await row.getByRole('button', { name: 'Unapprove' }).click();
    await expect.poll(() => row.textContent()).toContain('Pending');
    // The row changes at once; the toast comes with the server's answer.
    await expectToast(page, 'Comment updated', 'The comment is pending');
    const afterUnapprove = await store.client().get(`/api/products/${product.id}/comments`);
    expect(JSON.stringify(afterUnapprove.body)).not.toContain('Zebrafish');

    // Delete asks first.
    await row.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete comment' });
    await confirm.getByText('Are you sure you want to delete this comment?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Comment deleted');
    await page.getByText('No comments found').waitFor();
  });
});

describe('admin categories', () => {
  it('moves a category up and the home page shows the new order', async () => {
    const before = (await store.client().get('/api/categories')).body as Category[];
    expect(before.length).toBeGreaterThan(2);
    const [first, second] = before as [Category, Category];

    const page = adminSession.page;
    await page.goto(`${store.url}/admin/categories`);
    await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    // The first cannot move up, the last cannot move down.
    expect(await page.getByRole('button', { name: `Move ${first.name} up` }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('button', { name: `Move ${second.name} up` }).click();
    await expectToast(page, 'Category updated', `${second.name} moved up.`);
    await expect
      .poll(async () => (await page.getByRole('row').nth(1).textContent()) ?? '')
      .toContain(second.name);

    const home = await visitorPage();
    await home.goto(`${store.url}/`);
    const names = await homeCategoryNames(home);
    expect(names.slice(0, 2)).toEqual([second.name, first.name]);
    const after = (await store.client().get('/api/categories')).body as Category[];
    expect(after.slice(0, 2).map((c) => c.id)).toEqual([second.id, first.id]);
  });

  it('creates a category with its URL filled from the name, hides it and deletes it after asking', async () => {
    const page = adminSession.page;
    await page.goto(`${store.url}/admin/categories`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Colour', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Colour', { exact: true }).inputValue()).toBe('#3B82F6');
    expect(await dialog.getByLabel('Sort Order').inputValue()).toBe('0');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.getByText('Category name is required').waitFor();

    await dialog.getByLabel('Name').fill('Gift Cards & Vouchers!');
    await dialog.getByText('/category/gift-cards-vouchers').waitFor();
    await dialog.getByLabel('Short Description').fill('Store credit for games and apps.');
    await dialog.getByRole('combobox', { name: 'Icon' }).click();
    await page.getByRole('option', { name: 'Premium' }).click();
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await expectToast(page, 'Category created');
    await dialog.waitFor({ state: 'hidden' });
    const row = gridRow(page, 'Gift Cards & Vouchers!');
    await row.waitFor();
    expect(await row.textContent()).toContain('/category/gift-cards-vouchers');

    const created = (
      (await admin.get('/api/admin/categories?search=vouchers')).body as {
        customUrl: string;
        icon: string;
        color: string;
        sortOrder: number;
        isActive: boolean;
      }[]
    )[0]!;
    expect(created).toMatchObject({
      customUrl: 'gift-cards-vouchers',
      icon: 'Star',
      color: '#3B82F6',
      sortOrder: 0,
      isActive: true,
    });

    const home = await visitorPage();
    await home.goto(`${store.url}/`);
    expect(await homeCategoryNames(home)).toContain('Gift Cards & Vouchers!');

    // By keyboard: from the name cell the arrow keys reach the Active cell, Space toggles it.
    await row.getByRole('gridcell').filter({ hasText: '/category/gift-cards-vouchers' }).click();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    const activeSwitch = row.getByRole('switch', { name: 'Active: Gift Cards & Vouchers!' });
    await expect
      .poll(() => activeSwitch.evaluate((node) => node === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Space');
    await expectToast(page, 'Category updated', 'Gift Cards & Vouchers! is now inactive.');
    await home.reload();
    expect(await homeCategoryNames(home)).not.toContain('Gift Cards & Vouchers!');

    await row.getByRole('button', { name: 'Delete Gift Cards & Vouchers!' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete category' });
    await confirm.getByText('Are you sure you want to delete this category?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Category deleted');
    await row.waitFor({ state: 'detached' });

    await page.getByLabel('Search categories').fill('no such category');
    await page.getByText('No categories found').waitFor();
  });
});

describe('admin announcements', () => {
  it('creates, toggles, edits and deletes an announcement and the home banner follows each change', async () => {
    const page = adminSession.page;
    // The home banner starts with the welcome text.
    await page.goto(`${store.url}/`);
    await expect.poll(() => bannerText(page).textContent()).toContain(WELCOME_PREFIX);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/announcements'))
        posts.push(request.url());
    });

    await page.goto(`${store.url}/admin/announcements`);
    await page.getByText('No announcements found').waitFor();
    await page.getByRole('button', { name: 'Add Announcement' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Announcement' });
    await dialog.getByLabel('Text').fill('   ');
    await dialog.getByRole('button', { name: 'Create Announcement' }).click();
    await dialog.getByText('Text is required').waitFor();
    expect(posts).toHaveLength(0);

    await dialog.getByLabel('Text').fill('Spring sale: 20% off every VPN licence');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Promotion' }).click();
    await dialog.getByRole('button', { name: 'Create Announcement' }).click();
    await expectToast(page, 'Announcement created successfully');
    await dialog.waitFor({ state: 'hidden' });
    expect(posts).toHaveLength(1);
    const card = page.getByRole('article', { name: /Spring sale/ });
    await card.getByText('Promotion').waitFor();
    await card.getByText('Active', { exact: true }).first().waitFor();

    // Through the app's own links, so the refreshed public list is what the banner shows.
    const goHome = async () => {
      await page.getByRole('link', { name: 'Back to store' }).click();
      await page.waitForURL(`${store.url}/`);
    };
    const backToAdmin = async () => {
      await page.goBack();
      await page.getByRole('heading', { name: 'Announcements', level: 1 }).waitFor();
    };
    await goHome();
    await expect.poll(() => bannerText(page).textContent()).toContain('Spring sale');
    await backToAdmin();

    await card.getByRole('switch', { name: 'Active' }).click();
    await expectToast(page, 'Announcement status updated');
    await card.getByText('Inactive').waitFor();
    await goHome();
    await expect.poll(() => bannerText(page).textContent()).toContain(WELCOME_PREFIX);
    await backToAdmin();

    // Edit: make it Important and active again; Cancel first leaves it as it was.
    await card.getByRole('button', { name: 'Edit announcement' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Announcement' });
    expect(await dialog.getByLabel('Text').inputValue()).toBe(
      'Spring sale: 20% off every VPN licence',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Cancel reset the form: Add opens empty, active, general.
    await page.getByRole('button', { name: 'Add Announcement' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Announcement' });
    expect(await dialog.getByLabel('Text').inputValue()).toBe('');
    expect(await dialog.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Type' }).getByText('General').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Edit announcement' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Announcement' });
    await dialog.getByLabel('Text').fill('Maintenance window tonight at 02:00');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Important' }).click();
    await dialog.getByRole('switch', { name: 'Active' }).check();
    await dialog.getByRole('button', { name: 'Update Announcement' }).click();
    await expectToast(page, 'Announcement updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    const edited = page.getByRole('article', { name: /Maintenance window/ });
    await edited.getByText('Important').waitFor();
    await edited.getByText('Active', { exact: true }).first().waitFor();
    await goHome();
    await expect.poll(() => bannerText(page).textContent()).toContain('Maintenance window');
    await backToAdmin();

    // Search on the server.
    await page.getByLabel('Search announcements').fill('no such words');
    await page.getByText('No announcements found').waitFor();
    await page.getByLabel('Search announcements').fill('maintenance');
    await edited.waitFor();

    // A second, inactive one for the picture, removed again through the API.
    const extra = await admin.post('/api/admin/announcements', {
      text: 'Free warranty extension on every Office key this week',
      type: 'promotion',
      isActive: false,
    });
    expect(extra.status).toBe(201);
    expect((await admin.delete(`/api/admin/announcements/${extra.body.id}`)).status).toBe(200);

    await edited.getByRole('button', { name: 'Delete announcement' }).click();
    await expectToast(page, 'Announcement deleted successfully');
    await page.getByText('No announcements found').waitFor();
    await goHome();
    await expect.poll(() => bannerText(page).textContent()).toContain(WELCOME_PREFIX);
  });
});

describe('accessibility of the content screens', () => {
  it('has no serious or critical axe violation on comments, categories and announcements, light or dark', async () => {
    await admin.post('/api/admin/announcements', {
      text: 'Weekend sale on gaming keys',
      type: 'promotion',
    });
    const screens = [
      {
        path: '/admin/comments',
        ready: (page: Page) => page.getByText('No comments found').waitFor(),
      },
      { path: '/admin/categories', ready: (page: Page) => page.getByRole('row').nth(2).waitFor() },
      {
        path: '/admin/announcements',
        ready: (page: Page) => page.getByRole('article', { name: /Weekend sale/ }).waitFor(),
      },
    ];
    await expectAdminScreensAccessible(browser, adminSession.state, {
      baseUrl: store.url,
      screens,
    });
  });
});
