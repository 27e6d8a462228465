/**
 * The proof-of-work captcha on registration and sign-in (contracts/captcha.ts): off by default, so
 * the specs' bodies keep working; once staff turn it on, a registration needs a solution of a
 * challenge the store issued, accepted once, and so does a sign-in after 3 failures for the e-mail
 * or from the address. Every refusal is a 422 that registers no one.
 */
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_EXPIRED,
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  CAPTCHA_SPENT,
} from '../../contracts/captcha';
import { Captcha, CAPTCHA_LIFETIME_MS } from '../../application/security/captcha';
import { solveCaptcha, solvedPayload } from '../../test/support/captcha';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const PASSWORD = 'secret123';
let store: TestStore;
let admin: TestClient;
let n = 0;

/** A registration body as the specs define it, for a new address; `extra` adds members. */
const registration = (extra: Record<string, unknown> = {}) => ({
  email: `captcha-${++n}@keymart.test`,
  password: PASSWORD,
  firstName: 'Cap',
  lastName: 'Tcha',
  country: 'uk',
  ...extra,
});

/** How many accounts the users read model holds. */
async function accounts(): Promise<number> {
  const { rows } = await store.core.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users',
  );
  return rows[0]!.n;
}

/** A client whose requests come from `address` (the store trusts the loopback proxy). */
function from(address: string): TestClient {
  const client = store.client();
  const request = client.request.bind(client);
  client.request = (method, path, body, headers = {}) =>
    request(method, path, body, { 'x-forwarded-for': address, ...headers });
  return client;
}

const setRequired = (required: boolean) => admin.put('/api/admin/settings/captcha', { required });

beforeAll(async () => {
  store = await startTestStore({ TRUST_PROXY: 'loopback' });
  admin = store.client();
  await admin.register('admin@keymart.test');
});

afterAll(async () => {
  await store.stop();
});

// Failed sign-ins are counted per address and e-mail over 15 minutes: each test starts afresh.
beforeEach(async () => {
  await store.core.pool.query('DELETE FROM rate_limit_hits');
});

