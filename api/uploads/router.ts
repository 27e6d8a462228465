/**
 * POST /api/upload-image (docs/specs/admin-area.md sections 2.4, 5, 7, 8): an admin uploads a
 * product image as a data URL. At most 5 MB; JPG, PNG, WebP or GIF recognised by the file's content
 * (never by its name or declared type); stored in the database by content hash and served from
 * /uploads (serve-upload.ts) with a long cache lifetime.
 */
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { imageTypeOf } from '../../application/uploads/image-type';
import { saveUpload } from '../../application/uploads/stored-uploads';
import { HttpError } from '../http/errors';
import { base64Payload } from './data-url';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Images');

/** Image maximum (docs/specs/admin-area.md section 9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const uploadSchema = z.object({
  imageData: z.string().min(1, { message: 'imageData is required' }),
  fileName: z.string().trim().max(255).default('image'),
});

/** The upload route: admins only (401 signed out, then 403). */
export function uploadsRouter(services: ApiServices): Router {
  const router = Router();
  router.post(
    '/upload-image',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary:
          'Upload a product image as a base64 data URL (docs/specs/admin-area.md section 2.4)',
        description:
          'At most 5 MB; a JPG, PNG, WebP or GIF recognised by its content, never by its name or declared type. Stored by content hash and served from /uploads/{name}.',
        body: uploadSchema,
        answer: { status: 201, description: '`{ success: true, imageUrl, message }`' },
        errors: { 413: 'The image is over 5 MB' },
      },
      async ({ body }, _req, res) => {
        const { imageData, fileName } = body;
        const payload = base64Payload(imageData);
        if (payload === null) throw new HttpError(400, 'imageData must be a base64 data URL');
        const bytes = Buffer.from(payload, 'base64');
        if (bytes.length > MAX_IMAGE_BYTES)
          throw new HttpError(413, `${fileName} is too large (max 5MB)`);
        const type = await imageTypeOf(bytes);
        if (!type) throw new HttpError(400, `${fileName} is not a JPG, PNG, WebP or GIF image`);
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
        const name = `${hash}.${type.extension}`;
        // The same bytes were uploaded before when the name is taken: that row is this image.
        await saveUpload(services.pool, { name, contentType: type.mime, content: bytes });
        res.status(201).json({
          success: true,
          imageUrl: `/uploads/${name}`,
          message: 'Image uploaded successfully',
        });
      },
    ),
  );
  return router;
}
