/**
 * The support ticket aggregate (stream `ticket-<id>`): a subject, a thread of messages and a
 * status. Statuses open, in_progress, pending, closed; priorities low, medium, high
 * (docs/specs/customer-area.md sections 3, 4; docs/specs/admin-area.md section 4).
 */
import type { Event } from '../shared/event';

export type TicketPriority = 'low' | 'medium' | 'high';
export type TicketStatus = 'open' | 'in_progress' | 'pending' | 'closed';

export type TicketEvent =
  | Event<
      'TicketOpened',
      {
        ticketId: number;
        userId: number;
        subject: string;
        /** The first message of the thread. */
        message: string;
        /** The id the first message has in the thread. */
        messageId: number;
        priority: TicketPriority;
      }
    >
  | Event<
      'GuestTicketOpened',
      {
        ticketId: number;
        /**
         * The visitor's name and e-mail from the contact form, sealed (secrets at rest) under the
         * ticket's own data key guestTicketKeyId(ticketId).
         */
        contact: { name: string; email: string };
        subject: string;
        /** The first message of the thread. */
        message: string;
        /** The id the first message has in the thread. */
        messageId: number;
        priority: TicketPriority;
      }
    >
  | Event<
      'TicketMessagePosted',
      { messageId: number; userId: number; message: string; isAdminReply: boolean }
    >
  | Event<'TicketStatusChanged', { status: TicketStatus }>
  /**
   * A guest ticket's contact erased on the guest's request (GDPR art. 17): the ticket's data key
   * is then shredded, leaving the sealed name and e-mail unreadable. `erasedBy`: the staff member,
   * null from the command line.
   */
  | Event<'GuestContactErased', { erasedBy: number | null }>;

/**
 * `userId` is null for a guest ticket (opened from the contact form, no account);
 * `contactErased` once its contact was erased.
 */
export type Ticket =
  | { status: 'none' }
  | {
      status: TicketStatus;
      ticketId: number;
      userId: number | null;
      messageIds: number[];
      contactErased?: true;
    };

export const initialTicket: Ticket = { status: 'none' };

export const ticketStream = (ticketId: number) => `ticket-${ticketId}`;

export function evolveTicket(state: Ticket, event: TicketEvent): Ticket {
  if (event.type === 'TicketOpened' || event.type === 'GuestTicketOpened') {
    return {
      status: 'open',
      ticketId: event.data.ticketId,
      userId: event.type === 'TicketOpened' ? event.data.userId : null,
      messageIds: [event.data.messageId],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TicketMessagePosted':
      return { ...state, messageIds: [...state.messageIds, event.data.messageId] };
    case 'TicketStatusChanged':
      return { ...state, status: event.data.status };
    case 'GuestContactErased':
      return { ...state, contactErased: true };
  }
}
