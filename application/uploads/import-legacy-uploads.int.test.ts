import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { createPool, type Pool } from '../db/pool';
import { importLegacyUploads } from './import-legacy-uploads';
import { findUpload, saveUpload } from './stored-uploads';

// A 1x1 transparent PNG and a 1x1 GIF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let pool: Pool;
let dir: string;

beforeAll(async () => {
  pool = createPool(await createTestDatabase(), 4);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-legacy-uploads-'));
});
afterAll(async () => {
  await pool.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('importLegacyUploads', () => {
  it('copies the images of an older install under their names, once', async () => {
    fs.writeFileSync(path.join(dir, 'aaaa.png'), PNG);
    fs.writeFileSync(path.join(dir, 'bbbb.gif'), GIF);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an image');
    fs.mkdirSync(path.join(dir, 'folder'));
    await saveUpload(pool, { name: 'bbbb.gif', contentType: 'image/gif', content: GIF });

    expect(await importLegacyUploads(pool, dir)).toBe(1);
    expect(await findUpload(pool, 'aaaa.png')).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      content: PNG,
    });
    expect(await findUpload(pool, 'notes.txt')).toBeNull();
    expect(await importLegacyUploads(pool, dir)).toBe(0);
    const { rows } = await pool.query('SELECT name FROM uploads ORDER BY name');
    expect(rows).toEqual([{ name: 'aaaa.png' }, { name: 'bbbb.gif' }]);
  });

  it('imports nothing from a folder that does not exist', async () => {
    expect(await importLegacyUploads(pool, path.join(dir, 'missing'))).toBe(0);
  });
});
