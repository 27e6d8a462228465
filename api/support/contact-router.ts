/**
 * The public contact form (POST /api/contact): a visitor without an account writes to support and
 * the message opens a guest ticket. Staff answer it in the admin support list as any ticket; the
 * visitor gets a confirmation and every staff reply by e-mail (workers/email), and cannot read
 * the ticket in the app. Limited per client address, counted in PostgreSQL like the sign-in limits
 * (api/identity/sign-in-limits.ts), and guarded by a honeypot field (contracts/support.ts).
 */
import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { openGuestTicket } from '../../application/commands/open-guest-ticket';
import { contactSchema, type ContactReceiptDto } from '../../contracts/support';
import { contextOf, settled } from '../http/command-context';
import { endpoints } from '../http/endpoint';
import { PostgresRateLimitStore } from '../http/postgres-rate-limit-store';
import type { ApiServices } from '../services';

const endpoint = endpoints('Support tickets');

/**
 * Messages one client address may send within CONTACT_MESSAGES.windowMs. Only messages taken
 * count: a visitor correcting a refused form is never held.
 */
export const CONTACT_MESSAGES = { limit: 5, windowMs: 60 * 60_000 } as const;

/** The 429 answer when an address has sent CONTACT_MESSAGES.limit messages. */
export const CONTACT_LIMIT_MESSAGE =
  'Too many messages from this address. Please wait an hour and try again, or write to us by e-mail.';

/** The per-address limit of contact messages (IPv6 clients by their /56, the library's default). */
function contactLimit(services: ApiServices): RequestHandler {
  return rateLimit({
    store: new PostgresRateLimitStore(services.pool, 'contact-ip:'),
    windowMs: CONTACT_MESSAGES.windowMs,
    limit: CONTACT_MESSAGES.limit,
    skipFailedRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'contact',
    message: { message: CONTACT_LIMIT_MESSAGE },
  });
}

/** The contact route. */
export function contactRouter(services: ApiServices): Router {
  const router = Router();

  router.post(
    '/contact',
    contactLimit(services),
    endpoint(
      {
        access: 'public',
        summary: 'Write to support from the contact form: opens a guest ticket',
        description: `For visitors without an account. The name and e-mail are kept sealed; staff answer in the support list, and the visitor gets a confirmation and every staff reply by e-mail (written to the store's log without SMTP_URL). ${CONTACT_MESSAGES.limit} messages per client address an hour. \`website\` is a honeypot: filled in, the answer is the same and no ticket is opened.`,
        body: contactSchema,
        answer: { status: 201, description: '`{ ticketId }`: the ticket opened' },
        errors: { 429: 'Too many messages from this address' },
      },
      async ({ body }, req, res) => {
        let ticketId: number;
        if (body.website) {
          // A robot filled in the field people never see: answer as usual, open nothing.
          ticketId = await services.commandRunner.nextId('ticket_ids');
          services.log.info({ requestId: req.requestId }, 'contact: honeypot filled; no ticket');
        } else {
          ({ ticketId } = await settled(
            services,
            await openGuestTicket(services, body, contextOf(req)),
          ));
        }
        res.status(201).json({ ticketId } satisfies ContactReceiptDto);
      },
    ),
  );

  return router;
}
