/**
 * The support read model: one row per ticket (status, message count, last activity) and one per
 * thread message. Author names are not copied: queries join users. Times come from the events.
 * A guest ticket has no owner: its row keeps the visitor's name and e-mail, opened (the event
 * keeps them sealed) until they are erased, and its first message has no author account.
 */
import { ShreddedKeyError } from '../../application/security/secret-box';
import type { TicketEvent } from '../../domain/support/ticket';
import { defineProjection, type ProjectionContext } from '../projection';

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

export const supportProjection = defineProjection<TicketEvent>({
  name: 'support',
  tables: ['support_ticket_messages', 'support_tickets'],
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
