/**
 * Two-factor sign-in through the HTTP API on a store with STAFF_TWO_FACTOR=required: setup,
 * enable, the two-step sign-in with TOTP and recovery codes (each accepted once), disable, the
 * staff rule for admins, and the users table rebuilt from the events.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_SIGN_IN_COOKIE } from '../auth/pending-sign-in';
import { SESSION_COOKIE } from '../auth/session';
import { ACCOUNT_ATTEMPTS, ACCOUNT_LIMIT_MESSAGE } from './sign-in-limits';
import { STAFF_TWO_FACTOR_MESSAGE } from '../auth/staff-two-factor';
import { dumpReadTables } from '../../test/support/read-tables';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const PASSWORD = 'secret123';
const PERIOD_MS = 30_000;

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore({ STAFF_TWO_FACTOR: 'required' });
});
afterAll(() => store?.stop());

/**
 * An authenticator app for an otpauth URL that, like a person waiting for the next code, never
 * gives a time step twice: each code is of the step after the last one given, at the earliest
 * the current one (the server accepts one step of drift either side, so each code stays good for
 * at least a whole step: a code of the step before now failed when a loaded machine crossed a
 * step boundary between making it and sending it). Two codes in a row fit the window; no test
 * needs more from one app.
 */
function authenticator(otpauthUrl: string) {
  const secret = Secret.fromBase32(new URL(otpauthUrl).searchParams.get('secret')!);
  let last = -Infinity;
  return {
    nextCode(): string {
      const now = Math.floor(Date.now() / PERIOD_MS);
      const step = Math.max(last + 1, now);
      expect(step, 'the test ran out of time steps within the drift window').toBeLessThanOrEqual(
        now + 1,
      );
      last = step;
      return TOTP.generate({ secret, timestamp: step * PERIOD_MS });
    },
  };
}

/** The cookies an answer sets, by name: value and attributes. */
function cookiesSet(headers: Headers): Map<string, string> {
  return new Map(
    headers.getSetCookie().map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]),
  );
}

