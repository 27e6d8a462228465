/**
 * DELETE /api/admin/api-keys/{id} -> ApiKeyDto: the key revoked; requests with it are answered
 * 401 from now on. Error: 404 "API key not found".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyDto } from '@contracts/api-key-scopes';
import { api } from '@/lib/api-client';
import { apiKeysQueryOptions } from './get-api-keys';

function revokeApiKey(keyId: number): Promise<ApiKeyDto> {
  return api.delete<ApiKeyDto>(`/api/admin/api-keys/${keyId}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
