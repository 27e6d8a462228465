/**
 * GET /api/admin/webhooks/{id}/deliveries -> WebhookDeliveryDto[]: an endpoint's latest 100
 * deliveries, newest first. Read again every 5 seconds while one is pending, so a retry shows.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryDto } from '@contracts/webhooks';
import { api } from '@/lib/api-client';

function getWebhookDeliveries(endpointId: number): Promise<WebhookDeliveryDto[]> {
  return api.get<WebhookDeliveryDto[]>(`/api/admin/webhooks/${endpointId}/deliveries`);
}

export function webhookDeliveriesQueryOptions(endpointId: number) {
  return queryOptions({
    queryKey: ['admin', 'webhooks', endpointId, 'deliveries'],
    queryFn: () => getWebhookDeliveries(endpointId),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 5_000 : false,
  });
}

export function useWebhookDeliveries(endpointId: number) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId));
}
