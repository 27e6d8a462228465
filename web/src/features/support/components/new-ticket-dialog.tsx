/**
 * New Ticket form (docs/specs/customer-area.md sections 2, 5, 8): subject, priority (medium by
 * default) and message. A missing subject or message gives the toast "Missing information" /
 * "Please fill in all required fields."; success "Ticket created"; failure "Failed to create
 * ticket" with the error's message or "Please try again.".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TICKET_PRIORITIES } from '@contracts/support';
import type { SupportTicketDto } from '@contracts/support';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { errorMessage, isNetworkError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateTicket } from '../api/create-ticket';
import { useFocusFirstError } from '@/lib/focus-first-error';

type Priority = (typeof TICKET_PRIORITIES)[number];

const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Priority of a new ticket unless the customer picks another (docs/specs/customer-area.md section 5). */
const DEFAULT_TICKET_PRIORITY: Priority = 'medium';

interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new ticket once the server has it. */
  onCreated: (ticket: SupportTicketDto) => void;
}

export function NewTicketDialog({ open, onClose, onCreated }: NewTicketDialogProps) {
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [priority, setPriority] = useState<Priority>(DEFAULT_TICKET_PRIORITY);
  const [message, setMessage] = useState('');
  // After a submit with a required field blank: the blank ones are marked as errors.
  const [isChecked, setIsChecked] = useState(false);
  const { ref: formRef, onErrors } = useFocusFirstError();

  const reset = () => {
    setSubject('');
    setPriority(DEFAULT_TICKET_PRIORITY);
    setMessage('');
    setIsChecked(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast({
        title: 'Missing information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      setIsChecked(true);
      onErrors();
      return;
    }
    create.mutate(
      { subject: subject.trim(), message: message.trim(), priority },
      {
        onSuccess: (ticket) => {
          toast({
            title: 'Ticket created',
            description: 'Our support team will get back to you as soon as possible.',
          });
          reset();
          onCreated(ticket);
        },
        onError: (error) =>
          toast({
            title: 'Failed to create ticket',
            description: isNetworkError(error) ? 'Please try again.' : errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={() => !create.isPending && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-ticket-title"
    >
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <DialogTitle id="new-ticket-title">New Support Ticket</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Subject"
              name="subject"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              placeholder="Brief description of your issue"
              required
              error={isChecked && !subject.trim()}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              select
              label="Priority"
              name="priority"
              value={priority}
              onChange={(event) => setPriority(event.target.value as Priority)}
              fullWidth
            >
              {TICKET_PRIORITIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {PRIORITY_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Message"
              name="message"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder="Describe your issue in detail: the order number, what you expected and what happened."
              required
              error={isChecked && !message.trim()}
              fullWidth
              multiline
              minRows={5}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          submitLabel="Create Ticket"
          pendingLabel="Creating..."
          isPending={create.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
