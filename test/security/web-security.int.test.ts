/**
 * Web security over real HTTP (ARCHITECTURE.md "Security model"): the session cookie's
 * flags and forged tokens, sessions ended by a password change, login and register limited per
 * IP and per account and IP with a clear 429 (guessing spread over many IPs slowed down, the
 * account's owner never locked out), state-changing requests refused from a foreign origin
 * with nothing appended, the security headers and their Content Security Policy, and uploads
 * judged by content and size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT_MESSAGE, slowDownDelayMs } from '../../api/identity/sign-in-limits';
import { loadConfig } from '../../application/config';
import { startKeyMart } from '../../bin/keymart';
import { createTestDatabase } from '../support/database';
import { startTestStore, testStoreOf, type TestClient, type TestStore } from '../support/store';

const PUBLIC_URL = 'https://shop.keymart.test';
/** The test stores' SESSION_SECRET (test/support/store.ts). */
const SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';
const IP_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
/** Per-IP attempts per minute of the rate-limited store. */
const IP_LIMIT = 12;
/** Failed attempts per account from one address before that address is held (sign-in-limits.ts). */
const ACCOUNT_LIMIT = 10;

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The store behind PUBLIC_URL (https: cookies are Secure) with the tests' generous limits. */
let store: TestStore;
/** A store with a low per-IP limit that names the client from X-Forwarded-For (TRUST_PROXY=1). */
let limited: TestStore;
let admin: TestClient;

/** Starts a store like startTestStore does, but with `authRateLimit` attempts per IP a minute. */
async function startLimitedStore(env: Record<string, string>, authRateLimit: number) {
  const config = loadConfig({
    DATABASE_URL: await createTestDatabase(),
    PORT: '0',
    SEED_DEMO: 'false',
    ADMIN_EMAILS: 'admin@keymart.test',
    SESSION_SECRET,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-test-data-')),
    LOG_LEVEL: 'error',
    ...env,
  });
  const running = await startKeyMart(config, { authRateLimit });
  return testStoreOf(running);
}

beforeAll(async () => {
  [store, limited] = await Promise.all([
    startTestStore({ PUBLIC_URL }),
    startLimitedStore({ TRUST_PROXY: '1' }, IP_LIMIT),
  ]);
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(async () => {
  await store?.stop();
  await limited?.stop();
});

/** The events appended so far (nothing may be appended by a refused request). */
async function eventCount(target: TestStore = store): Promise<number> {
  const { rows } = await target.core.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events',
  );
  return rows[0]!.n;
}

/** Signs in with a raw fetch: the answer and the session token its cookie holds. */
async function signIn(email: string, password = 'secret123', baseUrl = store.url) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const token = /^keymart_session=([^;]*)/.exec(setCookie)?.[1] ?? '';
  return { response, setCookie, token };
}

/** GET /api/user with `token` as the session cookie: its status. */
async function userStatusWith(token: string): Promise<number> {
  const response = await fetch(`${store.url}/api/user`, {
    headers: { cookie: `keymart_session=${token}` },
  });
  return response.status;
}

const base64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** `claims` without the claim `name`. */
const without = (claims: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(claims).filter(([claim]) => claim !== name));

