import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
/** A second instance on the same database, with a data folder of its own (another machine). */
let otherInstance: TestStore;
let admin: TestClient;

// A 1x1 transparent PNG and a 1x1 GIF.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

beforeAll(async () => {
  store = await startTestStore();
  otherInstance = await startTestStore({}, { databaseUrl: store.core.database.url });
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(async () => {
  await otherInstance.stop();
  await store.stop();
});

describe('POST /api/upload-image', () => {
  it('stores a PNG recognised by its content in the database, named by its hash', async () => {
    const image = { imageData: `data:image/png;base64,${PNG}`, fileName: 'key.png' };
    const uploaded = await admin.post('/api/upload-image', image);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
    expect(uploaded.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const again = await admin.post('/api/upload-image', image);
    expect(again.status).toBe(201);
    expect(again.body.imageUrl).toBe(uploaded.body.imageUrl);
    const { rows } = await store.core.pool.query(
      'SELECT content_type, size, content FROM uploads WHERE name = $1',
      [uploaded.body.imageUrl.slice('/uploads/'.length)],
    );
    const bytes = Buffer.from(PNG, 'base64');
    expect(rows).toEqual([{ content_type: 'image/png', size: bytes.length, content: bytes }]);
    expect(fs.existsSync(path.join(store.core.config.dataDir, 'uploads'))).toBe(false);
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

describe('GET /uploads/<name>', () => {
  it('serves an image from any instance with a year of immutable caching and its hash as ETag', async () => {
    const uploaded = await admin.post('/api/upload-image', {
      imageData: `data:image/gif;base64,${GIF}`,
      fileName: 'dot.gif',
    });
    const hash = uploaded.body.imageUrl.match(/^\/uploads\/([0-9a-f]{32})\.gif$/)[1];
    const served = await fetch(`${otherInstance.url}${uploaded.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${hash}"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(GIF, 'base64'))).toBe(true);

    // As a browser revalidates; fetch would otherwise add `no-cache`, which asks for a full reload.
    const revalidated = await fetch(`${otherInstance.url}${uploaded.body.imageUrl}`, {
      headers: { 'if-none-match': `"${hash}"`, 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const changed = await fetch(`${store.url}${uploaded.body.imageUrl}`, {
      headers: { 'if-none-match': '"another"', 'cache-control': 'max-age=0' },
    });
    expect(changed.status).toBe(200);
  });

  it('answers 404 with a message for a name that is not stored', async () => {
    for (const unknown of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/a/b.png']) {
      const answer = await store.client().get(unknown);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ message: 'Image not found' });
    }
  });
});
