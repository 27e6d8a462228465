/**
 * One ticket for staff (docs/specs/admin-area.md sections 2.6, 4, 5 and 8): the customer, status
 * and priority, the message thread (refreshed every 5 s; staff replies labelled Support Team),
 * buttons to set pending (disabled when already pending) or closed (disabled when already closed)
 * with the toast "Status updated", and a reply box (non-blank after trimming; toast "Reply sent")
 * that a closed ticket does not have. Failures: toast Error with the server's message.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { SupportTicketDto, TicketStatus } from '@contracts/support';
import { MessageThread } from '@/components/support/message-thread';
import { ReplyForm } from '@/components/support/reply-form';
import { TicketPriorityChip, TicketStatusChip } from '@/components/support/ticket-chips';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { ticketRequester } from '@contracts/display-names';
import { useIsMailEnabled } from '@/api/get-site-config';

export function TicketDialog({
  ticket,
  onClose,
}: {
  ticket: SupportTicketDto;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const updateStatus = useUpdateTicketStatus();
  const isClosed = ticket.status === 'closed';

  const setStatus = (status: TicketStatus) =>
    updateStatus.mutate(
      { ticketId: ticket.id, status },
      {
        onSuccess: () =>
          toast({
            title: 'Status updated',
            description: `The ticket is now ${status === 'closed' ? 'closed' : 'pending'}.`,
          }),
        onError: (error) => toastAdminError(error),
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="md"
      aria-labelledby="ticket-dialog-title"
    >
      <DialogTitle id="ticket-dialog-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {ticket.subject}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ px: 3, py: 2 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <TicketStatusChip status={ticket.status} />
            <TicketPriorityChip priority={ticket.priority} />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {ticketRequester(ticket)} · Ticket #{ticket.id} · opened{' '}
              {formatDateTime(ticket.createdAt)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              color="warning"
              startIcon={<HourglassEmptyIcon />}
              disabled={ticket.status === 'pending' || updateStatus.isPending}
              onClick={() => setStatus('pending')}
            >
              Set Pending
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              startIcon={<LockOutlinedIcon />}
              disabled={isClosed || updateStatus.isPending}
              onClick={() => setStatus('closed')}
            >
              Close Ticket
            </Button>
          </Stack>
        </Box>
        <Divider />
        <MessageThread
          ticketId={ticket.id}
          viewer="staff"
          empty={
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              No messages yet
            </Typography>
          }
          sx={{ px: 3, py: 2, minHeight: 160 }}
        />
        <Divider />
        {isClosed ? (
          <Alert severity="info" sx={{ m: 2 }}>
            This ticket is closed. Set it to pending to reply again.
          </Alert>
        ) : (
          <ReplyBox ticketId={ticket.id} guestEmail={ticket.guest ? ticket.guest.email : null} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Where a reply to a guest ticket goes (the guest reads replies by e-mail only): above the reply
 * box, and in the toast once sent. `guestEmail` is '' once the guest's contact was erased.
 */
function guestNote(guestEmail: string, isMailEnabled: boolean): { alert: string; toast: string } {
  if (!guestEmail)
    return {
      alert:
        "Guest ticket from the contact form: the guest's contact was erased, so nobody receives replies.",
      toast: "The guest's contact was erased: nobody is mailed.",
    };
  return isMailEnabled
    ? {
        alert: `Guest ticket from the contact form: your reply is e-mailed to ${guestEmail}.`,
        toast: 'It is mailed to the guest as Support Team.',
      }
    : {
        alert: `Guest ticket from the contact form: mail is off on this store, so write to ${guestEmail} yourself as well.`,
        toast: 'Mail is off: write to the guest yourself as well.',
      };
}

/** `guestEmail`: a guest ticket's visitor (null for a customer's ticket). */
function ReplyBox({ ticketId, guestEmail }: { ticketId: number; guestEmail: string | null }) {
  const reply = useReplyToTicket();
  const isMailEnabled = useIsMailEnabled();
  return (
    <>
      {guestEmail !== null && (
        <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
          {guestNote(guestEmail, isMailEnabled).alert}
        </Alert>
      )}
      <ReplyForm
        formLabel="Send a reply"
        fieldLabel="Reply"
        placeholder="Write a reply to the customer..."
        submitLabel="Send Reply"
        isPending={reply.isPending}
        onSend={(message, onSent) =>
          reply.mutate(
            { ticketId, message },
            {
              onSuccess: () => {
                onSent();
                toast({
                  title: 'Reply sent',
                  description:
                    guestEmail === null
                      ? 'The customer sees it as Support Team.'
                      : guestNote(guestEmail, isMailEnabled).toast,
                });
              },
              onError: (error) => toastAdminError(error),
            },
          )
        }
      />
    </>
  );
}
