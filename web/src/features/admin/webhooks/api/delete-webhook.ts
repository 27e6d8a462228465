/** DELETE /api/admin/webhooks/{id} -> {success}: nothing more is delivered to it. Step-up. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhooksQueryOptions } from './get-webhooks';

function deleteWebhook(endpointId: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/admin/webhooks/${endpointId}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
