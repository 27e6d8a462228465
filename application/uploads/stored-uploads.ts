/**
 * Uploaded images kept in PostgreSQL (table `uploads`), so every instance of the store serves
 * every image. A name is `<content hash>.<extension>`: the same bytes always get the same name.
 */
import type { Queryable } from '../db/pool';

/** An image as stored: `size` in bytes, `content` the file's bytes. */
export interface StoredUpload {
  name: string;
  contentType: string;
  size: number;
  content: Buffer;
  createdAt: Date;
}

/**
 * Stores an image under `name` unless one is stored there already (same name, same content).
 * @returns true when this call stored it, false when the name was taken
 */
export async function saveUpload(
  db: Queryable,
  upload: { name: string; contentType: string; content: Buffer },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO uploads (name, content_type, size, content) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO NOTHING`,
    [upload.name, upload.contentType, upload.content.length, upload.content],
  );
  return rowCount === 1;
}

/** The image stored under `name`, or null. */
export async function findUpload(db: Queryable, name: string): Promise<StoredUpload | null> {
  const { rows } = await db.query<{
    name: string;
    content_type: string;
    size: number;
    content: Buffer;
    created_at: Date;
  }>('SELECT name, content_type, size, content, created_at FROM uploads WHERE name = $1', [name]);
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    content: row.content,
    createdAt: row.created_at,
  };
}

/** Which of `names` are stored already. */
export async function storedUploadNames(db: Queryable, names: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM uploads WHERE name = ANY($1::text[])',
    [names],
  );
  return new Set(rows.map((row) => row.name));
}
