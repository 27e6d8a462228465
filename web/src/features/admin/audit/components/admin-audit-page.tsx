/**
 * Audit Log (/admin/audit, ARCHITECTURE.md "Security model", audit): who did what, newest first,
 * 50 rows a page from the server. Filters (actor, event type, stream, from, to) live in the URL's
 * query, so a view reloads and can be shared; Export CSV exports what the filters match. Each
 * row shows the time, who ("admin@x", and "as customer@y" when acting as a customer) and the
 * summary; Details opens every changed field. On a phone one column holds it all.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useLocation, useSearch } from 'wouter';
import type { AuditEntryDto } from '@contracts/audit';
import { AUDIT_PAGE_SIZE } from '@contracts/audit';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { AdminLayout } from '../../components/admin-layout';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { ExportCsvButton } from '../../components/export-csv-button';
import { auditCsvUrl, useAuditLog } from '../api/get-audit-log';
import {
  auditSearchOf,
  auditViewFromSearch,
  FILTER_NAMES,
  type AuditFilterValues,
} from '../audit-filters';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditWho } from './audit-who';

/** The filter fields: label, input type and a hint of what to type. */
const FIELDS: Record<
  keyof AuditFilterValues,
  { label: string; type: 'text' | 'date'; placeholder?: string }
> = {
  actor: { label: 'Actor', type: 'text', placeholder: 'User id or e-mail' },
  type: { label: 'Event type', type: 'text', placeholder: 'e.g. OrderPlaced' },
  stream: { label: 'Stream', type: 'text', placeholder: 'e.g. order-12' },
  from: { label: 'From', type: 'date' },
  to: { label: 'To', type: 'date' },
};

/** The Details action of a row. */
const detailsColumn = (onOpen: (entry: AuditEntryDto) => void): GridColDef<AuditEntryDto> => ({
  field: 'actions',
  type: 'actions',
  headerName: 'Details',
  width: 80,
  getActions: ({ row }) => [
    <GridActionsCellItem
      key="details"
      icon={<VisibilityOutlinedIcon />}
      label={`Details of: ${row.summary}`}
      onClick={() => onOpen(row)}
    />,
  ],
});

function columns(
  isPhone: boolean,
  onOpen: (entry: AuditEntryDto) => void,
): GridColDef<AuditEntryDto>[] {
  if (isPhone)
    return [
      {
        field: 'summary',
        headerName: 'Entry',
        flex: 1,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1.25, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.summary}
            </Typography>
            <AuditWho entry={row} />
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDateTime(row.when)} · {row.streamId}
            </Typography>
          </Box>
        ),
      },
      detailsColumn(onOpen),
    ];
  return [
    {
      field: 'when',
      headerName: 'Time',
      width: 170,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'actor',
      headerName: 'Who',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1.25, minWidth: 0 }}>
          <AuditWho entry={row} />
        </Box>
      ),
    },
    {
      field: 'summary',
      headerName: 'What',
      flex: 2,
      minWidth: 260,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1.25, whiteSpace: 'normal', wordBreak: 'break-word' }}>{row.summary}</Box>
      ),
    },
    {
      field: 'eventType',
      headerName: 'Event',
      width: 210,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1.25, minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.eventType}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.streamId}
          </Typography>
        </Box>
      ),
    },
    detailsColumn(onOpen),
  ];
}

export function AdminAuditPage() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = auditViewFromSearch(search);
  // What is typed, sent to the URL (and the server) after a pause.
  const [typed, setTyped] = useState<AuditFilterValues>(view);
  const debounced = useDebouncedValue(typed);
  const [opened, setOpened] = useState<AuditEntryDto | null>(null);
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    // The URL moved without our typing (back, forward, a link): the fields follow it.
    if (FILTER_NAMES.some((name) => debounced[name].trim() !== view[name])) setTyped(view);
  }

  const show = (filters: AuditFilterValues, page: number) => {
    const next = auditSearchOf({ ...filters, page });
    if (next !== auditSearchOf(view)) navigate(`${paths.admin.audit}${next ? `?${next}` : ''}`);
  };
  // A new filter starts again at the first page.
  useEffect(() => {
    if (FILTER_NAMES.some((name) => debounced[name].trim() !== view[name])) show(debounced, 1);
    // Only a typing pause moves the URL; the URL's own changes come in through `view`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const auditQuery = useAuditLog(view);
  const onPaginationModelChange = (model: GridPaginationModel) => show(view, model.page + 1);

  return (
    <AdminLayout title="Audit Log">
      <Stack
        component="form"
        role="search"
        aria-label="Filter the audit log"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 3, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          show(typed, 1);
        }}
      >
        {FILTER_NAMES.map((name) => (
          <TextField
            key={name}
            size="small"
            label={FIELDS[name].label}
            type={FIELDS[name].type}
            placeholder={FIELDS[name].placeholder}
            value={typed[name]}
            onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
            sx={{ width: { xs: '100%', md: FIELDS[name].type === 'date' ? 170 : 200 } }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <ExportCsvButton list="audit" url={auditCsvUrl(view)} />
      </Stack>

      <QueryStates
        query={auditQuery}
        errorTitle="Could not load the audit log"
        loading={<SkeletonRows label="Loading the audit log" height={52} />}
        isEmpty={(page) => page.total === 0}
        empty={
          <StatusMessage
            icon={<ManageSearchIcon />}
            title="No entries match these filters"
            description="What staff do, and what admins do as a customer, appears here."
          />
        }
      >
        {(page) => (
          <DataGrid
            rows={page.entries}
            getRowId={(row) => row.position}
            columns={columns(isPhone, setOpened)}
            rowCount={page.total}
            paginationMode="server"
            paginationModel={{ page: view.page - 1, pageSize: AUDIT_PAGE_SIZE }}
            onPaginationModelChange={onPaginationModelChange}
            pageSizeOptions={[AUDIT_PAGE_SIZE]}
            loading={auditQuery.isPlaceholderData}
            autoHeight
            getRowHeight={() => 'auto'}
            disableColumnSorting
            disableColumnMenu
            disableRowSelectionOnClick
            label="Audit log"
            sx={{
              bgcolor: 'background.paper',
              '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            }}
          />
        )}
      </QueryStates>
      <AuditEntryDialog entry={opened} onClose={() => setOpened(null)} />
    </AdminLayout>
  );
}
