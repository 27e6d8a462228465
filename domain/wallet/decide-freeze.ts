/**
 * FreezeWallet and UnfreezeWallet (contracts/wallet-freeze.ts), and the refusal the frozen
 * wallet gives the decisions that spend from it. Staff who manage users decide; nobody freezes
 * their own wallet, and only an owner freezes a staff member's (as with suspension).
 */
import { hasPermission, isStaff } from '../../contracts/staff-roles';
import { forbidden, notFound, ruleBroken, validationError } from '../shared/errors';
import type { User } from '../identity/user';
import type { WalletFreeze, WalletFreezeEvent } from './freeze';

/** Who acts, on whom, and the target's freeze as its stream says. */
export interface FreezeDecisionState {
  actor: User;
  target: User;
  freeze: WalletFreeze;
}

function mayFreeze(state: FreezeDecisionState) {
  const { actor, target } = state;
  if (actor.status !== 'registered' || !hasPermission(actor.roles, 'users.manage'))
    throw forbidden('Administrator access required');
  if (target.status !== 'registered') throw notFound('User not found');
  if (actor.userId === target.userId) throw forbidden('You cannot freeze your own wallet');
  if (isStaff(target.roles) && !hasPermission(actor.roles, 'staff'))
    throw forbidden("Only an owner can freeze a staff member's wallet");
  return { actor, target };
}

/**
 * Freezes the target's wallet for `reason` at `at` (ISO); nothing when it is frozen already.
 * @throws forbidden (see the module); not_found target; validation "Reason is required"
 */
export function freezeWallet(
  command: { reason: string; at: string },
  state: FreezeDecisionState,
): WalletFreezeEvent[] {
  const { actor, target } = mayFreeze(state);
  const reason = command.reason.trim();
  if (!reason) throw validationError('Reason is required');
  if (state.freeze.frozen) return [];
  return [
    {
      type: 'WalletFrozen',
      data: { userId: target.userId, reason, frozenBy: actor.userId, frozenAt: command.at },
    },
  ];
}

/** Lifts the freeze; nothing when the wallet is not frozen. @throws as freezeWallet */
export function unfreezeWallet(state: FreezeDecisionState): WalletFreezeEvent[] {
  const { actor, target } = mayFreeze(state);
  if (!state.freeze.frozen) return [];
  return [{ type: 'WalletUnfrozen', data: { userId: target.userId, unfrozenBy: actor.userId } }];
}

/**
 * Refuses what a frozen wallet may not do, with `message` (WALLET_FROZEN_PURCHASE,
 * WALLET_FROZEN_CLAIM). @throws rule `message` while `freeze` holds
 */
export function refuseWhileFrozen(freeze: WalletFreeze, message: string): void {
  if (freeze.frozen) throw ruleBroken(message);
}
