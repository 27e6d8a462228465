/**
 * The account's sessions over HTTP: each sign-in is listed with its device (from the user agent),
 * address and times, the current one marked; revoking one, or all others, ends their cookies at
 * once; a new password keeps only the session it was changed from; use is recorded every
 * SESSION_SEEN_MINUTES; a sign-in from a device the account never used is mailed (through the
 * SMTP sink), the first sign-in and known devices are not.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionDto } from '../../contracts/responses';
import { SESSION_NOT_FOUND, SESSION_SEEN_MINUTES } from '../../domain/identity/decide-sessions';
import { startSmtpSink, type SmtpSink } from '../../test/support/smtp-sink';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const PUBLIC_URL = 'https://shop.keymart.test';
const NEW_SIGN_IN = 'New sign-in to your KeyMart account';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

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
afterEach(() => {
  vi.useRealTimers();
});

/** A browser with `userAgent` that registers `email` (password secret123). */
async function registered(email: string, userAgent = WINDOWS_CHROME): Promise<TestClient> {
  const client = store.client();
  const answer = await client.request(
    'POST',
    '/api/register',
    { email, password: 'secret123', firstName: 'Ada', lastName: 'Test', country: 'uk' },
    { 'user-agent': userAgent },
  );
  expect(answer.status).toBe(201);
  return client;
}

/** Another browser with `userAgent`, signed in as `email`. */
async function signedIn(email: string, userAgent = WINDOWS_CHROME): Promise<TestClient> {
  const client = store.client();
  const answer = await client.request(
    'POST',
    '/api/login',
    { email, password: 'secret123' },
    { 'user-agent': userAgent },
  );
  expect(answer.status).toBe(200);
  return client;
}

async function sessionsOf(client: TestClient): Promise<SessionDto[]> {
  const answer = await client.get<SessionDto[]>('/api/sessions');
  expect(answer.status).toBe(200);
  return answer.body;
}

const currentOf = async (client: TestClient) =>
  (await sessionsOf(client)).find((session) => session.current)!;

