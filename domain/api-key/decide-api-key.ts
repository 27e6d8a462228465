/**
 * API key commands (CreateApiKey, RevokeApiKey): staff with the `integrations` permission create
 * keys for other systems on /admin/api-keys and revoke them. A key is given only scopes its
 * creator's roles cover (contracts/api-key-scopes.ts mayGrantScope).
 */
import { API_KEY_SCOPES, mayGrantScope, type ApiKeyScope } from '../../contracts/api-key-scopes';
import type { StaffRole } from '../../contracts/staff-roles';
import { conflict, forbidden, notFound, validationError } from '../shared/errors';
import type { ApiKeyCreatedData, ApiKeyEvent, ApiKeyState } from './api-key';

/** The answer for an unknown key. */
export const API_KEY_NOT_FOUND = 'API key not found';

/** What creating a key needs beyond its recorded data. */
export interface CreateApiKey extends Omit<ApiKeyCreatedData, 'scopes'> {
  scopes: readonly ApiKeyScope[];
  /** The creator's staff roles now. */
  creatorRoles: readonly StaffRole[];
  now: Date;
}

/**
 * Creates key `keyId`: the name trimmed, the scopes in API_KEY_SCOPES order without repeats, an
 * expiry in the future (kept as ISO).
 * @throws validation (blank name, no scope, an expiry not in the future); forbidden for a scope
 *   the creator's roles do not cover; conflict when the id is taken
 */
export function createApiKey(command: CreateApiKey, state: ApiKeyState): ApiKeyEvent[] {
  if (state.status !== 'none') throw conflict('API key already exists');
  const { creatorRoles, now, ...data } = command;
  const name = data.name.trim();
  if (!name) throw validationError('Name the key');
  const scopes = API_KEY_SCOPES.filter((scope) => data.scopes.includes(scope));
  if (scopes.length === 0) throw validationError('Choose at least one scope');
  const beyond = scopes.filter((scope) => !mayGrantScope(creatorRoles, scope));
  if (beyond.length > 0)
    throw forbidden(`Your staff role cannot give a key the scopes ${beyond.join(', ')}`);
  let expiresAt: string | null = null;
  if (data.expiresAt !== null) {
    const time = Date.parse(data.expiresAt);
    if (Number.isNaN(time)) throw validationError('Expiry must be a date and time');
    if (time <= now.getTime()) throw validationError('Expiry must be in the future');
    expiresAt = new Date(time).toISOString();
  }
  return [{ type: 'ApiKeyCreated', data: { ...data, name, scopes, expiresAt } }];
}

/** Revokes a key; nothing when it is revoked already. @throws not_found */
export function revokeApiKey(state: ApiKeyState): ApiKeyEvent[] {
  if (state.status === 'none') throw notFound(API_KEY_NOT_FOUND);
  if (state.status === 'revoked') return [];
  return [{ type: 'ApiKeyRevoked', data: { keyId: state.keyId } }];
}
