/**
 * Moves the images of an older install, kept as files in `<DATA_DIR>/uploads`, into the
 * `uploads` table under the same names, so the product image URLs (`/uploads/<name>`) stored
 * in events keep working on every instance.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/pool';
import { imageTypeOf } from './image-type';
import { saveUpload, storedUploadNames } from './stored-uploads';

/**
 * Copies every image file of `dir` whose name is not stored yet into the `uploads` table, its
 * content type judged by content. Safe to repeat and to run from several instances at once.
 * Files that are not a JPG, PNG, WebP or GIF (the upload never wrote any) and subfolders are
 * left out; a missing `dir` imports nothing.
 * @returns how many images this call stored
 * @throws the file system's error for an unreadable `dir` or file
 */
export async function importLegacyUploads(db: Queryable, dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  if (names.length === 0) return 0;
  const stored = await storedUploadNames(db, names);
  let imported = 0;
  for (const name of names) {
    if (stored.has(name)) continue;
    const content = await fs.readFile(path.join(dir, name));
    const type = await imageTypeOf(content);
    if (!type) continue;
    if (await saveUpload(db, { name, contentType: type.mime, content })) imported += 1;
  }
  return imported;
}
