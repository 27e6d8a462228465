/**
 * The replay dialog of a webhook endpoint: from an event position or a time (ISO, or a local date
 * and time), every event it wants is delivered again in order. Asks for a recent password (the
 * step-up dialog). Toasts "Replay started".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { webhookReplaySchema, type WebhookEndpointDto } from '@contracts/webhooks';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useReplayWebhook } from '../api/replay-webhook';

export function ReplayDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointDto;
  onClose: () => void;
}) {
  const replay = useReplayWebhook();
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = webhookReplaySchema.safeParse({ from });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    replay.mutate(
      { endpointId: endpoint.id, body: parsed.data },
      {
        onSuccess: ({ fromPosition }) => {
          toast({
            title: 'Replay started',
            description: `Events from position ${fromPosition} are delivered again, in order.`,
          });
          onClose();
        },
        onError: (failure) => {
          setError(errorMessage(failure));
          toastAdminError(failure);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={replay.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="replay-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="replay-dialog-title">Replay Events</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Every event {endpoint.url} wants, from this point to now, is delivered again in the
              order it was recorded.
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="From"
              required
              autoFocus
              value={from}
              onChange={(event) => {
                setFrom(event.target.value);
                setError(null);
              }}
              helperText="An event position (a delivery's Position), or a time such as 2026-03-01T12:00:00Z."
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          submitLabel="Replay"
          pendingLabel="Starting..."
          isPending={replay.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
