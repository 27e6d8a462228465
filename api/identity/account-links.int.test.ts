/**
 * The account's mailed links over HTTP, with real mail through the SMTP sink: forgot password ->
 * mail -> reset (once, until it expires) -> every session ended; no telling which addresses have
 * accounts, by answer or by time; e-mail verification and sending its link again; and, without
 * SMTP_URL, the reset mail as one log line whose link works.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../application/logger';
import { RESET_LINK_INVALID } from '../../domain/identity/decide-password-reset';
import { VERIFICATION_LINK_INVALID } from '../../domain/identity/decide-email-verification';
import { startSmtpSink, type SmtpSink } from '../../test/support/smtp-sink';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';
import { FORGOT_PASSWORD_MESSAGE } from './account-links-router';
import { RESET_MAILS_MESSAGE } from './sign-in-limits';

const PUBLIC_URL = 'https://shop.keymart.test';
const WAIT = { timeout: 15_000, interval: 50 };
const RESET_SUBJECT = 'Reset your KeyMart password';
const VERIFY_SUBJECT = 'Confirm your e-mail address for KeyMart';

let sink: SmtpSink;
let store: TestStore;

beforeAll(async () => {
  sink = await startSmtpSink();
  store = await startTestStore({ SMTP_URL: sink.url, PUBLIC_URL });
});
afterAll(async () => {
  await store?.stop();
  await sink?.close();
});

/** The token of the link in the `count`-th mail with `subject` to `address` (waits for it). */
async function mailedToken(address: string, subject: string, count = 1): Promise<string> {
  const mail = await vi.waitFor(() => {
    const mails = sink.messages.filter((m) => m.to.includes(address) && m.subject === subject);
    expect(mails).toHaveLength(count);
    return mails.at(-1)!;
  }, WAIT);
  const page = subject === RESET_SUBJECT ? 'reset-password' : 'verify-email';
  const match = new RegExp(`${PUBLIC_URL}/${page}\\?token=([A-Za-z0-9_-]{43})\\n`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

/** How many rows of the events and the job queue hold `text` anywhere in their data. */
async function rowsHolding(text: string): Promise<number> {
  const { rows } = await store.core.pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM events WHERE data::text LIKE $1)
          + (SELECT count(*) FROM pgboss.job WHERE data::text LIKE $1) AS n`,
    [`%${text}%`],
  );
  return Number(rows[0]!.n);
}

describe('password reset', () => {
  it('mails a link that sets a new password once and ends every session of the account', async () => {
    const laptop = store.client();
    await laptop.register('ada@keymart.test', 'old-secret');
    const phone = store.client();
    expect(
      (await phone.post('/api/login', { email: 'ada@keymart.test', password: 'old-secret' }))
        .status,
    ).toBe(200);

    const asked = await store.client().post('/api/forgot-password', { email: 'ADA@keymart.test' });
    expect(asked).toMatchObject({
      status: 200,
      body: { success: true, message: FORGOT_PASSWORD_MESSAGE },
    });
    const token = await mailedToken('ada@keymart.test', RESET_SUBJECT);
    // Neither the events nor the queued mail keep the token itself: only its hash, or sealed.
    expect(await rowsHolding(token)).toBe(0);
    expect(await rowsHolding(createHash('sha256').update(token).digest('hex'))).toBeGreaterThan(0);

    const reset = await store
      .client()
      .post('/api/reset-password', { token, password: 'new-secret' });
    expect(reset.status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    const signIn = (password: string) =>
      store.client().post('/api/login', { email: 'ada@keymart.test', password });
    expect((await signIn('old-secret')).status).toBe(401);
    expect((await signIn('new-secret')).status).toBe(200);

    const again = await store
      .client()
      .post('/api/reset-password', { token, password: 'other-secret' });
    expect(again).toMatchObject({ status: 422, body: { message: RESET_LINK_INVALID } });
    expect((await signIn('new-secret')).status).toBe(200);
  });

  it('refuses a link once PASSWORD_RESET_MINUTES have passed', async () => {
    const client = store.client();
    await client.register('late@keymart.test');
    await store.client().post('/api/forgot-password', { email: 'late@keymart.test' });
    const token = await mailedToken('late@keymart.test', RESET_SUBJECT);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 60_000 + 1_000 });
    try {
      const reset = await store
        .client()
        .post('/api/reset-password', { token, password: 'new-secret' });
      expect(reset).toMatchObject({ status: 422, body: { message: RESET_LINK_INVALID } });
    } finally {
      vi.useRealTimers();
    }
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('answers known and unknown addresses alike, in content and in time, and limits mails per address', async () => {
    await store.client().register('known@keymart.test');
    const times = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let round = 0; round < 5; round++) {
      for (const kind of ['known', 'unknown'] as const) {
        const started = performance.now();
        const answer = await store
          .client()
          .post('/api/forgot-password', { email: `${kind}@keymart.test` });
        times[kind].push(performance.now() - started);
        expect(answer.status).toBe(200);
        bodies.add(JSON.stringify(answer.body));
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ success: true, message: FORGOT_PASSWORD_MESSAGE }),
    ]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]!;
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(100);
    // The sixth request for either address is held the same way.
    for (const kind of ['known', 'unknown'])
      expect(
        await store.client().post('/api/forgot-password', { email: `${kind}@keymart.test` }),
      ).toMatchObject({
        status: 429,
        body: { message: RESET_MAILS_MESSAGE },
      });
    await mailedToken('known@keymart.test', RESET_SUBJECT, 5);
  });

  it('refuses malformed requests before doing anything', async () => {
    const client = store.client();
    expect((await client.post('/api/forgot-password', { email: 'not an address' })).status).toBe(
      400,
    );
    expect(
      (await client.post('/api/reset-password', { token: 'short', password: 'new-secret' })).status,
    ).toBe(400);
    expect(
      (await client.post('/api/reset-password', { token: 'a'.repeat(43), password: '123' })).status,
    ).toBe(400);
    expect(
      await client.post('/api/reset-password', { token: 'a'.repeat(43), password: 'new-secret' }),
    ).toMatchObject({ status: 422, body: { message: RESET_LINK_INVALID } });
  });
});

describe('e-mail verification', () => {
  it('mails a link at registration that verifies the address, shown to the customer and to staff', async () => {
    const customer = store.client();
    const user = await customer.register('verify@keymart.test');
    expect((await customer.get('/api/user')).body.emailVerified).toBe(false);
    const token = await mailedToken('verify@keymart.test', VERIFY_SUBJECT);
    // Opened on another device, without a session, twice.
    for (let i = 0; i < 2; i++)
      expect((await store.client().post('/api/verify-email', { token })).status).toBe(200);
    expect((await customer.get('/api/user')).body.emailVerified).toBe(true);
    expect(await customer.post('/api/resend-verification')).toMatchObject({
      status: 409,
      body: { message: 'Your email address is already verified' },
    });
    const admin = store.client();
    await admin.register('admin@keymart.test');
    const users = (await admin.get('/api/admin/users')).body as {
      id: number;
      emailVerified: boolean;
    }[];
    expect(users.find((u) => u.id === user.id)?.emailVerified).toBe(true);
  });

  it('sends a new link on request; the earlier one stops working', async () => {
    const customer = store.client();
    await customer.register('resend@keymart.test');
    const first = await mailedToken('resend@keymart.test', VERIFY_SUBJECT);
    expect((await customer.post('/api/resend-verification')).status).toBe(200);
    const second = await mailedToken('resend@keymart.test', VERIFY_SUBJECT, 2);
    expect(await store.client().post('/api/verify-email', { token: first })).toMatchObject({
      status: 422,
      body: { message: VERIFICATION_LINK_INVALID },
    });
    expect((await store.client().post('/api/verify-email', { token: second })).status).toBe(200);
    expect((await customer.get('/api/user')).body.emailVerified).toBe(true);
  });
});

describe('GET /api/site-config with SMTP_URL', () => {
  it('says the store sends e-mail, so the web app may promise it', async () => {
    const answer = await store.client().get('/api/site-config');
    expect(answer.status).toBe(200);
    expect(answer.body.mailEnabled).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  it('writes the reset mail to the log as one line whose link works', async () => {
    const lines: string[] = [];
    const logged = await startTestStore(
      { PUBLIC_URL },
      { logger: createLogger('info', { destination: { write: (line) => lines.push(line) } }) },
    );
    try {
      const client: TestClient = logged.client();
      await client.register('nosmtp@keymart.test');
      await client.post('/api/forgot-password', { email: 'nosmtp@keymart.test' });
      const line = await vi.waitFor(() => {
        const found = lines.find((l) => l.includes('reset-password?token='));
        expect(found).toBeDefined();
        return JSON.parse(found!) as { msg: string };
      }, WAIT);
      expect(line.msg).toMatch(
        new RegExp(
          `^Mail to nosmtp@keymart.test \\(not sent: SMTP_URL is not set\\): "${RESET_SUBJECT}" ${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`,
        ),
      );
      const token = /token=([A-Za-z0-9_-]{43})/.exec(line.msg)![1]!;
      expect(
        (await logged.client().post('/api/reset-password', { token, password: 'new-secret' }))
          .status,
      ).toBe(200);
    } finally {
      await logged.stop();
    }
  });
});
