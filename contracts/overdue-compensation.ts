/**
 * The store setting that compensates a manual order automatically once it breaks its delivery
 * promise (contracts/delivery-promise.ts, MANUAL_DELIVERY_MINUTES): off, cancel and refund it, or
 * credit the customer a whole percentage of its total. Shared by the server (the setting's command
 * and route, the deadline job) and the web app (the admin's settings screen). Amounts are integer
 * cents.
 */
import { z } from 'zod';
import { integer } from './integers';

/** The setting's modes: `off` (the default), `cancel_refund`, `credit` (a percentage). */
export const OVERDUE_COMPENSATION_MODES = ['off', 'cancel_refund', 'credit'] as const;
export type OverdueCompensationMode = (typeof OVERDUE_COMPENSATION_MODES)[number];

/** The kinds of compensation an order can get: the modes that do something. */
export type CompensationKind = Exclude<OverdueCompensationMode, 'off'>;

/** Bounds of a credit's percentage of the order total (a whole number). */
export const CREDIT_PERCENT_MIN = 1;
export const CREDIT_PERCENT_MAX = 100;

/** The refusal of a credit percentage outside 1-100. */
export const PERCENT_RANGE = `Percent must be a whole number from ${CREDIT_PERCENT_MIN} to ${CREDIT_PERCENT_MAX}`;

/** The setting: `percent` is a whole number 1-100 with `credit`, null otherwise. */
export interface OverdueCompensation {
  mode: OverdueCompensationMode;
  percent: number | null;
}

/** The store's setting before anyone sets it. */
export const OVERDUE_COMPENSATION_OFF: OverdueCompensation = { mode: 'off', percent: null };

/**
 * PUT /api/admin/settings/overdue-compensation: `{ mode: 'credit', percent }` with a whole
 * `percent` of 1-100, or `{ mode: 'off' | 'cancel_refund' }` (a percent, if sent, must be null).
 */
export const overdueCompensationSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('off'), percent: z.null().optional() }),
  z.object({ mode: z.literal('cancel_refund'), percent: z.null().optional() }),
  z.object({
    mode: z.literal('credit'),
    percent: integer({
      min: CREDIT_PERCENT_MIN,
      max: CREDIT_PERCENT_MAX,
      tooSmall: PERCENT_RANGE,
      tooLarge: PERCENT_RANGE,
    }),
  }),
]);
export type OverdueCompensationRequest = z.input<typeof overdueCompensationSchema>;

/** GET and PUT /api/admin/settings/overdue-compensation: the setting as it stands. */
export type OverdueCompensationDto = OverdueCompensation;

/**
 * The credit of `percent` per cent of `totalCents`, rounded half up to the cent with integers
 * only (ARCHITECTURE.md "Money and the ledger": no floats): 10% of 999 cents is 100 cents.
 */
export const compensationCreditCents = (totalCents: number, percent: number): number =>
  Math.floor((totalCents * percent + 50) / 100);

/** What an order's compensation was, as the customer and staff see it (amount in dollars). */
export interface OrderCompensationDto {
  kind: CompensationKind;
  /** The credited percentage; 100 for a cancel and refund. */
  percent: number;
  /** Dollars credited or refunded, e.g. "1.00". */
  amount: string;
  /** ISO time it was recorded. */
  compensatedAt: string;
}
