/**
 * FreezeWallet and UnfreezeWallet (POST and DELETE /api/admin/users/{id}/wallet-freeze,
 * contracts/wallet-freeze.ts): each decides on the acting account, the target account and the
 * target's freeze stream, and appends to the freeze stream.
 */
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  freezeWallet as decideFreeze,
  unfreezeWallet as decideUnfreeze,
  type FreezeDecisionState,
} from '../../domain/wallet/decide-freeze';
import {
  evolveWalletFreeze,
  initialWalletFreeze,
  walletFreezeStream,
  type WalletFreezeEvent,
} from '../../domain/wallet/freeze';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

function onFreezeStream(
  name: string,
  deps: CommandDeps,
  input: { actorId: number; userId: number },
  context: CommandContext,
  decide: (state: FreezeDecisionState) => WalletFreezeEvent[],
) {
  const actorStream = userStream(input.actorId);
  const targetStream = userStream(input.userId);
  const freezeStream = walletFreezeStream(input.userId);
  return executeCommand(deps, name, context, async (tx) => {
    const streams = await tx.load([actorStream, targetStream, freezeStream]);
    const freeze = aggregate(streams, freezeStream, evolveWalletFreeze, initialWalletFreeze);
    const events = decide({
      actor: aggregate(streams, actorStream, evolveUser, initialUser).state,
      target: aggregate(streams, targetStream, evolveUser, initialUser).state,
      freeze: freeze.state,
    });
    return {
      appends: [appendTo(freezeStream, freeze.version, events)],
      result: { changed: events.length > 0 },
    };
  });
}

/**
 * Freezes `userId`'s wallet for `reason`, by staff member `actorId`.
 * @throws forbidden, not_found, validation (domain/wallet/decide-freeze.ts)
 */
export function freezeWallet(
  deps: CommandDeps,
  input: { actorId: number; userId: number; reason: string },
  context: CommandContext,
) {
  return onFreezeStream('FreezeWallet', deps, input, context, (state) =>
    decideFreeze({ reason: input.reason, at: context.now.toISOString() }, state),
  );
}

/** Lifts the freeze of `userId`'s wallet. @throws forbidden, not_found */
export function unfreezeWallet(
  deps: CommandDeps,
  input: { actorId: number; userId: number },
  context: CommandContext,
) {
  return onFreezeStream('UnfreezeWallet', deps, input, context, decideUnfreeze);
}
