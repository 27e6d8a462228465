import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

const names = async () =>
  ((await admin.get('/api/admin/categories')).body as { name: string }[]).map((c) => c.name);

describe('admin categories', () => {
  it('moves a category up and down and keeps the order after a rebuild', async () => {
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      expect((await admin.post('/api/admin/categories', { name })).status).toBe(201);
    const [alpha, beta, gamma] = (await admin.get('/api/admin/categories')).body as {
      id: number;
    }[];
    expect(
      (await admin.put(`/api/admin/categories/${gamma!.id}/sort`, { direction: 'up' })).status,
    ).toBe(200);
    expect(await names()).toEqual(['Alpha', 'Gamma', 'Beta']);
    await admin.put(`/api/admin/categories/${alpha!.id}/sort`, { direction: 'down' });
    expect(await names()).toEqual(['Gamma', 'Alpha', 'Beta']);
    await admin.put(`/api/admin/categories/${gamma!.id}/sort`, { direction: 'up' });
    expect(await names()).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(
      (await admin.put(`/api/admin/categories/${beta!.id}/sort`, { direction: 'sideways' })).status,
    ).toBe(400);
    expect((await admin.put('/api/admin/categories/9999/sort', { direction: 'up' })).status).toBe(
      404,
    );
    await store.core.runner.rebuild(['catalogue']);
    expect(await names()).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('toggles a category and hides an inactive one from the public list', async () => {
    const category = await admin.post('/api/admin/categories', { name: 'Hidden Soon' });
    await admin.put(`/api/admin/categories/${category.body.id}`, { isActive: false });
    const publicNames = (
      (await store.client().get('/api/categories')).body as { name: string }[]
    ).map((c) => c.name);
    expect(publicNames).not.toContain('Hidden Soon');
    expect(await names()).toContain('Hidden Soon');
    expect((await store.client().get('/api/categories/by-url/hidden-soon')).status).toBe(404);
  });

  it('fills customUrl from the name and refuses a URL in use', async () => {
    const created = await admin.post('/api/admin/categories', { name: 'VPN & Security!' });
    expect(created.body.customUrl).toBe('vpn-security');
    const clash = await admin.post('/api/admin/categories', {
      name: 'Other',
      customUrl: 'vpn-security',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Category URL is already in use');
    expect((await admin.post('/api/admin/categories', { name: '  ' })).body.message).toContain(
      'Category name is required',
    );
  });

  it('deletes a category and frees its URL', async () => {
    const created = await admin.post('/api/admin/categories', { name: 'Temporary' });
    expect((await admin.delete(`/api/admin/categories/${created.body.id}`)).status).toBe(200);
    expect(await names()).not.toContain('Temporary');
    expect((await admin.delete(`/api/admin/categories/${created.body.id}`)).status).toBe(404);
    expect((await admin.post('/api/admin/categories', { name: 'Temporary' })).status).toBe(201);
  });
});

describe('deleting a category that holds products', () => {
  it('is refused without a valid target, changing nothing, and moves them to the target', async () => {
    const full = (await admin.post('/api/admin/categories', { name: 'Full Shelf' })).body;
    const other = (await admin.post('/api/admin/categories', { name: 'Other Shelf' })).body;
    const products: { id: number }[] = [];
    for (const name of ['Shelf One', 'Shelf Two'])
      products.push(
        (await admin.post('/api/products', { name, price: 1, categoryId: full.id })).body,
      );
    const categoryOf = async () =>
      ((await admin.get('/api/admin/products')).body as { id: number; categoryId: number }[])
        .filter((p) => products.some((mine) => mine.id === p.id))
        .map((p) => p.categoryId);
    const eventCount = async () =>
      Number(
        (await store.core.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n,
      );
    const before = await eventCount();

    const refused = await admin.delete(`/api/admin/categories/${full.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This category holds 2 products: choose the category to move them to',
    );
    const toItself = await admin.delete(
      `/api/admin/categories/${full.id}?moveProductsTo=${full.id}`,
    );
    expect(toItself.status).toBe(400);
    expect(toItself.body.message).toBe(
      'Choose another category to move the products to, not the one you delete',
    );
    const unknown = await admin.delete(`/api/admin/categories/${full.id}?moveProductsTo=99999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The category to move the products to was not found');
    expect(
      (await admin.delete(`/api/admin/categories/${full.id}?moveProductsTo=first`)).status,
    ).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await names()).toContain('Full Shelf');
    expect(await categoryOf()).toEqual([full.id, full.id]);

    const moved = await admin.delete(`/api/admin/categories/${full.id}?moveProductsTo=${other.id}`);
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ success: true });
    expect(await names()).not.toContain('Full Shelf');
    expect(await categoryOf()).toEqual([other.id, other.id]);
    const shelf = (await store.client().get(`/api/categories/${other.id}/products`)).body as {
      name: string;
    }[];
    expect(shelf.map((p) => p.name).sort()).toEqual(['Shelf One', 'Shelf Two']);
    const joining = await admin.post('/api/products', {
      name: 'Too Late',
      price: 1,
      categoryId: full.id,
    });
    expect(joining.status).toBe(400);
    expect(joining.body.message).toBe('Category not found');
  });

  it('never leaves a product in a deleted category when both happen at once', async () => {
    for (let round = 0; round < 6; round++) {
      const category = (await admin.post('/api/admin/categories', { name: `Race ${round}` })).body;
      const [created, deleted] = await Promise.all([
        admin.post('/api/products', { name: `Racer ${round}`, price: 1, categoryId: category.id }),
        admin.delete(`/api/admin/categories/${category.id}`),
      ]);
      // One of the two wins; never both.
      expect([created.status, deleted.status].sort()).toEqual([
        created.status === 201 ? 201 : 200,
        400,
      ]);
    }
    const categoryIds = new Set(
      ((await admin.get('/api/admin/categories')).body as { id: number }[]).map((c) => c.id),
    );
    const orphans = (
      (await admin.get('/api/admin/products')).body as { name: string; categoryId: number | null }[]
    ).filter((p) => p.categoryId !== null && !categoryIds.has(p.categoryId));
    expect(orphans).toEqual([]);
  });
});

describe('product URLs: one namespace, no page of the store', () => {
  const create = (body: Record<string, unknown>) =>
    admin.post('/api/products', { price: 1, ...body });

  it('refuses a custom URL that is another product’s URL, and a URL another custom URL holds', async () => {
    const first = await create({ name: 'Nord Key', customUrl: 'nord' });
    expect(first.status).toBe(201);
    const sameCustom = await create({ name: 'Nord Copy', customUrl: 'nord' });
    expect(sameCustom.status).toBe(409);
    expect(sameCustom.body.message).toBe('Custom URL is already in use');
    const customIsProductUrl = await create({ name: 'Other Key', customUrl: 'nord-key' });
    expect(customIsProductUrl.status).toBe(409);
    expect(customIsProductUrl.body.message).toBe('Custom URL is already in use');
    const productUrlIsCustom = await create({ name: 'Nord' });
    expect(productUrlIsCustom.status).toBe(409);
    expect(productUrlIsCustom.body.message).toBe('Product URL is already in use');
    // A product's own two URLs may be equal.
    expect((await create({ name: 'Solo', customUrl: 'solo' })).status).toBe(201);
    // Updates move the reservations: the freed URL can be taken, a taken one cannot.
    const second = (await create({ name: 'Second Key' })).body;
    const clash = await admin.put(`/api/products/${second.id}`, { customUrl: 'nord' });
    expect(clash.status).toBe(409);
    await admin.put(`/api/products/${first.body.id}`, { customUrl: 'nord-vpn' });
    expect((await admin.put(`/api/products/${second.id}`, { customUrl: 'nord' })).status).toBe(200);
    const opened = await store.client().get('/api/products/by-url/nord');
    expect(opened.body.id).toBe(second.id);
    await admin.delete(`/api/products/${first.body.id}`);
    expect((await create({ name: 'Later', customUrl: 'nord-vpn' })).status).toBe(201);
    await store.core.runner.rebuild(['catalogue']);
    expect((await store.client().get('/api/products/by-url/nord')).body.id).toBe(second.id);
  });

  it('refuses a custom URL that is a page of the store, and another product’s product-<id>', async () => {
    for (const customUrl of [
      'admin',
      'admin-panel',
      'auth',
      'api',
      'dashboard',
      'orders',
      'about',
      'products',
    ]) {
      const refused = await create({ name: `Page ${customUrl}`, customUrl });
      expect(refused.status, customUrl).toBe(400);
      expect(refused.body.message).toBe(
        `Custom URL "${customUrl}" is the address of a page of the store: choose another`,
      );
    }
    const other = (await create({ name: 'Id Owner' })).body;
    const taken = await create({ name: 'Id Thief', customUrl: `product-${other.id}` });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(
      `URL "product-${other.id}" is the address of product ${other.id}: choose another`,
    );
    // As a product URL (it is no first segment) a page name is fine.
    expect((await create({ name: 'About' })).status).toBe(201);
  });
});

describe('admin products', () => {
  it('toggles a product inactive (gone from the store) and back', async () => {
    const product = await admin.post('/api/products', { name: 'Toggle Me', price: 1 });
    const off = await admin.put(`/api/admin/products/${product.body.id}/toggle-status`, {
      isActive: false,
    });
    expect(off.body.isActive).toBe(false);
    expect((await store.client().get('/api/products/by-url/toggle-me')).status).toBe(404);
    await admin.put(`/api/admin/products/${product.body.id}/toggle-status`, { isActive: true });
    expect((await store.client().get('/api/products/by-url/toggle-me')).status).toBe(200);
    expect(
      (await admin.put(`/api/admin/products/${product.body.id}/toggle-status`, {})).status,
    ).toBe(400);
  });

  it('adds and deletes FAQs', async () => {
    const product = await admin.post('/api/products', { name: 'With FAQ', price: 2 });
    const faq = await admin.post(`/api/admin/products/${product.body.id}/faqs`, {
      question: 'Region?',
      answer: '[b]Global[/b]',
      order: 1,
    });
    expect(faq.status).toBe(201);
    expect((await store.client().get(`/api/products/${product.body.id}/faqs`)).body).toHaveLength(
      1,
    );
    expect((await admin.delete(`/api/admin/faqs/${faq.body.id}`)).status).toBe(200);
    expect((await store.client().get(`/api/products/${product.body.id}/faqs`)).body).toEqual([]);
    expect((await admin.delete(`/api/admin/faqs/${faq.body.id}`)).status).toBe(404);
  });

  it('deletes a product and frees its URL', async () => {
    const product = await admin.post('/api/products', { name: 'Gone Soon', price: 3 });
    expect((await admin.delete(`/api/products/${product.body.id}`)).status).toBe(200);
    expect((await store.client().get('/api/products/by-url/gone-soon')).status).toBe(404);
    expect((await admin.post('/api/products', { name: 'Gone Soon', price: 3 })).status).toBe(201);
  });
});
