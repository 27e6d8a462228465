/**
 * Support calls (customer-area.md section 7; admin-area.md sections 2.6, 7): the customer's
 * GET/POST /api/support/tickets, GET /api/support/tickets/{id}/messages (own ticket, any for an
 * admin; 404 otherwise) and POST /api/support/messages; the admin's GET
 * /api/admin/support/tickets (?search= subject or e-mail), POST
 * /api/admin/support/tickets/{id}/reply and PUT /api/admin/support/tickets/{id}.
 */
import { Router } from 'express';
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
} from '../../projections/support/queries';
import { requireAdmin, requireSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody, parseId, textParam } from '../http/validate';
import type { ApiServices } from '../services';

const replySchema = ticketMessageSchema.pick({ message: true });
const searchSchema = textParam(200).optional();

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

export function supportRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  router.get('/support/tickets', async (req, res) => {
    const session = requireSession(req);
    res.json(await listUserTickets(pool, session.user.id));
  });

  router.post('/support/tickets', async (req, res) => {
    const session = requireSession(req);
    const body = parseBody(ticketSchema, req);
    const { ticketId } = await settled(
      services,
      await openTicket(services, { userId: session.user.id, ...body }, contextOf(req)),
    );
    res.status(201).json(await findTicket(pool, ticketId, { userId: session.user.id }));
  });

  router.get('/support/tickets/:id/messages', async (req, res) => {
    const session = requireSession(req);
    const ticketId = parseId(req);
    const isAdmin = session.user.isAdmin;
    const ticket = await findTicket(pool, ticketId, isAdmin ? {} : { userId: session.user.id });
    if (!ticket) throw new HttpError(404, TICKET_NOT_FOUND);
    res.json(await listTicketMessages(pool, ticketId, { forStaff: isAdmin }));
  });

  router.post('/support/messages', async (req, res) => {
    const session = requireSession(req);
    const body = parseBody(ticketMessageSchema, req);
    const { messageId } = await settled(
      services,
      await postTicketMessage(
        services,
        { ticketId: body.ticketId, userId: session.user.id, message: body.message },
        contextOf(req),
      ),
    );
    res.status(201).json(await messageOf(pool, body.ticketId, messageId, false));
  });

  router.get('/admin/support/tickets', async (req, res) => {
    requireAdmin(req);
    res.json(await listAllTickets(pool, searchSchema.parse(req.query.search)));
  });

  router.post('/admin/support/tickets/:id/reply', async (req, res) => {
    const session = requireAdmin(req);
    const ticketId = parseId(req);
    const body = parseBody(replySchema, req);
    const { messageId } = await settled(
      services,
      await replyToTicket(
        services,
        { ticketId, adminId: session.user.id, message: body.message },
        contextOf(req),
      ),
    );
    res.status(201).json(await messageOf(pool, ticketId, messageId, true));
  });

  router.put('/admin/support/tickets/:id', async (req, res) => {
    requireAdmin(req);
    const ticketId = parseId(req);
    const body = parseBody(ticketStatusSchema, req);
    await settled(
      services,
      await changeTicketStatus(services, { ticketId, status: body.status }, contextOf(req)),
    );
    res.json(await findTicket(pool, ticketId, { withUser: true }));
  });

  return router;
}
