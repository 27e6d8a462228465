/**
 * The API description: GET /api/openapi.json is an OpenAPI 3.1 document generated from the
 * zod schemas that validate the requests, covering every route the router serves (a route added
 * without a description fails here), and GET /api/docs is a reference page served from the locally
 * installed Swagger UI. The rendering in a browser is test/e2e/api-docs.e2e.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { couponUpdateSchema } from '../../contracts/coupons';
import { purchaseSchema, registerSchema } from '../../contracts/requests';
import { EXCLUDED_ROUTES } from '../../test/security/routes';
import { startTestStore, type TestStore } from '../../test/support/store';
import type { OpenApiDocument, OpenApiOperation } from './document';
import { openApiPath } from './document';
import { routeKey, servedRoutes } from './served-routes';

/** POST and PUT routes that take no body: an action named by the path alone. */
const ACTIONS_WITHOUT_BODY = new Set([
  'POST /api/logout',
  'POST /api/stop-impersonation',
  'POST /api/resend-verification',
  'POST /api/admin/users/:id/unsuspend',
  'POST /api/admin/orders/:id/resend-delivery',
  'POST /api/admin/orders/:id/release',
  'POST /api/admin/users/:id/impersonate',
  'POST /api/admin/test-telegram',
  'POST /api/admin/send-test-notification',
  'POST /api/admin/send-test-discord',
  'POST /api/two-factor/setup',
  'POST /api/sessions/revoke-others',
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend',
]);

let store: TestStore;
let document: OpenApiDocument;

