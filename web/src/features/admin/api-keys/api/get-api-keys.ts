/** GET /api/admin/api-keys -> ApiKeyDto[]: every key, newest first, revoked and expired too. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyDto } from '@contracts/api-key-scopes';
import { api } from '@/lib/api-client';

function getApiKeys(): Promise<ApiKeyDto[]> {
  return api.get<ApiKeyDto[]>('/api/admin/api-keys');
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'api-keys'], queryFn: getApiKeys });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
