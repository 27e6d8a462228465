/** GrantAdmin (ARCHITECTURE.md contract: ADMIN_EMAILS and `npm run cli -- admin grant <email>`). */
import { grantAdmin as decideGrant } from '../../domain/identity/decide';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Makes a user an administrator (nothing when already one). @throws not_found */
export function grantAdmin(deps: CommandDeps, input: { userId: number }, context: CommandContext) {
  const streamId = userStream(input.userId);
  return executeCommand(deps, 'GrantAdmin', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const events = decideGrant({ grantedBy: context.actorId }, user.state);
    return {
      appends: [appendTo(streamId, user.version, events)],
      result: { changed: events.length > 0 },
    };
  });
}
