import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { evolveApiKey, initialApiKey, type ApiKeyEvent } from './api-key';
import { API_KEY_NOT_FOUND, createApiKey, revokeApiKey, type CreateApiKey } from './decide-api-key';

const now = new Date('2027-03-01T12:00:00Z');
const command: CreateApiKey = {
  keyId: 4,
  name: 'Warehouse sync',
  scopes: ['orders:read'],
  prefix: 'km_abcdefgh',
  hash: 'a'.repeat(64),
  expiresAt: null,
  createdBy: 1,
  creatorRoles: ['fulfilment'],
  now,
};
const created = (
  overrides: Partial<Extract<ApiKeyEvent, { type: 'ApiKeyCreated' }>['data']> = {},
) =>
  ({
    type: 'ApiKeyCreated',
    data: {
      keyId: 4,
      name: 'Warehouse sync',
      scopes: ['orders:read'],
      prefix: 'km_abcdefgh',
      hash: 'a'.repeat(64),
      expiresAt: null,
      createdBy: 1,
      ...overrides,
    },
  }) satisfies ApiKeyEvent;
const revoked: ApiKeyEvent = { type: 'ApiKeyRevoked', data: { keyId: 4 } };

const key = { evolve: evolveApiKey, initialState: initialApiKey };
const create = DeciderSpecification.for({ decide: createApiKey, ...key });
const revoke = DeciderSpecification.for({
  decide: (_: void, state: Parameters<typeof revokeApiKey>[0]) => revokeApiKey(state),
  ...key,
});

describe('CreateApiKey', () => {
  it('records the key with its name trimmed, its scopes in order and its expiry as ISO', () => {
    create
      .given([])
      .when({
        ...command,
        name: '  Warehouse sync ',
        scopes: ['stock:write', 'orders:read', 'stock:write'],
        expiresAt: '2027-04-01T10:00:00+02:00',
      })
      .then([
        created({ scopes: ['orders:read', 'stock:write'], expiresAt: '2027-04-01T08:00:00.000Z' }),
      ]);
  });

  it("refuses a scope beyond the creator's roles, so a key never has more than its creator", () => {
    create
      .given([])
      .when({ ...command, scopes: ['orders:read', 'reports:read', 'customers:read'] })
      .thenThrows(
        'forbidden',
        'Your staff role cannot give a key the scopes customers:read, reports:read',
      );
    create
      .given([])
      .when({ ...command, creatorRoles: ['admin'], scopes: ['reports:read'] })
      .then([created({ scopes: ['reports:read'] })]);
  });

  it('refuses a blank name, no scope, an expiry not in the future and a taken id', () => {
    create
      .given([])
      .when({ ...command, name: ' ' })
      .thenThrows('validation', 'Name the key');
    create
      .given([])
      .when({ ...command, scopes: [] })
      .thenThrows('validation', 'Choose at least one scope');
    create
      .given([])
      .when({ ...command, expiresAt: now.toISOString() })
      .thenThrows('validation', 'Expiry must be in the future');
    create.given([created()]).when(command).thenThrows('conflict', 'API key already exists');
  });
});

describe('RevokeApiKey', () => {
  it('revokes a key once; revoking it again changes nothing', () => {
    revoke.given([created()]).when(undefined).then([revoked]);
    revoke.given([created(), revoked]).when(undefined).then([]);
  });

  it('refuses an unknown key', () => {
    revoke.given([]).when(undefined).thenThrows('not_found', API_KEY_NOT_FOUND);
  });
});
