/** GET /api/admin/webhooks -> WebhookEndpointDto[], every endpoint with its secret, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpointDto } from '@contracts/webhooks';
import { api } from '@/lib/api-client';

function getWebhooks(): Promise<WebhookEndpointDto[]> {
  return api.get<WebhookEndpointDto[]>('/api/admin/webhooks');
}

export function webhooksQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'webhooks'], queryFn: getWebhooks });
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
