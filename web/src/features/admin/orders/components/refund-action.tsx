/**
 * "Refund" on an order's page, for staff who may move balances (the permission balance
 * adjustments need), while something is left to refund: opens the Refund dialog, a fresh one
 * (with its own Idempotency-Key) at each opening.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { OrderDto } from '@contracts/responses';
import { hasPermission } from '@contracts/staff-roles';
import { useUser } from '@/api/get-user';
import { RefundDialog } from './refund-dialog';

export function RefundAction({
  order,
  refundableCents,
}: {
  order: OrderDto;
  refundableCents: number;
}) {
  const { user: me } = useUser();
  const [isOpen, setIsOpen] = useState(false);
  if (refundableCents <= 0 || !hasPermission(me?.roles ?? [], 'balances')) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CurrencyExchangeIcon />}
        onClick={() => setIsOpen(true)}
      >
        Refund
      </Button>
      {isOpen && (
        <RefundDialog
          order={order}
          refundableCents={refundableCents}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