describe('the sessions list', () => {
  it('lists each sign-in with its device, address and times, and marks the current one', async () => {
    const before = Date.now();
    const laptop = await registered('list@keymart.test');
    const phone = await signedIn('list@keymart.test', IPHONE_SAFARI);

    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(2);
    // Most recently used first: the phone signed in last.
    expect(listed.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual([
      { browser: 'Safari', os: 'iOS', current: false },
      { browser: 'Chrome', os: 'Windows', current: true },
    ]);
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(session.ip).toBe('127.0.0.1');
      expect(Date.parse(session.firstSeen)).toBeGreaterThanOrEqual(before - 1000);
      expect(session.lastSeen).toBe(session.firstSeen);
    }
    expect((await currentOf(phone)).id).toBe(listed[0]!.id);

    // Someone else's list is their own.
    const other = await registered('list-other@keymart.test');
    expect((await sessionsOf(other)).map((s) => s.id)).toEqual([(await currentOf(other)).id]);
    expect((await store.client().get('/api/sessions')).status).toBe(401);

    // Signing out ends the session: it leaves the list.
    expect((await phone.post('/api/logout')).status).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.os)).toEqual(['Windows']);
  });

  it('revokes one session at once, and only one of the account’s own', async () => {
    const laptop = await registered('revoke@keymart.test');
    const phone = await signedIn('revoke@keymart.test', IPHONE_SAFARI);
    const phoneSession = await currentOf(phone);
    const stranger = await registered('revoke-stranger@keymart.test');

    expect(await stranger.delete(`/api/sessions/${phoneSession.id}`)).toMatchObject({
      status: 404,
      body: { message: SESSION_NOT_FOUND },
    });
    expect((await phone.get('/api/user')).status).toBe(200);
    expect((await laptop.delete('/api/sessions/not-a-session-id')).status).toBe(400);

    expect(await laptop.delete(`/api/sessions/${phoneSession.id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await laptop.delete(`/api/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);

    // Revoking the current session signs this browser out.
    const own = await currentOf(laptop);
    const revoked = await laptop.delete(`/api/sessions/${own.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await laptop.get('/api/user')).status).toBe(401);
  });

  it('signs out every other session, and a new password keeps only the one it was changed from', async () => {
    const laptop = await registered('others@keymart.test');
    const phone = await signedIn('others@keymart.test', IPHONE_SAFARI);
    const tablet = await signedIn('others@keymart.test');
    const kept = await currentOf(laptop);

    expect(await laptop.post('/api/sessions/revoke-others')).toMatchObject({
      status: 200,
      body: { success: true, revoked: 2 },
    });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await tablet.get('/api/user')).status).toBe(401);
    expect(await sessionsOf(laptop)).toEqual([kept]);
    expect((await laptop.post('/api/sessions/revoke-others')).body.revoked).toBe(0);

    const again = await signedIn('others@keymart.test', IPHONE_SAFARI);
    const changed = await laptop.post('/api/change-password', {
      currentPassword: 'secret123',
      newPassword: 'secret456',
    });
    expect(changed.status).toBe(200);
    expect((await again.get('/api/user')).status).toBe(401);
    expect((await sessionsOf(laptop)).map((s) => s.id)).toEqual([kept.id]);
  });
});

describe('the new sign-in e-mail', () => {
  it('is sent for a device the account never signed in on, not for the first or a known one', async () => {
    const email = 'new-device@keymart.test';
    await registered(email);
    await signedIn(email);
    await signedIn(email, IPHONE_SAFARI);
    await signedIn(email, IPHONE_SAFARI);
    await signedIn(email, LINUX_FIREFOX);

    // Planned in the order of the events, sent side by side: once the last sign-in's mail is
    // planned and every planned mail is sent, each earlier sign-in had its turn.
    const signIns = await vi.waitFor(
      async () => {
        const { rows } = await store.core.pool.query<{ n: string }>(
          "SELECT count(*) AS n FROM pgboss.job WHERE name = 'customer-email' AND state <> 'completed'",
        );
        expect(Number(rows[0]!.n)).toBe(0);
        const mails = sink.messages.filter(
          (m) => m.to.includes(email) && m.subject === NEW_SIGN_IN,
        );
        expect(mails.some((m) => m.text.includes('Firefox on Linux'))).toBe(true);
        return mails;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(signIns).toHaveLength(2);
    const safari = signIns.find((m) => m.text.includes('Safari on iOS'));
    expect(safari?.text).toContain('from a new device: Safari on iOS, address 127.0.0.1, at ');
    expect(safari?.text).toContain(`Review your sessions: ${PUBLIC_URL}/profile?tab=security`);
  });
});

// Last: a faked clock also holds the mail worker's polling until it passes.
describe('last use', () => {
  it(`records a session's use at most every ${SESSION_SEEN_MINUTES} minutes`, async () => {
    const laptop = await registered('seen@keymart.test');
    const started = await currentOf(laptop);
    const seenEvents = async () =>
      Number(
        (
          await store.core.pool.query<{ n: string }>(
            "SELECT count(*) AS n FROM events WHERE event_type = 'SessionSeen' AND data->>'sessionId' = $1",
            [started.id],
          )
        ).rows[0]!.n,
      );
    // Used again at once: nothing to record.
    expect((await laptop.get('/api/user')).status).toBe(200);
    expect(await seenEvents()).toBe(0);

    const later = Date.now() + SESSION_SEEN_MINUTES * 60_000 + 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    expect((await laptop.get('/api/user')).status).toBe(200);
    await vi.waitFor(async () => {
      expect(Date.parse((await currentOf(laptop)).lastSeen)).toBeGreaterThanOrEqual(later);
    });
    await laptop.get('/api/orders');
    expect(await seenEvents()).toBe(1);
    expect((await currentOf(laptop)).firstSeen).toBe(started.firstSeen);
  });
});
