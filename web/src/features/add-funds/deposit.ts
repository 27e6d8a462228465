/**
 * Add Funds on the page (docs/specs/customer-area.md sections 5 and 9): the total to
 * pay (amount + the method's fee, contracts/deposit-fee.ts) in integer cents, the typed amount
 * checked against the limits (contracts/deposit-limits.ts), and the prefilled live-chat message of
 * a card or PayPal top-up (section 7: amount, method, total with fee, the user's e-mail). Pure
 * functions.
 */
import { FEE_PERCENT, depositFeeCents } from '@contracts/deposit-fee';
import { depositAmountProblem, type DepositAmountProblem } from '@contracts/deposit-limits';
import type { PaymentMethod } from '@contracts/payments';
import { formatDollars, toCents } from '@/lib/money';
import { METHOD_TITLES } from '@/lib/payment-method-titles';

/** "$5", "$10,000" for whole dollars; "$12.50" otherwise. */
export function dollarsLabel(cents: number): string {
  if (cents % 100 !== 0) return formatDollars(cents);
  return `$${(cents / 100).toLocaleString('en-US')}`;
}

/** What the customer pays: amount + fee, in cents. */
export function totalCents(amountCents: number, method: PaymentMethod): number {
  return amountCents + depositFeeCents(amountCents, method);
}

/**
 * Checks the amount typed for a method. Returns the amount in cents, or the problem to show
 * (contracts/deposit-limits.ts; empty or unreadable text is an Invalid amount).
 */
export function checkDeposit(
  amountText: string,
  method: PaymentMethod,
): { amountCents: number } | { problem: DepositAmountProblem } {
  const amountCents = toCents(amountText.trim() || null) ?? 0;
  const problem = depositAmountProblem(amountCents, method);
  return problem === null ? { amountCents } : { problem };
}

/**
 * The live chat's prefilled message: amount, method, fee, total with fee, the customer's e-mail.
 */
export function topUpMessage(amountCents: number, method: PaymentMethod, email: string): string {
  return [
    'Hello, I would like to add funds to my KeyMart balance.',
    `Amount: ${formatDollars(amountCents)}`,
    `Payment method: ${METHOD_TITLES[method]}`,
    `Fee (${FEE_PERCENT[method]}%): ${formatDollars(depositFeeCents(amountCents, method))}`,
    `Total to pay: ${formatDollars(totalCents(amountCents, method))}`,
    `Account e-mail: ${email}`,
  ].join('\n');
}

/** The live-chat URL with the prefilled message as its `message` query parameter. */
export function liveChatLink(liveChatUrl: string, message: string): string {
  const url = new URL(liveChatUrl, window.location.origin);
  url.searchParams.set('message', message);
  return url.toString();
}
