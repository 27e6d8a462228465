/**
 * POST /api/upload-image (admin-area.md sections 2.4, 5, 7, 8): an admin uploads a product image
 * as a data URL. At most 5 MB; JPG, PNG, WebP or GIF recognised by the file's content (never by
 * its name or declared type); stored under the data folder by content hash and served from
 * /uploads with a long cache lifetime.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { requireAdmin } from '../auth/session';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { ApiServices } from '../services';

/** Image maximum (admin-area.md section 9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);
const DATA_URL = /^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

const uploadSchema = z.object({
  imageData: z.string().min(1, { message: 'imageData is required' }),
  fileName: z.string().trim().max(255).default('image'),
});

export function uploadsRouter(services: ApiServices): Router {
  const router = Router();
  router.post('/upload-image', async (req, res) => {
    requireAdmin(req);
    const { imageData, fileName } = parseBody(uploadSchema, req);
    const match = DATA_URL.exec(imageData);
    if (!match) throw new HttpError(400, 'imageData must be a base64 data URL');
    const bytes = Buffer.from(match[1]!, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES)
      throw new HttpError(413, `${fileName} is too large (max 5MB)`);
    const type = await fileTypeFromBuffer(bytes);
    const extension = type ? ALLOWED.get(type.mime) : undefined;
    if (!extension) throw new HttpError(400, `${fileName} is not a JPG, PNG, WebP or GIF image`);
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
    await fs.mkdir(services.uploadsDir, { recursive: true });
    await fs.writeFile(path.join(services.uploadsDir, name), bytes);
    res.status(201).json({
      success: true,
      imageUrl: `/uploads/${name}`,
      message: 'Image uploaded successfully',
    });
  });
  return router;
}
