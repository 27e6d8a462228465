/**
 * The reply box of a support thread (docs/specs/customer-area.md section 5: a reply needs non-blank
 * text; docs/specs/admin-area.md section 5: admin reply non-blank after trimming). The caller sends
 * the trimmed text and clears the box on success through `onSent`.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';

/** Longest message the server accepts (contracts/support.ts). */
const MAX_MESSAGE_LENGTH = 10_000;

export function ReplyForm({
  formLabel,
  fieldLabel,
  placeholder,
  submitLabel,
  isPending,
  onSend,
}: {
  formLabel: string;
  fieldLabel: string;
  placeholder: string;
  submitLabel: string;
  isPending: boolean;
  /** Sends `message` (trimmed, non-blank); call `onSent` to clear the box. */
  onSend: (message: string, onSent: () => void) => void;
}) {
  const [text, setText] = useState('');
  const isBlank = !text.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlank) return;
    onSend(text.trim(), () => setText(''));
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      aria-label={formLabel}
      sx={{ p: 2, alignItems: { sm: 'flex-end' } }}
    >
      <TextField
        label={fieldLabel}
        name="message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<SendIcon />}
        disabled={isBlank || isPending}
        sx={{ flexShrink: 0 }}
      >
        {isPending ? 'Sending...' : submitLabel}
      </Button>
    </Stack>
  );
}
