import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import {
  changeTicketStatus,
  eraseGuestContact,
  NOT_A_GUEST_TICKET,
  openGuestTicket,
  openTicket,
  postTicketMessage,
  replyToTicket,
  TICKET_CLOSED,
  TICKET_NOT_FOUND,
} from './decide';
import { evolveTicket, initialTicket, type TicketEvent } from './ticket';

const ticket = { evolve: evolveTicket, initialState: initialTicket };
const open = DeciderSpecification.for({ decide: openTicket, ...ticket });
const openGuest = DeciderSpecification.for({ decide: openGuestTicket, ...ticket });
const erase = DeciderSpecification.for({ decide: eraseGuestContact, ...ticket });
const post = DeciderSpecification.for({ decide: postTicketMessage, ...ticket });
const reply = DeciderSpecification.for({ decide: replyToTicket, ...ticket });
const change = DeciderSpecification.for({ decide: changeTicketStatus, ...ticket });

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
const posted = (messageId: number, userId: number, message: string, isAdminReply: boolean) =>
  ({
    type: 'TicketMessagePosted',
    data: { messageId, userId, message, isAdminReply },
  }) satisfies TicketEvent;

describe('OpenTicket', () => {
  it('opens a ticket with trimmed subject and message, priority medium by default', () => {
    const help: TicketEvent = {
      type: 'TicketOpened',
      data: {
        ticketId: 4,
        userId: 7,
        subject: 'Cannot log in',
        message: 'Help',
        messageId: 10,
        priority: 'medium',
      },
    };
    open
      .given([])
      .when({
        ticketId: 4,
        messageId: 10,
        userId: 7,
        subject: ' Cannot log in ',
        message: ' Help ',
      })
      .then([help]);
    open.given([help]).thenState({ status: 'open', userId: 7, messageIds: [10] });
  });

  it('keeps the priority chosen', () => {
    open
      .given([])
      .when({ ticketId: 4, messageId: 10, userId: 7, subject: 's', message: 'm', priority: 'high' })
      .then([
        {
          type: 'TicketOpened',
          data: {
            ticketId: 4,
            userId: 7,
            subject: 's',
            message: 'm',
            messageId: 10,
            priority: 'high',
          },
        },
      ]);
  });

  it('refuses a blank subject or message', () => {
    const base = { ticketId: 4, messageId: 10, userId: 7 };
    open
      .given([])
      .when({ ...base, subject: '  ', message: 'm' })
      .thenThrows('validation', 'Subject is required');
    open
      .given([])
      .when({ ...base, subject: 's', message: '\n' })
      .thenThrows('validation', 'Message is required');
  });

  it('refuses to open a ticket whose id is taken', () => {
    open
      .given([opened])
      .when({ ticketId: 4, messageId: 11, userId: 7, subject: 's', message: 'm' })
      .thenThrows('conflict', 'Ticket already exists');
  });
});

/** The contact as the command seals it (the decider keeps it as given). */
const contact = { name: 'enc:v1:guest-ticket-5:bmFtZQ', email: 'enc:v1:guest-ticket-5:ZW1haWw' };
const guestOpened: TicketEvent = {
  type: 'GuestTicketOpened',
  data: {
    ticketId: 5,
    contact,
    subject: 'Do you sell in Europe?',
    message: 'Hello',
    messageId: 11,
    priority: 'medium',
  },
};
const guestCommand = {
  ticketId: 5,
  messageId: 11,
  contact,
  subject: ' Do you sell in Europe? ',
  message: ' Hello ',
};

describe('OpenGuestTicket', () => {
  it('opens a guest ticket with the sealed contact, trimmed subject and message, priority medium', () => {
    openGuest.given([]).when(guestCommand).then([guestOpened]);
  });

  it('is an open ticket without an owner', () => {
    openGuest
      .given([guestOpened])
      .thenState({ status: 'open', ticketId: 5, userId: null, messageIds: [11] });
  });

  it('requires a subject and a message', () => {
    openGuest
      .given([])
      .when({ ...guestCommand, subject: '  ' })
      .thenThrows('validation', 'Subject is required');
    openGuest
      .given([])
      .when({ ...guestCommand, message: '' })
      .thenThrows('validation', 'Message is required');
  });

  it('refuses a ticket id already taken', () => {
    openGuest.given([opened]).when(guestCommand).thenThrows('conflict', 'Ticket already exists');
  });

  it('takes staff replies (the guest is mailed them) but no customer message', () => {
    reply
      .given([guestOpened])
      .when({ messageId: 12, adminId: 1, message: 'Yes, we do' })
      .then([posted(12, 1, 'Yes, we do', true), status('in_progress')]);
    post
      .given([guestOpened])
      .when({ messageId: 12, userId: 7, message: 'Me too' })
      .thenThrows('not_found', TICKET_NOT_FOUND);
  });
});

