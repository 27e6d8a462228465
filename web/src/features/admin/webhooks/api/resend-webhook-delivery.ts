/**
 * POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend -> {success}: the delivery is sent
 * again (a new round of attempts). Errors: 404, 422 when the endpoint is off. The log is read
 * again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';

function resendWebhookDelivery(input: {
  endpointId: number;
  deliveryId: number;
}): Promise<{ success: boolean }> {
  return api.post<{ success: boolean }>(
    `/api/admin/webhooks/${input.endpointId}/deliveries/${input.deliveryId}/resend`,
  );
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSettled: (_answer, _error, { endpointId }) =>
      queryClient.invalidateQueries({
        queryKey: webhookDeliveriesQueryOptions(endpointId).queryKey,
      }),
  });
}
