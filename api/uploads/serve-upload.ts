/**
 * GET /uploads/<name>: an uploaded product image, read from the database (table `uploads`) so
 * that any instance of the store serves any image. A name carries its content's hash, so what
 * it names never changes: cached publicly for a year as immutable, with the hash as ETag (304
 * on a matching If-None-Match). An unknown or invalid name (over 255 characters, holding U+0000)
 * answers 404 `{ message }`, never 400.
 */
import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { findUpload } from '../../application/uploads/stored-uploads';
import { HttpError } from '../http/errors';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Images');
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMAGE_NOT_FOUND = 'Image not found';

/** The router answering every path under /uploads (mounted at the root, outside /api). */
export function serveUploadRouter(services: ApiServices): Router {
  const router = Router();
  router.get(
    '/uploads/:name',
    endpoint(
      {
        access: 'public',
        summary: 'An uploaded product image (the imageUrl POST /api/upload-image answers)',
        description:
          'Cached publicly for a year as immutable, with the content hash as ETag (304 on a matching If-None-Match). An invalid name is answered like an unknown one: 404.',
        params: z.object({ name: z.string().max(255) }),
        answer: { type: 'image', description: 'The image, with its stored content type' },
        invalid: {
          status: 404,
          description: 'No image by that name (an invalid name is answered like an unknown one)',
          send: (_error, res) => {
            res.status(404).json({ message: IMAGE_NOT_FOUND });
          },
        },
      },
      async ({ params }, req, res) => {
        const upload = await findUpload(services.pool, params.name);
        if (!upload) throw new HttpError(404, IMAGE_NOT_FOUND);
        res.set({
          'Content-Type': upload.contentType,
          'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
          ETag: `"${path.parse(upload.name).name}"`,
          // Whatever the global headers say, a browser must never take an upload for another type.
          'X-Content-Type-Options': 'nosniff',
        });
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        res.send(upload.content);
      },
    ),
  );
  // No other path under /uploads names an image; the single-page app must not answer it either.
  router.use('/uploads', () => {
    throw new HttpError(404, IMAGE_NOT_FOUND);
  });
  return router;
}
