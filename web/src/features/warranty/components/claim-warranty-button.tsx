/**
 * The Claim Warranty button and the claim dialog it opens (docs/specs/customer-area.md section 4),
 * for an order the caller already found claimable: on the order card in My Orders and on the order
 * page.
 */
import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { OrderDto } from '@contracts/responses';
import { orderNumberOf } from '@/components/order-status-chip';
import { WarrantyClaimDialog } from './warranty-claim-dialog';

export function ClaimWarrantyButton({
  order,
  ...buttonProps
}: { order: OrderDto } & Pick<ButtonProps, 'size' | 'sx' | 'aria-label'>) {
  const [isClaiming, setIsClaiming] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<VerifiedUserIcon />}
        onClick={() => setIsClaiming(true)}
        {...buttonProps}
      >
        Claim Warranty
      </Button>
      {isClaiming && (
        <WarrantyClaimDialog
          open
          onClose={() => setIsClaiming(false)}
          order={{
            id: order.id,
            orderNumber: orderNumberOf(order),
            productName: order.product.name,
          }}
        />
      )}
    </>
  );
}