/** The cookie's attributes, lower-cased names: `{ httponly: '', samesite: 'Lax', ... }`. */
function cookieAttributes(setCookie: string): Record<string, string> {
  return Object.fromEntries(
    setCookie
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')];
      }),
  );
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, 30 days, and Secure behind an https PUBLIC_URL', async () => {
    await store.client().register('flags@keymart.test');
    const { response, setCookie, token } = await signIn('flags@keymart.test');
    expect(response.status).toBe(200);
    expect(token.split('.')).toHaveLength(3);
    expect(cookieAttributes(setCookie)).toEqual({
      'max-age': String(30 * 24 * 3600),
      path: '/',
      httponly: '',
      secure: '',
      samesite: 'Lax',
    });

    // Served over plain http without an https PUBLIC_URL: no Secure flag (the browser would drop it).
    const client = limited.client();
    await client.register('plain@keymart.test');
    const plain = await signIn('plain@keymart.test', 'secret123', limited.url);
    expect(plain.response.status).toBe(200);
    const attributes = cookieAttributes(plain.setCookie);
    expect(attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });
    expect(attributes).not.toHaveProperty('secure');
  });

  it('is cleared by logout with the same flags', async () => {
    const client = store.client();
    await client.register('logout@keymart.test');
    expect((await client.get('/api/user')).status).toBe(200);
    const answer = await client.post('/api/logout');
    expect(answer.status).toBe(200);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^keymart_session=;/);
    expect(cookieAttributes(setCookie)).toMatchObject({
      'max-age': '0',
      path: '/',
      httponly: '',
      secure: '',
      samesite: 'Lax',
    });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('treats a tampered, unsigned, foreign-signed, other-algorithm, expired or incomplete token as signed out', async () => {
    await store.client().register('forger@keymart.test');
    const { token } = await signIn('forger@keymart.test');
    expect(await userStatusWith(token)).toBe(200);
    const adminUser = (await admin.get('/api/user')).body as { id: number };
    const [header = '', payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const asAdmin = { ...claims, sub: String(adminUser.id) };
    const secret = new TextEncoder().encode(SESSION_SECRET);
    const forged: Record<string, string> = {
      'payload changed to the admin, signature kept': `${header}.${base64url(asAdmin)}.${signature}`,
      'signature flipped': `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      'alg none, no signature': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(asAdmin)}.`,
      'alg none, the original signature': `${base64url({ alg: 'none' })}.${base64url(asAdmin)}.${signature}`,
      'signed with another secret': await new SignJWT(asAdmin)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret')),
      'HS512 with the right secret': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .sign(secret),
      'expired, right secret': await new SignJWT({ sv: claims.sv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.sub))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret),
      'an older session version, right secret': await new SignJWT({ ...claims, sv: -1 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret),
      // A token that never expires, or that signing out could not revoke.
      'no exp, right secret': await new SignJWT(without(claims, 'exp'))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret),
      'no jti, right secret': await new SignJWT(without(claims, 'jti'))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret),
      'no sub, right secret': await new SignJWT(without(claims, 'sub'))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret),
      garbage: 'not-a-jwt',
      empty: '',
    };
    for (const [name, value] of Object.entries(forged)) {
      expect({ name, status: await userStatusWith(value) }).toEqual({ name, status: 401 });
      const adminCall = await fetch(`${store.url}/api/admin/users`, {
        headers: { cookie: `keymart_session=${value}` },
      });
      expect({ name, status: adminCall.status }).toEqual({ name, status: 401 });
    }
    // The control: the same secret and claims, correctly signed, are a session.
    const genuine = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(await userStatusWith(genuine)).toBe(200);
  });

  it('ends older sessions on a password change and keeps the current one', async () => {
    const device = store.client();
    await device.register('changer@keymart.test', 'first-pass-1');
    const other = await signIn('changer@keymart.test', 'first-pass-1');
    expect(await userStatusWith(other.token)).toBe(200);
    const changed = await device.post('/api/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: 'second-pass-2',
    });
    expect(changed.status).toBe(200);
    expect((await device.get('/api/user')).status).toBe(200);
    expect(await userStatusWith(other.token)).toBe(401);
    expect((await signIn('changer@keymart.test', 'first-pass-1')).response.status).toBe(401);
    expect((await signIn('changer@keymart.test', 'second-pass-2')).response.status).toBe(200);
  });
});

