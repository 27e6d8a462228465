/**
 * The Express application: request metrics, security headers, JSON bodies, request ids, origin
 * check, sessions, Idempotency-Key entries, the API routers, health and metrics, static files and
 * the single-page app, and the error mapping.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { adminRouter } from './admin/router';
import { auditRouter } from './admin/audit-router';
import { announcementsRouter } from './announcements/router';
import { loadSession } from './auth/session';
import { apiKeys } from './auth/api-key';
import { staffTwoFactor } from './auth/staff-two-factor';
import { catalogueRouter } from './catalogue/router';
import { stockRouter } from './catalogue/stock-router';
import { couponsRouter } from './coupons/router';
import { healthRouter } from './health';
import { metricsRouter } from './metrics-router';
import { openApiRouter } from './openapi/router';
import { refuseDeepBody } from './http/body-depth';
import { BODY_LIMITS, refuseDeclaredLargerThan } from './http/body-limit';
import { apiNotFound, errorHandler } from './http/errors';
import { idempotencyKeys } from './http/idempotency';
import { IdempotencyStore } from './http/idempotency-store';
import { originCheck } from './http/origin-check';
import { requestContext } from './http/request-context';
import { requestMetrics } from './http/request-metrics';
import { serverRenderer } from './http/server-render';
import { webAppPages } from './http/web-app-pages';
import { siteConfigOf } from './payments/site-config';
import { impersonationRouter } from './identity/impersonation-router';
import { accountLinksRouter } from './identity/account-links-router';
import { captchaRouter } from './identity/captcha-router';
import { identityRouter } from './identity/router';
import { sessionsRouter } from './identity/sessions-router';
import { stepUpRouter } from './identity/step-up-router';
import { twoFactorRouter } from './identity/two-factor-router';
import { ordersRouter } from './orders/router';
import { heldOrdersRouter } from './orders/held-orders-router';
import { paymentsRouter } from './payments/router';
import { reportsRouter } from './reports/router';
import { sandboxPageRouter } from './payments/sandbox-page';
import { reviewsRouter } from './reviews/router';
import type { ApiServices } from './services';
import { contactRouter } from './support/contact-router';
import { supportRouter } from './support/router';
import { telegramRouter } from './admin/telegram-router';
import { settingsRouter } from './admin/settings-router';
import { fraudRouter } from './admin/fraud-router';
import { apiKeysRouter } from './admin/api-keys-router';
import { webhooksRouter } from './admin/webhooks-router';
import { uploadsRouter } from './uploads/router';
import { serveUploadRouter } from './uploads/serve-upload';
import { usersRouter } from './users/router';
import { walletFreezeRouter } from './users/wallet-freeze-router';
import { walletRouter } from './wallet/router';
import { statementRouter } from './wallet/statement-router';
import { warrantyRouter } from './warranty/router';

const WEBHOOK_PATH = /^\/payments\/[^/]+\/webhook$/;
/** Where the API router is mounted. */
const API_MOUNT = '/api';

export function createApp(services: ApiServices): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestMetrics(services.metrics, [API_MOUNT]));
  // Express reads a number as a count of hops and a string as addresses or subnets.
  if (services.trustProxy)
    app.set(
      'trust proxy',
      /^\d+$/.test(services.trustProxy) ? Number(services.trustProxy) : services.trustProxy,
    );

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Emotion (MUI) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Product images and BBCode [img] may be https URLs of other hosts
          // (docs/specs/admin-area.md 2.4).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Brotli or gzip for text answers of 1 kB and more (the web app's files, JSON, CSV).
  app.use(compression());
  app.use(healthRouter(services));
  app.use(metricsRouter(services));

  const api = express.Router();
  api.use(requestContext(services.log, API_MOUNT));
  // Too large by its Content-Length: refused before a byte is read, each with its parser's limit.
  api.use(
    refuseDeclaredLargerThan((req) =>
      req.path === '/upload-image'
        ? BODY_LIMITS.upload
        : WEBHOOK_PATH.test(req.path)
          ? BODY_LIMITS.webhook
          : BODY_LIMITS.json,
    ),
  );
  // Every parser first refuses a body nested too deeply, before any work on it.
  api.use('/upload-image', express.json({ limit: BODY_LIMITS.upload, verify: refuseDeepBody }));
  // Gateways sign the raw bytes of their callbacks: keep them unparsed.
  api.use(
    '/payments/:provider/webhook',
    express.raw({ type: () => true, limit: BODY_LIMITS.webhook, verify: refuseDeepBody }),
  );
  api.use(express.json({ limit: BODY_LIMITS.json, verify: refuseDeepBody }));
  api.use(originCheck(services.publicUrl));
  api.use(loadSession(services));
  api.use(apiKeys(services));
  api.use(staffTwoFactor(services.config.staffTwoFactor));
  // The entries of Idempotency-Key, which every state-changing route takes (api/http/endpoint.ts).
  api.use(idempotencyKeys(new IdempotencyStore(services.pool, services.secrets)));
  // First: every /api/admin/* call needs an admin session, whichever router answers it.
  api.use(adminRouter(services));
  api.use(identityRouter(services));
  api.use(accountLinksRouter(services));
  api.use(captchaRouter(services));
  api.use(stepUpRouter(services));
  api.use(sessionsRouter(services));
  api.use(twoFactorRouter(services));
  api.use(impersonationRouter(services));
  api.use(catalogueRouter(services));
  api.use(stockRouter(services));
  api.use(ordersRouter(services));
  api.use(heldOrdersRouter(services));
  api.use(walletRouter(services));
  api.use(statementRouter(services));
  api.use(usersRouter(services));
  api.use(walletFreezeRouter(services));
  api.use(uploadsRouter(services));
  api.use(telegramRouter(services));
  api.use(settingsRouter(services));
  api.use(fraudRouter(services));
  api.use(apiKeysRouter(services));
  api.use(webhooksRouter(services));
  api.use(supportRouter(services));
  api.use(contactRouter(services));
  api.use(warrantyRouter(services));
  api.use(paymentsRouter(services));
  api.use(reportsRouter(services));
  api.use(auditRouter(services));
  api.use(couponsRouter(services));
  api.use(reviewsRouter(services));
  api.use(announcementsRouter(services));
  api.use(openApiRouter(app));
  api.use(apiNotFound);
  app.use(API_MOUNT, api);
  app.use(sandboxPageRouter(services));

  app.use(serveUploadRouter(services));
  if (services.demoImages) {
    app.use(
      '/demo-images',
      express.static(services.demoImages, { maxAge: '7d', fallthrough: false }),
    );
  }
  const webDist = services.webDist;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    app.use(
      '/assets',
      express.static(path.join(webDist, 'assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
      }),
    );
    app.use(express.static(webDist, { index: false }));
    // The app's page, with 404 for a path the app has no page for (api/http/web-app-pages.ts);
    // storefront pages rendered by the server build beside web/dist (web/dist-server).
    app.get(
      '/{*path}',
      webAppPages(
        webDist,
        { db: services.pool, catalogueResponses: services.catalogueResponses },
        siteConfigOf(services),
        serverRenderer(path.join(webDist, '..', 'dist-server'), services.log),
      ),
    );
  }
  app.use(errorHandler(services.log));
  return app;
}
