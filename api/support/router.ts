/**
 * Support calls (docs/specs/customer-area.md section 7; docs/specs/admin-area.md sections 2.6, 7):
 * the customer's GET/POST /api/support/tickets, GET /api/support/tickets/{id}/messages (own ticket,
 * any for an admin; 404 otherwise) and POST /api/support/messages; the admin's GET
 * /api/admin/support/tickets (?search= subject or e-mail), the same as CSV (tickets.csv,
 * api/http/csv-export.ts), POST
 * /api/admin/support/tickets/{id}/reply and PUT /api/admin/support/tickets/{id}.
 */
import { Router } from 'express';
import { ticketRequester } from '../../contracts/display-names';
import { hasPermission } from '../../contracts/staff-roles';
import { changeTicketStatus } from '../../application/commands/change-ticket-status';
import { openTicket } from '../../application/commands/open-ticket';
import { postTicketMessage } from '../../application/commands/post-ticket-message';
import { replyToTicket } from '../../application/commands/reply-to-ticket';
import {
  ticketMessageSchema,
  ticketSchema,
  ticketStatusSchema,
  type SupportMessageDto,
} from '../../contracts/support';
import { TICKET_NOT_FOUND } from '../../domain/support/decide';
import type { Queryable } from '../../application/db/pool';
import {
  findTicket,
  listAllTickets,
  listTicketMessages,
  listUserTickets,
  ticketExportQuery,
  type TicketRow,
} from '../../projections/support/queries';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { CSV_EXPORT_NOTE, sendCsvExport } from '../http/csv-export';
import { endpoints, idParams } from '../http/endpoint';
import { searchQuery } from '../http/validate';
import type { ApiServices } from '../services';

const endpoint = endpoints('Support tickets');
const replySchema = ticketMessageSchema.pick({ message: true });

/** The message `messageId` of a thread as `forStaff` sees it. */
async function messageOf(
  db: Queryable,
  ticketId: number,
  messageId: number,
  forStaff: boolean,
): Promise<SupportMessageDto | undefined> {
  const thread = await listTicketMessages(db, ticketId, { forStaff });
  return thread.find((message) => message.id === messageId);
}

/** The support routes; customer routes answer 401 signed out, admin routes 401, then 403. */
export function supportRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  router.get(
    '/support/tickets',
    endpoint(
      {
        access: 'customer',
        summary: "The customer's support tickets (docs/specs/customer-area.md section 7)",
        answer: { description: 'The tickets' },
      },
      async ({ session }, _req, res) => {
        res.json(await listUserTickets(pool, session.user.id));
      },
    ),
  );

  router.post(
    '/support/tickets',
    endpoint(
      {
        access: 'customer',
        summary:
          'Open a support ticket with its first message (docs/specs/customer-area.md section 7)',
        body: ticketSchema,
        answer: { status: 201, description: 'The ticket opened' },
      },
      async ({ body, session }, req, res) => {
        const { ticketId } = await settled(
          services,
          await openTicket(services, { userId: session.user.id, ...body }, contextOf(req)),
        );
        res.status(201).json(await findTicket(pool, ticketId, { userId: session.user.id }));
      },
    ),
  );

  router.get(
    '/support/tickets/:id/messages',
    endpoint(
      {
        access: 'customer',
        summary:
          "A ticket's message thread: the customer's own ticket, any ticket for staff who handle tickets",
        params: idParams,
        answer: { description: 'The messages, oldest first' },
        errors: { 404: "No such ticket (or not the customer's own)" },
      },
      async ({ params, session }, _req, res) => {
        const forStaff = hasPermission(session.user.roles, 'tickets');
        const ticket = await findTicket(
          pool,
          params.id,
          forStaff ? {} : { userId: session.user.id },
        );
        if (!ticket) throw new HttpError(404, TICKET_NOT_FOUND);
        res.json(await listTicketMessages(pool, params.id, { forStaff }));
      },
    ),
  );

  router.post(
    '/support/messages',
    endpoint(
      {
        access: 'customer',
        summary: 'Reply on an own ticket (docs/specs/customer-area.md section 7)',
        body: ticketMessageSchema,
        answer: { status: 201, description: 'The message posted' },
        errors: {
          404: 'No such ticket of this customer',
          422: 'The ticket is closed and no longer accepts replies',
        },
      },
      async ({ body, session }, req, res) => {
        const { messageId } = await settled(
          services,
          await postTicketMessage(
            services,
            { ticketId: body.ticketId, userId: session.user.id, message: body.message },
            contextOf(req),
          ),
        );
        res.status(201).json(await messageOf(pool, body.ticketId, messageId, false));
      },
    ),
  );

  router.get(
    '/admin/support/tickets',
    endpoint(
      {
        access: 'admin',
        permission: 'tickets',
        summary:
          'Every support ticket, optionally searched by subject or customer e-mail (docs/specs/admin-area.md section 2.6)',
        query: searchQuery,
        answer: { description: 'The tickets with their customers' },
      },
      async ({ query }, _req, res) => {
        res.json(await listAllTickets(pool, query.search));
      },
    ),
  );

  router.get(
    '/admin/support/tickets.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'tickets',
        stepUp: true,
        summary: 'Every support ticket the search matches as CSV, newest first',
        description: `\`search\`: the Support screen's search (subject or e-mail). Columns as the list shows them: Subject, Customer (e-mail, or "Guest: name <e-mail>" for a guest ticket), Status, Priority, Messages (how many), Created (ISO 8601). ${CSV_EXPORT_NOTE}`,
        query: searchQuery,
        answer: {
          type: 'csv',
          description: '`keymart-support-tickets-<date>.csv`: a header, then one row per ticket',
        },
      },
      async ({ query }, _req, res) => {
        await sendCsvExport(
          pool,
          res,
          {
            list: 'support-tickets',
            query: ticketExportQuery(query.search),
            columns: ['Subject', 'Customer', 'Status', 'Priority', 'Messages', 'Created'],
            cells: (ticket: TicketRow) => [
              ticket.subject,
              ticketRequester(
                ticket.user_id === null
                  ? { guest: { name: ticket.guest_name ?? '', email: ticket.guest_email ?? '' } }
                  : { user: { email: ticket.user_email ?? '' } },
              ),
              ticket.status,
              ticket.priority,
              ticket.message_count,
              ticket.created_at.toISOString(),
            ],
          },
          services.storeTimeZone,
        );
      },
    ),
  );

  router.post(
    '/admin/support/tickets/:id/reply',
    endpoint(
      {
        access: 'admin',
        permission: 'tickets',
        summary: 'Reply to a ticket as staff',
        params: idParams,
        body: replySchema,
        answer: { status: 201, description: 'The message posted' },
        errors: {
          404: 'No such ticket',
          422: 'The ticket is closed and no longer accepts replies',
        },
      },
      async ({ params, body, session }, req, res) => {
        const { messageId } = await settled(
          services,
          await replyToTicket(
            services,
            { ticketId: params.id, adminId: session.user.id, message: body.message },
            contextOf(req),
          ),
        );
        res.status(201).json(await messageOf(pool, params.id, messageId, true));
      },
    ),
  );

  router.put(
    '/admin/support/tickets/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'tickets',
        summary: "Change a ticket's status",
        params: idParams,
        body: ticketStatusSchema,
        answer: { description: 'The ticket with its customer' },
        errors: { 404: 'No such ticket' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await changeTicketStatus(
            services,
            { ticketId: params.id, status: body.status },
            contextOf(req),
          ),
        );
        res.json(await findTicket(pool, params.id, { withUser: true }));
      },
    ),
  );

  return router;
}
