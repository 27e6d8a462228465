/**
 * A card or PayPal top-up that reached staff, shown on Add Funds in place of the form (customer-
 * area.md sections 2 Add Funds and 9): what was asked (amount, fee, total, method), its request
 * number and support ticket, and where staff follow up. The form is gone so that a second click
 * cannot send the same request again; another top-up is a deliberate "Start a new top-up".
 */
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { FEE_PERCENT, depositFeeCents } from '@contracts/deposit-fee';
import type { PaymentMethod } from '@contracts/payments';
import { paths } from '@/config/paths';
import { formatDollars } from '@/lib/money';
import { METHOD_TITLES } from '@/lib/payment-method-titles';
import { totalCents } from '../deposit';
import { SummaryRow } from './summary-row';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the panel takes it, so keyboard and screen-reader
  // users land on what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const { amountCents, method } = request;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="sent-request-title"
      sx={{ p: { xs: 2.5, md: 3 } }}
    >
      <Stack spacing={2.5}>
        <Typography
          id="sent-request-title"
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
        >
          {request.via === 'ticket' ? `Top-up request ${request.depositNumber}` : 'Top-up request'}
        </Typography>

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
            <Button
              variant="contained"
              href={request.chatLink}
              target="_blank"
              rel="noopener"
              endIcon={<OpenInNewIcon />}
            >
              Reopen live chat
            </Button>
          )}
          <Button onClick={onStartOver}>Start a new top-up</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
