/**
 * The wallet aggregate (stream `wallet-<userId>`): the customer's prepaid USD balance as a ledger.
 * The balance is the sum of the stream: deposits, admin adjustments, purchase debits, refunds.
 * Amounts are integer cents. Source: ARCHITECTURE.md "Money and the ledger".
 */
import type { Event } from '../shared/event';

export type WalletEvent =
  | Event<
      'BalanceAdjusted',
      {
        userId: number;
        amountCents: number;
        adminId: number;
        reason: string;
        /** The card or PayPal top-up request this adjustment credits, if any. */
        depositId?: number;
      }
    >
  | Event<
      'DepositCredited',
      {
        userId: number;
        depositId: number;
        depositNumber: string;
        amountCents: number;
        method: 'crypto' | 'credit_card' | 'paypal';
      }
    >
  | Event<
      'PurchaseDebited',
      {
        userId: number;
        orderId: number;
        orderNumber: string;
        amountCents: number;
        productName: string;
        quantity: number;
        /**
         * The product and the purchase's time (ISO), for the per-customer daily limit
         * (domain/wallet/purchase-history.ts); absent from purchases recorded before it.
         */
        productId?: number;
        at?: string;
      }
    >
  | Event<
      'PurchaseRefunded',
      {
        userId: number;
        orderId: number;
        orderNumber: string;
        amountCents: number;
        /** The order's refund (OrderRefunded) this credits; absent when a cancellation refunded. */
        refundId?: string;
        /** Why staff refunded, with `refundId`. */
        reason?: string;
      }
    >
  /** A credit of `percent` of an overdue manual order's total (domain/order OrderDeliveryCompensated). */
  | Event<
      'DeliveryCompensationCredited',
      { userId: number; orderId: number; orderNumber: string; amountCents: number; percent: number }
    >;

/** Balance in integer cents; never below zero. */
export interface Wallet {
  balanceCents: number;
}

export const initialWallet: Wallet = { balanceCents: 0 };

export const walletStream = (userId: number) => `wallet-${userId}`;

/** The signed effect of an event on the balance, in cents. */
export function balanceChange(event: WalletEvent): number {
  switch (event.type) {
    case 'BalanceAdjusted':
      return event.data.amountCents;
    case 'PurchaseDebited':
      return -event.data.amountCents;
    case 'PurchaseRefunded':
      return event.data.amountCents;
    case 'DepositCredited':
      return event.data.amountCents;
    case 'DeliveryCompensationCredited':
      return event.data.amountCents;
  }
}

export function evolveWallet(state: Wallet, event: WalletEvent): Wallet {
  return { balanceCents: state.balanceCents + balanceChange(event) };
}
