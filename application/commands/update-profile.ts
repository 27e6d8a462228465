/** UpdateProfile (customer-area.md section 7 PUT /api/update-profile). */
import { updateProfile as decideUpdate } from '../../domain/identity/decide';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Updates a user's first name, last name and country. @throws not_found */
export function updateProfile(
  deps: CommandDeps,
  input: { userId: number; firstName: string; lastName: string; country: string },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  return executeCommand(deps, 'UpdateProfile', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const events = decideUpdate(
      { firstName: input.firstName, lastName: input.lastName, country: input.country },
      user.state,
    );
    return { appends: [appendTo(streamId, user.version, events)], result: undefined };
  });
}
