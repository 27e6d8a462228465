/**
 * The comments table (docs/specs/admin-area.md 2.10 and 3, Comment): comment, rating stars,
 * product, customer e-mail (marked Verified purchase when the customer had received the product),
 * status Approved/Pending, date, and the row actions approve/unapprove,
 * edit and delete. Paged in the browser, 10 rows first. On a phone the product, customer and date
 * move under the comment so no column needs sideways scrolling.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import { GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import type { CommentDto } from '@contracts/reviews';
import { VerifiedPurchaseBadge } from '@/components/verified-purchase-badge';
import { formatDate } from '@/lib/format-date';
import { AdminDataGrid } from '../../components/admin-data-grid';

/** Rows per page first shown, and the choices offered. */

export interface CommentRowActions {
  onToggleApproval: (comment: CommentDto) => void;
  onEdit: (comment: CommentDto) => void;
  onDelete: (comment: CommentDto) => void;
}

/** Approved (green) or Pending (amber) (docs/specs/admin-area.md section 4, Comment). */
function CommentStatusChip({ isApproved }: { isApproved: boolean }) {
  return isApproved ? (
    <Chip size="small" color="success" variant="outlined" label="Approved" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label="Pending" />
  );
}

function columnsFor(isPhone: boolean, actions: CommentRowActions): GridColDef<CommentDto>[] {
  return [
    {
      field: 'comment',
      headerName: 'Comment',
      flex: 2,
      minWidth: isPhone ? 200 : 260,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1.5, whiteSpace: 'normal', wordBreak: 'break-word' }}>
          <Typography variant="body2">{row.comment}</Typography>
          {isPhone && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {row.product?.name ?? 'Deleted product'} · {row.user.email} ·{' '}
              {formatDate(row.createdAt)}
            </Typography>
          )}
          {isPhone && (
            <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              <CommentStatusChip isApproved={row.isApproved} />
              {row.verifiedPurchase && <VerifiedPurchaseBadge />}
            </Box>
          )}
        </Box>
      ),
    },
    {
      field: 'rating',
      headerName: 'Rating',
      width: 130,
      renderCell: ({ row }) => <Rating value={row.rating} readOnly size="small" />,
    },
    {
      field: 'product',
      headerName: 'Product',
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => row.product?.name ?? 'Deleted product',
    },
    {
      field: 'customer',
      headerName: 'Customer',
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.user.email,
      // A customer who had received the product: Verified purchase under the address.
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <Typography variant="body2">{row.user.email}</Typography>
          {row.verifiedPurchase && <VerifiedPurchaseBadge />}
        </Box>
      ),
    },
    {
      field: 'isApproved',
      headerName: 'Status',
      width: 120,
      valueGetter: (value: boolean) => (value ? 'Approved' : 'Pending'),
      renderCell: ({ row }) => <CommentStatusChip isApproved={row.isApproved} />,
    },
    {
      field: 'createdAt',
      headerName: 'Date',
      width: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 140,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            icon={params.row.isApproved ? <UnpublishedOutlinedIcon /> : <CheckCircleOutlineIcon />}
            label={params.row.isApproved ? 'Unapprove' : 'Approve'}
            title={params.row.isApproved ? 'Unapprove' : 'Approve'}
            color="primary"
            onClick={() => actions.onToggleApproval(params.row)}
          />
          <GridActionsCellItem
            icon={<EditOutlinedIcon />}
            label="Edit comment"
            title="Edit"
            onClick={() => actions.onEdit(params.row)}
          />
          <GridActionsCellItem
            icon={<DeleteOutlineIcon />}
            label="Delete comment"
            title="Delete"
            onClick={() => actions.onDelete(params.row)}
          />
        </GridActionsCell>
      ),
    },
  ];
}

export function CommentsGrid({
  comments,
  isLoading,
  ...actions
}: { comments: CommentDto[]; isLoading: boolean } & CommentRowActions) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AdminDataGrid
      rows={comments}
      columns={columnsFor(isPhone, actions)}
      phoneHidden={['rating', 'product', 'customer', 'isApproved', 'createdAt']}
      loading={isLoading}
      label="Comments"
    />
  );
}
