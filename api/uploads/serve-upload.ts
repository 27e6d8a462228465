/**
 * GET /uploads/<name>: an uploaded product image, read from the database (table `uploads`) so
 * that any instance of the store serves any image. A name carries its content's hash, so what
 * it names never changes: cached publicly for a year as immutable, with the hash as ETag (304
 * on a matching If-None-Match). An unknown name answers 404 `{ message }`.
 */
import path from 'node:path';
import { Router } from 'express';
import { findUpload } from '../../application/uploads/stored-uploads';
import { HttpError } from '../http/errors';
import { textParam } from '../http/validate';
import type { ApiServices } from '../services';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The router answering every path under /uploads (mounted at the root, outside /api). */
export function serveUploadRouter(services: ApiServices): Router {
  const router = Router();
  router.get('/uploads/:name', async (req, res) => {
    const name = textParam(255).safeParse(req.params.name);
    const upload = name.success ? await findUpload(services.pool, name.data) : null;
    if (!upload) throw new HttpError(404, 'Image not found');
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
  });
  // No other path under /uploads names an image; the single-page app must not answer it either.
  router.use('/uploads', () => {
    throw new HttpError(404, 'Image not found');
  });
  return router;
}
