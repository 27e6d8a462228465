/**
 * Bad input: thousands of random and malformed bodies, path parameters and query
 * strings sent to every route the router serves, as a visitor, a customer and an admin; none may
 * answer 5xx and none refused may append an event. Oversized bodies are refused with 413 before any
 * handler runs, and every router reads its input through zod.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/openapi/document';
import type { TestStore } from '../support/store';
import {
  closeRawConnections,
  fuzzRoutes,
  sendRaw,
  startBadInputStore,
  walkHostileForms,
  type BadInputTarget,
} from './bad-input';

/** Generated requests per route: about 3,000 in all with 85 routes. */
const RUNS_PER_ROUTE = 36;

let store: TestStore;
let target: BadInputTarget;
let adminsBefore: number;

/** How many accounts are admins, as the admin's user list says (mass assignment must make none). */
async function adminCount(): Promise<number> {
  const answer = await sendRaw(
    store.url,
    'GET',
    '/api/admin/users',
    { cookie: target.cookies.admin },
    null,
  );
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { isAdmin: boolean }[]).filter((user) => user.isAdmin).length;
}

beforeAll(async () => {
  ({ store, target } = await startBadInputStore());
  adminsBefore = await adminCount();
});
afterAll(async () => {
  closeRawConnections();
  await store?.stop();
});

