/**
 * The contact form a visitor (signed out) reaches through the Contact page's Live Chat button
 * when no live chat is configured: name, e-mail, subject and message, checked with the same rules
 * as the server (contracts/support.ts contactSchema). The message opens a guest ticket; the
 * answer shows its number and where the reply goes. Full screen on phones.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CONTACT_NAME_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  contactSchema,
} from '@contracts/support';
import { useIsMailEnabled } from '@/api/get-site-config';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = 'name' | 'email' | 'subject' | 'message';

const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' };

interface ContactFormDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ContactFormDialog({ open, onClose }: ContactFormDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isMailEnabled = useIsMailEnabled();
  const send = useSendContactMessage();
  const [values, setValues] = useState(EMPTY);
  // The honeypot: hidden from people, so only a form-filling robot puts anything in it.
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { ref: formRef, onErrors } = useFocusFirstError();

  const close = () => {
    if (send.isPending) return;
    onClose();
    // The next visit starts afresh once the dialog has gone.
    if (send.isSuccess) {
      setValues(EMPTY);
      send.reset();
    }
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse({ ...values, website });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      onErrors();
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: change(name),
    required: true,
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      fullScreen={isPhone}
      maxWidth="sm"
      aria-labelledby="contact-form-title"
    >
      <DialogTitle id="contact-form-title">Write to Support</DialogTitle>
      {send.isSuccess ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              We have received your message. Your ticket number is{' '}
              <strong>#{send.data.ticketId}</strong>.{' '}
              {isMailEnabled
                ? `A confirmation is on its way to ${values.email.trim()}, and our team will reply there, usually within 24 hours.`
                : `Our team will reply to ${values.email.trim()}, usually within 24 hours.`}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>
              Our team answers by e-mail, usually within 24 hours. Customers with an account can
              also sign in and follow their tickets in the Support Center.
            </DialogContentText>
            {send.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                Your message was not sent: {errorMessage(send.error)}
              </Alert>
            )}
            <Stack spacing={2.5}>
              <TextField
                {...field('name')}
                label="Your name"
                autoComplete="name"
                autoFocus
                slotProps={{ htmlInput: { maxLength: CONTACT_NAME_MAX } }}
              />
              <TextField
                {...field('email')}
                label="Your e-mail"
                type="email"
                autoComplete="email"
                slotProps={{ htmlInput: { maxLength: 254, inputMode: 'email' } }}
              />
              <TextField
                {...field('subject')}
                label="Subject"
                slotProps={{ htmlInput: { maxLength: TICKET_SUBJECT_MAX } }}
              />
              <TextField
                {...field('message')}
                label="Message"
                multiline
                minRows={5}
                slotProps={{ htmlInput: { maxLength: TICKET_MESSAGE_MAX } }}
              />
            </Stack>
            <Box
              aria-hidden="true"
              sx={{ position: 'absolute', left: -10_000, width: 1, height: 1, overflow: 'hidden' }}
            >
              <label>
                Website
                <input
                  name="website"
                  value={website}
                  onChange={(event) => setWebsite(event.target.value)}
                  tabIndex={-1}
                  autoComplete="off"
                />
              </label>
            </Box>
          </DialogContent>
          <DialogFormActions
            submitLabel="Send Message"
            pendingLabel="Sending..."
            isPending={send.isPending}
            onCancel={close}
          />
        </form>
      )}
    </Dialog>
  );
}
