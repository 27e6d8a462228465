/**
 * Edit Comment dialog (docs/specs/admin-area.md sections 2.10 and 7: PUT /api/admin/comments/{id}
 * {comment}): the review's text, required after trimming; Save sends only the text.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CommentDto } from '@contracts/reviews';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useUpdateComment } from '../api/update-comment';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** Longest review text the server accepts (contracts/reviews.ts commentModerationSchema). */
const MAX_COMMENT_LENGTH = 5000;

export function CommentEditDialog({
  comment,
  onClose,
}: {
  comment: CommentDto;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const updateComment = useUpdateComment();
  const [text, setText] = useState(comment.comment);
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, onErrors } = useFocusFirstError();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError('Comment is required');
      onErrors();
      return;
    }
    updateComment.mutate(
      { commentId: comment.id, change: { comment: trimmed } },
      {
        onSuccess: () => {
          toast({ title: 'Comment updated', description: 'The comment text was saved.' });
          onClose();
        },
        onError: (failure) => toastAdminError(failure),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={updateComment.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="comment-edit-title"
    >
      {/* display: contents keeps the dialog's scrolling layout; the form gives Enter-to-save. */}
      <Box
        ref={formRef}
        component="form"
        onSubmit={onSubmit}
        noValidate
        sx={{ display: 'contents' }}
      >
        <DialogTitle id="comment-edit-title">Edit Comment</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Rating value={comment.rating} readOnly size="small" />
              <Typography variant="body2" color="text.secondary">
                {comment.user.email}
                {comment.product ? ` on ${comment.product.name}` : ''}
              </Typography>
            </Stack>
            <TextField
              label="Comment"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error}
              multiline
              minRows={4}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={updateComment.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={updateComment.isPending}>
            {updateComment.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
