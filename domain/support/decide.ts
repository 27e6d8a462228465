/**
 * Support ticket commands: OpenTicket, OpenGuestTicket, EraseGuestContact, PostTicketMessage (the customer, on their own ticket),
 * ReplyToTicket (staff, shown as Support Team) and ChangeTicketStatus. Sources:
 * docs/specs/customer-area.md sections 2 (Support Center), 5, 8; docs/specs/admin-area.md sections
 * 2.6, 4, 5.
 */
import { conflict, notFound, ruleBroken, validationError } from '../shared/errors';
import type { Ticket, TicketEvent, TicketPriority, TicketStatus } from './ticket';

/**
 * Answered for a missing ticket and for another customer's ticket alike (ARCHITECTURE.md "Contract
 * that users, scripts and tests rely on": 404).
 */
export const TICKET_NOT_FOUND = 'Ticket not found';
/** Replies are allowed only while the ticket is not closed (docs/specs/admin-area.md section 4). */
export const TICKET_CLOSED = 'This ticket is closed and no longer accepts replies';

function nonBlank(text: string, message: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw validationError(message);
  return trimmed;
}

function existing(state: Ticket) {
  if (state.status === 'none') throw notFound(TICKET_NOT_FOUND);
  return state;
}

/**
 * The subject and message of a ticket being opened, trimmed and non-blank, on a ticket id not
 * taken yet.
 * @throws validation "Subject is required" / "Message is required"; conflict when the id is taken
 */
function openingTexts(
  command: { subject: string; message: string },
  state: Ticket,
): { subject: string; message: string } {
  if (state.status !== 'none') throw conflict('Ticket already exists');
  return {
    subject: nonBlank(command.subject, 'Subject is required'),
    message: nonBlank(command.message, 'Message is required'),
  };
}

/**
 * Opens a ticket: subject and message non-blank (trimmed), priority default medium.
 * @throws validation "Subject is required" / "Message is required"; conflict when the id is taken
 */
export function openTicket(
  command: {
    ticketId: number;
    messageId: number;
    userId: number;
    subject: string;
    message: string;
    priority?: TicketPriority | undefined;
  },
  state: Ticket,
): TicketEvent[] {
  const { subject, message } = openingTexts(command, state);
  return [
    {
      type: 'TicketOpened',
      data: {
        ticketId: command.ticketId,
        userId: command.userId,
        subject,
        message,
        messageId: command.messageId,
        priority: command.priority ?? 'medium',
      },
    },
  ];
}

/**
 * Opens a guest ticket from the public contact form (no account): the visitor's name and e-mail
 * come sealed (the command seals them; the decider keeps them as given), subject and message
 * non-blank (trimmed), priority medium. The guest follows the ticket by e-mail only.
 * @throws validation "Subject is required" / "Message is required"; conflict when the id is taken
 */
export function openGuestTicket(
  command: {
    ticketId: number;
    messageId: number;
    contact: { name: string; email: string };
    subject: string;
    message: string;
  },
  state: Ticket,
): TicketEvent[] {
  const { subject, message } = openingTexts(command, state);
  return [
    {
      type: 'GuestTicketOpened',
      data: {
        ticketId: command.ticketId,
        contact: command.contact,
        subject,
        message,
        messageId: command.messageId,
        priority: 'medium',
      },
    },
  ];
}

/**
 * A customer's message on their own ticket (never on a guest ticket, which has no owner).
 * @throws not_found for a missing ticket or someone else's; rule when the ticket is closed;
 * validation "Message is required"
 */
export function postTicketMessage(
  command: { messageId: number; userId: number; message: string },
  state: Ticket,
): TicketEvent[] {
  const ticket = existing(state);
  if (ticket.userId !== command.userId) throw notFound(TICKET_NOT_FOUND);
  if (ticket.status === 'closed') throw ruleBroken(TICKET_CLOSED);
  const message = nonBlank(command.message, 'Message is required');
  if (ticket.messageIds.includes(command.messageId)) return [];
  return [
    {
      type: 'TicketMessagePosted',
      data: { messageId: command.messageId, userId: command.userId, message, isAdminReply: false },
    },
  ];
}

/**
 * A staff reply (isAdminReply, shown as Support Team). Our choice: a reply to an open ticket
 * also moves it to in_progress, so the customer sees that staff are on it.
 * @throws not_found; rule when the ticket is closed; validation "Message is required"
 */
export function replyToTicket(
  command: { messageId: number; adminId: number; message: string },
  state: Ticket,
): TicketEvent[] {
  const ticket = existing(state);
  if (ticket.status === 'closed') throw ruleBroken(TICKET_CLOSED);
  const message = nonBlank(command.message, 'Message is required');
  if (ticket.messageIds.includes(command.messageId)) return [];
  const events: TicketEvent[] = [
    {
      type: 'TicketMessagePosted',
      data: { messageId: command.messageId, userId: command.adminId, message, isAdminReply: true },
    },
  ];
  if (ticket.status === 'open')
    events.push({ type: 'TicketStatusChanged', data: { status: 'in_progress' } });
  return events;
}

/** Refused for a customer's ticket: its contact is the account, erased with the customer. */
export const NOT_A_GUEST_TICKET =
  "Only a guest ticket has a contact to erase: erase the customer's account instead";

/**
 * Erases a guest ticket's contact (the command then shreds the ticket's key); nothing when it
 * already was. The thread stays, as a customer's tickets stay when the customer is erased.
 * @throws not_found; rule for a customer's ticket
 */
export function eraseGuestContact(
  command: { erasedBy: number | null },
  state: Ticket,
): TicketEvent[] {
  const ticket = existing(state);
  if (ticket.userId !== null) throw ruleBroken(NOT_A_GUEST_TICKET);
  if (ticket.contactErased) return [];
  return [{ type: 'GuestContactErased', data: { erasedBy: command.erasedBy } }];
}

/**
 * Sets a ticket's status (staff; any status from any). Nothing when unchanged. @throws not_found
 */
export function changeTicketStatus(
  command: { status: TicketStatus },
  state: Ticket,
): TicketEvent[] {
  const ticket = existing(state);
  if (ticket.status === command.status) return [];
  return [{ type: 'TicketStatusChanged', data: { status: command.status } }];
}
