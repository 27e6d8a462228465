/**
 * Support tickets (docs/specs/customer-area.md sections 2, 3, 5, 7; docs/specs/admin-area.md 2.6,
 * 4, 7).
 */
import { z } from 'zod';
import { idSchema } from './integers';

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The longest ticket subject and message (characters, after trimming). */
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 10_000;
/** The longest name a visitor gives on the contact form. */
export const CONTACT_NAME_MAX = 100;

const subjectSchema = z
  .string()
  .trim()
  .min(1, { message: 'Subject is required' })
  .max(TICKET_SUBJECT_MAX, { message: `Subject must be at most ${TICKET_SUBJECT_MAX} characters` });
const messageSchema = z
  .string()
  .trim()
  .min(1, { message: 'Message is required' })
  .max(TICKET_MESSAGE_MAX, { message: `Message must be at most ${TICKET_MESSAGE_MAX} characters` });

/** POST /api/support/tickets: subject and message required, priority default medium. */
export const ticketSchema = z.object({
  subject: subjectSchema,
  message: messageSchema,
  priority: z.enum(TICKET_PRIORITIES).default('medium'),
});

/** POST /api/support/messages and POST /api/admin/support/tickets/{id}/reply. */
export const ticketMessageSchema = z.object({
  ticketId: idSchema,
  message: messageSchema,
});

/**
 * POST /api/contact: a visitor's message from the contact form, opened as a guest ticket (the
 * ticket's limits). `website` is a honeypot: a field people never see (hidden from view and from
 * assistive technology), so only a form-filling robot fills it in; the server then answers as if
 * it had opened a ticket and opens none.
 */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required' })
    .max(CONTACT_NAME_MAX, { message: `Name must be at most ${CONTACT_NAME_MAX} characters` }),
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  subject: subjectSchema,
  message: messageSchema,
  website: z.string().max(200).optional(),
});

/** The answer of POST /api/contact: the ticket's number (shown as #42) the visitor quotes. */
export interface ContactReceiptDto {
  ticketId: number;
}

/** PUT /api/admin/support/tickets/{id}. */
export const ticketStatusSchema = z.object({ status: z.enum(TICKET_STATUSES) });

export interface SupportTicketDto {
  id: number;
  subject: string;
  /** The first message. */
  message: string;
  priority: (typeof TICKET_PRIORITIES)[number];
  status: TicketStatus;
  /** Messages in the thread, the first one included. */
  messageCount: number;
  createdAt: string;
  /** Last activity: the latest message or status change. */
  updatedAt: string;
  /** Admin lists only: the customer's account; absent for a guest ticket. */
  user?: { id: number; email: string };
  /** Admin lists only: the visitor who opened a guest ticket from the contact form. */
  guest?: { name: string; email: string };
}

export interface SupportMessageDto {
  id: number;
  ticketId: number;
  message: string;
  /** Shown as "Support Team". */
  isAdminReply: boolean;
  createdAt: string;
  user: { firstName: string; lastName: string; email: string };
}
