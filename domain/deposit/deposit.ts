/**
 * The deposit aggregate (stream `deposit-<id>`): one top-up of a customer's balance, from its
 * request to its end. Crypto deposits are paid on a provider's hosted page and settled by its
 * webhook; card and PayPal top-ups are manual requests that staff credit
 * (docs/specs/customer-area.md sections 2 Add Funds, 7, 9). Statuses: pending, then confirmed,
 * failed or expired; a payment that arrives after failure or expiry still confirms (the money
 * arrived), and nothing confirms twice. Amounts are integer cents (USD).
 */
import type { Event } from '../shared/event';

export type DepositMethod = 'crypto' | 'credit_card' | 'paypal';
/** Who settles the deposit: a payment gateway, or staff for card and PayPal requests. */
export type DepositProvider = 'sandbox' | 'nowpayments' | 'manual';
export type DepositStatus = 'pending' | 'confirmed' | 'failed' | 'expired';

export interface DepositRequestedData {
  depositId: number;
  depositNumber: string;
  userId: number;
  /** What the balance gains, integer cents. */
  amountCents: number;
  /**
   * The method's fee on top (card and PayPal 10%), integer cents; the customer pays amount + fee.
   */
  feeCents: number;
  method: DepositMethod;
  provider: DepositProvider;
  /** The gateway's payment id; null for manual requests. */
  providerPaymentId: string | null;
  /** The hosted payment page; null for manual requests. */
  payUrl: string | null;
  /** ISO time after which an unpaid gateway payment expires; null for manual requests. */
  expiresAt: string | null;
  /** The support ticket that carries a manual request to staff; null otherwise. */
  ticketId: number | null;
}

export interface DepositConfirmedData {
  depositId: number;
  depositNumber: string;
  userId: number;
  /** What was credited, integer cents. */
  amountCents: number;
  provider: DepositProvider;
  method: DepositMethod;
  providerPaymentId: string | null;
  /**
   * The gateway's transaction id (shown to staff); null when it gives none or for manual credits.
   */
  providerTransactionId: string | null;
  /**
   * The status the payment arrived in when it was not pending (failed or expired): a late payment.
   */
  lateAfter: 'failed' | 'expired' | null;
  /** The admin who credited a manual request; null for gateway payments. */
  creditedBy: number | null;
}

export type DepositEvent =
  | Event<'DepositRequested', DepositRequestedData>
  | Event<'DepositConfirmed', DepositConfirmedData>
  | Event<'DepositFailed', { depositId: number; userId: number; reason: string }>
  | Event<'DepositExpired', { depositId: number; userId: number }>;

export type Deposit = { status: 'none' } | (DepositRequestedData & { status: DepositStatus });

export const initialDeposit: Deposit = { status: 'none' };

export const depositStream = (depositId: number) => `deposit-${depositId}`;

/** The customer-facing number of deposit `depositId`, e.g. DEP-000042. */
export const depositNumberFor = (depositId: number) => `DEP-${String(depositId).padStart(6, '0')}`;

/** Namespace of the reservation that ties a provider's payment id to exactly one deposit. */
export const paymentReservation = (provider: DepositProvider) => `payment-${provider}`;

export function evolveDeposit(state: Deposit, event: DepositEvent): Deposit {
  if (event.type === 'DepositRequested') return { ...event.data, status: 'pending' };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DepositConfirmed':
      return { ...state, status: 'confirmed' };
    case 'DepositFailed':
      return { ...state, status: 'failed' };
    case 'DepositExpired':
      return { ...state, status: 'expired' };
  }
}
