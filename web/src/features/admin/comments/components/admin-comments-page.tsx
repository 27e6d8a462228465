/**
 * Admin comments (/admin/comments) (docs/specs/admin-area.md sections 2.10, 4, 7 and 8): a server
 * search, the reviews in a DataGrid, approve/unapprove (instant, rolled back with an Error toast
 * when the server refuses), an Edit Comment dialog and a delete that asks first. Empty state: No
 * comments found.
 */
import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { CommentDto } from '@contracts/reviews';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { toastAdminError } from '../../components/admin-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useDeleteComment } from '../api/delete-comment';
import { useAdminComments } from '../api/get-admin-comments';
import { useUpdateComment } from '../api/update-comment';
import { CommentEditDialog } from './comment-edit-dialog';
import { CommentsGrid } from './comments-grid';

export function AdminCommentsPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const commentsQuery = useAdminComments(debouncedSearch);
  const updateComment = useUpdateComment();
  const deleteComment = useDeleteComment();
  const [editing, setEditing] = useState<CommentDto | null>(null);
  const [deleting, setDeleting] = useState<CommentDto | null>(null);

  const onToggleApproval = (comment: CommentDto) => {
    const isApproved = !comment.isApproved;
    updateComment.mutate(
      { commentId: comment.id, change: { isApproved } },
      {
        onSuccess: () =>
          toast({
            title: 'Comment updated',
            description: isApproved
              ? 'The comment is approved and shows on the product page.'
              : 'The comment is pending and hidden from the product page.',
          }),
        onError: (failure) => toastAdminError(failure),
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    deleteComment.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Comment deleted', description: 'The comment was removed.' });
        setDeleting(null);
      },
      onError: (failure) => toastAdminError(failure),
    });
  };

  return (
    <AdminLayout title="Comments">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <AdminSearchField label="Search comments" value={search} onChange={setSearch} />
        {commentsQuery.isFetching && !commentsQuery.isPending && (
          <CircularProgress size={20} aria-label="Searching" />
        )}
      </Stack>

      <QueryStates
        query={commentsQuery}
        errorTitle="Could not load comments"
        loading={<SkeletonRows label="Loading comments" height={52} />}
        empty={
          <StatusMessage
            icon={<RateReviewOutlinedIcon />}
            title="No comments found"
            description={
              debouncedSearch.trim()
                ? 'Try another search.'
                : 'Reviews that customers post appear here for moderation.'
            }
          />
        }
      >
        {(comments) => (
          <CommentsGrid
            comments={comments}
            isLoading={commentsQuery.isPlaceholderData}
            onToggleApproval={onToggleApproval}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </QueryStates>

      {editing && <CommentEditDialog comment={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete comment"
        message="Are you sure you want to delete this comment?"
        isPending={deleteComment.isPending}
        onConfirm={onConfirmDelete}
        onClose={() => setDeleting(null)}
      />
    </AdminLayout>
  );
}
