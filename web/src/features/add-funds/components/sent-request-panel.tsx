/**
 * A card or PayPal top-up that reached staff, shown on Add Funds in place of the form (customer-
 * area.md sections 2 Add Funds and 9): what was asked (amount, fee, total, method), its request
 * number and support ticket, and where staff follow up. The form is gone so that a second click
 * cannot send the same request again; another top-up is a deliberate "Start a new top-up".
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { FEE_PERCENT, depositFeeCents } from '@contracts/deposit-fee';
import type { PaymentMethod } from '@contracts/payments';
import { paths } from '@/config/paths';
import { formatDollars } from '@/lib/money';
import { METHOD_TITLES } from '@/lib/payment-method-titles';
import { totalCents } from '../deposit';
import { NewTabButton } from './new-tab-button';
import { SummaryRow } from './summary-row';
import { TopUpPanel } from './top-up-panel';

/** A request that reached staff: through the live chat, or as a manual request with a ticket. */
export type SentRequest = {
  amountCents: number;
  method: Exclude<PaymentMethod, 'crypto'>;
} & (
  { via: 'chat'; chatLink: string } | { via: 'ticket'; depositNumber: string; ticketId: number }
);

export function SentRequestPanel({
  request,
  onStartOver,
}: {
  request: SentRequest;
  /** Back to an empty form, for another top-up. */
  onStartOver: () => void;
}) {
  const { amountCents, method } = request;

  return (
    <TopUpPanel
      titleId="sent-request-title"
      title={
        request.via === 'ticket' ? `Top-up request ${request.depositNumber}` : 'Top-up request'
      }
    >
      <Alert severity="success" role="status">
        <AlertTitle>Request sent</AlertTitle>
        {request.via === 'ticket'
          ? `We sent your top-up request ${request.depositNumber} to our staff and opened support ticket #${request.ticketId} for it. Our staff will follow up there with payment instructions; your balance is credited once the payment is received.`
          : 'The live chat opened in a new tab with your request. Our staff will follow up there with payment instructions; your balance is credited once the payment is received.'}
      </Alert>

      <div>
        {request.via === 'ticket' && (
          <>
            <SummaryRow label="Request number" value={request.depositNumber} />
            <SummaryRow label="Support ticket" value={`#${request.ticketId}`} />
          </>
        )}
        <SummaryRow label="Payment method" value={METHOD_TITLES[method]} />
        <SummaryRow label="Amount" value={formatDollars(amountCents)} isStrong />
        <SummaryRow
          label={`Fee (${FEE_PERCENT[method]}%)`}
          value={formatDollars(depositFeeCents(amountCents, method))}
        />
        <SummaryRow label="Total to pay" value={formatDollars(totalCents(amountCents, method))} />
      </div>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {request.via === 'ticket' ? (
          <Button variant="contained" href={paths.support} startIcon={<SupportAgentIcon />}>
            Go to Support Center
          </Button>
        ) : (
          <NewTabButton href={request.chatLink}>Reopen live chat</NewTabButton>
        )}
        <Button onClick={onStartOver}>Start a new top-up</Button>
      </Stack>
    </TopUpPanel>
  );
}
