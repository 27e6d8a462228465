/**
 * POST /api/support/messages {ticketId, message} (docs/specs/customer-area.md section 7): a
 * customer's reply on their ticket. The thread and the ticket list are refetched afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SupportMessageDto, ticketMessageSchema } from '@contracts/support';
import { ticketsQueryOptions } from '@/api/get-tickets';
import { api } from '@/lib/api-client';

type SendMessageRequest = z.input<typeof ticketMessageSchema>;

function sendMessage(body: SendMessageRequest): Promise<SupportMessageDto> {
  return api.post<SupportMessageDto>('/api/support/messages', body);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // The prefix refreshes the list and every thread under it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryOptions().queryKey }),
  });
}
