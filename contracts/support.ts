/**
 * Support tickets (docs/specs/customer-area.md sections 2, 3, 5, 7; docs/specs/admin-area.md 2.6,
 * 4, 7).
 */
import { z } from 'zod';
import { idSchema } from './integers';

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** POST /api/support/tickets: subject and message required, priority default medium. */
export const ticketSchema = z.object({
  subject: z.string().trim().min(1, { message: 'Subject is required' }).max(200),
  message: z.string().trim().min(1, { message: 'Message is required' }).max(10_000),
  priority: z.enum(TICKET_PRIORITIES).default('medium'),
});

/** POST /api/support/messages and POST /api/admin/support/tickets/{id}/reply. */
export const ticketMessageSchema = z.object({
  ticketId: idSchema,
  message: z.string().trim().min(1, { message: 'Message is required' }).max(10_000),
});

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
  /** Admin lists only. */
  user?: { id: number; email: string };
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