/** Registers `email` and turns two-factor on: the client, its authenticator and recovery codes. */
async function withTwoFactor(email: string) {
  const client = store.client();
  await client.register(email, PASSWORD);
  const setup = await client.post('/api/two-factor/setup');
  expect(setup.status).toBe(200);
  expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const app = authenticator(setup.body.otpauthUrl as string);
  const enabled = await client.post('/api/two-factor/enable', { code: app.nextCode() });
  expect(enabled.status).toBe(200);
  return { client, app, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** Signs `email` in with the password: the first step's answer, on a new client. */
async function firstStep(email: string): Promise<TestClient> {
  const client = store.client();
  const login = await client.post('/api/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  expect(login.body).toEqual({ twoFactorRequired: true });
  return client;
}

describe('two-factor sign-in', () => {
  it('sets up with an otpauth URL for KeyMart and the e-mail, replacing a pending secret, and enables with a code', async () => {
    const client = store.client();
    await client.register('setup@keymart.test', PASSWORD);
    expect((await client.get('/api/user')).body.twoFactorEnabled).toBe(false);
    expect((await client.post('/api/two-factor/enable', { code: '123456' })).body).toEqual({
      message: 'No two-factor setup in progress: start it again',
    });
    const first = await client.post('/api/two-factor/setup');
    const second = await client.post('/api/two-factor/setup');
    const url = new URL(second.body.otpauthUrl as string);
    expect(decodeURIComponent(url.pathname)).toBe('/KeyMart:setup@keymart.test');
    expect(url.searchParams.get('issuer')).toBe('KeyMart');
    expect(url.searchParams.get('secret')).not.toBe(
      new URL(first.body.otpauthUrl as string).searchParams.get('secret'),
    );

    const wrong = authenticator(first.body.otpauthUrl as string).nextCode();
    const app = authenticator(second.body.otpauthUrl as string);
    const right = app.nextCode();
    if (wrong !== right) {
      const refused = await client.post('/api/two-factor/enable', { code: wrong });
      expect([refused.status, refused.body]).toEqual([422, { message: 'Invalid two-factor code' }]);
    }
    const enabled = await client.post('/api/two-factor/enable', { code: right });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const user = await client.get('/api/user');
    expect(user.body).toMatchObject({ email: 'setup@keymart.test', twoFactorEnabled: true });
    expect(user.body).toHaveProperty('balance');
    const again = await client.post('/api/two-factor/setup');
    expect([again.status, again.body]).toEqual([
      409,
      { message: 'Two-factor sign-in is already on' },
    ]);
  });

  it('signs in in two steps: the password gives no session, only a pending sign-in; a code completes it once', async () => {
    const email = 'two-step@keymart.test';
    const { client: owner, app, recoveryCodes } = await withTwoFactor(email);
    expect((await owner.post('/api/logout')).status).toBe(200);

    const client = store.client();
    const login = await client.post('/api/login', { email, password: PASSWORD });
    expect([login.status, login.body]).toEqual([200, { twoFactorRequired: true }]);
    const set = cookiesSet(login.headers);
    expect(set.has(SESSION_COOKIE)).toBe(false);
    const pending = set.get(PENDING_SIGN_IN_COOKIE)!;
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/SameSite=Lax/i);
    expect(pending).toMatch(/Max-Age=300\b/);
    expect((await client.get('/api/user')).status).toBe(401);
    // The pending token under the session cookie's name is no session either.
    const token = pending.slice(pending.indexOf('=') + 1, pending.indexOf(';'));
    const asSession = await fetch(`${store.url}/api/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(asSession.status).toBe(401);

    const wrong = await client.post('/api/login/two-factor', { code: 'zzzzz-zzzzz' });
    expect([wrong.status, wrong.body]).toEqual([401, { message: 'Invalid two-factor code' }]);
    const code = app.nextCode();
    const completed = await client.post('/api/login/two-factor', { code });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ email, twoFactorEnabled: true, isAdmin: false });
    expect(cookiesSet(completed.headers).get(PENDING_SIGN_IN_COOKIE)).toMatch(/Max-Age=0\b/);
    expect((await client.get('/api/user')).body.email).toBe(email);

    // The same code again, on a new sign-in in the same window: refused.
    const replay = await firstStep(email);
    const replayed = await replay.post('/api/login/two-factor', { code });
    expect([replayed.status, replayed.body]).toEqual([401, { message: 'Invalid two-factor code' }]);

    // A recovery code, typed in capitals: accepted once.
    const recovery = recoveryCodes[0]!;
    const withRecovery = await firstStep(email);
    const recovered = await withRecovery.post('/api/login/two-factor', {
      code: recovery.toUpperCase(),
    });
    expect(recovered.status).toBe(200);
    expect((await withRecovery.get('/api/user')).status).toBe(200);
    const reused = await (await firstStep(email)).post('/api/login/two-factor', { code: recovery });
    expect(reused.status).toBe(401);
  });

  it('refuses the second step without a pending sign-in, and once the password has changed', async () => {
    const stranger = await store.client().post('/api/login/two-factor', { code: '123456' });
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toMatch(/expired/);

    const email = 'changed@keymart.test';
    const { client: owner, app } = await withTwoFactor(email);
    const pending = await firstStep(email);
    const changed = await owner.post('/api/change-password', {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    });
    expect(changed.status).toBe(200);
    const late = await pending.post('/api/login/two-factor', { code: app.nextCode() });
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/expired/);
  });

  it('keeps the second step behind the sign-in limits: failed codes for one account from one address end in 429', async () => {
    const email = 'guessed@keymart.test';
    await withTwoFactor(email);
    const guesser = await firstStep(email);
    for (let attempt = 1; attempt <= ACCOUNT_ATTEMPTS.limit; attempt++)
      expect((await guesser.post('/api/login/two-factor', { code: 'zzzzz-zzzzz' })).status).toBe(
        401,
      );
    const held = await guesser.post('/api/login/two-factor', { code: 'zzzzz-zzzzz' });
    expect([held.status, held.body]).toEqual([429, { message: ACCOUNT_LIMIT_MESSAGE }]);
  });

  it('turns off with the password and a code; a wrong one of either is refused with 422', async () => {
    const email = 'turn-off@keymart.test';
    const { client, app, recoveryCodes } = await withTwoFactor(email);
    const wrongPassword = await client.post('/api/two-factor/disable', {
      password: 'not-it',
      code: recoveryCodes[1],
    });
    expect([wrongPassword.status, wrongPassword.body]).toEqual([
      422,
      { message: 'Password is incorrect' },
    ]);
    const wrongCode = await client.post('/api/two-factor/disable', {
      password: PASSWORD,
      code: 'zzzzz-zzzzz',
    });
    expect([wrongCode.status, wrongCode.body]).toEqual([
      422,
      { message: 'Invalid two-factor code' },
    ]);
    const off = await client.post('/api/two-factor/disable', {
      password: PASSWORD,
      code: app.nextCode(),
    });
    expect([off.status, off.body]).toEqual([200, { success: true }]);
    expect((await client.get('/api/user')).body.twoFactorEnabled).toBe(false);

    const login = await store.client().post('/api/login', { email, password: PASSWORD });
    expect(login.body).toMatchObject({ email, twoFactorEnabled: false });
    expect(cookiesSet(login.headers).has(SESSION_COOKIE)).toBe(true);
  });

  it('with STAFF_TWO_FACTOR=required holds an admin without two-factor away from every admin call until they turn it on', async () => {
    const admin = store.client();
    expect((await admin.register('admin@keymart.test', PASSWORD)).isAdmin).toBe(true);
    const held = await admin.get('/api/admin/orders');
    expect([held.status, held.body]).toEqual([
      403,
      { message: STAFF_TWO_FACTOR_MESSAGE, twoFactorSetupRequired: true },
    ]);
    expect(STAFF_TWO_FACTOR_MESSAGE).toBe(
      "Two-factor sign-in is required for staff: turn it on in your profile's Security tab",
    );
    // The admin mutations outside /api/admin/* too.
    const product = await admin.post('/api/products', { name: 'Held back', price: '1.00' });
    expect([product.status, product.body.twoFactorSetupRequired]).toEqual([403, true]);
    expect((await admin.get('/api/user')).status).toBe(200);
    // A customer is refused as before, whatever the staff rule.
    const customer = store.client();
    await customer.register('plain@keymart.test', PASSWORD);
    expect((await customer.get('/api/admin/orders')).body).toEqual({
      message: 'Administrator access required',
    });

    const setup = await admin.post('/api/two-factor/setup');
    const app = authenticator(setup.body.otpauthUrl as string);
    expect((await admin.post('/api/two-factor/enable', { code: app.nextCode() })).status).toBe(200);
    expect((await admin.get('/api/admin/orders')).status).toBe(200);

    const signIn = await firstStep('admin@keymart.test');
    expect((await signIn.get('/api/admin/orders')).status).toBe(401);
    expect((await signIn.post('/api/login/two-factor', { code: app.nextCode() })).status).toBe(200);
    expect((await signIn.get('/api/admin/orders')).status).toBe(200);

    // Acting as a customer, the admin cannot change the customer's second factor.
    const plain = (await signIn.get('/api/admin/users')).body.find(
      (user: { email: string }) => user.email === 'plain@keymart.test',
    ) as { id: number };
    expect((await signIn.post(`/api/admin/users/${plain.id}/impersonate`)).status).toBe(200);
    const actingAs = await signIn.post('/api/two-factor/setup');
    expect([actingAs.status, actingAs.body]).toEqual([
      403,
      { message: 'Only the account’s owner can change its two-factor sign-in' },
    ]);
  });

  it('rebuilds the users table from the events to the same rows', async () => {
    await store.core.runner.catchUp();
    const users = store.core.runner.projections.filter((p) => p.name === 'users');
    const live = await dumpReadTables(store.core.pool, users);
    const { rows } = await store.core.pool.query<{ on: string }>(
      'SELECT count(*) AS on FROM users WHERE two_factor_enabled',
    );
    expect(Number(rows[0]!.on)).toBe(5);
    await store.core.runner.rebuild(['users']);
    expect(await dumpReadTables(store.core.pool, users)).toEqual(live);
  });
});
