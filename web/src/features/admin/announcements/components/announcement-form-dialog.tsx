/**
 * Add Announcement / Edit Announcement dialog (docs/specs/admin-area.md sections 2.14, 4 and 5):
 * the text (must not be empty or whitespace, otherwise "Text is required" shows and nothing is
 * sent), the type from four options (announcement shows as Important) and active. The form's state
 * belongs to the page, which resets it to empty text, active, general whenever the dialog closes.
 */
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ANNOUNCEMENT_TYPES, ANNOUNCEMENT_TYPE_LABELS } from './announcement-types';
import type { AnnouncementType } from './announcement-types';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** What the dialog edits. */
export interface AnnouncementFormValues {
  text: string;
  isActive: boolean;
  type: AnnouncementType;
}

/** The form after Cancel or save: empty text, active, general (docs/specs/admin-area.md section 4). */
export const EMPTY_ANNOUNCEMENT_FORM: AnnouncementFormValues = {
  text: '',
  isActive: true,
  type: 'general',
};

/** The client check (docs/specs/admin-area.md section 5): the message to show, or null when the text is fine. */
export function announcementTextError(text: string): string | null {
  return text.trim() ? null : 'Text is required';
}

/** Longest text the server accepts (contracts/announcements.ts). */
const MAX_TEXT_LENGTH = 1000;

export function AnnouncementFormDialog({
  open,
  mode,
  values,
  error,
  isPending,
  onChange,
  onSubmit,
  onCancel,
  onExited,
}: {
  open: boolean;
  mode: 'create' | 'edit';
  values: AnnouncementFormValues;
  /** "Text is required" after a blank submit, else null. */
  error: string | null;
  isPending: boolean;
  onChange: (values: AnnouncementFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** Called once the dialog has finished closing: the page resets the form here. */
  onExited: () => void;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { ref: formRef, onErrors } = useFocusFirstError();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The page refuses the same text with the same rule and shows its error on the field.
    if (announcementTextError(values.text)) onErrors();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="announcement-form-title"
      slotProps={{ transition: { onExited } }}
    >
      {/* display: contents keeps the dialog's scrolling layout; the form gives Enter-to-save. */}
      <Box ref={formRef} component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="announcement-form-title">
          {mode === 'edit' ? 'Edit Announcement' : 'Add Announcement'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Text"
              value={values.text}
              onChange={(event) => onChange({ ...values, text: event.target.value })}
              error={Boolean(error)}
              helperText={error ?? 'Shown in the banner on the home page while active.'}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: MAX_TEXT_LENGTH } }}
            />
            <TextField
              select
              label="Type"
              value={values.type}
              onChange={(event) =>
                onChange({ ...values, type: event.target.value as AnnouncementType })
              }
              fullWidth
            >
              {ANNOUNCEMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {ANNOUNCEMENT_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={values.isActive}
                  onChange={(event) => onChange({ ...values, isActive: event.target.checked })}
                />
              }
              label="Active"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending
              ? 'Saving…'
              : mode === 'edit'
                ? 'Update Announcement'
                : 'Create Announcement'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
