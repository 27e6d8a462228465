/**
 * The selected ticket's thread (docs/specs/customer-area.md sections 2, 3, 5, 8): messages
 * refreshed every 5 s (get-ticket-messages.ts), admin replies labelled "Support Team", customer
 * messages by the author's name or "Customer"; "No messages yet" when empty; a reply box (non-blank
 * text) unless the ticket is closed. Success toast "Message sent"; failure "Failed to send
 * message".
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlined';
import type { SupportTicketDto } from '@contracts/support';
import { MessageThread } from '@/components/support/message-thread';
import { ReplyForm } from '@/components/support/reply-form';
import { TicketPriorityChip, TicketStatusChip } from '@/components/support/ticket-chips';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSendMessage } from '../api/send-message';

export function TicketThread({ ticket }: { ticket: SupportTicketDto }) {
  const isClosed = ticket.status === 'closed';
  return (
    <Stack sx={{ height: '100%' }}>
      <Box sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <TicketStatusChip status={ticket.status} />
          <TicketPriorityChip priority={ticket.priority} />
          <Typography variant="body2" color="text.secondary">
            Ticket #{ticket.id} · opened {formatDateTime(ticket.createdAt)}
          </Typography>
        </Stack>
      </Box>
      <Divider />
      <MessageThread
        ticketId={ticket.id}
        viewer="customer"
        empty={
          <Stack sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }} spacing={1}>
            <ChatBubbleOutlineIcon sx={{ fontSize: 40 }} />
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              No messages yet
            </Typography>
          </Stack>
        }
        sx={{ p: { xs: 2, md: 2.5 }, maxHeight: { md: 520 } }}
      />
      <Divider />
      {isClosed ? (
        <Alert severity="info" sx={{ m: 2 }}>
          This ticket is closed. Open a new ticket if you need more help.
        </Alert>
      ) : (
        <ReplyBox ticketId={ticket.id} />
      )}
    </Stack>
  );
}

function ReplyBox({ ticketId }: { ticketId: number }) {
  const send = useSendMessage();
  return (
    <ReplyForm
      formLabel="Reply"
      fieldLabel="Your reply"
      placeholder="Type your message..."
      submitLabel="Send"
      isPending={send.isPending}
      onSend={(message, onSent) =>
        send.mutate(
          { ticketId, message },
          {
            onSuccess: () => {
              onSent();
              toast({ title: 'Message sent', description: 'Our team will reply here.' });
            },
            onError: (error) =>
              toast({
                title: 'Failed to send message',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}
