/**
 * Which image a file is, judged by its content (ARCHITECTURE.md "Security model": uploads are checked
 * by content, never by name or declared type). Product images are JPG, PNG, WebP or GIF
 * (docs/specs/admin-area.md section 9).
 */
import { fileTypeFromBuffer } from 'file-type';

/** A recognised image: its MIME type and the extension its stored name carries. */
export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  extension: 'jpg' | 'png' | 'webp' | 'gif';
}

const ALLOWED: readonly ImageType[] = [
  { mime: 'image/jpeg', extension: 'jpg' },
  { mime: 'image/png', extension: 'png' },
  { mime: 'image/webp', extension: 'webp' },
  { mime: 'image/gif', extension: 'gif' },
];

/** The image type of `bytes` from their magic numbers; undefined for anything else. */
export async function imageTypeOf(bytes: Uint8Array): Promise<ImageType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return ALLOWED.find((allowed) => allowed.mime === detected?.mime);
}
