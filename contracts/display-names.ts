/**
 * How the admin lists name an order, a user and a ticket's requester, shared by the screens
 * (web/src/features/admin) and the CSV exports of those lists (api/http/csv-export.ts), so a
 * downloaded file says what the list says; and how a code reads in words (a transaction's type on
 * the screens and in the PDF statement).
 */

/** A code in words: "warranty_claim" -> "Warranty Claim". */
export function humanize(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "ORD-{id}" when an order has no number (docs/specs/admin-area.md 2.5). */
export function orderNumberOf(order: {
  orderNumber: string | null | undefined;
  id: number;
}): string {
  return order.orderNumber || `ORD-${order.id}`;
}

/** A user's name parts and e-mail, as far as they are known. */
type Named =
  { firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined;

/** "First Last", or User when both are empty (docs/specs/customer-area.md section 2). */
export function userDisplayName(user: Named): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || 'User';
}

/** Who opened a ticket: a customer's account, or the visitor of a guest ticket. */
export interface TicketOpener {
  user?: { email: string } | undefined;
  guest?: { name: string; email: string } | undefined;
}

/**
 * "ada@example.com", "Guest: Ada Lovelace <ada@example.com>", "Guest (erased)" once the guest's
 * contact was erased, or "Unknown customer". Staff replies reach a guest by e-mail only, so the
 * lists mark a guest as such.
 */
export function ticketRequester(ticket: TicketOpener): string {
  if (ticket.guest)
    return ticket.guest.email
      ? `Guest: ${ticket.guest.name} <${ticket.guest.email}>`
      : 'Guest (erased)';
  return ticket.user?.email ?? 'Unknown customer';
}
