/**
 * The delivery log of a webhook endpoint: its latest deliveries, newest first, each with its event
 * (position and type), status, attempts, the last answer code and time taken, when the next try
 * is due, and a Resend button. Read again every few seconds while one is pending.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookDeliveryDto,
  type WebhookDeliveryStatus,
  type WebhookEndpointDto,
} from '@contracts/webhooks';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';

const STATUS_CHIPS: Record<
  WebhookDeliveryStatus,
  { label: string; color: 'default' | 'success' | 'error' }
> = {
  pending: { label: 'Pending', color: 'default' },
  succeeded: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const resend = useResendWebhookDelivery();

  const onResend = (delivery: WebhookDeliveryDto) =>
    resend.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () =>
          toast({
            title: 'Delivery resent',
            description: `Event ${delivery.position} is sent to ${endpoint.url} again.`,
          }),
        onError: (error) => toastAdminError(error),
      },
    );

  return (
    <QueryStates
      query={deliveries}
      errorTitle="Could not load the deliveries"
      loading={<SkeletonRows label="Loading deliveries" count={3} height={40} spacing={1} />}
      empty={
        <StatusMessage
          title="No deliveries yet"
          description="Each event this endpoint wants from now on is listed here."
        />
      }
    >
      {(list) => (
        <TableContainer>
          <Table size="small" aria-label="Deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Position</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell align="right">Answer</TableCell>
                <TableCell align="right">Time taken</TableCell>
                <TableCell>Next try</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((delivery) => {
                const chip = STATUS_CHIPS[delivery.status];
                return (
                  <TableRow key={delivery.id}>
                    <TableCell>{delivery.position}</TableCell>
                    <TableCell>{WEBHOOK_EVENT_LABELS[delivery.eventType]}</TableCell>
                    <TableCell>
                      <Tooltip title={delivery.lastError ?? ''}>
                        <Chip size="small" color={chip.color} label={chip.label} />
                      </Tooltip>
                    </TableCell>
                    <TableCell align="right">{delivery.attempts}</TableCell>
                    <TableCell align="right">{delivery.lastStatusCode ?? '—'}</TableCell>
                    <TableCell align="right">
                      {delivery.lastDurationMs === null ? '—' : `${delivery.lastDurationMs} ms`}
                    </TableCell>
                    <TableCell>
                      {delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        disabled={!endpoint.enabled || resend.isPending}
                        onClick={() => onResend(delivery)}
                        aria-label={`Resend delivery of event ${delivery.position}`}
                      >
                        Resend
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </QueryStates>
  );
}
