/**
 * The ledger view of wallet events (ARCHITECTURE.md "Money and the ledger"): each event of a wallet
 * stream is one entry with a transaction type, a signed amount in integer cents, a description
 * and the order or deposit it relates to. The wallets projection, the ledger audit and the
 * ledger history all read entries through this one mapping.
 */
import { depositNumberFor } from '../deposit/deposit';
import { balanceChange, type WalletEvent } from './wallet';

/**
 * docs/specs/customer-area.md section 3 and docs/specs/admin-area.md section 4 transaction types
 * used by the ledger.
 */
export type LedgerEntryType = 'credit' | 'debit' | 'purchase' | 'refund' | 'deposit';

export interface LedgerEntry {
  type: LedgerEntryType;
  /** Signed integer cents: positive adds to the balance. */
  amountCents: number;
  description: string;
  /** The order (purchase, refund) or deposit (deposit, credited top-up request) it relates to. */
  relatedId: number | null;
}

const DEPOSIT_METHODS = { crypto: 'Crypto', credit_card: 'Card', paypal: 'PayPal' } as const;

/** The ledger entry of a wallet event. */
export function ledgerEntryOf(event: WalletEvent): LedgerEntry {
  const amountCents = balanceChange(event);
  switch (event.type) {
    case 'BalanceAdjusted': {
      const { reason, depositId } = event.data;
      const fallback = amountCents >= 0 ? 'Balance added by admin' : 'Balance deducted by admin';
      return {
        type: amountCents >= 0 ? 'credit' : 'debit',
        amountCents,
        description:
          (reason || fallback) +
          (depositId === undefined ? '' : ` (top-up request ${depositNumberFor(depositId)})`),
        relatedId: depositId ?? null,
      };
    }
    case 'PurchaseDebited':
      return {
        type: 'purchase',
        amountCents,
        description: `Purchase ${event.data.orderNumber}: ${event.data.productName} x${event.data.quantity}`,
        relatedId: event.data.orderId,
      };
    case 'PurchaseRefunded':
      return {
        type: 'refund',
        amountCents,
        description:
          event.data.refundId === undefined
            ? `Refund for cancelled order ${event.data.orderNumber}`
            : `Refund for order ${event.data.orderNumber}${event.data.reason ? `: ${event.data.reason}` : ''}`,
        relatedId: event.data.orderId,
      };
    case 'DepositCredited':
      return {
        type: 'deposit',
        amountCents,
        description: `${DEPOSIT_METHODS[event.data.method]} deposit ${event.data.depositNumber}`,
        relatedId: event.data.depositId,
      };
    case 'DeliveryCompensationCredited':
      return {
        type: 'credit',
        amountCents,
        description: `Late delivery compensation for order ${event.data.orderNumber} (${event.data.percent}%)`,
        relatedId: event.data.orderId,
      };
  }
}

/** The wallet event types: every event of a `wallet-<userId>` stream. */
export const WALLET_EVENT_TYPES: readonly WalletEvent['type'][] = [
  'BalanceAdjusted',
  'PurchaseDebited',
  'PurchaseRefunded',
  'DepositCredited',
  'DeliveryCompensationCredited',
];
