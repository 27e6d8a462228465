import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;

// A 1x1 transparent PNG and a 1x1 GIF.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

describe('POST /api/upload-image', () => {
  it('stores a PNG recognised by its content and serves it with a long cache lifetime', async () => {
    const uploaded = await admin.post('/api/upload-image', {
      imageData: `data:image/png;base64,${PNG}`,
      fileName: 'key.png',
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
    expect(uploaded.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${store.url}${uploaded.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
  });

  it('judges by content, not by the name or declared type', async () => {
    const gifNamedPng = await admin.post('/api/upload-image', {
      imageData: `data:image/png;base64,${GIF}`,
      fileName: 'x.png',
    });
    expect(gifNamedPng.body.imageUrl).toMatch(/\.gif$/);
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ).toString('base64');
    const refused = await admin.post('/api/upload-image', {
      imageData: `data:image/png;base64,${script}`,
      fileName: 'evil.png',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('evil.png is not a JPG, PNG, WebP or GIF image');
    expect(
      (await admin.post('/api/upload-image', { imageData: 'not a data url', fileName: 'a.png' }))
        .status,
    ).toBe(400);
  });

  it('refuses an image over 5 MB with the spec message', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from(PNG, 'base64').copy(big);
    const answer = await admin.post('/api/upload-image', {
      imageData: `data:image/png;base64,${big.toString('base64')}`,
      fileName: 'huge.png',
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('huge.png is too large (max 5MB)');
  });

  it('is for admins only', async () => {
    const body = { imageData: `data:image/png;base64,${PNG}`, fileName: 'a.png' };
    expect((await store.client().post('/api/upload-image', body)).status).toBe(401);
    const customer = store.client();
    await customer.register('customer@keymart.test');
    expect((await customer.post('/api/upload-image', body)).status).toBe(403);
  });
});
