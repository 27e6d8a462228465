/**
 * API keys (ARCHITECTURE.md "Security model", API keys): staff with the `integrations` permission
 * list, create and revoke the keys of /admin/api-keys. A new key is answered once, never again;
 * creating one needs step-up, and a key gets only scopes its creator's roles cover. Keys cannot
 * manage keys: no scope names `integrations`.
 */
import { Router } from 'express';
import { apiKeySchema } from '../../contracts/api-key-scopes';
import type { CreatedApiKeyDto } from '../../contracts/api-key-scopes';
import { createApiKey } from '../../application/commands/create-api-key';
import { revokeApiKey } from '../../application/commands/revoke-api-key';
import { API_KEY_NOT_FOUND } from '../../domain/api-key/decide-api-key';
import { findApiKey, listApiKeys } from '../../projections/api-keys/queries';
import { contextOf, settled } from '../http/command-context';
import { endpoints, idParams } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { ApiServices } from '../services';

const endpoint = endpoints('API keys');

export function apiKeysRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  async function apiKey(id: number) {
    const found = await findApiKey(pool, id);
    if (!found) throw new HttpError(404, API_KEY_NOT_FOUND);
    return found;
  }

  router.get(
    '/admin/api-keys',
    endpoint(
      {
        access: 'admin',
        permission: 'integrations',
        summary: 'Every API key, newest first, revoked and expired ones too (never the key itself)',
        answer: { description: 'The keys' },
      },
      async (_input, _req, res) => {
        res.json(await listApiKeys(pool));
      },
    ),
  );

  router.post(
    '/admin/api-keys',
    endpoint(
      {
        access: 'admin',
        permission: 'integrations',
        stepUp: true,
        summary: 'Create an API key: the answer is the only time the key is shown',
        description:
          "A name, scopes (only those the caller's roles cover: 403 otherwise) and an optional expiry. The key is sent as `Authorization: Bearer <key>`; only its SHA-256 is kept.",
        body: apiKeySchema,
        answer: { status: 201, description: '`{ key, apiKey }`: the key and its row' },
      },
      async ({ body, session }, req, res) => {
        const { keyId, key } = await settled(
          services,
          await createApiKey(
            services,
            { ...body, createdBy: session.actor.id, creatorRoles: session.actor.roles },
            contextOf(req),
          ),
        );
        const answer: CreatedApiKeyDto = { key, apiKey: await apiKey(keyId) };
        res.status(201).json(answer);
      },
    ),
  );

  router.delete(
    '/admin/api-keys/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'integrations',
        summary: 'Revoke an API key: requests with it are answered 401 from now on',
        params: idParams,
        answer: { description: 'The key revoked' },
        errors: { 404: 'No such key' },
      },
      async ({ params }, req, res) => {
        await settled(services, await revokeApiKey(services, { keyId: params.id }, contextOf(req)));
        res.json(await apiKey(params.id));
      },
    ),
  );

  return router;
}
