/** StartImpersonation (docs/specs/admin-area.md section 7 POST /api/admin/users/{id}/impersonate). */
import { startImpersonation as decideStart } from '../../domain/identity/decide';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Records that `adminId` acts as `userId`. @throws forbidden, not_found */
export function startImpersonation(
  deps: CommandDeps,
  input: { adminId: number; userId: number },
  context: CommandContext,
) {
  const adminStream = userStream(input.adminId);
  const targetStream = userStream(input.userId);
  return executeCommand(deps, 'StartImpersonation', context, async (tx) => {
    const streams = await tx.load([adminStream, targetStream]);
    const admin = aggregate(streams, adminStream, evolveUser, initialUser);
    const target = aggregate(streams, targetStream, evolveUser, initialUser);
    const events = decideStart({ admin: admin.state, target: target.state });
    return { appends: [appendTo(adminStream, admin.version, events)], result: undefined };
  });
}