beforeAll(async () => {
  store = await startTestStore();
  const answer = await fetch(`${store.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  document = (await answer.json()) as OpenApiDocument;
});
afterAll(async () => {
  await store?.stop();
});

/** Every operation of the document as `"METHOD /openapi/{path}"`. */
function operations(): Map<string, OpenApiOperation> {
  const found = new Map<string, OpenApiOperation>();
  for (const [route, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods))
      found.set(`${method.toUpperCase()} ${route}`, operation);
  return found;
}

/** The input side of a schema, as the generator writes it (without the dialect line). */
function inputSchema(schema: z.ZodType) {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return rest;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (the official schema) carrying the store’s version', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    const pkg = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as { version: string };
    expect(document.info.version).toBe(pkg.version);
  });

  it('describes every route the router serves, and nothing else', () => {
    const served = servedRoutes(store.app).filter((route) => !EXCLUDED_ROUTES.has(routeKey(route)));
    const expected = served.map((route) => `${route.method} ${openApiPath(route.path)}`).sort();
    expect([...operations().keys()].sort()).toEqual(expected);
    // The store's size, so a router that stops being walked cannot pass unnoticed.
    expect(expected.length).toBeGreaterThanOrEqual(88);
  });

  it('gives every operation a unique id, a summary, a tag and its success (or redirect) and error answers', () => {
    const ids = new Set<string>();
    for (const [key, operation] of operations()) {
      expect(ids.has(operation.operationId), `${key}: operationId repeated`).toBe(false);
      ids.add(operation.operationId);
      expect(operation.summary.length, key).toBeGreaterThan(5);
      expect(operation.tags, key).toHaveLength(1);
      const statuses = Object.keys(operation.responses);
      // Success is a 2xx, or a 3xx for a route that only redirects (GET /api/login).
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        key,
      ).toBe(true);
      if (operation.security) expect(statuses, key).toContain('401');
      // Invalid input is a 400, but for the image route, which answers it like an unknown name.
      if (operation.parameters || operation.requestBody)
        expect(statuses, key).toContain(key === 'GET /uploads/{name}' ? '404' : '400');
    }
  });

  it('declares exactly the path parameters each path names', () => {
    for (const [key, operation] of operations()) {
      const named = [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect(declared, key).toEqual(named);
    }
  });

  it('gives every POST and PUT a request body, except actions named by the path alone', () => {
    const missing: string[] = [];
    for (const route of servedRoutes(store.app)) {
      if (route.method !== 'POST' && route.method !== 'PUT') continue;
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const hasBody = operation?.requestBody !== undefined;
      if (hasBody === ACTIONS_WITHOUT_BODY.has(routeKey(route))) missing.push(routeKey(route));
    }
    expect(missing).toEqual([]);
  });

  it('takes request schemas from the same zod schemas that validate the requests', async () => {
    const body = (method: string, route: string) =>
      document.paths[route]![method]!.requestBody!.content['application/json']!.schema;
    expect(body('post', '/api/purchase')).toEqual(inputSchema(purchaseSchema));
    expect(body('post', '/api/register')).toEqual(inputSchema(registerSchema));
    expect(body('put', '/api/admin/coupons/{id}')).toEqual(inputSchema(couponUpdateSchema));
    // And those schemas are what the store enforces: a field the document bounds is refused
    // beyond its bound.
    const email = (
      body('post', '/api/register') as { properties: { email: { maxLength: number } } }
    ).properties.email.maxLength;
    const refused = await store.client().post('/api/register', {
      email: `${'a'.repeat(email)}@keymart.test`,
      password: 'long-enough-password',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'UK',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/email/);
  });

  it('documents the answers of routes that do not answer errors as JSON 400s', async () => {
    const image = document.paths['/uploads/{name}']!.get!.responses;
    expect(Object.keys(image)).not.toContain('400');
    const badName = await fetch(`${store.url}/uploads/${'a'.repeat(300)}.png`);
    expect(badName.status).toBe(404);
    expect(await badName.json()).toEqual({ message: 'Image not found' });
    expect(image['404']!.content).toHaveProperty(['application/json']);

    const sandbox = document.paths['/sandbox/pay/{paymentId}']!.post!.responses['400']!;
    expect(Object.keys(sandbox.content!)).toEqual(['text/plain']);
    const wrongForm = await fetch(`${store.url}/sandbox/pay/unknown-payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'status=refunded',
    });
    expect(wrongForm.status).toBe(400);
    expect(wrongForm.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await wrongForm.text()).toBe('Choose paid or failed.');

    // And a named error answered as plain text is documented so.
    const page = document.paths['/sandbox/pay/{paymentId}']!.get!.responses['404']!;
    expect(Object.keys(page.content!)).toEqual(['text/plain']);
    const unknown = await fetch(`${store.url}/sandbox/pay/unknown-payment`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('names the session cookie and the signed-in routes that need it', () => {
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'keymart_session',
    });
    const orders = document.paths['/api/orders']!.get!;
    expect(orders.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/products']!.get!.security).toBeUndefined();
    expect(Object.keys(document.paths['/api/admin/coupons']!.get!.responses)).toEqual(
      expect.arrayContaining(['401', '403']),
    );
  });

  it('declares the API key scheme and, on each admin route, the key scopes that reach it', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths['/api/admin/orders']!.get!.security).toEqual([
      { session: [] },
      { apiKey: ['orders:read'] },
    ]);
    expect(document.paths['/api/admin/categories']!.get!.security).toEqual([
      { session: [] },
      { apiKey: ['products:read', 'products:write'] },
    ]);
    expect(document.paths['/api/admin/categories']!.post!.security).toEqual([
      { session: [] },
      { apiKey: ['products:write'] },
    ]);
    // No scope names balances; a step-up route is never reached with a key.
    expect(document.paths['/api/admin/users/{id}/balance']!.post!.security).toEqual([
      { session: [] },
    ]);
    expect(document.paths['/api/admin/api-keys']!.post!.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/orders']!.get!.security).toEqual([{ session: [] }]);
  });

  it('declares Idempotency-Key, with its 409 and 422, on every state-changing call of a signed-in caller', () => {
    for (const [key, operation] of operations()) {
      const header = operation.parameters?.filter((p) => p.name === 'idempotency-key') ?? [];
      const stateChanging = !key.startsWith('GET ');
      if (!stateChanging || !operation.security) {
        expect(header, key).toEqual([]);
        continue;
      }
      expect(header, key).toHaveLength(1);
      expect(header[0]!.in, key).toBe('header');
      expect(operation.responses['409']?.description, key).toContain(
        'A request with this Idempotency-Key is still in progress',
      );
      expect(operation.responses['422']?.description, key).toContain(
        'This Idempotency-Key was already used for a different request',
      );
    }
    const purchase = document.paths['/api/purchase']!.post!;
    expect(purchase.parameters![0]!.required).toBe(false);
    // A route's own meaning of the codes stays beside the key's.
    expect(purchase.responses['422']!.description).toMatch(/^Insufficient balance/);
    // The refund requires its key.
    const refund = document.paths['/api/admin/orders/{id}/refunds']!.post!;
    expect(refund.parameters!.find((p) => p.name === 'idempotency-key')!.required).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and the Swagger UI files it loads from the installed package', async () => {
    const page = await fetch(`${store.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<title>KeyMart API reference</title>');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((url) => !url.startsWith('data:'));
    expect(assets).toEqual([
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/docs-init.js',
    ]);
    for (const asset of assets) {
      const answer = await fetch(`${store.url}${asset}`);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('content-type'), asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/,
      );
      expect((await answer.text()).length, asset).toBeGreaterThan(100);
    }
    // The package's other files are not served.
    expect((await fetch(`${store.url}/api/docs/assets/package.json`)).status).toBe(404);
  });
});
