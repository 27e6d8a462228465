/** Warranty claim status chip (docs/specs/customer-area.md section 4: pending, in_review, approved, rejected, resolved). */
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { ClaimStatus } from '@contracts/warranty';

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Pending',
  in_review: 'In Review',
  approved: 'Approved',
  rejected: 'Rejected',
  resolved: 'Resolved',
};

const COLORS: Record<ClaimStatus, ChipProps['color']> = {
  pending: 'warning',
  in_review: 'info',
  approved: 'success',
  rejected: 'error',
  resolved: 'default',
};

/** "Warranty claim: Pending" and so on; an unknown status is shown as sent. */
export function ClaimStatusChip({ status }: { status: string }) {
  const label = CLAIM_STATUS_LABELS[status as ClaimStatus] ?? status;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status as ClaimStatus] ?? 'default'}
      label={`Warranty claim: ${label}`}
    />
  );
}
