/**
 * CreateApiKey (POST /api/admin/api-keys; domain/api-key/decide-api-key.ts): a new key of 32
 * random bytes (base64url, after `km_`), of which only the SHA-256 is recorded. A fast hash is
 * right here, unlike for passwords: 256 random bits cannot be guessed by trying, however fast each
 * try, and the hash is computed on every request made with the key.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKeyScope,
} from '../../contracts/api-key-scopes';
import type { StaffRole } from '../../contracts/staff-roles';
import { apiKeyStream, evolveApiKey, initialApiKey } from '../../domain/api-key/api-key';
import { createApiKey as decideCreate } from '../../domain/api-key/decide-api-key';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** The SHA-256 (hex) of an API key: what is recorded, and what a request's key is looked up by. */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Creates a key for staff member `createdBy` (holding `creatorRoles`); answers its id and the key,
 * which is never recorded and cannot be shown again.
 * @throws validation; forbidden for scopes beyond the creator's roles
 */
export async function createApiKey(
  deps: CommandDeps,
  input: {
    name: string;
    scopes: readonly ApiKeyScope[];
    expiresAt: string | null;
    createdBy: number;
    creatorRoles: readonly StaffRole[];
  },
  context: CommandContext,
) {
  const keyId = await deps.commandRunner.nextId('api_key_ids');
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const streamId = apiKeyStream(keyId);
  return executeCommand(deps, 'CreateApiKey', context, async (tx) => {
    const state = aggregate(await tx.load([streamId]), streamId, evolveApiKey, initialApiKey);
    const events = decideCreate(
      {
        ...input,
        keyId,
        prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
        hash: apiKeyHash(key),
        now: context.now,
      },
      state.state,
    );
    return { appends: [appendTo(streamId, state.version, events)], result: { keyId, key } };
  });
}