describe('rate limits on login and register', () => {
  /** A request to the limited store from the client at `ip` (through the trusted proxy). */
  async function from(ip: string, route: '/api/login' | '/api/register', body: object) {
    return limited.client().request('POST', route, body, { 'x-forwarded-for': ip }) as Promise<{
      status: number;
      body: { message?: string };
      headers: Headers;
    }>;
  }
  const registration = (email: string) => ({
    email,
    password: 'secret123',
    firstName: 'Rate',
    lastName: 'Limit',
    country: 'usa',
  });

  it('limits every attempt per IP with a 429 message and RateLimit headers; other IPs go on', async () => {
    await from('198.51.100.1', '/api/register', registration('ip-victim@keymart.test'));
    for (let attempt = 1; attempt <= IP_LIMIT; attempt++) {
      const answer = await from('203.0.113.1', '/api/login', {
        email: `nobody-${attempt}@keymart.test`,
        password: 'guess',
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('ratelimit-policy')).toContain(`"ip"; q=${IP_LIMIT}; w=60`);
      expect(answer.headers.get('ratelimit')).toContain(`"ip"; r=${IP_LIMIT - attempt};`);
    }
    const refused = await from('203.0.113.1', '/api/login', {
      email: 'ip-victim@keymart.test',
      password: 'secret123',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.body).toEqual({ message: IP_LIMIT_MESSAGE });
    expect(refused.headers.get('ratelimit')).toMatch(/"ip"; r=0; t=\d+/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('set-cookie')).toBeNull();
    // Register shares the IP's budget.
    expect(
      (await from('203.0.113.1', '/api/register', registration('late@keymart.test'))).status,
    ).toBe(429);
    // Another client is not held back by this one.
    const other = await from('203.0.113.2', '/api/login', {
      email: 'ip-victim@keymart.test',
      password: 'secret123',
    });
    expect(other.status).toBe(200);
  });

  it('limits register per IP and creates nothing once refused', async () => {
    for (let attempt = 1; attempt <= IP_LIMIT; attempt++) {
      const answer = await from(
        '203.0.113.20',
        '/api/register',
        registration(`signup-${attempt}@keymart.test`),
      );
      expect(answer.status).toBe(201);
    }
    const before = await eventCount(limited);
    const refused = await from(
      '203.0.113.20',
      '/api/register',
      registration('signup-over@keymart.test'),
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: IP_LIMIT_MESSAGE });
    expect(await eventCount(limited)).toBe(before);
    expect(
      (
        await from('203.0.113.21', '/api/login', {
          email: 'signup-over@keymart.test',
          password: 'secret123',
        })
      ).status,
    ).toBe(401);
  });

  it("holds the IP that guessed an account's password, whatever the e-mail spelling, never the owner elsewhere", async () => {
    expect(
      (await from('198.51.100.2', '/api/register', registration('victim@keymart.test'))).status,
    ).toBe(201);
    expect(
      (await from('198.51.100.2', '/api/register', registration('bystander@keymart.test'))).status,
    ).toBe(201);
    const attacker = '192.0.2.1';
    const spellings = ['victim@keymart.test', ' Victim@KeyMart.test ', 'VICTIM@KEYMART.TEST'];
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      const answer = await from(attacker, '/api/login', {
        email: spellings[attempt % spellings.length],
        password: `guess-${attempt}`,
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('ratelimit-policy')).toContain(
        `"account"; q=${ACCOUNT_LIMIT}; w=900`,
      );
    }
    // The owner, at another IP, signs in at once with the right password.
    const startedAt = Date.now();
    const owner = await from('198.51.100.3', '/api/login', {
      email: 'victim@keymart.test',
      password: 'secret123',
    });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ email: 'victim@keymart.test' });
    expect(owner.headers.get('set-cookie')).toMatch(/^keymart_session=/);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    // The attacker stays held, even with the right password, with a message that names the account.
    const held = await from(attacker, '/api/login', {
      email: ' VICTIM@keymart.test',
      password: 'secret123',
    });
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: ACCOUNT_LIMIT_MESSAGE });
    expect(held.body.message).toMatch(/account/);
    expect(held.headers.get('ratelimit')).toMatch(/"account"; r=0; t=\d+/);
    expect(held.headers.get('set-cookie')).toBeNull();
    // Another account from the attacker's IP is below that IP's limit and signs in.
    const bystander = await from(attacker, '/api/login', {
      email: 'bystander@keymart.test',
      password: 'secret123',
    });
    expect(bystander.status).toBe(200);
    expect(bystander.body).toMatchObject({ email: 'bystander@keymart.test' });
    // And the owner signs in again from their IP while the attacker is held.
    expect(
      (
        await from('198.51.100.3', '/api/login', {
          email: 'victim@keymart.test',
          password: 'secret123',
        })
      ).status,
    ).toBe(200);
  });

  it('slows down guessing spread over many IPs, growing with the failures, and still lets the owner in', async () => {
    expect(
      (await from('198.51.100.5', '/api/register', registration('spread@keymart.test'))).status,
    ).toBe(201);
    const failures = ACCOUNT_LIMIT + 3;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= failures; attempt++) {
      const startedAt = Date.now();
      const answer = await from(`192.0.2.${20 + attempt}`, '/api/login', {
        email: 'spread@keymart.test',
        password: `guess-${attempt}`,
      });
      waits.push(Date.now() - startedAt);
      // Never refused: one attempt per IP holds no IP.
      expect(answer.status).toBe(401);
    }
    // Beyond one IP's worth of failures, each attempt waits longer (none before: unit-tested).
    for (let attempt = ACCOUNT_LIMIT + 2; attempt <= failures; attempt++)
      expect(waits[attempt - 1]).toBeGreaterThanOrEqual(slowDownDelayMs(attempt - 1) - 20);
    // The owner, from a fresh IP: slowed by the failures so far, then signed in, not refused.
    const delay = slowDownDelayMs(failures);
    expect(delay).toBeGreaterThanOrEqual(1_000);
    const startedAt = Date.now();
    const owner = await from('198.51.100.6', '/api/login', {
      email: 'spread@keymart.test',
      password: 'secret123',
    });
    const waited = Date.now() - startedAt;
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ email: 'spread@keymart.test' });
    expect(waited).toBeGreaterThanOrEqual(delay - 20);
    expect(waited).toBeLessThan(delay + 3_000);
  });

  it('holds repeated failed registrations of one address from one IP, and only slows other IPs', async () => {
    expect(
      (await from('198.51.100.4', '/api/register', registration('taken@keymart.test'))).status,
    ).toBe(201);
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      const answer = await from(
        '192.0.2.150',
        '/api/register',
        registration(attempt % 2 ? 'taken@keymart.test' : 'Taken@KeyMart.test'),
      );
      expect(answer.status).toBe(409);
    }
    const before = await eventCount(limited);
    const held = await from('192.0.2.150', '/api/register', registration('taken@keymart.test'));
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: ACCOUNT_LIMIT_MESSAGE });
    expect(await eventCount(limited)).toBe(before);
    // From another IP the same address is answered as usual (taken), not refused.
    expect(
      (await from('192.0.2.151', '/api/register', registration('taken@keymart.test'))).status,
    ).toBe(409);
    // Other addresses register as usual from the held IP.
    expect(
      (await from('192.0.2.150', '/api/register', registration('fresh@keymart.test'))).status,
    ).toBe(201);
  });
});

