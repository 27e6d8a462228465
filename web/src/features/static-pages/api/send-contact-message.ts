/**
 * POST /api/contact {name, email, subject, message, website}: a visitor's message from the
 * contact form opens a guest ticket; the answer is its number (`{ ticketId }`).
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactReceiptDto, contactSchema } from '@contracts/support';
import { api } from '@/lib/api-client';

type ContactRequest = z.input<typeof contactSchema>;

function sendContactMessage(body: ContactRequest): Promise<ContactReceiptDto> {
  return api.post<ContactReceiptDto>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
