/**
 * The API keys read model (domain/api-key): one row per key, which the request's authentication
 * looks up by the key's hash (api/auth/api-key.ts) and /admin/api-keys lists. A key's last use
 * follows its recorded requests (ApiKeyUsed), moved on at most once a minute so that a busy key
 * does not rewrite its row with every request.
 */
import type { ApiKeyEvent } from '../../domain/api-key/api-key';
import type { ApiKeyUsedEvent } from '../../domain/api-key/api-key-used';
import { defineProjection } from '../projection';

const keyIdOf = (streamId: string) => Number(streamId.slice('api-key-requests-'.length));

export const apiKeysProjection = defineProjection<ApiKeyEvent | ApiKeyUsedEvent>({
  name: 'api-keys',
  tables: ['api_keys'],
  writesOnly: true,
  // Staff list the keys; a request with a key reads its row, and only staff change keys (and
  // staff's commands wait for every read model).
  readers: 'staff',
  handlers: {
    ApiKeyCreated: async (client, data, event) => {
      await client.query(
        `INSERT INTO api_keys (id, name, prefix, hash, scopes, expires_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          data.keyId,
          data.name,
          data.prefix,
          data.hash,
          data.scopes,
          data.expiresAt,
          data.createdBy,
          event.recordedAt,
        ],
      );
    },
    ApiKeyRevoked: async (client, data, event) => {
      await client.query('UPDATE api_keys SET revoked_at = $2 WHERE id = $1', [
        data.keyId,
        event.recordedAt,
      ]);
    },
    ApiKeyUsed: async (client, _data, event) => {
      await client.query(
        `UPDATE api_keys SET last_used_at = $2
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - interval '1 minute')`,
        [keyIdOf(event.streamId), event.recordedAt],
      );
    },
  },
});
