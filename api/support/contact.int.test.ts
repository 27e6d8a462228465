import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eraseGuestContact } from '../../application/commands/erase-guest-contact';
import { DomainError } from '../../domain/shared/errors';
import { NOT_A_GUEST_TICKET } from '../../domain/support/decide';
import { CONTACT_LIMIT_MESSAGE, CONTACT_MESSAGES } from './contact-router';
import { startSmtpSink, type SmtpSink } from '../../test/support/smtp-sink';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const PUBLIC_URL = 'https://shop.keymart.test';
const WAIT = { timeout: 15_000, interval: 50 };

let sink: SmtpSink;
let store: TestStore;
let admin: TestClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  // TRUST_PROXY: each test writes from its own client address (X-Forwarded-For), so the
  // per-address limit of one test leaves the others alone.
  store = await startTestStore({ SMTP_URL: sink.url, PUBLIC_URL, TRUST_PROXY: '1' });
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(async () => {
  await store?.stop();
  await sink?.close();
});

const contact = (overrides: object = {}) => ({
  name: 'Ada Visitor',
  email: 'Ada@Example.test',
  subject: 'Do you sell in Europe?',
  message: 'Hello <team>,\nCan I buy from Lisbon?',
  ...overrides,
});

/** POST /api/contact from client address `ip`. */
const send = (ip: string, body: unknown) =>
  store.client().request('POST', '/api/contact', body, { 'x-forwarded-for': ip });

async function eventCount(): Promise<number> {
  const { rows } = await store.core.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events',
  );
  return rows[0]!.n;
}

const mailsTo = (address: string) => sink.messages.filter((mail) => mail.to.includes(address));

