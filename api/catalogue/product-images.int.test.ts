/**
 * Product image addresses on POST /api/products and PUT /api/products/{id}
 * (docs/specs/admin-area.md 2.4; ARCHITECTURE.md "Security model"): http(s) URLs and the store's
 * own images are kept, anything else (javascript:, data:, //host, other relative paths) is refused
 * with 400 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_URL_MESSAGE } from '../../contracts/image-url';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;

/** A 1x1 PNG as the data URL the admin's upload sends. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const REFUSED = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/a.png',
  'images/a.png',
  '/api/logout',
];

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

async function productImages(id: number): Promise<string[]> {
  const products = (await admin.get('/api/admin/products')).body as {
    id: number;
    productImages: string[];
  }[];
  return products.find((product) => product.id === id)!.productImages;
}

describe('product image addresses', () => {
  it('keeps https, http and uploaded images, the upload route answering a URL it accepts', async () => {
    const uploaded = await admin.post('/api/upload-image', {
      imageData: PNG_DATA_URL,
      fileName: 'pixel.png',
    });
    expect(uploaded.status).toBe(201);
    const images = [
      uploaded.body.imageUrl as string,
      'https://cdn.example.com/a.png',
      'http://images.example.net/b.jpg',
      '/demo-images/windows-11-pro.svg',
    ];
    const created = await admin.post('/api/products', {
      name: 'Pictured Key',
      price: '5.00',
      productImages: images,
    });
    expect(created.status).toBe(201);
    expect(await productImages(created.body.id)).toEqual(images);
    // The uploaded image is served where its URL says.
    expect((await store.client().get(images[0]!)).status).toBe(200);
  });

  it('refuses any other address with 400 naming the rule, on create and on update', async () => {
    const created = await admin.post('/api/products', {
      name: 'Safe Key',
      price: '5.00',
      productImages: ['https://cdn.example.com/safe.png'],
    });
    expect(created.status).toBe(201);
    const before = (await admin.get('/api/products')).body as unknown[];
    for (const url of REFUSED) {
      const refused = await admin.post('/api/products', {
        name: 'Hostile Key',
        price: '5.00',
        productImages: ['https://cdn.example.com/ok.png', url],
      });
      expect({ url, status: refused.status }).toEqual({ url, status: 400 });
      expect(refused.body.message).toContain(PRODUCT_IMAGE_URL_MESSAGE);

      const update = await admin.put(`/api/products/${created.body.id}`, { productImages: [url] });
      expect({ url, status: update.status }).toEqual({ url, status: 400 });
      expect(update.body.message).toContain(PRODUCT_IMAGE_URL_MESSAGE);
    }
    expect((await admin.get('/api/products')).body).toEqual(before);
    expect(await productImages(created.body.id)).toEqual(['https://cdn.example.com/safe.png']);
  });
});
