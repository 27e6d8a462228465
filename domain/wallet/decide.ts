/** Wallet commands: AdjustBalance (docs/specs/admin-area.md section 5, "Balance change"). */
import { ruleBroken, validationError } from '../shared/errors';
import type { Wallet, WalletEvent } from './wallet';

export interface AdjustBalance {
  userId: number;
  /** Positive integer cents. */
  amountCents: number;
  operation: 'add' | 'subtract';
  adminId: number;
  reason: string;
  /** The card or PayPal top-up request this adjustment credits (an addition only). */
  depositId?: number;
}

/**
 * Adds to or subtracts from a balance.
 * @throws validation when the amount is not a positive whole number of cents
 * @throws rule "Insufficient balance" when a subtraction would take the balance below zero
 */
export function adjustBalance(command: AdjustBalance, state: Wallet): WalletEvent[] {
  if (!Number.isInteger(command.amountCents) || command.amountCents <= 0) {
    throw validationError('Amount must be greater than 0');
  }
  if (command.depositId !== undefined && command.operation !== 'add') {
    throw validationError('A top-up request is credited with an addition');
  }
  if (command.operation === 'subtract' && command.amountCents > state.balanceCents) {
    throw ruleBroken('Insufficient balance: the balance cannot go below zero');
  }
  const signed = command.operation === 'add' ? command.amountCents : -command.amountCents;
  return [
    {
      type: 'BalanceAdjusted',
      data: {
        userId: command.userId,
        amountCents: signed,
        adminId: command.adminId,
        reason: command.reason,
        ...(command.depositId !== undefined ? { depositId: command.depositId } : {}),
      },
    },
  ];
}
