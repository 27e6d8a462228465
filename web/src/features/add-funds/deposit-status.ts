/**
 * What the Add Funds page says about a followed crypto deposit (docs/specs/customer-area.md
 * sections 2 Add Funds and 8): the deposit id read from `?deposit=<id>` (the gateway's return
 * address and the page's own address while it waits), and the title, text and severity of each
 * status. Pure functions.
 */
import type { DepositDto, DepositStatus } from '@contracts/payments';
import { formatPrice } from '@/lib/money';

/** The search parameter that names the followed deposit: /add-funds?deposit=42. */
export const DEPOSIT_SEARCH_PARAM = 'deposit';

/** The deposit id of a `?deposit=` value; null unless it is a positive whole number. */
export function depositIdFromSearch(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** How a status is shown: an MUI Alert severity, a title and a sentence. */
export interface DepositStatusView {
  severity: 'info' | 'success' | 'error';
  title: string;
  message: string;
}

/** The status of `deposit` in words; amounts in dollars with 2 decimals. */
export function depositStatusView(
  deposit: Pick<DepositDto, 'status' | 'amount' | 'depositNumber'>,
): DepositStatusView {
  const amount = formatPrice(deposit.amount);
  const views: Record<DepositStatus, DepositStatusView> = {
    pending: {
      severity: 'info',
      title: 'Waiting for your payment',
      message: `Complete the payment of ${amount} on the payment page. Your balance updates automatically once the payment is confirmed; you can keep this page open.`,
    },
    confirmed: {
      severity: 'success',
      title: 'Payment received',
      message: `${amount} has been added to your balance.`,
    },
    failed: {
      severity: 'error',
      title: 'Payment failed',
      message: `The payment of ${amount} for ${deposit.depositNumber} failed, so nothing was added to your balance. Try again with a new payment, or contact support if you were charged.`,
    },
    expired: {
      severity: 'error',
      title: 'Payment expired',
      message: `The payment of ${amount} for ${deposit.depositNumber} expired before it was paid, so nothing was added to your balance. Try again with a new payment, or contact support if you already paid.`,
    },
  };
  return views[deposit.status];
}
