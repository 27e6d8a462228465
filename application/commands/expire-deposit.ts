/**
 * ExpireDeposit: the pg-boss expiry job's command, run when the deposit's expiry time
 * comes (pg-boss starts the job then). A crypto deposit still pending expires; a paid, failed or
 * already expired one changes nothing.
 */
import { expireDeposit as decideExpire } from '../../domain/deposit/decide';
import { depositStream, evolveDeposit, initialDeposit } from '../../domain/deposit/deposit';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Expires deposit `depositId` if it is still pending; answers whether it did. */
export function expireDeposit(
  deps: CommandDeps,
  input: { depositId: number },
  context: CommandContext,
) {
  const streamId = depositStream(input.depositId);
  return executeCommand(deps, 'ExpireDeposit', context, async (tx) => {
    const deposit = aggregate(await tx.load([streamId]), streamId, evolveDeposit, initialDeposit);
    const events = decideExpire(deposit.state);
    return {
      appends: [appendTo(streamId, deposit.version, events)],
      result: { expired: events.length > 0 },
    };
  });
}