describe('forms that break a lenient parser, on every route', () => {
  it('refuses deep bodies, lone surrogates and integers in other forms, appending nothing', async () => {
    const started = Date.now();
    const figures = await walkHostileForms(target, openApiDocument(store.app, 'test'));
    console.log(
      `hostile forms: ${figures.routes} routes, ${figures.integerFields} integer fields, ${figures.requests} requests in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    // The walk finds the integer fields in the routes' own schemas: ids, quantities, pages...
    expect(figures.integerFields).toBeGreaterThan(40);
    expect((await fetch(`${store.url}/healthz`)).status).toBe(200);
  }, 300_000);
});

describe('random and malformed input', () => {
  it('never answers 5xx and never appends an event for a refused request, on any route', async () => {
    const started = Date.now();
    const figures = await fuzzRoutes(target, RUNS_PER_ROUTE);
    console.log(
      `bad input: ${figures.routes} routes, ${figures.requests} requests in ${Math.round((Date.now() - started) / 1000)} s, ${figures.accepted} accepted (2xx), by status ${JSON.stringify(figures.byStatus)}`,
    );
    expect(figures.requests).toBeGreaterThanOrEqual(figures.routes * RUNS_PER_ROUTE);
    // The generators reach past validation too: some requests are accepted.
    expect(figures.accepted).toBeGreaterThan(0);
    expect(await adminCount()).toBe(adminsBefore);
    expect((await fetch(`${store.url}/healthz`)).status).toBe(200);
  }, 300_000);
});

/**
 * Sends `total` bytes of JSON-looking text to `path` in 64 kB chunks without a Content-Length
 * (chunked), stopping as soon as the answer arrives. Resolves with the answer and the bytes sent.
 */
function sendChunked(
  pathname: string,
  total: number,
): Promise<{ status: number; text: string; sent: number; contentType: string }> {
  const url = new URL(store.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: pathname,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            sent,
            contentType: String(response.headers['content-type']),
          });
          request.destroy();
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const writeMore = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        const first = sent === chunk.length;
        if (!request.write(first ? Buffer.concat([Buffer.from('{"message":"'), chunk]) : chunk)) {
          request.once('drain', writeMore);
          return;
        }
      }
      if (!answered) request.end('"}');
    };
    writeMore();
  });
}

describe('oversized bodies', () => {
  const customerHeaders = () => ({
    'content-type': 'application/json',
    cookie: target.cookies.customer,
  });
  const bigJson = (bytes: number) =>
    Buffer.from(JSON.stringify({ subject: 'Big', message: 'x'.repeat(bytes) }));

  it('refuses a 2 MB JSON body to a normal route with 413 and a JSON message, appending nothing', async () => {
    const before = await target.lastPosition();
    const answer = await sendRaw(
      store.url,
      'POST',
      '/api/support/tickets',
      customerHeaders(),
      bigJson(2 * 1024 * 1024),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Request body is too large' });
    expect(await target.lastPosition()).toBe(before);
  });

  it('refuses a 10 MB body to the image upload with 413, even from an admin', async () => {
    const image = Buffer.from(
      JSON.stringify({
        imageData: `data:image/png;base64,${Buffer.alloc(7.5 * 1024 * 1024).toString('base64')}`,
        fileName: 'huge.png',
      }),
    );
    expect(image.length).toBeGreaterThan(10 * 1000 * 1000);
    const answer = await sendRaw(
      store.url,
      'POST',
      '/api/upload-image',
      { 'content-type': 'application/json', cookie: target.cookies.admin },
      image,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Request body is too large' });
  });

  it('refuses a chunked body without Content-Length once it passes the limit', async () => {
    const answer = await sendChunked('/api/support/tickets', 4 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Request body is too large' });
  });

  it('answers a declared 50 MB body with 413 before a byte of it is sent, and closes the connection', async () => {
    const url = new URL(store.url);
    const answer = await new Promise<{ status: number; text: string; connection: string }>(
      (resolve, reject) => {
        const request = http.request({
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/api/support/tickets',
          headers: {
            'content-type': 'application/json',
            'content-length': String(50 * 1024 * 1024),
            cookie: target.cookies.customer,
          },
        });
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              connection: String(response.headers.connection),
            });
            request.destroy();
          });
        });
        request.on('error', reject);
        // Only the headers go out: the answer must come without the body.
        request.flushHeaders();
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.text)).toEqual({ message: 'Request body is too large' });
  });

  it('still answers afterwards', async () => {
    expect((await fetch(`${store.url}/healthz`)).status).toBe(200);
    // The admin's session: the fuzzing may have erased the customer (the last route it walks).
    const user = await sendRaw(
      store.url,
      'GET',
      '/api/user',
      { cookie: target.cookies.admin },
      null,
    );
    expect(user.status).toBe(200);
  });
});

describe('validation in every router', () => {
  /** Reads of raw input that do not go through zod on the same line, each with why it is safe. */
  const ALLOWED: { file: string; line: RegExp; reason: string }[] = [
    {
      file: 'api/http/endpoint.ts',
      line: /parsePart\(spec\.(params|query|body), req\.(params|query|body)/,
      reason: "every endpoint's params, query and body through the zod schemas of its spec",
    },
    {
      file: 'api/http/idempotency.ts',
      line: /requestFingerprint\(req\.method, req\.originalUrl, req\.body\)/,
      reason: 'the Idempotency-Key fingerprint of a body the endpoint parsed with its schema first',
    },
    {
      file: 'api/identity/sign-in-limits.ts',
      line: /accountOf\(req\.body\)/,
      reason: 'a rate-limit key from the e-mail; the body is validated right after',
    },
    {
      file: 'api/payments/router.ts',
      line: /Buffer\.isBuffer\(req\.body\)/,
      reason: 'the raw webhook bytes: the signature is checked, then the provider parses with zod',
    },
  ];

  it('parses every body, path parameter and query value with a zod schema', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = fs
      .readdirSync(path.join(root, 'api'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `api/${file.split(path.sep).join('/')}`);
    const unchecked: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (!/\breq\.(body|params|query)\b/.test(line)) return;
        // Read through a zod schema on the same line: schema.parse(req...), safeParse, parseId.
        if (/\.(safe)?[pP]arse\(\s*req\.(body|params|query)/.test(line)) return;
        if (/Schema\.parse\(req\.(params|query)\.\w+\)/.test(line)) return;
        if (ALLOWED.some((allowed) => allowed.file === file && allowed.line.test(line))) return;
        unchecked.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(unchecked).toEqual([]);
  });
});
