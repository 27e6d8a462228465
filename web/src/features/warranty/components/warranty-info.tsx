/**
 * Warranty sections of the order page (docs/specs/customer-area.md section 2, Order detail):
 * warranty information from GET /api/orders/{id}/warranty-eligibility (warranty days, end date,
 * days left or expired), the latest claim's status, and the Claim Warranty button when a claim can
 * be made (section 4).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { OrderDto } from '@contracts/responses';
import { useWarrantyClaims } from '@/api/get-warranty-claims';
import { ClaimStatusChip } from '@/components/claim-status-chip';
import { ErrorMessage } from '@/components/status-message';
import { formatDate } from '@/lib/format-date';
import { useWarrantyEligibility } from '../api/get-warranty-eligibility';
import { canClaimFromOrderPage, latestClaimFor } from '../eligibility';
import { WarrantyClaimDialog } from './warranty-claim-dialog';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** "1 day" / "12 days". */
function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The Warranty Information block's content. */
export function WarrantyInformation({ order }: { order: OrderDto }) {
  const eligibility = useWarrantyEligibility(order.id);
  // The customer's claims (all orders); undefined while unknown.
  const claims = useWarrantyClaims().data;
  const [isClaiming, setIsClaiming] = useState(false);

  if (eligibility.error) {
    return (
      <ErrorMessage
        error={eligibility.error}
        title="Could not load the warranty"
        onRetry={() => void eligibility.refetch()}
      />
    );
  }
  if (eligibility.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading warranty">
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </Stack>
    );
  }
  const warranty = eligibility.data;
  if (warranty.warrantyDays <= 0) {
    return <Typography color="text.secondary">This product has no warranty.</Typography>;
  }
  const latest = latestClaimFor(order.id, claims);
  const canClaim = claims !== undefined && canClaimFromOrderPage(order, warranty, claims);
  return (
    <Stack>
      <Row label="Warranty Period" value={daysText(warranty.warrantyDays)} />
      <Row label="Warranty Ends" value={formatDate(warranty.warrantyEndDate)} />
      <Row
        label="Days Left"
        value={
          warranty.expired ? (
            <Chip size="small" color="error" label="Expired" />
          ) : (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={`${daysText(warranty.leftDays)} left`}
            />
          )
        }
      />
      {latest && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <ClaimStatusChip status={latest.status} />
        </Stack>
      )}
      {order.status !== 'completed' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The warranty can be claimed once the order is completed.
        </Typography>
      )}
      {canClaim && (
        <Button
          variant="outlined"
          startIcon={<VerifiedUserIcon />}
          onClick={() => setIsClaiming(true)}
          sx={{ mt: 2, alignSelf: 'flex-start' }}
        >
          Claim Warranty
        </Button>
      )}
      {isClaiming && (
        <WarrantyClaimDialog open onClose={() => setIsClaiming(false)} order={order} />
      )}
    </Stack>
  );
}
