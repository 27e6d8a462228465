/**
 * POST /api/admin/webhooks/{id}/replay {from} -> 202 {fromPosition}: every wanted event from a
 * position or an ISO time is delivered again, in order. Errors: 400, 404, 422 (the endpoint is
 * off, or nothing was recorded after the time). Step-up. The log is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookReplayRequest } from '@contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';

function replayWebhook(input: {
  endpointId: number;
  body: WebhookReplayRequest;
}): Promise<{ fromPosition: string }> {
  return api.post<{ fromPosition: string }>(
    `/api/admin/webhooks/${input.endpointId}/replay`,
    input.body,
  );
}

export function useReplayWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhook,
    onSettled: (_answer, _error, { endpointId }) =>
      queryClient.invalidateQueries({
        queryKey: webhookDeliveriesQueryOptions(endpointId).queryKey,
      }),
  });
}
