import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import {
  changeTicketStatus,
  openTicket,
  postTicketMessage,
  replyToTicket,
  TICKET_CLOSED,
  TICKET_NOT_FOUND,
} from './decide';
import { evolveTicket, initialTicket, type TicketEvent } from './ticket';
import { expectDomainError } from '../shared/expect-domain-error';

const given = (events: TicketEvent[]) => fold(events, evolveTicket, initialTicket);
const opened: TicketEvent = {
  type: 'TicketOpened',
  data: {
    ticketId: 4,
    userId: 7,
    subject: 'Cannot log in',
    message: 'The password is wrong',
    messageId: 10,
    priority: 'medium',
  },
};
const status = (value: 'open' | 'in_progress' | 'pending' | 'closed'): TicketEvent => ({
  type: 'TicketStatusChanged',
  data: { status: value },
});

describe('OpenTicket', () => {
  it('opens a ticket with trimmed subject and message, priority medium by default', () => {
    const events = openTicket(
      { ticketId: 4, messageId: 10, userId: 7, subject: ' Cannot log in ', message: ' Help ' },
      given([]),
    );
    expect(events).toEqual([
      {
        type: 'TicketOpened',
        data: {
          ticketId: 4,
          userId: 7,
          subject: 'Cannot log in',
          message: 'Help',
          messageId: 10,
          priority: 'medium',
        },
      },
    ]);
    expect(given(events)).toMatchObject({ status: 'open', userId: 7, messageIds: [10] });
  });

  it('keeps the priority chosen', () => {
    const [event] = openTicket(
      { ticketId: 4, messageId: 10, userId: 7, subject: 's', message: 'm', priority: 'high' },
      given([]),
    );
    expect(event!.data).toMatchObject({ priority: 'high' });
  });

  it('refuses a blank subject or message', () => {
    const base = { ticketId: 4, messageId: 10, userId: 7 };
    expectDomainError(
      () => openTicket({ ...base, subject: '  ', message: 'm' }, given([])),
      'validation',
      'Subject is required',
    );
    expectDomainError(
      () => openTicket({ ...base, subject: 's', message: '\n' }, given([])),
      'validation',
      'Message is required',
    );
  });

  it('refuses to open a ticket whose id is taken', () => {
    expectDomainError(
      () =>
        openTicket(
          { ticketId: 4, messageId: 11, userId: 7, subject: 's', message: 'm' },
          given([opened]),
        ),
      'conflict',
      'Ticket already exists',
    );
  });
});

describe('PostTicketMessage', () => {
  it('posts the owner’s message as a customer message', () => {
    expect(
      postTicketMessage({ messageId: 11, userId: 7, message: ' Still broken ' }, given([opened])),
    ).toEqual([
      {
        type: 'TicketMessagePosted',
        data: { messageId: 11, userId: 7, message: 'Still broken', isAdminReply: false },
      },
    ]);
  });

  it('does not find someone else’s ticket, nor a missing one', () => {
    expectDomainError(
      () => postTicketMessage({ messageId: 11, userId: 8, message: 'hi' }, given([opened])),
      'not_found',
      TICKET_NOT_FOUND,
    );
    expectDomainError(
      () => postTicketMessage({ messageId: 11, userId: 7, message: 'hi' }, given([])),
      'not_found',
      TICKET_NOT_FOUND,
    );
  });

  it('refuses a reply on a closed ticket', () => {
    expectDomainError(
      () =>
        postTicketMessage(
          { messageId: 11, userId: 7, message: 'hi' },
          given([opened, status('closed')]),
        ),
      'rule',
      TICKET_CLOSED,
    );
  });

  it('accepts replies while the ticket is pending or in progress', () => {
    for (const value of ['pending', 'in_progress'] as const) {
      expect(
        postTicketMessage(
          { messageId: 11, userId: 7, message: 'hi' },
          given([opened, status(value)]),
        ),
      ).toHaveLength(1);
    }
  });

  it('refuses a blank message', () => {
    expectDomainError(
      () => postTicketMessage({ messageId: 11, userId: 7, message: '   ' }, given([opened])),
      'validation',
      'Message is required',
    );
  });
});

describe('ReplyToTicket', () => {
  it('posts a staff reply and moves an open ticket to in_progress', () => {
    expect(replyToTicket({ messageId: 12, adminId: 1, message: 'On it' }, given([opened]))).toEqual(
      [
        {
          type: 'TicketMessagePosted',
          data: { messageId: 12, userId: 1, message: 'On it', isAdminReply: true },
        },
        { type: 'TicketStatusChanged', data: { status: 'in_progress' } },
      ],
    );
  });

  it('leaves a pending ticket pending', () => {
    const events = replyToTicket(
      { messageId: 12, adminId: 1, message: 'Any news?' },
      given([opened, status('pending')]),
    );
    expect(events.map((e) => e.type)).toEqual(['TicketMessagePosted']);
  });

  it('refuses a reply on a closed ticket and on a missing one', () => {
    expectDomainError(
      () =>
        replyToTicket(
          { messageId: 12, adminId: 1, message: 'x' },
          given([opened, status('closed')]),
        ),
      'rule',
      TICKET_CLOSED,
    );
    expectDomainError(
      () => replyToTicket({ messageId: 12, adminId: 1, message: 'x' }, given([])),
      'not_found',
      TICKET_NOT_FOUND,
    );
  });
});

describe('ChangeTicketStatus', () => {
  it('sets any status and nothing when it is already the one asked for', () => {
    expect(changeTicketStatus({ status: 'pending' }, given([opened]))).toEqual([status('pending')]);
    expect(changeTicketStatus({ status: 'open' }, given([opened]))).toEqual([]);
    expect(changeTicketStatus({ status: 'open' }, given([opened, status('closed')]))).toEqual([
      status('open'),
    ]);
  });

  it('does not find a missing ticket', () => {
    expectDomainError(
      () => changeTicketStatus({ status: 'closed' }, given([])),
      'not_found',
      TICKET_NOT_FOUND,
    );
  });
});
