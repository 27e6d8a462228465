/** RevokeApiKey (DELETE /api/admin/api-keys/{id}): the key works no more; its row stays listed. */
import { apiKeyStream, evolveApiKey, initialApiKey } from '../../domain/api-key/api-key';
import { revokeApiKey as decideRevoke } from '../../domain/api-key/decide-api-key';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Revokes key `keyId`. @throws not_found "API key not found" */
export function revokeApiKey(deps: CommandDeps, input: { keyId: number }, context: CommandContext) {
  const streamId = apiKeyStream(input.keyId);
  return executeCommand(deps, 'RevokeApiKey', context, async (tx) => {
    const state = aggregate(await tx.load([streamId]), streamId, evolveApiKey, initialApiKey);
    const events = decideRevoke(state.state);
    return { appends: [appendTo(streamId, state.version, events)], result: undefined };
  });
}
