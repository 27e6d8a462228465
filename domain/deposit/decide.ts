/**
 * Deposit commands (docs/specs/customer-area.md sections 5, 9 for the limits): request, confirm a
 * gateway payment, fail, expire, and credit a manual request. Each returns the deposit's events
 * and the wallet's; a confirmation credits the wallet in the same append.
 */
import { depositFeeCents } from '../../contracts/deposit-fee';
import type { User } from '../identity/user';
import { conflict, forbidden, notFound, ruleBroken, validationError } from '../shared/errors';
import type { WalletEvent } from '../wallet/wallet';
import type { Deposit, DepositEvent, DepositRequestedData } from './deposit';

/** What a deposit command appends: to the deposit stream, and to the customer's wallet. */
export interface DepositDecision {
  deposit: DepositEvent[];
  wallet: WalletEvent[];
}

const NOTHING: DepositDecision = { deposit: [], wallet: [] };

/** The refusal of a deposit by a customer whose address the store needs verified first. */
export const VERIFY_EMAIL_FIRST =
  'Please verify your email address before your first deposit: open the link we emailed you, or send a new one from your profile.';

/**
 * The store's rule that a deposit needs a verified e-mail address (REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT):
 * verification is never undone, so in effect it holds back only the first deposit.
 * @throws not_found for no account; forbidden VERIFY_EMAIL_FIRST when the rule is on and the
 *   address is not verified
 */
export function checkDepositor(owner: User, rule: { requireVerifiedEmail: boolean }): void {
  if (owner.status !== 'registered') throw notFound('User not found');
  if (rule.requireVerifiedEmail && !owner.emailVerified) throw forbidden(VERIFY_EMAIL_FIRST);
}

/**
 * Opens a deposit, with the method's fee on top (contracts/deposit-fee.ts).
 * @throws validation when the amount is not a positive whole number of cents
 * @throws conflict when the deposit already exists
 */
export function requestDeposit(
  command: Omit<DepositRequestedData, 'feeCents'>,
  state: Deposit,
): DepositEvent[] {
  if (state.status !== 'none') throw conflict('This deposit already exists');
  if (!Number.isSafeInteger(command.amountCents) || command.amountCents <= 0)
    throw validationError('Invalid amount: Please enter a valid amount greater than $0.');
  const feeCents = depositFeeCents(command.amountCents, command.method);
  return [{ type: 'DepositRequested', data: { ...command, feeCents } }];
}

/**
 * A gateway says the money arrived: confirms and credits the requested amount, once. A payment
 * after failure or expiry still credits (the money arrived); an already confirmed deposit changes
 * nothing (a replayed or repeated callback).
 * @throws not_found for a deposit that does not exist
 * @throws rule when the paid amount differs from the requested one (left for staff, nothing
 *   credited)
 */
export function confirmPayment(
  command: { providerTransactionId: string | null; paidCents: number | null },
  state: Deposit,
): DepositDecision {
  if (state.status === 'none') throw notFound('Deposit not found');
  if (state.status === 'confirmed') return NOTHING;
  if (state.provider === 'manual') throw ruleBroken('A manual top-up is credited by staff');
  if (command.paidCents !== null && command.paidCents !== state.amountCents)
    throw ruleBroken(
      `The paid amount (${command.paidCents} cents) differs from the deposit's (${state.amountCents} cents)`,
    );
  return {
    deposit: [
      {
        type: 'DepositConfirmed',
        data: {
          depositId: state.depositId,
          depositNumber: state.depositNumber,
          userId: state.userId,
          amountCents: state.amountCents,
          provider: state.provider,
          method: state.method,
          providerPaymentId: state.providerPaymentId,
          providerTransactionId: command.providerTransactionId,
          lateAfter: state.status === 'pending' ? null : state.status,
          creditedBy: null,
        },
      },
    ],
    wallet: [
      {
        type: 'DepositCredited',
        data: {
          userId: state.userId,
          depositId: state.depositId,
          depositNumber: state.depositNumber,
          amountCents: state.amountCents,
          method: state.method,
        },
      },
    ],
  };
}

/**
 * A gateway says the payment failed. Only a pending deposit fails; later or repeated callbacks
 * change nothing.
 * @throws not_found for a deposit that does not exist
 */
export function failPayment(command: { reason: string }, state: Deposit): DepositEvent[] {
  if (state.status === 'none') throw notFound('Deposit not found');
  if (state.status !== 'pending') return [];
  return [
    {
      type: 'DepositFailed',
      data: { depositId: state.depositId, userId: state.userId, reason: command.reason },
    },
  ];
}

/**
 * Expires a pending gateway deposit: its expiry job came due, or the gateway gave up waiting.
 * Anything else (paid, failed, already expired, a manual request) changes nothing.
 */
export function expireDeposit(state: Deposit): DepositEvent[] {
  if (state.status !== 'pending' || state.expiresAt === null) return [];
  return [{ type: 'DepositExpired', data: { depositId: state.depositId, userId: state.userId } }];
}

/**
 * Marks a manual (card or PayPal) request as credited by an admin's balance adjustment of
 * `amountCents` for the same customer.
 * @throws not_found when the request does not exist or belongs to another customer
 * @throws conflict when it was already credited, or is not a manual request
 */
export function creditManualRequest(
  command: { userId: number; amountCents: number; adminId: number },
  state: Deposit,
): DepositEvent[] {
  if (state.status === 'none' || state.userId !== command.userId)
    throw notFound('Top-up request not found for this user');
  if (state.provider !== 'manual')
    throw conflict('Only card and PayPal requests are credited by staff');
  if (state.status === 'confirmed') throw conflict('This top-up request was already credited');
  return [
    {
      type: 'DepositConfirmed',
      data: {
        depositId: state.depositId,
        depositNumber: state.depositNumber,
        userId: state.userId,
        amountCents: command.amountCents,
        provider: state.provider,
        method: state.method,
        providerPaymentId: null,
        providerTransactionId: null,
        lateAfter: null,
        creditedBy: command.adminId,
      },
    },
  ];
}
