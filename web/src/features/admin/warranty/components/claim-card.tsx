/**
 * One warranty claim as a card (docs/specs/admin-area.md sections 2.8 and 3, Warranty claim):
 * product, status, customer e-mail, order number, claim type, description, filed and updated dates,
 * the current response, and a Respond button.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { ClaimStatus, WarrantyClaimDto } from '@contracts/warranty';
import { CLAIM_STATUS_LABELS } from '@/components/claim-status-chip';
import { formatDateTime } from '@/lib/format-date';
import { claimTypeLabel } from '../claim-response';

const STATUS_COLORS: Record<ClaimStatus, ChipProps['color']> = {
  pending: 'warning',
  in_review: 'info',
  approved: 'success',
  rejected: 'error',
  resolved: 'default',
};

/** Pending (amber), Approved (green), Rejected (red)...; an unknown status is shown as sent. */
export function AdminClaimStatusChip({ status }: { status: string }) {
  const known = status as ClaimStatus;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[known] ?? 'default'}
      label={CLAIM_STATUS_LABELS[known] ?? status}
      sx={{ fontWeight: 600 }}
    />
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function ClaimCard({
  claim,
  onRespond,
}: {
  claim: WarrantyClaimDto;
  onRespond: (claim: WarrantyClaimDto) => void;
}) {
  const headingId = `claim-${claim.id}-heading`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}
        >
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {claim.product.name}
          </Typography>
          <AdminClaimStatusChip status={claim.status} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" variant="outlined" label={claimTypeLabel(claim.claimType)} />
          <Chip size="small" variant="outlined" label={`Claim #${claim.id}`} />
        </Stack>
        <Stack spacing={1.25}>
          <Detail label="Customer">{claim.user?.email ?? 'Unknown customer'}</Detail>
          <Detail label="Order">{claim.order.orderNumber || `ORD-${claim.order.id}`}</Detail>
          <Detail label="Description">
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {claim.description}
            </Box>
          </Detail>
          <Detail label="Dates">
            Filed {formatDateTime(claim.createdAt)} · Updated {formatDateTime(claim.updatedAt)}
          </Detail>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Current response
            </Typography>
            {claim.adminResponse ? (
              <Box
                sx={{
                  mt: 0.5,
                  p: 1.25,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  fontFamily: 'monospace',
                  fontSize: '0.85rem',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {claim.adminResponse}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                No response yet
              </Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<RateReviewOutlinedIcon />}
          onClick={() => onRespond(claim)}
          aria-label={`Respond to claim ${claim.id}`}
        >
          Respond
        </Button>
      </CardActions>
    </Card>
  );
}