describe('the contact form (POST /api/contact)', () => {
  it('opens a guest ticket staff see in the support list, sealed in the event, and mails a confirmation', async () => {
    const answer = await send('203.0.113.1', contact());
    expect(answer.status).toBe(201);
    const { ticketId } = answer.body as { ticketId: number };
    expect(ticketId).toBeGreaterThan(0);

    await vi.waitFor(async () => {
      const list = await admin.get(`/api/admin/support/tickets?search=ada@example.test`);
      expect(list.body).toEqual([
        expect.objectContaining({
          id: ticketId,
          subject: 'Do you sell in Europe?',
          status: 'open',
          guest: { name: 'Ada Visitor', email: 'ada@example.test' },
        }),
      ]);
      expect(list.body[0]).not.toHaveProperty('user');
    }, WAIT);
    const thread = await admin.get(`/api/support/tickets/${ticketId}/messages`);
    expect(thread.body).toEqual([
      expect.objectContaining({
        message: 'Hello <team>,\nCan I buy from Lisbon?',
        isAdminReply: false,
        user: { firstName: 'Ada Visitor', lastName: '', email: 'ada@example.test' },
      }),
    ]);

    // Secrets at rest: the event holds neither the name nor the address.
    const { rows } = await store.core.pool.query<{ data: string }>(
      `SELECT data::text FROM events WHERE event_type = 'GuestTicketOpened' AND stream_id = $1`,
      [`ticket-${ticketId}`],
    );
    expect(rows[0]!.data).not.toMatch(/Ada Visitor|ada@example/i);
    expect(rows[0]!.data).toContain(`enc:v1:guest-ticket-${ticketId}:`);

    const [mail] = await vi.waitFor(() => {
      const mails = mailsTo('ada@example.test');
      expect(mails).toHaveLength(1);
      return mails;
    }, WAIT);
    expect(mail!.subject).toBe(`We have received your message [Ticket #${ticketId}]`);
    expect(mail!.text).toContain('Hello Ada Visitor,');
    expect(mail!.text).toContain('Can I buy from Lisbon?');
    expect(mail!.html).toContain('Hello &lt;team&gt;');
    expect(mail!.text).toContain(`${PUBLIC_URL}/contact`);
  });

  it('mails each staff reply to the guest, who cannot read the ticket in the app', async () => {
    const { ticketId } = (await send('203.0.113.2', contact({ email: 'bo@example.test' })))
      .body as { ticketId: number };
    await vi.waitFor(() => expect(mailsTo('bo@example.test')).toHaveLength(1), WAIT);

    const reply = await admin.post(`/api/admin/support/tickets/${ticketId}/reply`, {
      message: 'Yes: we sell worldwide & deliver at once.',
    });
    expect(reply.status).toBe(201);
    const mails = await vi.waitFor(() => {
      const all = mailsTo('bo@example.test');
      expect(all).toHaveLength(2);
      return all;
    }, WAIT);
    expect(mails[1]!.subject).toBe(`Re: Do you sell in Europe? [Ticket #${ticketId}]`);
    expect(mails[1]!.text).toContain('Yes: we sell worldwide & deliver at once.');
    expect(mails[1]!.html).toContain('we sell worldwide &amp; deliver at once.');

    // A signed-in customer sees neither the guest ticket nor its thread.
    const customer = store.client();
    await customer.register('carol@keymart.test');
    expect((await customer.get('/api/support/tickets')).body).toEqual([]);
    expect((await customer.get(`/api/support/tickets/${ticketId}/messages`)).status).toBe(404);
    const post = await customer.post('/api/support/messages', { ticketId, message: 'Me too' });
    expect(post.status).toBe(404);
  });

  it('refuses bad input with 400 and a message for the field, appending nothing', async () => {
    const before = await eventCount();
    const refusals: [object, string][] = [
      [{ name: '  ' }, 'Name is required'],
      [{ email: 'not-an-address' }, 'Enter a valid email address'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: 'x'.repeat(10_001) }, 'Message must be at most 10000 characters'],
    ];
    for (const [field, message] of refusals) {
      const answer = await send('203.0.113.3', contact(field));
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('answers a filled honeypot as usual and opens no ticket', async () => {
    const before = await eventCount();
    const answer = await send('203.0.113.4', contact({ website: 'https://spam.example' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ ticketId: expect.any(Number) });
    expect(await eventCount()).toBe(before);
  });

  it(`takes ${CONTACT_MESSAGES.limit} messages an hour from one address, then answers 429; refused forms do not count`, async () => {
    for (let n = 0; n < 3; n++)
      expect((await send('203.0.113.5', contact({ email: '' }))).status).toBe(400);
    for (let n = 0; n < CONTACT_MESSAGES.limit; n++)
      expect((await send('203.0.113.5', contact({ email: `x${n}@example.test` }))).status).toBe(
        201,
      );
    const before = await eventCount();
    const held = await send('203.0.113.5', contact());
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: CONTACT_LIMIT_MESSAGE });
    expect(await eventCount()).toBe(before);
    // Another address is not held.
    expect((await send('203.0.113.6', contact())).status).toBe(201);
  });

  it("erases a guest's contact on request: shredded, gone from the list, and replies mail nobody", async () => {
    const { ticketId } = (await send('203.0.113.7', contact({ email: 'erase-me@example.test' })))
      .body as { ticketId: number };
    await vi.waitFor(() => expect(mailsTo('erase-me@example.test')).toHaveLength(1), WAIT);
    const erase = () =>
      eraseGuestContact(store.core, { ticketId }, { now: new Date(), actorId: null });

    expect((await erase()).result).toEqual({ erased: true });
    await vi.waitFor(async () => {
      const list = (await admin.get('/api/admin/support/tickets')).body as {
        id: number;
        guest?: object;
      }[];
      expect(list.find((ticket) => ticket.id === ticketId)?.guest).toEqual({
        name: '',
        email: '',
      });
    }, WAIT);
    const { rows } = await store.core.pool.query<{ data: { contact: { email: string } } }>(
      `SELECT data FROM events WHERE event_type = 'GuestTicketOpened' AND stream_id = $1`,
      [`ticket-${ticketId}`],
    );
    await expect(store.core.secrets.open(rows[0]!.data.contact.email)).rejects.toThrow(/shredded/);
    // Again: nothing more to record, the key stays shredded.
    expect((await erase()).result).toEqual({ erased: false });

    // A reply still goes into the thread, but nobody is mailed.
    const reply = await admin.post(`/api/admin/support/tickets/${ticketId}/reply`, {
      message: 'Done.',
    });
    expect(reply.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo('erase-me@example.test')).toHaveLength(1);

    // A customer's ticket is erased with the customer's account, not here.
    const customer = store.client();
    await customer.register('dora@keymart.test');
    const own = await customer.post('/api/support/tickets', { subject: 'Mine', message: 'Hi' });
    const refused = eraseGuestContact(
      store.core,
      { ticketId: (own.body as { id: number }).id },
      { now: new Date(), actorId: null },
    );
    await expect(refused).rejects.toThrow(DomainError);
    await expect(refused).rejects.toThrow(NOT_A_GUEST_TICKET);
  });
});
