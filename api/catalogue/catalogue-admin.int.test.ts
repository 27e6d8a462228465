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
