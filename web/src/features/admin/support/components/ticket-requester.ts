/**
 * Who opened a ticket, as the admin support screens name them: the customer's e-mail, or for a
 * guest ticket (from the public contact form, no account) the visitor's name and e-mail marked
 * as a guest, since staff replies reach a guest by e-mail only.
 */
import type { SupportTicketDto } from '@contracts/support';

/**
 * "ada@example.com", "Guest: Ada Lovelace <ada@example.com>", "Guest (erased)" once the guest's
 * contact was erased, or "Unknown customer".
 */
export function ticketRequester(ticket: SupportTicketDto): string {
  if (ticket.guest)
    return ticket.guest.email
      ? `Guest: ${ticket.guest.name} <${ticket.guest.email}>`
      : 'Guest (erased)';
  return ticket.user?.email ?? 'Unknown customer';
}
