/**
 * The warranty footer of an order card in My Orders (docs/specs/customer-area.md sections 2 and 4):
 * the order's latest claim status and, when a claim can be made (../eligibility.ts), the Claim
 * Warranty button with its dialog. Nothing when there is neither.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { OrderDto } from '@contracts/responses';
import { useWarrantyClaims } from '@/api/get-warranty-claims';
import { ClaimStatusChip } from '@/components/claim-status-chip';
import { orderNumberOf } from '@/components/order-status-chip';
import { canClaimFromOrderList, latestClaimFor } from '../eligibility';
import { WarrantyClaimDialog } from './warranty-claim-dialog';

export function OrderWarrantyFooter({ order }: { order: OrderDto }) {
  const claims = useWarrantyClaims();
  const [isClaiming, setIsClaiming] = useState(false);
  // The warranty window is read against the time the page opened.
  const [now] = useState(() => Date.now());
  const latestClaim = latestClaimFor(order.id, claims.data);
  // Until the claims are known no claim button shows (a claim might already exist).
  const canClaim = claims.data !== undefined && canClaimFromOrderList(order, claims.data, now);
  if (!latestClaim && !canClaim) return null;
  return (
    <>
      <Divider />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{
          px: 2,
          py: 1.25,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        {latestClaim ? <ClaimStatusChip status={latestClaim.status} /> : <span />}
        {canClaim && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<VerifiedUserIcon />}
            onClick={() => setIsClaiming(true)}
            aria-label={`Claim Warranty for ${orderNumberOf(order)}`}
          >
            Claim Warranty
          </Button>
        )}
      </Stack>
      {isClaiming && (
        <WarrantyClaimDialog open onClose={() => setIsClaiming(false)} order={order} />
      )}
    </>
  );
}
