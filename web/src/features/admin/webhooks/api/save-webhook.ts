/**
 * POST /api/admin/webhooks (a new endpoint, 201) or PUT /api/admin/webhooks/{id} (changed) ->
 * WebhookEndpointDto. Errors: 400 with the field's problem, 404, 422 for a URL that is not a
 * public address. Both need a recent password (the step-up dialog asks). The list is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpointDto,
  WebhookEndpointRequest,
  WebhookEndpointUpdateRequest,
} from '@contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhooksQueryOptions } from './get-webhooks';

/** An endpoint to create (no id) or a change to one. */
export type SaveWebhookInput =
  | { endpointId: null; body: WebhookEndpointRequest }
  | { endpointId: number; body: WebhookEndpointUpdateRequest };

function saveWebhook({ endpointId, body }: SaveWebhookInput): Promise<WebhookEndpointDto> {
  return endpointId === null
    ? api.post<WebhookEndpointDto>('/api/admin/webhooks', body)
    : api.put<WebhookEndpointDto>(`/api/admin/webhooks/${endpointId}`, body);
}

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
