/** UpdateProfile (docs/specs/customer-area.md section 7 PUT /api/update-profile). */
import { updateProfile as decideUpdate } from '../../domain/identity/decide';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { openPersonal, sealPersonal } from '../security/personal-data';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Updates a user's first name, last name and country (sealed under the customer's key; compared
 * in plaintext, so saving the same values appends nothing). @throws not_found
 */
export function updateProfile(
  deps: CommandDeps,
  input: { userId: number; firstName: string; lastName: string; country: string },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  return executeCommand(deps, 'UpdateProfile', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const state =
      user.state.status === 'registered'
        ? await openPersonal(deps.secrets, user.state)
        : user.state;
    const decided = decideUpdate(
      { firstName: input.firstName, lastName: input.lastName, country: input.country },
      state,
    );
    const events = await Promise.all(
      decided.map(async (event) =>
        event.type === 'ProfileUpdated'
          ? { ...event, data: await sealPersonal(deps.secrets, input.userId, event.data) }
          : event,
      ),
    );
    return { appends: [appendTo(streamId, user.version, events)], result: undefined };
  });
}