describe('EraseGuestContact', () => {
  const erased: TicketEvent = { type: 'GuestContactErased', data: { erasedBy: 1 } };

  it("erases a guest ticket's contact once", () => {
    erase.given([guestOpened]).when({ erasedBy: 1 }).then([erased]);
    erase.given([guestOpened, erased]).when({ erasedBy: 1 }).then([]);
    erase.given([guestOpened, erased]).thenState({ status: 'open', contactErased: true });
  });

  it("refuses a customer's ticket and a missing one", () => {
    erase.given([opened]).when({ erasedBy: 1 }).thenThrows('rule', NOT_A_GUEST_TICKET);
    erase.given([]).when({ erasedBy: null }).thenThrows('not_found', TICKET_NOT_FOUND);
  });
});

describe('PostTicketMessage', () => {
  it('posts the owner’s message as a customer message', () => {
    post
      .given([opened])
      .when({ messageId: 11, userId: 7, message: ' Still broken ' })
      .then([posted(11, 7, 'Still broken', false)]);
  });

  it('does not find someone else’s ticket, nor a missing one', () => {
    post
      .given([opened])
      .when({ messageId: 11, userId: 8, message: 'hi' })
      .thenThrows('not_found', TICKET_NOT_FOUND);
    post
      .given([])
      .when({ messageId: 11, userId: 7, message: 'hi' })
      .thenThrows('not_found', TICKET_NOT_FOUND);
  });

  it('refuses a reply on a closed ticket', () => {
    post
      .given([opened, status('closed')])
      .when({ messageId: 11, userId: 7, message: 'hi' })
      .thenThrows('rule', TICKET_CLOSED);
  });

  it('accepts replies while the ticket is pending or in progress', () => {
    for (const value of ['pending', 'in_progress'] as const) {
      post
        .given([opened, status(value)])
        .when({ messageId: 11, userId: 7, message: 'hi' })
        .then([posted(11, 7, 'hi', false)]);
    }
  });

  it('refuses a blank message', () => {
    post
      .given([opened])
      .when({ messageId: 11, userId: 7, message: '   ' })
      .thenThrows('validation', 'Message is required');
  });
});

describe('ReplyToTicket', () => {
  it('posts a staff reply and moves an open ticket to in_progress', () => {
    reply
      .given([opened])
      .when({ messageId: 12, adminId: 1, message: 'On it' })
      .then([posted(12, 1, 'On it', true), status('in_progress')]);
  });

  it('leaves a pending ticket pending', () => {
    reply
      .given([opened, status('pending')])
      .when({ messageId: 12, adminId: 1, message: 'Any news?' })
      .then([posted(12, 1, 'Any news?', true)]);
  });

  it('refuses a reply on a closed ticket and on a missing one', () => {
    reply
      .given([opened, status('closed')])
      .when({ messageId: 12, adminId: 1, message: 'x' })
      .thenThrows('rule', TICKET_CLOSED);
    reply
      .given([])
      .when({ messageId: 12, adminId: 1, message: 'x' })
      .thenThrows('not_found', TICKET_NOT_FOUND);
  });
});

describe('ChangeTicketStatus', () => {
  it('sets any status and nothing when it is already the one asked for', () => {
    change
      .given([opened])
      .when({ status: 'pending' })
      .then([status('pending')]);
    change.given([opened]).when({ status: 'open' }).then([]);
    change
      .given([opened, status('closed')])
      .when({ status: 'open' })
      .then([status('open')]);
  });

  it('does not find a missing ticket', () => {
    change.given([]).when({ status: 'closed' }).thenThrows('not_found', TICKET_NOT_FOUND);
  });
});
