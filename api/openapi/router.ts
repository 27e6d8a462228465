/**
 * The API description: GET /api/openapi.json, the OpenAPI 3.1 document generated
 * from the routes and their zod schemas, and GET /api/docs, a reference page rendered by Swagger UI
 * from the locally installed swagger-ui-dist package (no CDN: the page runs under the store's CSP).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import express, { Router, type Express } from 'express';
import { endpoints } from '../http/endpoint';
import { openApiDocument, type OpenApiDocument } from './document';

const endpoint = endpoints('API description');
const require = createRequire(import.meta.url);
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js']);
const OWN_FILES = path.join(import.meta.dirname, 'public');
const VERSION = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>KeyMart API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/docs-init.js"></script>
  </body>
</html>
`;

/**
 * The description routes of `app` (mounted under /api). The document is generated on the first
 * call, once every router is mounted, and kept: routes do not change while the process runs.
 */
export function openApiRouter(app: Express): Router {
  const router = Router();
  let document: OpenApiDocument | undefined;

  router.get(
    '/openapi.json',
    endpoint(
      {
        access: 'public',
        summary: 'This document: the OpenAPI 3.1 description of every route',
        answer: { description: 'The OpenAPI document' },
      },
      (_input, _req, res) => {
        document ??= openApiDocument(app, VERSION);
        res.setHeader('Cache-Control', 'no-cache');
        res.json(document);
      },
    ),
  );

  router.get(
    '/docs',
    endpoint(
      {
        access: 'public',
        summary: 'The API reference page (Swagger UI over /api/openapi.json)',
        answer: { type: 'html', description: 'An HTML page' },
      },
      (_input, _req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(PAGE);
      },
    ),
  );
  router.use('/docs/assets', express.static(OWN_FILES, { maxAge: '1h' }));
  // Only the two files the page loads, not the package's other files.
  router.use('/docs/assets', (req, res, next) => {
    if (SWAGGER_FILES.has(req.path)) next();
    else res.status(404).json({ message: 'Not found' });
  });
  router.use('/docs/assets', express.static(SWAGGER_UI, { maxAge: '1h' }));
  return router;
}