describe('with the setting off (the default)', () => {
  it("registers and signs in with the specs' bodies, without a captcha, after any failures", async () => {
    expect((await admin.get('/api/admin/settings/captcha')).body).toEqual({
      required: false,
      signInAfterFailures: 3,
    });
    expect((await store.client().get('/api/auth/captcha/requirement')).body).toEqual({
      required: false,
      signInAfterFailures: 3,
    });
    const body = registration();
    expect((await store.client().post('/api/register', body)).status).toBe(201);
    const client = store.client();
    for (let i = 0; i < 5; i++)
      expect(
        (await client.post('/api/login', { email: body.email, password: 'wrong-password' })).body,
      ).toEqual({ message: 'Invalid email or password' });
    expect(
      (await client.post('/api/login', { email: body.email, password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe('with the setting on', () => {
  beforeAll(async () => {
    const answer = await setRequired(true);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ required: true, signInAfterFailures: 3 });
  });

  afterAll(async () => {
    expect((await setRequired(false)).body.required).toBe(false);
  });

  it('tells the forms, and the audit log records who turned it on', async () => {
    expect((await store.client().get('/api/auth/captcha/requirement')).body).toEqual({
      required: true,
      signInAfterFailures: 3,
    });
    await store.caughtUp();
    const audit = await admin.get('/api/admin/audit?type=CaptchaRequirementSet');
    expect(audit.body.entries[0]).toMatchObject({
      actor: { email: 'admin@keymart.test' },
      command: 'SetCaptchaRequirement',
      summary: 'Captcha required on registration and after failed sign-ins',
    });
  });

  it('refuses a registration without a captcha with 422, registering no one', async () => {
    const before = await accounts();
    const answer = await store.client().post('/api/register', registration());
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: CAPTCHA_REQUIRED, captchaRequired: true });
    expect(await accounts()).toBe(before);
  });

  it('accepts a solution once: the second registration with it is refused', async () => {
    const client = store.client();
    const captcha = await solveCaptcha(client);
    const first = await client.post('/api/register', registration({ captcha }));
    expect(first.status).toBe(201);
    expect((await client.get('/api/user')).body.email).toBe(first.body.email);

    const before = await accounts();
    const again = await store.client().post('/api/register', registration({ captcha }));
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: CAPTCHA_SPENT, captchaRequired: true });
    expect(await accounts()).toBe(before);
  });

  it('accepts a solution once under concurrent registrations', async () => {
    const captcha = await solveCaptcha(store.client());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        store.client().post('/api/register', registration({ captcha })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422]);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const issuedLongAgo = new Date(Date.now() - CAPTCHA_LIFETIME_MS - 60_000);
    const challenge = await new Captcha(store.core.pool, store.core.secrets).challenge(
      issuedLongAgo,
    );
    const answer = await store
      .client()
      .post('/api/register', registration({ captcha: await solvedPayload(challenge) }));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CAPTCHA_EXPIRED);
  });

  it('refuses a forged challenge, a changed one and a wrong solution', async () => {
    const forged = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'not-the-store-secret',
    });
    const issued = (await store.client().get('/api/auth/captcha')).body;
    // An easier key prefix than the one signed: solved, but no longer the store's challenge.
    const changed = { ...issued, parameters: { ...issued.parameters, keyPrefix: '0' } };
    const solved = JSON.parse(Buffer.from(await solvedPayload(issued), 'base64').toString()) as {
      challenge: unknown;
      solution: { counter: number; derivedKey: string };
    };
    // Another key than the one the signed counter derives (the key proves the work, not the counter).
    const otherKey = solved.solution.derivedKey.replace(/^./, (digit) =>
      digit === '0' ? '1' : '0',
    );
    const wrong = Buffer.from(
      JSON.stringify({ ...solved, solution: { ...solved.solution, derivedKey: otherKey } }),
    ).toString('base64');
    const notJson = Buffer.from('not a payload').toString('base64');
    const before = await accounts();
    for (const captcha of [
      await solvedPayload(forged),
      await solvedPayload(changed),
      wrong,
      notJson,
    ]) {
      const answer = await store.client().post('/api/register', registration({ captcha }));
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: CAPTCHA_INVALID, captchaRequired: true });
    }
    expect(await accounts()).toBe(before);
  });

  it('asks for a captcha on the sign-in after 3 failures for the e-mail, from any address', async () => {
    const body = registration({ captcha: await solveCaptcha(store.client()) });
    expect((await store.client().post('/api/register', body)).status).toBe(201);
    const wrong = { email: body.email, password: 'wrong-password' };
    const failures = [
      await from('203.0.113.1').post('/api/login', wrong),
      await from('203.0.113.2').post('/api/login', wrong),
      await from('203.0.113.3').post('/api/login', wrong),
    ];
    expect(failures.map((answer) => answer.body)).toEqual([
      { message: 'Invalid email or password' },
      { message: 'Invalid email or password' },
      { message: 'Invalid email or password', captchaRequired: true },
    ]);

    const person = from('203.0.113.4');
    const right = { email: body.email, password: PASSWORD };
    const refused = await person.post('/api/login', right);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: CAPTCHA_REQUIRED, captchaRequired: true });
    expect((await person.get('/api/user')).status).toBe(401);

    const signedIn = await person.post('/api/login', {
      ...right,
      captcha: await solveCaptcha(person),
    });
    expect(signedIn.status).toBe(200);
    expect((await person.get('/api/user')).body.email).toBe(body.email);
  });

  it('asks for a captcha on the sign-in after 3 failures from the address, for any e-mail', async () => {
    const body = registration({ captcha: await solveCaptcha(store.client()) });
    expect((await store.client().post('/api/register', body)).status).toBe(201);
    const guesser = from('198.51.100.7');
    for (const email of ['a@keymart.test', 'b@keymart.test', 'c@keymart.test'])
      expect((await guesser.post('/api/login', { email, password: 'guess' })).status).toBe(401);

    const right = { email: body.email, password: PASSWORD };
    expect((await guesser.post('/api/login', right)).status).toBe(422);
    // The account's owner elsewhere is not asked.
    expect((await from('198.51.100.8').post('/api/login', right)).status).toBe(200);
  });
});
