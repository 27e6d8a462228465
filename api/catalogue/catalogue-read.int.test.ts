import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let visitor: TestClient;
let streaming: { id: number; customUrl: string };
let gaming: { id: number };

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  visitor = store.client();
  streaming = (
    await admin.post('/api/admin/categories', { name: 'Streaming', icon: 'Star', color: '#DC2626' })
  ).body;
  gaming = (await admin.post('/api/admin/categories', { name: 'Gaming' })).body;
  await admin.post('/api/products', {
    name: 'Netflix Premium',
    price: '7.99',
    originalPrice: 22.99,
    categoryId: streaming.id,
    showOnHomepage: true,
  });
  await admin.post('/api/products', {
    name: 'Spotify Premium',
    price: '29.99',
    categoryId: streaming.id,
  });
  await admin.post('/api/products', {
    name: 'Steam Wallet',
    price: 20,
    categoryId: gaming.id,
    showOnHomepage: true,
  });
  await admin.post('/api/products', {
    name: 'Hidden Product',
    price: 1,
    categoryId: streaming.id,
    isActive: false,
    showOnHomepage: true,
  });
});
afterAll(() => store.stop());

/** A browser's revalidation (fetch would add "Cache-Control: no-cache" to a bare If-None-Match). */
const revalidate = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

const names = (products: { name: string }[]) => products.map((p) => p.name).sort();

describe('public catalogue reads', () => {
  it('GET /api/products lists active products with prices as decimal strings and their category', async () => {
    const products = (await visitor.get('/api/products')).body;
    expect(names(products)).toEqual(['Netflix Premium', 'Spotify Premium', 'Steam Wallet']);
    const netflix = products.find((p: { name: string }) => p.name === 'Netflix Premium');
    expect(netflix).toMatchObject({
      price: '7.99',
      originalPrice: '22.99',
      productUrl: 'netflix-premium',
      category: { id: streaming.id, name: 'Streaming', customUrl: 'streaming' },
      reviewRating: 4.5,
      isActive: true,
    });
    expect(netflix).not.toHaveProperty('autoDeliveryStock');
  });

  it('GET /api/products/homepage lists the active featured products', async () => {
    expect(names((await visitor.get('/api/products/homepage')).body)).toEqual([
      'Netflix Premium',
      'Steam Wallet',
    ]);
  });

  it("GET /api/products/category/{id} and /api/categories/{id}/products list a category's active products", async () => {
    expect(names((await visitor.get(`/api/products/category/${streaming.id}`)).body)).toEqual([
      'Netflix Premium',
      'Spotify Premium',
    ]);
    expect(names((await visitor.get(`/api/categories/${gaming.id}/products`)).body)).toEqual([
      'Steam Wallet',
    ]);
    expect((await visitor.get('/api/categories/99999/products')).body).toEqual([]);
    expect((await visitor.get('/api/categories/abc/products')).status).toBe(400);
  });

  it('GET /api/categories/by-url/{url} finds a category by its URL or id, else 404', async () => {
    const byUrl = await visitor.get('/api/categories/by-url/streaming');
    expect(byUrl.body).toMatchObject({
      id: streaming.id,
      name: 'Streaming',
      icon: 'Star',
      color: '#DC2626',
    });
    expect((await visitor.get(`/api/categories/by-url/${gaming.id}`)).body.name).toBe('Gaming');
    const missing = await visitor.get('/api/categories/by-url/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Category not found');
  });

  it('GET /api/products/by-url/{url} hides inactive products', async () => {
    expect((await visitor.get('/api/products/by-url/netflix-premium')).body.name).toBe(
      'Netflix Premium',
    );
    expect((await visitor.get('/api/products/by-url/hidden-product')).status).toBe(404);
  });

  it('answers a repeated product read from its cached body with an ETag, 304 when unchanged, and shows a change at once', async () => {
    const first = await visitor.get('/api/products');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await visitor.get('/api/products');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.body).toEqual(first.body);
    expect(
      (await visitor.request('GET', '/api/products', undefined, revalidate(etag!))).status,
    ).toBe(304);

    const steam = (first.body as { id: number; name: string }[]).find(
      (p) => p.name === 'Steam Wallet',
    )!;
    expect((await admin.put(`/api/products/${steam.id}`, { price: '21.50' })).status).toBe(200);
    const changed = await visitor.get('/api/products');
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.find((p: { id: number }) => p.id === steam.id).price).toBe('21.50');
    expect((await visitor.get('/api/products/by-url/steam-wallet')).body.price).toBe('21.50');
    expect(
      (await visitor.get(`/api/categories/${gaming.id}/products`)).body.map(
        (p: { price: string }) => p.price,
      ),
    ).toEqual(['21.50']);
    expect(
      (await visitor.request('GET', '/api/products', undefined, revalidate(etag!))).status,
    ).toBe(200);
  });

  it('sends product lists compressed once per change to clients that accept Brotli or gzip', async () => {
    const plain = await visitor.request('GET', '/api/products', undefined, {
      'accept-encoding': 'identity',
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${store.url}/api/products`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(response.headers.get('etag')).toBe(
        `${plain.headers.get('etag')!.slice(0, -1)}-${encoding}"`,
      );
      expect(await response.json()).toEqual(plain.body);
    }
  });

  it('GET /api/categories lists categories in display order with the defaults', async () => {
    const categories = (await visitor.get('/api/categories')).body;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Streaming', 'Gaming']);
    expect(categories[1]).toMatchObject({
      icon: 'Package',
      color: '#3B82F6',
      isActive: true,
      sortOrder: 0,
    });
  });
});

