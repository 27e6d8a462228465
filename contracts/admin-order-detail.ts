/**
 * GET /api/admin/orders/{id}: one order as staff see it on its detail page, with the events of
 * its stream, what can still be refunded and its warranty claims (its key history: the delivered item, then each replacement).
 * Keys (the delivered item, each claim's response) are hidden as MASKED_STOCK_ITEM
 * (contracts/stock-items.ts) unless the reader entered their password in the last 5 minutes
 * (ARCHITECTURE.md "Security model", step-up); `?reveal=true` asks for it.
 */
import type { OrderDto } from './responses';
import type { WarrantyClaimDto } from './warranty';

/** One event of the order's stream (`order-<id>`), oldest first. */
export interface OrderEventDto {
  /** The event's version in the stream, from 1. */
  version: number;
  type: string;
  /** ISO time the event was recorded. */
  recordedAt: string;
  /** One line, as the audit log words it; sealed values never opened. */
  summary: string;
  /** Who acted (the real admin when impersonating); null for the system. */
  actor: { id: number; email: string | null } | null;
}

export interface AdminOrderDetailDto {
  order: OrderDto;
  events: OrderEventDto[];
  /** The order's claims, newest first. */
  claims: WarrantyClaimDto[];
  /** True when the keys above are shown as MASKED_STOCK_ITEM. */
  keysMasked: boolean;
  /**
   * Dollars that can still be refunded: the total less what was refunded (the order's
   * `refundedAmount`, its `refunds` listed oldest first).
   */
  refundableAmount: string;
}

/**
 * Why a delivery cannot be sent again while the store sends no e-mail (no SMTP_URL): the 422 of
 * POST /api/admin/orders/{id}/resend-delivery, and the note beside the disabled button.
 */
export const RESEND_NEEDS_MAIL =
  'E-mail is off in this store (no SMTP server is set up), so the delivery e-mail cannot be sent again.';