describe('the origin check on state-changing requests', () => {
  const FOREIGN_ORIGINS = [
    'https://evil.example',
    'null',
    'http://shop.keymart.test',
    'https://shop.keymart.test.evil.example',
    'https://shop.keymart.test:8443',
    'https://evil.example/https://shop.keymart.test',
  ];
  let customer: TestClient;
  let productId: number;

  beforeAll(async () => {
    customer = store.client();
    const user = (await customer.register('origin-buyer@keymart.test')) as { id: number };
    const created = await admin.post('/api/products', {
      name: 'Origin Test Key',
      price: '2.00',
      stock: 5,
      deliveryType: 'manual',
      productUrl: 'origin-test-key',
    });
    expect(created.status).toBe(201);
    productId = (created.body as { id: number }).id;
    const topUp = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '10.00',
      operation: 'add',
    });
    expect(topUp.status).toBeLessThan(300);
  });

  /** State-changing calls a forged page could aim at a signed-in customer or admin. */
  const calls = () =>
    [
      {
        who: admin,
        method: 'POST',
        path: '/api/login',
        body: { email: 'admin@keymart.test', password: 'secret123' },
      },
      {
        who: store.client(),
        method: 'POST',
        path: '/api/register',
        body: {
          email: 'csrf-new@keymart.test',
          password: 'secret123',
          firstName: 'A',
          lastName: 'B',
          country: 'usa',
        },
      },
      { who: customer, method: 'POST', path: '/api/purchase', body: { productId, quantity: 1 } },
      {
        who: customer,
        method: 'PUT',
        path: '/api/update-profile',
        body: { firstName: 'Hacked', lastName: 'Hacked', country: 'usa' },
      },
      {
        who: customer,
        method: 'POST',
        path: '/api/change-password',
        body: { currentPassword: 'secret123', newPassword: 'hacked-pass' },
      },
      {
        who: customer,
        method: 'POST',
        path: '/api/support/tickets',
        body: { subject: 'Hacked', message: 'Hacked', priority: 'low' },
      },
      {
        who: admin,
        method: 'POST',
        path: '/api/admin/coupons',
        body: { code: 'CSRF100', discountPercentage: 100, maxUsage: 100, isActive: true },
      },
      {
        who: admin,
        method: 'PUT',
        path: `/api/products/${productId}`,
        body: { name: 'Hacked', price: '0.01' },
      },
      { who: admin, method: 'DELETE', path: `/api/products/${productId}` },
      {
        who: admin,
        method: 'POST',
        path: '/api/admin/users/1/balance',
        body: { amount: '1000.00', operation: 'add' },
      },
      { who: admin, method: 'POST', path: '/api/logout' },
    ] as const;

  it('refuses a foreign Origin with 403 and appends nothing', async () => {
    const before = await eventCount();
    let refused = 0;
    for (const origin of FOREIGN_ORIGINS) {
      for (const call of calls()) {
        const answer = await call.who.request(
          call.method,
          call.path,
          'body' in call ? call.body : undefined,
          { origin },
        );
        expect({ origin, call: `${call.method} ${call.path}`, status: answer.status }).toEqual({
          origin,
          call: `${call.method} ${call.path}`,
          status: 403,
        });
        expect(answer.body).toEqual({ message: 'Cross-origin request refused' });
        expect(answer.headers.get('set-cookie')).toBeNull();
        refused += 1;
      }
    }
    expect(refused).toBe(FOREIGN_ORIGINS.length * calls().length);
    expect(await eventCount()).toBe(before);
    // Everything is as it was: the sessions, the product, the balance.
    expect((await admin.get('/api/user')).status).toBe(200);
    expect((await customer.get('/api/user')).body).toMatchObject({
      balance: '10.00',
      firstName: 'Test',
    });
    expect((await admin.get('/api/products/by-url/origin-test-key')).body).toMatchObject({
      name: 'Origin Test Key',
    });
  });

  it('refuses a browser request marked Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const before = await eventCount();
    for (const call of calls()) {
      const answer = await call.who.request(
        call.method,
        call.path,
        'body' in call ? call.body : undefined,
        {
          'sec-fetch-site': 'cross-site',
        },
      );
      expect({ call: call.path, status: answer.status }).toEqual({ call: call.path, status: 403 });
      expect(answer.body).toEqual({ message: 'Cross-origin request refused' });
    }
    expect(await eventCount()).toBe(before);
  });

  it('accepts the store’s own origin and PUBLIC_URL', async () => {
    const before = await eventCount();
    const own = await customer.request(
      'POST',
      '/api/purchase',
      { productId, quantity: 1 },
      {
        origin: store.url,
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(own.status).toBeLessThan(300);
    const viaPublicUrl = await customer.request(
      'POST',
      '/api/purchase',
      { productId, quantity: 1 },
      {
        origin: PUBLIC_URL,
      },
    );
    expect(viaPublicUrl.status).toBeLessThan(300);
    const profile = await customer.request(
      'PUT',
      '/api/update-profile',
      { firstName: 'Same', lastName: 'Site', country: 'usa' },
      { origin: PUBLIC_URL, 'sec-fetch-site': 'same-site' },
    );
    expect(profile.status).toBe(200);
    expect(await eventCount()).toBeGreaterThan(before);
    expect((await customer.get('/api/user')).body).toMatchObject({
      balance: '6.00',
      firstName: 'Same',
    });
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const answer = await customer.request('GET', '/api/user', undefined, {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(200);
    // No CORS grant: a foreign page cannot read the answer.
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers', () => {
  /** The CSP's directives by name: `{ 'script-src': ["'self'"], ... }`. */
  function directives(policy: string | null): Record<string, string[]> {
    expect(policy).toBeTruthy();
    return Object.fromEntries(
      policy!
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name = '', ...values]) => [name, values]),
    );
  }

  function expectHardened(headers: Headers, where: string) {
    const csp = directives(headers.get('content-security-policy'));
    expect(csp['default-src'], where).toEqual(["'self'"]);
    expect(csp['script-src'], where).toEqual(["'self'"]);
    expect(csp['script-src-attr'], where).toEqual(["'none'"]);
    expect(csp['object-src'], where).toEqual(["'none'"]);
    expect(csp['frame-ancestors'], where).toEqual(["'none'"]);
    expect(csp['base-uri'], where).toEqual(["'self'"]);
    expect(csp['form-action'], where).toEqual(["'self'"]);
    expect(csp['connect-src'], where).toEqual(["'self'"]);
    for (const values of Object.values(csp)) expect(values).not.toContain("'unsafe-eval'");
    expect(headers.get('x-content-type-options'), where).toBe('nosniff');
    expect(headers.get('referrer-policy'), where).toBe('no-referrer');
    expect(headers.get('strict-transport-security'), where).toMatch(
      /^max-age=\d{7,}; includeSubDomains$/,
    );
    expect(headers.get('x-frame-options'), where).toBe('SAMEORIGIN');
    expect(headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
    expect(headers.get('x-powered-by'), where).toBeNull();
  }

  it('come with the HTML page, the API answers, errors, uploads and 429s', async () => {
    const upload = await admin.post('/api/upload-image', {
      imageData: `data:image/png;base64,${PNG.toString('base64')}`,
      fileName: 'dot.png',
    });
    expect(upload.status).toBe(201);
    const urls = [
      '/',
      '/category/anything/some-product',
      '/api/products',
      '/api/categories',
      '/api/user',
      '/api/no-such-route',
      upload.body.imageUrl as string,
      '/uploads/0123456789abcdef0123456789abcdef.png',
    ];
    for (const url of urls) {
      const answer = await fetch(`${store.url}${url}`);
      expectHardened(answer.headers, url);
    }
    const html = await fetch(`${store.url}/`);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await html.text();
    // The home page arrives rendered by the server (api/http/server-render.ts).
    expect(page).toContain('<div id="root" data-server-rendered>');
    // The built page has no inline script the CSP would block; the answers it carries are a data
    // block (type application/json), which the browser never runs.
    for (const [tag] of page.matchAll(/<script\b[^>]*>/g))
      expect(tag).toMatch(/\ssrc="\/|^<script id="initial-answers" type="application\/json">$/);

    const refused = await store
      .client()
      .request('POST', '/api/login', {}, { origin: 'https://evil.example' });
    expectHardened(refused.headers, 'refused POST');
    const attempt = () =>
      fetch(`${limited.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
        body: '{}',
      });
    for (let n = 1; n <= IP_LIMIT; n++) expect((await attempt()).status).toBe(400);
    const held = await attempt();
    expect(held.status).toBe(429);
    expectHardened(held.headers, '429');
  });
});

describe('uploads', () => {
  const upload = (bytes: Buffer, fileName: string, declared = 'image/png') =>
    admin.post('/api/upload-image', {
      imageData: `data:${declared};base64,${bytes.toString('base64')}`,
      fileName,
    });

  it('refuses HTML, SVG, script and executable payloads whatever their name or declared type', async () => {
    const before = await store.core.pool.query('SELECT count(*)::int AS n FROM uploads');
    const payloads: [name: string, bytes: Buffer, declared?: string][] = [
      [
        'page.png',
        Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      ],
      ['pic.jpg', Buffer.from('<html><img src=x onerror=alert(1)></html>'), 'image/jpeg'],
      [
        'vector.svg',
        Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        ),
        'image/svg+xml',
      ],
      ['app.gif', Buffer.from('alert(document.cookie);//'), 'image/gif'],
      ['tool.webp', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'image/webp'],
      ['archive.png', Buffer.from('504b03041400000008000000', 'hex')],
      // An HTML page that carries a PNG further in: the file starts as HTML, so it is HTML.
      ['polyglot.png', Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), PNG])],
      ['empty.png', Buffer.alloc(0)],
    ];
    for (const [name, bytes, declared] of payloads) {
      const answer = await upload(bytes, name, declared);
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(answer.body.message).toMatch(
        new RegExp(`(${name.replace('.', '\\.')} is not a JPG, PNG, WebP or GIF image|imageData)`),
      );
    }
    const after = await store.core.pool.query('SELECT count(*)::int AS n FROM uploads');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('stores a PNG named .exe as a PNG and serves it as image/png with nosniff', async () => {
    const answer = await upload(PNG, 'setup.exe', 'application/x-msdownload');
    expect(answer.status).toBe(201);
    expect(answer.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${store.url}${answer.body.imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves an image that carries a script after its header as an image, never as a page', async () => {
    // GIF89a header, then HTML: a browser must never sniff it as a page.
    const gifar = Buffer.concat([
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ]);
    const answer = await upload(gifar, 'polyglot.html', 'text/html');
    expect(answer.status).toBe(201);
    expect(answer.body.imageUrl).toMatch(/\.gif$/);
    const served = await fetch(`${store.url}${answer.body.imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(Buffer.from(await served.arrayBuffer()).equals(gifar)).toBe(true);
  });

  it('refuses an image over 5 MB, and a body over the parser limit, with a clear message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const tooLarge = await upload(big, 'huge.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: 'huge.png is too large (max 5MB)' });
    const beyondParser = await upload(Buffer.alloc(7 * 1024 * 1024, 1), 'giant.png');
    expect(beyondParser.status).toBe(413);
    expect(beyondParser.body).toEqual({ message: 'Request body is too large' });
    // Other routes take 1 MB bodies at most.
    const bigJson = await admin.post('/api/admin/coupons', { code: 'X'.repeat(1024 * 1024 + 10) });
    expect(bigJson.status).toBe(413);
    expect(bigJson.body).toEqual({ message: 'Request body is too large' });
  });
});
