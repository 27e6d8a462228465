/**
 * The support read model: one row per ticket (status, message count, last activity) and one per
 * thread message. Author names are not copied: queries join users. Times come from the events.
 * A guest ticket has no owner: its row keeps the visitor's name and e-mail, opened (the event
 * keeps them sealed) until they are erased, and its first message has no author account.
 */
import type { RecordedEvent } from '../../application/event-store/types';
import { ShreddedKeyError } from '../../application/security/secret-box';
import type { TicketEvent } from '../../domain/support/ticket';
import {
  defineProjection,
  type ProjectionContext,
  type SetBuild,
  type TableRow,
} from '../projection';

/** A guest's sealed name and e-mail opened; empty when the ticket's key was shredded. */
async function openedContact(
  context: ProjectionContext,
  contact: { name: string; email: string },
): Promise<{ name: string; email: string }> {
  try {
    return {
      name: await context.secrets.open(contact.name),
      email: await context.secrets.open(contact.email),
    };
  } catch (error) {
    if (!(error instanceof ShreddedKeyError)) throw error;
    return { name: '', email: '' };
  }
}

const ticketIdOf = (streamId: string) => Number(streamId.slice('ticket-'.length));

/**
 * The set-based build: each ticket and message row folded in memory as the handlers below write
 * them (an event for a ticket without a row changes nothing, as their UPDATE).
 */
function buildSupport(): SetBuild<TicketEvent> {
  const tickets = new Map<number, TableRow>();
  const messages: TableRow[] = [];
  const ticketOf = (event: { streamId: string }) => tickets.get(ticketIdOf(event.streamId));
  const open = (
    data: {
      ticketId: number;
      messageId: number;
      subject: string;
      message: string;
      priority: string;
    },
    event: RecordedEvent,
    owner: { userId: number | null; guestName: string | null; guestEmail: string | null },
  ) => {
    tickets.set(data.ticketId, {
      id: data.ticketId,
      user_id: owner.userId,
      guest_name: owner.guestName,
      guest_email: owner.guestEmail,
      subject: data.subject,
      message: data.message,
      priority: data.priority,
      status: 'open',
      message_count: 1,
      last_message_at: event.recordedAt,
      created_at: event.recordedAt,
      updated_at: event.recordedAt,
    });
    messages.push({
      id: data.messageId,
      ticket_id: data.ticketId,
      stream_version: event.streamVersion,
      user_id: owner.userId,
      message: data.message,
      is_admin_reply: false,
      created_at: event.recordedAt,
    });
  };
  return {
    rows: () => ({ support_tickets: tickets.values(), support_ticket_messages: messages }),
    folds: {
      TicketOpened: (data, event) =>
        open(data, event, { userId: data.userId, guestName: null, guestEmail: null }),
      GuestTicketOpened: async (data, event, context) => {
        const guest = await openedContact(context, data.contact);
        open(data, event, { userId: null, guestName: guest.name, guestEmail: guest.email });
      },
      GuestContactErased: (_data, event) => {
        const ticket = ticketOf(event);
        if (ticket)
          Object.assign(ticket, { guest_name: '', guest_email: '', updated_at: event.recordedAt });
      },
      TicketMessagePosted: (data, event) => {
        messages.push({
          id: data.messageId,
          ticket_id: ticketIdOf(event.streamId),
          stream_version: event.streamVersion,
          user_id: data.userId,
          message: data.message,
          is_admin_reply: data.isAdminReply,
          created_at: event.recordedAt,
        });
        const ticket = ticketOf(event);
        if (ticket)
          Object.assign(ticket, {
            message_count: (ticket.message_count as number) + 1,
            last_message_at: event.recordedAt,
            updated_at: event.recordedAt,
          });
      },
      TicketStatusChanged: (data, event) => {
        const ticket = ticketOf(event);
        if (ticket) Object.assign(ticket, { status: data.status, updated_at: event.recordedAt });
      },
    },
  };
}

export const supportProjection = defineProjection<TicketEvent>({
  name: 'support',
  tables: ['support_ticket_messages', 'support_tickets'],
  writesOnly: true,
  setBuild: buildSupport,
  handlers: {
    TicketOpened: async (client, data, event) => {
      await client.query(
        `INSERT INTO support_tickets (id, user_id, subject, message, priority, status, message_count,
           last_message_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'open', 1, $6, $6, $6)`,
        [data.ticketId, data.userId, data.subject, data.message, data.priority, event.recordedAt],
      );
      await client.query(
        `INSERT INTO support_ticket_messages (id, ticket_id, stream_version, user_id, message, is_admin_reply, created_at)
         VALUES ($1, $2, $3, $4, $5, false, $6)`,
        [
          data.messageId,
          data.ticketId,
          event.streamVersion,
          data.userId,
          data.message,
          event.recordedAt,
        ],
      );
    },
    GuestTicketOpened: async (client, data, event, context) => {
      const guest = await openedContact(context, data.contact);
      await client.query(
        `INSERT INTO support_tickets (id, user_id, guest_name, guest_email, subject, message, priority,
           status, message_count, last_message_at, created_at, updated_at)
         VALUES ($1, NULL, $2, $3, $4, $5, $6, 'open', 1, $7, $7, $7)`,
        [
          data.ticketId,
          guest.name,
          guest.email,
          data.subject,
          data.message,
          data.priority,
          event.recordedAt,
        ],
      );
      await client.query(
        `INSERT INTO support_ticket_messages (id, ticket_id, stream_version, user_id, message, is_admin_reply, created_at)
         VALUES ($1, $2, $3, NULL, $4, false, $5)`,
        [data.messageId, data.ticketId, event.streamVersion, data.message, event.recordedAt],
      );
    },
    GuestContactErased: async (client, _data, event) => {
      await client.query(
        `UPDATE support_tickets SET guest_name = '', guest_email = '', updated_at = $2 WHERE id = $1`,
        [ticketIdOf(event.streamId), event.recordedAt],
      );
    },
    TicketMessagePosted: async (client, data, event) => {
      const ticketId = ticketIdOf(event.streamId);
      await client.query(
        `INSERT INTO support_ticket_messages (id, ticket_id, stream_version, user_id, message, is_admin_reply, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          data.messageId,
          ticketId,
          event.streamVersion,
          data.userId,
          data.message,
          data.isAdminReply,
          event.recordedAt,
        ],
      );
      await client.query(
        `UPDATE support_tickets SET message_count = message_count + 1, last_message_at = $2, updated_at = $2
          WHERE id = $1`,
        [ticketId, event.recordedAt],
      );
    },
    TicketStatusChanged: async (client, data, event) => {
      await client.query('UPDATE support_tickets SET status = $2, updated_at = $3 WHERE id = $1', [
        ticketIdOf(event.streamId),
        data.status,
        event.recordedAt,
      ]);
    },
  },
});
