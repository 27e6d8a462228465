/** AdjustBalance (admin-area.md section 7 POST /api/admin/users/{id}/balance). */
import { adjustBalance as decideAdjust } from '../../domain/wallet/decide';
import { evolveWallet, initialWallet, walletStream } from '../../domain/wallet/wallet';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { notFound } from '../../domain/shared/errors';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Adds to or subtracts from a user's balance (integer cents > 0), recording the admin and reason.
 * @throws not_found "User not found"; rule "Insufficient balance..." below zero
 */
export function adjustBalance(
  deps: CommandDeps,
  input: {
    userId: number;
    amountCents: number;
    operation: 'add' | 'subtract';
    adminId: number;
    reason: string;
  },
  context: CommandContext,
) {
  const walletId = walletStream(input.userId);
  const userId = userStream(input.userId);
  return executeCommand(deps, 'AdjustBalance', context, async (tx) => {
    const streams = await tx.load([walletId, userId]);
    if (aggregate(streams, userId, evolveUser, initialUser).state.status !== 'registered')
      throw notFound('User not found');
    const wallet = aggregate(streams, walletId, evolveWallet, initialWallet);
    const events = decideAdjust(input, wallet.state);
    const balanceCents =
      wallet.state.balanceCents +
      (input.operation === 'add' ? input.amountCents : -input.amountCents);
    return { appends: [appendTo(walletId, wallet.version, events)], result: { balanceCents } };
  });
}
