/**
 * The frame of an admin create/edit form in a dialog (coupons, fraud rules, webhook endpoints, API
 * keys): the title, the server's refusal above the fields, the fields, and Cancel with the submit
 * button; full screen on phones. The dialog cannot be closed while the form is being saved.
 */
import type { FormEvent, ReactNode, Ref } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DialogFormActions } from '@/components/dialog-form-actions';

export interface AdminFormDialogProps {
  /** The title's element id (the dialog is labelled by it). */
  titleId: string;
  title: string;
  maxWidth?: 'xs' | 'sm';
  /** The server's refusal of the last submission, shown above the fields. */
  serverError: string | null;
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form element (useFocusFirstError's ref, to focus the first invalid field). */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

export function AdminFormDialog({
  titleId,
  title,
  maxWidth = 'sm',
  serverError,
  submitLabel,
  pendingLabel = 'Saving...',
  isPending,
  onSubmit,
  onClose,
  formRef,
  children,
}: AdminFormDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogFormActions
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          isPending={isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
