/**
 * POST /api/admin/api-keys -> CreatedApiKeyDto (201): the key, shown this once, and its row. Needs
 * a recent password (the api client asks for it). Errors: 400 with the field's problem, 403 for a
 * scope beyond the caller's roles. The list is read again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedApiKeyDto } from '@contracts/api-key-scopes';
import type { ApiKeyScope } from '@contracts/api-key-scopes';
import { api } from '@/lib/api-client';
import { apiKeysQueryOptions } from './get-api-keys';

/** A key to create: its name, scopes and expiry (ISO, or null for never). */
export interface CreateApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
}

function createApiKey(body: CreateApiKeyInput): Promise<CreatedApiKeyDto> {
  return api.post<CreatedApiKeyDto>('/api/admin/api-keys', body);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