describe('header search suggestions (GET /api/search/suggestions)', () => {
  const suggest = (q: string) => visitor.get(`/api/search/suggestions?q=${encodeURIComponent(q)}`);

  beforeAll(async () => {
    await admin.post('/api/admin/categories', { name: 'Premium Apps' });
    await admin.post('/api/admin/categories', { name: 'Media' });
    await admin.post('/api/admin/categories', { name: 'Premium Archive', isActive: false });
    await admin.post('/api/products', {
      name: 'Premium Tools',
      price: '3.50',
      categoryId: gaming.id,
      productImages: ['https://cdn.keymart.test/tools.png'],
    });
    await admin.post('/api/products', { name: 'Premium Hidden', price: 1, isActive: false });
    for (let n = 1; n <= 8; n += 1)
      await admin.post('/api/products', {
        name: `Office Key ${n}`,
        price: n,
        categoryId: gaming.id,
      });
  });

  it('finds active products and categories by part of their name, any case, names starting with it first', async () => {
    const { status, body } = await suggest('PREMium');
    expect(status).toBe(200);
    expect(body.products.map((p: { name: string }) => p.name)).toEqual([
      'Premium Tools',
      'Netflix Premium',
      'Spotify Premium',
    ]);
    expect(body.products[0]).toEqual({
      id: expect.any(Number),
      name: 'Premium Tools',
      price: '3.50',
      image: 'https://cdn.keymart.test/tools.png',
      productUrl: 'premium-tools',
      customUrl: '',
      category: { id: gaming.id, name: 'Gaming', customUrl: 'gaming' },
    });
    expect(body.products[1]).toMatchObject({ price: '7.99', image: null });
    expect(body.categories).toEqual([
      { id: expect.any(Number), name: 'Premium Apps', customUrl: 'premium-apps' },
    ]);
  });

  it('answers at most 6 products and 3 categories, and matches % and _ literally', async () => {
    const office = (await suggest('key ')).body;
    expect(office.products.map((p: { name: string }) => p.name)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Office Key ${n}`),
    );
    const categories = (await suggest('m')).body.categories;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Media',
      'Gaming',
      'Premium Apps',
    ]);
    expect((await suggest('%')).body).toEqual({ products: [], categories: [] });
    expect((await suggest('_')).body).toEqual({ products: [], categories: [] });
  });

  it('refuses a missing, blank, over-long or unstorable search with 400', async () => {
    for (const path of [
      '/api/search/suggestions',
      '/api/search/suggestions?q=',
      '/api/search/suggestions?q=%20%20',
      `/api/search/suggestions?q=${'x'.repeat(101)}`,
      '/api/search/suggestions?q[]=a',
      '/api/search/suggestions?q=a%00b',
    ]) {
      const answer = await visitor.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toEqual(expect.any(String));
    }
    expect((await suggest('x'.repeat(100))).status).toBe(200);
  });
});
