/** EndImpersonation: the admin returns to their own account (POST /api/stop-impersonation). */
import { endImpersonation as decideEnd } from '../../domain/identity/decide';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Records that `adminId` stopped acting as `userId`. @throws not_found */
export function endImpersonation(
  deps: CommandDeps,
  input: { adminId: number; userId: number },
  context: CommandContext,
) {
  const adminStream = userStream(input.adminId);
  return executeCommand(deps, 'EndImpersonation', context, async (tx) => {
    const admin = aggregate(await tx.load([adminStream]), adminStream, evolveUser, initialUser);
    return {
      appends: [
        appendTo(adminStream, admin.version, decideEnd({ userId: input.userId }, admin.state)),
      ],
      result: undefined,
    };
  });
}
