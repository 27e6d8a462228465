/**
 * The support tickets table (docs/specs/admin-area.md sections 2.6 and 3, Support ticket): subject,
 * customer e-mail (a guest ticket: the visitor, marked Guest), status and priority chips, message count and date, with View per row (a click on
 * the row opens it too). Paged in the browser, 10 rows first. On a phone the customer, chips and
 * date move under the subject so no column needs sideways scrolling.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { GridActionsCell } from '@mui/x-data-grid';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid';
import type { SupportTicketDto } from '@contracts/support';
import { TicketPriorityChip, TicketStatusChip } from '@/components/support/ticket-chips';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { AdminDataGrid } from '../../components/admin-data-grid';
import { ticketRequester } from '@contracts/display-names';

/** Rows per page first shown, and the choices offered. */

/** Sort rank of a priority: high first when sorted descending. */
const PRIORITY_RANK: Record<string, number> = { low: 1, medium: 2, high: 3 };

function columnsFor(
  isPhone: boolean,
  onOpen: (ticket: SupportTicketDto) => void,
): GridColDef<SupportTicketDto>[] {
  return [
    {
      field: 'subject',
      headerName: 'Subject',
      flex: 2,
      minWidth: isPhone ? 190 : 240,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1.25, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.subject}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 1,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {row.message}
          </Typography>
          {isPhone && (
            <>
              <Typography variant="caption" color="text.secondary" component="p">
                {ticketRequester(row)} · {formatDate(row.createdAt)}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
                <TicketStatusChip status={row.status} />
                <TicketPriorityChip priority={row.priority} />
              </Stack>
            </>
          )}
        </Box>
      ),
    },
    {
      field: 'customer',
      headerName: 'Customer',
      flex: 1.2,
      minWidth: 190,
      valueGetter: (_value, row) => ticketRequester(row),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => <TicketStatusChip status={row.status} />,
    },
    {
      field: 'priority',
      headerName: 'Priority',
      width: 150,
      sortComparator: (a: string, b: string) => (PRIORITY_RANK[a] ?? 0) - (PRIORITY_RANK[b] ?? 0),
      renderCell: ({ row }) => <TicketPriorityChip priority={row.priority} />,
    },
    {
      field: 'messageCount',
      headerName: 'Messages',
      type: 'number',
      width: 100,
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: '',
      width: 100,
      renderCell: (params) => (
        <GridActionsCell {...params} suppressChildrenValidation>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ForumOutlinedIcon />}
            onClick={() => onOpen(params.row)}
            aria-label={`View ticket ${params.row.subject}`}
          >
            View
          </Button>
        </GridActionsCell>
      ),
    },
  ];
}

export function TicketsGrid({
  tickets,
  isLoading,
  onOpen,
}: {
  tickets: SupportTicketDto[];
  isLoading: boolean;
  onOpen: (ticket: SupportTicketDto) => void;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AdminDataGrid
      rows={tickets}
      columns={columnsFor(isPhone, onOpen)}
      phoneHidden={['customer', 'status', 'priority', 'messageCount', 'createdAt']}
      loading={isLoading}
      onRowClick={(params: GridRowParams<SupportTicketDto>) => onOpen(params.row)}
      label="Support tickets"
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
