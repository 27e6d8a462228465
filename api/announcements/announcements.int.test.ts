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

async function create(body: Record<string, unknown>) {
  const answer = await admin.post('/api/admin/announcements', body);
  expect(answer.status).toBe(201);
  return answer.body as { id: number; text: string; type: string; isActive: boolean };
}
const publicList = async () => (await store.client().get('/api/announcements')).body as any[];

describe('announcements', () => {
  it('answers an empty public list before any announcement', async () => {
    const answer = await store.client().get('/api/announcements');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('creates an announcement, active and general by default, with the trimmed text (201)', async () => {
    const created = await admin.post('/api/admin/announcements', {
      text: '  Welcome to KeyMart  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      text: 'Welcome to KeyMart',
      type: 'general',
      isActive: true,
    });
    expect(Object.keys(created.body).sort()).toEqual([
      'createdAt',
      'id',
      'isActive',
      'text',
      'type',
    ]);
    expect(await publicList()).toEqual([created.body]);
  });

  it('refuses an empty or whitespace text with "Text is required" and an unknown type, appending nothing', async () => {
    const before = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    for (const body of [{ text: '' }, { text: '   \n ' }]) {
      const answer = await admin.post('/api/admin/announcements', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('Text is required');
    }
    for (const body of [{}, { text: 'Sale', type: 'urgent' }, { text: 'Sale', isActive: 'no' }]) {
      expect((await admin.post('/api/admin/announcements', body)).status).toBe(400);
    }
    const after = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('shows only active announcements publicly, newest first; the admin sees all and can search the text', async () => {
    const sale = await create({ text: 'Spring SALE: 20% off', type: 'promotion' });
    const hidden = await create({
      text: 'Draft maintenance note',
      type: 'maintenance',
      isActive: false,
    });
    const important = await create({ text: 'New payment methods', type: 'announcement' });

    const listed = await publicList();
    expect(listed.map((a) => a.id).slice(0, 2)).toEqual([important.id, sale.id]);
    expect(listed.some((a) => a.id === hidden.id)).toBe(false);

    const all = await admin.get('/api/admin/announcements');
    expect(all.status).toBe(200);
    expect(all.body.map((a: { id: number }) => a.id).slice(0, 3)).toEqual([
      important.id,
      hidden.id,
      sale.id,
    ]);
    const found = await admin.get('/api/admin/announcements?search=sale');
    expect(found.body.map((a: { id: number }) => a.id)).toEqual([sale.id]);
    const draft = await admin.get('/api/admin/announcements?search=DRAFT%20maint');
    expect(draft.body.map((a: { id: number }) => a.id)).toEqual([hidden.id]);
    expect((await admin.get('/api/admin/announcements?search=')).body).toHaveLength(
      all.body.length,
    );
    expect((await admin.get('/api/admin/announcements?search=zzz')).body).toEqual([]);
  });

  it('toggles only isActive from the list and edits text and type from the dialog', async () => {
    const note = await create({ text: 'Bot offline tonight', type: 'maintenance' });
    const toggled = await admin.put(`/api/admin/announcements/${note.id}`, { isActive: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toMatchObject({
      id: note.id,
      text: 'Bot offline tonight',
      type: 'maintenance',
      isActive: false,
    });
    expect((await publicList()).some((a) => a.id === note.id)).toBe(false);

    const edited = await admin.put(`/api/admin/announcements/${note.id}`, {
      text: ' Bot back online ',
      type: 'general',
      isActive: true,
    });
    expect(edited.body).toMatchObject({ text: 'Bot back online', type: 'general', isActive: true });
    expect((await publicList()).find((a) => a.id === note.id)).toEqual(edited.body);
  });

  it('answers 404 for an unknown announcement and 400 for a blank text or a bad id', async () => {
    const missing = await admin.put('/api/admin/announcements/999999', { isActive: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Announcement not found');
    expect((await admin.delete('/api/admin/announcements/999999')).status).toBe(404);
    const note = await create({ text: 'Keep me' });
    const blank = await admin.put(`/api/admin/announcements/${note.id}`, { text: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Text is required');
    expect((await admin.put(`/api/admin/announcements/${note.id}`, { type: 'info' })).status).toBe(
      400,
    );
    expect((await admin.put('/api/admin/announcements/abc', { isActive: true })).status).toBe(400);
  });

  it('deletes an announcement from both lists, once', async () => {
    const note = await create({ text: 'Short-lived' });
    const deleted = await admin.delete(`/api/admin/announcements/${note.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await publicList()).some((a) => a.id === note.id)).toBe(false);
    expect(
      (await admin.get('/api/admin/announcements')).body.some(
        (a: { id: number }) => a.id === note.id,
      ),
    ).toBe(false);
    const again = await admin.delete(`/api/admin/announcements/${note.id}`);
    expect(again.status).toBe(404);
    expect(
      (await admin.put(`/api/admin/announcements/${note.id}`, { isActive: true })).status,
    ).toBe(404);
  });

  it('refuses the admin calls to a customer (403) and a visitor (401)', async () => {
    const customer = store.client();
    await customer.register('announce-customer@keymart.test');
    for (const [method, path, body] of [
      ['GET', '/api/admin/announcements'],
      ['POST', '/api/admin/announcements', { text: 'Hacked' }],
      ['PUT', '/api/admin/announcements/1', { isActive: false }],
      ['DELETE', '/api/admin/announcements/1'],
    ] as [string, string, unknown?][]) {
      expect((await customer.request(method, path, body)).status).toBe(403);
      expect((await store.client().request(method, path, body)).status).toBe(401);
    }
  });

  it('is reproduced exactly by a rebuild from position 0', async () => {
    await store.core.runner.catchUp();
    const dump = async () =>
      (
        await store.core.pool.query<{ row: string }>(
          'SELECT a::text AS row FROM announcements a ORDER BY 1',
        )
      ).rows.map((r) => r.row);
    const before = await dump();
    expect(before.length).toBeGreaterThan(4);
    await store.core.runner.rebuild(['announcements']);
    expect(await dump()).toEqual(before);
  });
});
