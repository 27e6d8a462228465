/**
 * RecordApiKeyUse: a request made with an API key, once answered (domain/api-key/api-key-used.ts).
 * Appended to the key's own request stream at any version: requests never wait for each other.
 */
import { apiKeyRequestStream, type ApiKeyUsedData } from '../../domain/api-key/api-key-used';
import { executeCommand, type CommandContext, type CommandDeps } from './execute';

/** Records one request of key `keyId` (the context names the key and its creator). */
export function recordApiKeyUse(
  deps: CommandDeps,
  input: { keyId: number } & ApiKeyUsedData,
  context: CommandContext,
) {
  const { keyId, ...data } = input;
  return executeCommand(deps, 'RecordApiKeyUse', context, () =>
    Promise.resolve({
      appends: [
        {
          streamId: apiKeyRequestStream(keyId),
          expectedVersion: 'any' as const,
          events: [{ type: 'ApiKeyUsed', data }],
        },
      ],
      result: undefined,
    }),
  );
}
