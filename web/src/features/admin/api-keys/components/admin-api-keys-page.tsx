/**
 * API keys (/admin/api-keys): the keys other systems call the admin API with, in a DataGrid
 * (name, the key's first characters, scopes, created, last used, expiry, status), Create API Key
 * (the dialog shows a new key once), and Revoke after a confirmation. Every request made with a
 * key is in the audit log under "API key <name>".
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import KeyOffOutlinedIcon from '@mui/icons-material/KeyOffOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { apiKeyStatus, type ApiKeyDto } from '@contracts/api-key-scopes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { AdminDataGrid } from '../../components/admin-data-grid';
import { AdminLayout } from '../../components/admin-layout';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { toastAdminError } from '../../components/admin-toasts';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const STATUS_CHIPS = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'default' },
} as const;

export function AdminApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  // Expiry is judged against the time the list was loaded.
  const now = new Date(keys.dataUpdatedAt);

  const onConfirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({
          title: 'API key revoked',
          description: `${revoking.name} (${revoking.prefix}…) no longer works.`,
        });
        setRevoking(null);
      },
      onError: (error) => toastAdminError(error),
    });
  };

  const columns: GridColDef<ApiKeyDto>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    {
      field: 'prefix',
      headerName: 'Key',
      width: 150,
      renderCell: ({ row }) => (
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
          {row.prefix}…
        </Typography>
      ),
    },
    {
      field: 'scopes',
      headerName: 'Scopes',
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.scopes.join(', '),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 160,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'lastUsedAt',
      headerName: 'Last used',
      width: 160,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
    },
    {
      field: 'expiresAt',
      headerName: 'Expires',
      width: 120,
      valueFormatter: (value: string | null) => (value ? formatDate(value) : 'Never'),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      valueGetter: (_value, row) => apiKeyStatus(row, now),
      renderCell: ({ row }) => {
        const chip = STATUS_CHIPS[apiKeyStatus(row, now)];
        return <Chip size="small" color={chip.color} label={chip.label} />;
      },
    },
    {
      field: 'manage',
      headerName: '',
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        row.revokedAt === null && (
          <Button size="small" color="error" onClick={() => setRevoking(row)}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <AdminLayout title="API Keys">
      <AdminPageIntro actionLabel="Create API Key" onAction={() => setIsCreating(true)}>
        Keys let other systems call the admin API (Authorization: Bearer &lt;key&gt;) with the
        scopes you give them. Every request made with a key is in the audit log.
      </AdminPageIntro>

      <QueryStates
        query={keys}
        errorTitle="Could not load the API keys"
        loading={<SkeletonRows label="Loading API keys" count={3} height={52} spacing={1} />}
        empty={
          <StatusMessage
            icon={<KeyOffOutlinedIcon />}
            title="No API keys yet"
            description="Create a key for a system that needs to read or change the store."
          />
        }
      >
        {(list) => (
          <AdminDataGrid<ApiKeyDto>
            rows={list}
            columns={columns}
            phoneHidden={['scopes', 'createdAt', 'lastUsedAt', 'expiresAt']}
            aria-label="API keys"
          />
        )}
      </QueryStates>

      {isCreating && <CreateApiKeyDialog onClose={() => setIsCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API Key"
        message={
          revoking
            ? `Are you sure you want to revoke ${revoking.name} (${revoking.prefix}…)? Requests with it are refused at once; this cannot be undone.`
            : ''
        }
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        isPending={revoke.isPending}
        onConfirm={onConfirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </AdminLayout>
  );
}
