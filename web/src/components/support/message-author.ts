import type { SupportMessageDto } from '@contracts/support';

/** Who wrote a message: "Support Team" for staff, else the author's name, else "Customer". */
export function messageAuthor(message: Pick<SupportMessageDto, 'isAdminReply' | 'user'>): string {
  if (message.isAdminReply) return 'Support Team';
  const name = [message.user?.firstName, message.user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || 'Customer';
}
