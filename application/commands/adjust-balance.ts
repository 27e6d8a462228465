/** AdjustBalance (docs/specs/admin-area.md section 7 POST /api/admin/users/{id}/balance). */
import { creditManualRequest } from '../../domain/deposit/decide';
import { depositStream, evolveDeposit, initialDeposit } from '../../domain/deposit/deposit';
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
 * With `depositId`, the addition credits that card or PayPal top-up request, once, in the same
 * append.
 * @throws not_found "User not found" or an unknown request; rule "Insufficient balance..." below
 *   zero; conflict when the request was already credited
 */
export function adjustBalance(
  deps: CommandDeps,
  input: {
    userId: number;
    amountCents: number;
    operation: 'add' | 'subtract';
    adminId: number;
    reason: string;
    depositId?: number | undefined;
  },
  context: CommandContext,
) {
  const walletId = walletStream(input.userId);
  const userId = userStream(input.userId);
  const requestId = input.depositId === undefined ? null : depositStream(input.depositId);
  return executeCommand(deps, 'AdjustBalance', context, async (tx) => {
    const streams = await tx.load(requestId ? [walletId, userId, requestId] : [walletId, userId]);
    if (aggregate(streams, userId, evolveUser, initialUser).state.status !== 'registered')
      throw notFound('User not found');
    const wallet = aggregate(streams, walletId, evolveWallet, initialWallet);
    const { depositId, ...adjustment } = input;
    const events = decideAdjust(
      depositId === undefined ? adjustment : { ...adjustment, depositId },
      wallet.state,
    );
    const appends = [appendTo(walletId, wallet.version, events)];
    if (requestId) {
      const request = aggregate(streams, requestId, evolveDeposit, initialDeposit);
      appends.push(
        appendTo(
          requestId,
          request.version,
          creditManualRequest(
            { userId: input.userId, amountCents: input.amountCents, adminId: input.adminId },
            request.state,
          ),
        ),
      );
    }
    const balanceCents =
      wallet.state.balanceCents +
      (input.operation === 'add' ? input.amountCents : -input.amountCents);
    return { appends, result: { balanceCents } };
  });
}
