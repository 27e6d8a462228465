/**
 * The followed crypto top-up on Add Funds (docs/specs/customer-area.md sections 2 Add Funds, 7, 8):
 * its number and amount, its status in a live region (waiting with a progress bar, received,
 * failed, expired), a link back to the payment page while it waits, and a way to start again.
 * The deposit is polled by the page (useDeposit). When this panel sees it turn from pending to
 * confirmed it refreshes the current user (the balance chip and the Account Balance card) and the
 * transactions, and toasts "Payment received"; a failed or expired payment refreshes the
 * transactions, whose row it ends.
 */
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ReplayIcon from '@mui/icons-material/Replay';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositDto, DepositStatus } from '@contracts/payments';
import { transactionsQueryOptions } from '@/api/get-transactions';
import { userQueryOptions } from '@/api/get-user';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { METHOD_TITLES } from '@/lib/payment-method-titles';
import { toast } from '@/lib/toast';
import { depositStatusView } from '../deposit-status';
import { NewTabButton } from './new-tab-button';
import { SummaryRow } from './summary-row';
import { TopUpPanel } from './top-up-panel';

/** Refreshes what a settled deposit changes, and announces a payment that just arrived. */
function useSettlementEffects(deposit: DepositDto) {
  const queryClient = useQueryClient();
  const lastStatus = useRef<DepositStatus>(deposit.status);
  useEffect(() => {
    const wasPending = lastStatus.current === 'pending';
    lastStatus.current = deposit.status;
    if (!wasPending || deposit.status === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey });
    if (deposit.status !== 'confirmed') return;
    void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    toast({ title: 'Payment received', description: depositStatusView(deposit).message });
  }, [deposit, queryClient]);
}

export function DepositStatusPanel({
  deposit,
  isPaymentTabBlocked,
  onStartOver,
}: {
  deposit: DepositDto;
  /** The browser refused to open the payment tab: the link is the way to pay. */
  isPaymentTabBlocked: boolean;
  /** Back to the form; `retryAmount` (dollars) prefills it after a failed or expired payment. */
  onStartOver: (retryAmount: string | null) => void;
}) {
  useSettlementEffects(deposit);
  const view = depositStatusView(deposit);
  const isPending = deposit.status === 'pending';
  const isUnpaid = deposit.status === 'failed' || deposit.status === 'expired';

  return (
    <TopUpPanel titleId="deposit-panel-title" title={`Top-up ${deposit.depositNumber}`}>
      {/* One live region whose content changes in place, so the new status is announced. */}
      <Alert role="status" severity={view.severity}>
        <AlertTitle>{view.title}</AlertTitle>
        {view.message}
      </Alert>
      {isPending && <LinearProgress aria-label="Waiting for the payment confirmation" />}
      {isPending && isPaymentTabBlocked && (
        <Alert severity="warning">
          Your browser blocked the payment tab. Open the payment page to pay.
        </Alert>
      )}

      <div>
        <SummaryRow label="Deposit number" value={deposit.depositNumber} />
        <SummaryRow label="Amount" value={formatPrice(deposit.amount)} isStrong />
        <SummaryRow label="Payment method" value={METHOD_TITLES[deposit.method]} />
        {isPending && deposit.expiresAt && (
          <SummaryRow label="Pay before" value={formatDateTime(deposit.expiresAt)} />
        )}
      </div>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {isPending && deposit.paymentUrl && (
          <NewTabButton href={deposit.paymentUrl}>
            {isPaymentTabBlocked ? 'Open the payment page' : 'Reopen payment page'}
          </NewTabButton>
        )}
        {isUnpaid ? (
          <Button
            variant="contained"
            startIcon={<ReplayIcon />}
            onClick={() => onStartOver(deposit.amount)}
          >
            Try again
          </Button>
        ) : (
          <Button variant={isPending ? 'text' : 'contained'} onClick={() => onStartOver(null)}>
            {isPending ? 'Start a new top-up' : 'Add more funds'}
          </Button>
        )}
      </Stack>
    </TopUpPanel>
  );
}
