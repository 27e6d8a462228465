/**
 * The API key aggregate (stream `api-key-<id>`): a key staff create for another system, with a
 * name, scopes (contracts/api-key-scopes.ts), the key's first characters and its hash, an optional
 * expiry, and who created it; revoked, it works no more. The key itself is never recorded: it is
 * shown once to its creator. Every request made with a key is recorded on another stream,
 * `api-key-requests-<id>` (api-key-used.ts), so a request never conflicts with a revocation.
 * Source: ARCHITECTURE.md "Security model", API keys.
 */
import type { ApiKeyScope } from '../../contracts/api-key-scopes';
import type { Event } from '../shared/event';

export interface ApiKeyCreatedData {
  keyId: number;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters (`km_` and eight more), to tell keys apart in the list. */
  prefix: string;
  /** The SHA-256 of the whole key, hex. */
  hash: string;
  /** ISO instant from which the key no longer works, or null for never. */
  expiresAt: string | null;
  /** The staff member's user id. */
  createdBy: number;
}

export type ApiKeyEvent =
  Event<'ApiKeyCreated', ApiKeyCreatedData> | Event<'ApiKeyRevoked', { keyId: number }>;

export type ApiKeyState = { status: 'none' } | { status: 'active' | 'revoked'; keyId: number };

export const initialApiKey: ApiKeyState = { status: 'none' };

export const apiKeyStream = (keyId: number) => `api-key-${keyId}`;

export function evolveApiKey(state: ApiKeyState, event: ApiKeyEvent): ApiKeyState {
  switch (event.type) {
    case 'ApiKeyCreated':
      return { status: 'active', keyId: event.data.keyId };
    case 'ApiKeyRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked' };
  }
}
