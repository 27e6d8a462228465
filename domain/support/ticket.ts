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
  | Event<'TicketStatusChanged', { status: TicketStatus }>;

/** `userId` is null for a guest ticket (opened from the contact form, no account). */
export type Ticket =
  | { status: 'none' }
  | { status: TicketStatus; ticketId: number; userId: number | null; messageIds: number[] };

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
  }
}
