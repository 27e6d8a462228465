/**
 * Outbound webhooks (/admin/webhooks): the endpoints in a DataGrid (URL, the events each wants,
 * on or off: "Off (failing)" when the store turned it off), Add Endpoint, the create and edit
 * dialog, delete after a confirmation, and for the chosen endpoint its signing secret (with a
 * copy button: the receiver verifies signatures with it), its delivery log with Resend, and a
 * Replay dialog. Deliveries are CloudEvents signed per Standard Webhooks.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpointDto } from '@contracts/webhooks';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeliveredItem } from '@/components/delivered-item';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { toast } from '@/lib/toast';
import { AdminDataGrid } from '../../components/admin-data-grid';
import { AdminLayout } from '../../components/admin-layout';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { toastAdminError } from '../../components/admin-toasts';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { ReplayDialog } from './replay-dialog';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookDialog } from './webhook-dialog';

type Editing = { mode: 'create' } | { mode: 'edit'; endpoint: WebhookEndpointDto } | null;

function StatusChip({ endpoint }: { endpoint: WebhookEndpointDto }) {
  if (endpoint.enabled) return <Chip size="small" color="success" label="On" />;
  return endpoint.disabledReason === 'failing' ? (
    <Chip size="small" color="error" label="Off (failing)" />
  ) : (
    <Chip size="small" label="Off" />
  );
}

export function AdminWebhooksPage() {
  const endpoints = useWebhooks();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [replaying, setReplaying] = useState<WebhookEndpointDto | null>(null);

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({
          title: 'Webhook endpoint deleted',
          description: `Nothing more is sent to ${deleting.url}.`,
        });
        if (chosenId === deleting.id) setChosenId(null);
        setIsConfirmOpen(false);
      },
      onError: (error) => toastAdminError(error),
    });
  };

  const columns: GridColDef<WebhookEndpointDto>[] = [
    { field: 'url', headerName: 'URL', flex: 1, minWidth: 220 },
    {
      field: 'eventTypes',
      headerName: 'Events',
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) =>
        row.eventTypes.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', '),
    },
    {
      field: 'enabled',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => <StatusChip endpoint={row} />,
    },
    {
      field: 'manage',
      headerName: '',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <EditDeleteButtons
          name={row.url}
          onEdit={() => setEditing({ mode: 'edit', endpoint: row })}
          onDelete={() => {
            setDeleting(row);
            setIsConfirmOpen(true);
          }}
        />
      ),
    },
  ];

  return (
    <AdminLayout title="Webhooks">
      <AdminPageIntro actionLabel="Add Endpoint" onAction={() => setEditing({ mode: 'create' })}>
        The store POSTs the events each endpoint wants as signed CloudEvents (Standard Webhooks),
        retrying a failed delivery for 24 hours.
      </AdminPageIntro>

      <QueryStates
        query={endpoints}
        errorTitle="Could not load the webhook endpoints"
        loading={
          <SkeletonRows label="Loading webhook endpoints" count={3} height={52} spacing={1} />
        }
        empty={
          <StatusMessage
            icon={<WebhookIcon />}
            title="No webhook endpoints yet"
            description="Add an endpoint to send store events to another system."
          />
        }
      >
        {(list) => {
          const chosen = list.find((endpoint) => endpoint.id === chosenId) ?? null;
          return (
            <Stack spacing={3}>
              <AdminDataGrid<WebhookEndpointDto>
                rows={list}
                columns={columns}
                phoneHidden={['eventTypes']}
                onRowClick={({ row }: GridRowParams<WebhookEndpointDto>) => setChosenId(row.id)}
                aria-label="Webhook endpoints"
              />
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Deliveries">
                {chosen ? (
                  <Stack spacing={2}>
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1}
                      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                    >
                      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                        {`Deliveries to ${chosen.url}`}
                      </Typography>
                      <Button
                        variant="outlined"
                        startIcon={<ReplayIcon />}
                        disabled={!chosen.enabled}
                        onClick={() => setReplaying(chosen)}
                        sx={{ flexShrink: 0 }}
                      >
                        Replay Events
                      </Button>
                    </Stack>
                    <DeliveredItem text={chosen.secret} label="Signing secret" />
                    <WebhookDeliveries endpoint={chosen} />
                  </Stack>
                ) : (
                  <>
                    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                      Deliveries
                    </Typography>
                    <Typography color="text.secondary">
                      Choose an endpoint in the list to see its signing secret and deliveries.
                    </Typography>
                  </>
                )}
              </Paper>
            </Stack>
          );
        }}
      </QueryStates>

      {editing && (
        <WebhookDialog
          endpoint={editing.mode === 'edit' ? editing.endpoint : null}
          onSaved={(saved) => setChosenId(saved.id)}
          onClose={() => setEditing(null)}
        />
      )}
      {replaying && <ReplayDialog endpoint={replaying} onClose={() => setReplaying(null)} />}
      <ConfirmDialog
        open={isConfirmOpen}
        title="Delete Webhook Endpoint"
        message={
          deleting
            ? `Are you sure you want to delete the endpoint ${deleting.url}? Nothing more is sent to it.`
            : ''
        }
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
        onClose={() => setIsConfirmOpen(false)}
      />
    </AdminLayout>
  );
}
