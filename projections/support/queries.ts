/** Queries of the support read model for the API (contracts/support.ts shapes). */
import type { Queryable } from '../../application/db/pool';
import type { SupportMessageDto, SupportTicketDto, TicketStatus } from '../../contracts/support';

/** A support_tickets row with its customer's e-mail (SELECT_TICKETS). */
export interface TicketRow {
  id: number;
  /** Null for a guest ticket. */
  user_id: number | null;
  user_email: string | null;
  guest_name: string | null;
  guest_email: string | null;
  subject: string;
  message: string;
  priority: SupportTicketDto['priority'];
  status: TicketStatus;
  message_count: number;
  created_at: Date;
  updated_at: Date;
}

const SELECT_TICKETS = `SELECT t.id, t.user_id, u.email AS user_email, t.guest_name, t.guest_email,
    t.subject, t.message, t.priority,
    t.status, t.message_count, t.created_at, t.updated_at
  FROM support_tickets t LEFT JOIN users u ON u.id = t.user_id`;

function toTicket(row: TicketRow, withUser: boolean): SupportTicketDto {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    priority: row.priority,
    status: row.status,
    messageCount: row.message_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    ...(!withUser
      ? {}
      : row.user_id === null
        ? { guest: { name: row.guest_name ?? '', email: row.guest_email ?? '' } }
        : { user: { id: row.user_id, email: row.user_email ?? '' } }),
  };
}

/** A customer's tickets, newest first (GET /api/support/tickets). */
export async function listUserTickets(db: Queryable, userId: number): Promise<SupportTicketDto[]> {
  const { rows } = await db.query<TicketRow>(
    `${SELECT_TICKETS} WHERE t.user_id = $1 ORDER BY t.id DESC`,
    [userId],
  );
  return rows.map((row) => toTicket(row, false));
}

/**
 * The WHERE clause and values of the admin tickets search: `search` in the subject or the
 * customer's (or guest's) e-mail, case-insensitive; blank matches every ticket.
 */
function ticketsWhere(search: string): { where: string; values: unknown[] } {
  return {
    where: `WHERE $1 = '' OR strpos(lower(t.subject), $1) > 0 OR strpos(lower(coalesce(u.email, t.guest_email, '')), $1) > 0`,
    values: [search.trim().toLowerCase()],
  };
}

/**
 * Every ticket with its customer's e-mail (a guest ticket: the visitor's name and e-mail), newest
 * first, matching `search` (ticketsWhere; docs/specs/admin-area.md section 2.6, GET
 * /api/admin/support/tickets).
 */
export async function listAllTickets(db: Queryable, search = ''): Promise<SupportTicketDto[]> {
  const { where, values } = ticketsWhere(search);
  const { rows } = await db.query<TicketRow>(
    `${SELECT_TICKETS} ${where} ORDER BY t.id DESC`,
    values,
  );
  return rows.map((row) => toTicket(row, true));
}

/** Every ticket `search` matches (ticketsWhere), newest first, as TicketRow. */
export function ticketExportQuery(search = ''): { text: string; values: unknown[] } {
  const { where, values } = ticketsWhere(search);
  return { text: `${SELECT_TICKETS} ${where} ORDER BY t.id DESC`, values };
}

/**
 * One ticket; with `userId` only when it belongs to that customer (else null, answered as 404).
 * `withUser` adds the customer's id and e-mail (admin answers).
 */
export async function findTicket(
  db: Queryable,
  ticketId: number,
  options: { userId?: number; withUser?: boolean } = {},
): Promise<SupportTicketDto | null> {
  const { rows } = await db.query<TicketRow>(
    `${SELECT_TICKETS} WHERE t.id = $1 AND ($2::int IS NULL OR t.user_id = $2)`,
    [ticketId, options.userId ?? null],
  );
  return rows[0] ? toTicket(rows[0], options.withUser ?? false) : null;
}

interface MessageRow {
  id: number;
  ticket_id: number;
  message: string;
  is_admin_reply: boolean;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/**
 * A ticket's thread, oldest first (the ticket's own message comes first). For a customer
 * (`forStaff` false) staff replies carry no staff identity: they are shown as Support Team
 * (docs/specs/customer-area.md section 3), and a staff member's name and e-mail are not the
 * customer's to see. A guest's own message carries the name and e-mail the visitor gave (as
 * first name).
 */
export async function listTicketMessages(
  db: Queryable,
  ticketId: number,
  options: { forStaff: boolean },
): Promise<SupportMessageDto[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT m.id, m.ticket_id, m.message, m.is_admin_reply, m.created_at,
            CASE WHEN m.user_id IS NULL THEN t.guest_name ELSE u.first_name END AS first_name,
            u.last_name,
            CASE WHEN m.user_id IS NULL THEN t.guest_email ELSE u.email END AS email
       FROM support_ticket_messages m
       JOIN support_tickets t ON t.id = m.ticket_id
       LEFT JOIN users u ON u.id = m.user_id
      WHERE m.ticket_id = $1
      ORDER BY m.stream_version`,
    [ticketId],
  );
  return rows.map((row) => ({
    id: row.id,
    ticketId: row.ticket_id,
    message: row.message,
    isAdminReply: row.is_admin_reply,
    createdAt: row.created_at.toISOString(),
    user:
      row.is_admin_reply && !options.forStaff
        ? { firstName: 'Support', lastName: 'Team', email: '' }
        : {
            firstName: row.first_name ?? '',
            lastName: row.last_name ?? '',
            email: row.email ?? '',
          },
  }));
}
