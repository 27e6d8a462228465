import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_CLOSED } from '../../domain/support/decide';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  alice = store.client();
  await alice.register('alice@keymart.test');
  bob = store.client();
  await bob.register('bob@keymart.test');
});
afterAll(() => store.stop());

async function eventCount(): Promise<number> {
  const { rows } = await store.core.pool.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM events',
  );
  return Number(rows[0]!.n);
}

async function openTicket(client: TestClient, subject: string, extra: object = {}) {
  const answer = await client.post('/api/support/tickets', {
    subject,
    message: `About ${subject}`,
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; status: string };
}

describe('customer support calls', () => {
  it('answers 401 to every support call when signed out', async () => {
    const guest = store.client();
    expect((await guest.get('/api/support/tickets')).status).toBe(401);
    expect((await guest.post('/api/support/tickets', { subject: 's', message: 'm' })).status).toBe(
      401,
    );
    expect((await guest.get('/api/support/tickets/1/messages')).status).toBe(401);
    expect((await guest.post('/api/support/messages', { ticketId: 1, message: 'm' })).status).toBe(
      401,
    );
  });

  it('opens a ticket with priority medium by default and lists the customer’s own tickets, newest first', async () => {
    const created = await alice.post('/api/support/tickets', {
      subject: '  Netflix login fails ',
      message: ' It says the password is wrong ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      subject: 'Netflix login fails',
      message: 'It says the password is wrong',
      priority: 'medium',
      status: 'open',
      messageCount: 1,
    });
    expect(created.body.user).toBeUndefined();
    const second = await openTicket(alice, 'Invoice request', { priority: 'high' });
    await openTicket(bob, 'Bob’s own problem');

    const list = await alice.get('/api/support/tickets');
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: number }) => t.id)).toEqual([second.id, created.body.id]);
    expect(list.body[0]).toMatchObject({ priority: 'high', subject: 'Invoice request' });
  });

  it('validates a new ticket with readable messages and appends nothing', async () => {
    const before = await eventCount();
    const blank = await alice.post('/api/support/tickets', { subject: '  ', message: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Subject is required');
    expect(blank.body.message).toContain('Message is required');
    const priority = await alice.post('/api/support/tickets', {
      subject: 's',
      message: 'm',
      priority: 'urgent',
    });
    expect(priority.status).toBe(400);
    expect(priority.body.issues.map((i: { path: string }) => i.path)).toEqual(['priority']);
    expect(await eventCount()).toBe(before);
  });

  it('shows the thread oldest first, the ticket’s message first, to its owner and to admins only', async () => {
    const ticket = await openTicket(alice, 'Thread order');
    const replied = await alice.post('/api/support/messages', {
      ticketId: ticket.id,
      message: ' Any update? ',
    });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({
      ticketId: ticket.id,
      message: 'Any update?',
      isAdminReply: false,
      user: { firstName: 'Test', lastName: 'User', email: 'alice@keymart.test' },
    });

    const thread = await alice.get(`/api/support/tickets/${ticket.id}/messages`);
    expect(thread.status).toBe(200);
    expect(thread.body.map((m: { message: string }) => m.message)).toEqual([
      'About Thread order',
      'Any update?',
    ]);
    expect((await admin.get(`/api/support/tickets/${ticket.id}/messages`)).body).toHaveLength(2);

    const foreign = await bob.get(`/api/support/tickets/${ticket.id}/messages`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Ticket not found');
    expect((await alice.get('/api/support/tickets/999999/messages')).status).toBe(404);
    expect((await alice.get('/api/support/tickets/abc/messages')).status).toBe(400);
  });

  it('refuses a message on someone else’s ticket or a missing one with 404, and a blank one with 400', async () => {
    const ticket = await openTicket(alice, 'Private');
    const before = await eventCount();
    const foreign = await bob.post('/api/support/messages', { ticketId: ticket.id, message: 'hi' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Ticket not found');
    expect(
      (await alice.post('/api/support/messages', { ticketId: 999999, message: 'hi' })).status,
    ).toBe(404);
    const blank = await alice.post('/api/support/messages', { ticketId: ticket.id, message: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Message is required');
    expect((await alice.post('/api/support/messages', { message: 'no ticket' })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('keeps every message of concurrent replies on one ticket', async () => {
    const ticket = await openTicket(alice, 'Busy thread');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        alice.post('/api/support/messages', { ticketId: ticket.id, message: `message ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const thread = await alice.get(`/api/support/tickets/${ticket.id}/messages`);
    expect(thread.body).toHaveLength(9);
    const list = await alice.get('/api/support/tickets');
    expect(list.body.find((t: { id: number }) => t.id === ticket.id).messageCount).toBe(9);
  });
});

describe('admin support calls', () => {
  it('lists every ticket with its customer’s e-mail and searches subject or e-mail', async () => {
    const ticket = await openTicket(bob, 'Spotify Family slot');
    const all = await admin.get('/api/admin/support/tickets');
    expect(all.status).toBe(200);
    const row = all.body.find((t: { id: number }) => t.id === ticket.id);
    expect(row.user).toEqual({ id: expect.any(Number), email: 'bob@keymart.test' });
    expect(all.body.map((t: { id: number }) => t.id)).toEqual(
      [...all.body.map((t: { id: number }) => t.id)].sort((a, b) => b - a),
    );

    const bySubject = await admin.get('/api/admin/support/tickets?search=spotify%20FAMILY');
    expect(bySubject.body.map((t: { id: number }) => t.id)).toEqual([ticket.id]);
    const byEmail = await admin.get('/api/admin/support/tickets?search=BOB@keymart');
    expect(byEmail.body.length).toBeGreaterThanOrEqual(2);
    expect(
      byEmail.body.every((t: { user: { email: string } }) => t.user.email === 'bob@keymart.test'),
    ).toBe(true);
    expect((await admin.get('/api/admin/support/tickets?search=%25')).body).toEqual([]);
  });

  it('replies as Support Team, moves an open ticket to in_progress and shows the reply to the customer', async () => {
    const ticket = await openTicket(alice, 'Needs staff');
    const reply = await admin.post(`/api/admin/support/tickets/${ticket.id}/reply`, {
      message: ' We are on it ',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      message: 'We are on it',
      isAdminReply: true,
      user: { email: 'admin@keymart.test' },
    });

    const tickets = await alice.get('/api/support/tickets');
    expect(tickets.body.find((t: { id: number }) => t.id === ticket.id)).toMatchObject({
      status: 'in_progress',
      messageCount: 2,
    });
    const thread = await alice.get(`/api/support/tickets/${ticket.id}/messages`);
    expect(thread.body[1]).toMatchObject({
      message: 'We are on it',
      isAdminReply: true,
      user: { firstName: 'Support', lastName: 'Team', email: '' },
    });
  });

  it('validates a reply and answers 404 for a missing ticket', async () => {
    const ticket = await openTicket(alice, 'Blank reply');
    const blank = await admin.post(`/api/admin/support/tickets/${ticket.id}/reply`, {
      message: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Message is required');
    const missing = await admin.post('/api/admin/support/tickets/999999/reply', { message: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Ticket not found');
  });

  it('sets pending or closed; a closed ticket takes no replies from anyone (422) until reopened', async () => {
    const ticket = await openTicket(alice, 'Close me');
    const pending = await admin.put(`/api/admin/support/tickets/${ticket.id}`, {
      status: 'pending',
    });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      status: 'pending',
      user: { email: 'alice@keymart.test' },
    });
    const closed = await admin.put(`/api/admin/support/tickets/${ticket.id}`, { status: 'closed' });
    expect(closed.body.status).toBe('closed');
    expect((await alice.get('/api/support/tickets')).body[0]).toMatchObject({
      id: ticket.id,
      status: 'closed',
    });

    const before = await eventCount();
    const customer = await alice.post('/api/support/messages', {
      ticketId: ticket.id,
      message: 'One more thing',
    });
    expect(customer.status).toBe(422);
    expect(customer.body.message).toBe(TICKET_CLOSED);
    const staff = await admin.post(`/api/admin/support/tickets/${ticket.id}/reply`, {
      message: 'Late reply',
    });
    expect(staff.status).toBe(422);
    expect(staff.body.message).toBe(TICKET_CLOSED);
    expect(await eventCount()).toBe(before);

    expect(
      (await admin.put(`/api/admin/support/tickets/${ticket.id}`, { status: 'open' })).body.status,
    ).toBe('open');
    expect(
      (
        await alice.post('/api/support/messages', {
          ticketId: ticket.id,
          message: 'Thanks for reopening',
        })
      ).status,
    ).toBe(201);
  });

  it('validates the status and answers 404 for a missing ticket', async () => {
    const ticket = await openTicket(alice, 'Bad status');
    const bad = await admin.put(`/api/admin/support/tickets/${ticket.id}`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['status']);
    const missing = await admin.put('/api/admin/support/tickets/999999', { status: 'closed' });
    expect(missing.status).toBe(404);
  });
});

describe('support read model', () => {
  it('rebuilding from position 0 reproduces the tickets and messages exactly', async () => {
    await store.core.runner.catchUp();
    const dump = async () => {
      const tickets = await store.core.pool.query(
        'SELECT t::text FROM support_tickets t ORDER BY id',
      );
      const messages = await store.core.pool.query(
        'SELECT m::text FROM support_ticket_messages m ORDER BY id',
      );
      return { tickets: tickets.rows, messages: messages.rows };
    };
    const before = await dump();
    expect(before.tickets.length).toBeGreaterThan(5);
    await store.core.runner.rebuild(['support']);
    expect(await dump()).toEqual(before);
  });
});
