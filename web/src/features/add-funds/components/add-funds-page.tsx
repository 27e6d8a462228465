/**
 * Add Funds (/add-funds) (docs/specs/customer-area.md sections 2, 4, 5, 7, 8, 9): quick amounts, a
 * custom amount, the payment method (crypto by default, credit card, PayPal), the fee summary and
 * the Account Balance card. Crypto calls POST /api/create-payment, opens the payment page in a new
 * tab and follows the deposit as /add-funds?deposit=<id> (also the gateway's return address): a
 * panel in place of the form shows it waiting, then received (the balance refreshes by itself),
 * failed or expired. Card and PayPal make no payment call: they open the live chat with a
 * prefilled message when the server has one configured, and otherwise send a manual payment
 * request (POST /api/manual-payment-requests), which opens a support ticket for staff. A sent
 * request replaces the form with its confirmation (SentRequestPanel), so it is sent once.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import { useSearchParams } from 'wouter';
import { FEE_PERCENT, depositFeeCents } from '@contracts/deposit-fee';
import { MINIMUM_DEPOSIT_CENTS } from '@contracts/deposit-limits';
import { PAYMENT_METHODS, QUICK_AMOUNTS } from '@contracts/payments';
import type { PaymentMethod } from '@contracts/payments';
import { useSiteConfig } from '@/api/get-site-config';
import { useUser } from '@/api/get-user';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { errorMessage, isNetworkError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatCents, formatDollars, formatPrice, toCents } from '@/lib/money';
import { METHOD_TITLES } from '@/lib/payment-method-titles';
import { toast } from '@/lib/toast';
import { useCreatePayment } from '../api/create-payment';
import { useDeposit } from '../api/get-deposit';
import { useRequestManualPayment } from '../api/request-manual-payment';
import { checkDeposit, dollarsLabel, liveChatLink, topUpMessage, totalCents } from '../deposit';
import { DEPOSIT_SEARCH_PARAM, depositIdFromSearch } from '../deposit-status';
import { DepositStatusPanel } from './deposit-status-panel';
import { MethodOption } from './method-option';
import { SentRequestPanel, type SentRequest } from './sent-request-panel';
import { SummaryRow } from './summary-row';

/** The side card's reassurances (docs/specs/customer-area.md sections 1 and 9). */
const PAYMENT_NOTES = [
  'Crypto payments have no fee and are added to your balance once the network confirms them.',
  'Card and PayPal payments are completed with our team and carry a 10% fee.',
  'Your balance is in US dollars and pays for any product instantly.',
];

/** Card and PayPal, the methods staff complete. */
type StaffMethod = Exclude<PaymentMethod, 'crypto'>;

export function AddFundsPage() {
  useDocumentMeta('Add Funds - KeyMart');
  const { user } = useUser();
  const siteConfig = useSiteConfig();
  const payment = useCreatePayment();
  const manualRequest = useRequestManualPayment();
  const [searchParams, setSearchParams] = useSearchParams();
  const followedId = depositIdFromSearch(searchParams.get(DEPOSIT_SEARCH_PARAM));
  const followed = useDeposit(followedId);
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('crypto');
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [isPaymentTabBlocked, setIsPaymentTabBlocked] = useState(false);

  const amountCents = Math.max(0, toCents(amountText.trim() || null) ?? 0);
  const fee = depositFeeCents(amountCents, method);
  const total = totalCents(amountCents, method);
  const isBusy = payment.isPending || manualRequest.isPending;
  const liveChatUrl = siteConfig.data?.liveChatUrl ?? null;
  const followedDeposit = followed.data ?? null;
  const isLoadingFollowed = followedId !== null && followed.isPending;

  /** Follows deposit `id` in the address, so a reload or the gateway's return shows it too. */
  const follow = (id: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(DEPOSIT_SEARCH_PARAM);
        else next.set(DEPOSIT_SEARCH_PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  const startOver = (retryAmount: string | null) => {
    follow(null);
    setIsPaymentTabBlocked(false);
    setAmountText(retryAmount ?? '');
    if (retryAmount) setMethod('crypto');
  };

  const payWithCrypto = (cents: number) => {
    payment.mutate(
      { amount: formatCents(cents) },
      {
        onSuccess: (answer) => {
          // Opened after the answer, still inside the click's user activation. Without the
          // noopener feature window.open returns the tab, so a blocked popup can be told apart.
          const tab = window.open(answer.paymentUrl, '_blank');
          if (tab) tab.opener = null;
          setIsPaymentTabBlocked(!tab);
          follow(answer.depositId);
        },
        onError: () =>
          toast({
            title: 'Failed to create payment',
            description: 'Please try again or contact support.',
            variant: 'destructive',
          }),
      },
    );
  };

  const askStaff = (cents: number, staffMethod: StaffMethod) => {
    if (liveChatUrl) {
      const message = topUpMessage(cents, staffMethod, user?.email ?? '');
      const chatLink = liveChatLink(liveChatUrl, message);
      window.open(chatLink, '_blank', 'noopener');
      setSent({ via: 'chat', chatLink, amountCents: cents, method: staffMethod });
      return;
    }
    manualRequest.mutate(
      { amount: formatCents(cents), method: staffMethod },
      {
        onSuccess: (answer) => {
          setSent({
            via: 'ticket',
            depositNumber: answer.depositNumber,
            ticketId: answer.ticketId,
            amountCents: cents,
            method: staffMethod,
          });
          toast({
            title: 'Request sent',
            description: 'Our staff will follow up in your support ticket.',
          });
        },
        onError: (error) =>
          toast({
            title: 'Failed to create ticket',
            description: isNetworkError(error) ? 'Please try again.' : errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  /** Leaves a sent request's confirmation for an empty form: a new request is a new action. */
  const startNewRequest = () => {
    setSent(null);
    setAmountText('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDeposit(amountText, method);
    if ('problem' in checked) {
      toast({ ...checked.problem, variant: 'destructive' });
      return;
    }
    if (method === 'crypto') payWithCrypto(checked.amountCents);
    else askStaff(checked.amountCents, method);
  };

  const submitLabel =
    method === 'crypto'
      ? 'Continue to Payment'
      : liveChatUrl
        ? 'Continue in Live Chat'
        : 'Send Request to Support';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Add Funds
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Top up your prepaid balance in US dollars and pay for any product instantly.
      </Typography>
      {siteConfig.data?.depositNeedsVerifiedEmail && user && !user.emailVerified && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Please verify your email address before your first deposit: open the link we emailed you,
          or send a new one from{' '}
          <Link component={RouterLink} href={paths.profile}>
            your profile
          </Link>
          .
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {isLoadingFollowed ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <LinearProgress aria-label="Loading your top-up" />
            </Paper>
          ) : followedDeposit ? (
            <DepositStatusPanel
              key={followedDeposit.id}
              deposit={followedDeposit}
              isPaymentTabBlocked={isPaymentTabBlocked}
              onStartOver={startOver}
            />
          ) : sent ? (
            <SentRequestPanel request={sent} onStartOver={startNewRequest} />
          ) : (
            <Paper
              variant="outlined"
              component="form"
              noValidate
              onSubmit={onSubmit}
              aria-label="Add funds"
              sx={{ p: { xs: 2.5, md: 3 } }}
            >
              <Stack spacing={3}>
                {followed.isError && (
                  <Alert
                    severity="warning"
                    action={
                      <Button color="inherit" size="small" onClick={() => void followed.refetch()}>
                        Retry
                      </Button>
                    }
                  >
                    The status of your top-up could not be loaded: {errorMessage(followed.error)}
                  </Alert>
                )}
                <Box>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                    Choose an amount
                  </Typography>
                  <Box
                    role="group"
                    aria-label="Quick amounts"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(7, 1fr)' },
                      gap: 1,
                      mb: 2,
                    }}
                  >
                    {QUICK_AMOUNTS.map((dollars) => {
                      const isChosen = amountCents === dollars * 100;
                      return (
                        <Button
                          key={dollars}
                          variant={isChosen ? 'contained' : 'outlined'}
                          aria-pressed={isChosen}
                          onClick={() => setAmountText(String(dollars))}
                        >
                          ${dollars}
                        </Button>
                      );
                    })}
                  </Box>
                  <TextField
                    label="Custom Amount"
                    name="amount"
                    value={amountText}
                    onChange={(event) => setAmountText(event.target.value)}
                    placeholder="0.00"
                    fullWidth
                    helperText={`Minimum ${dollarsLabel(MINIMUM_DEPOSIT_CENTS[method])} for ${METHOD_TITLES[method]}, maximum $10,000 per transaction.`}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                      input: {
                        startAdornment: <InputAdornment position="start">$</InputAdornment>,
                      },
                    }}
                  />
                </Box>

                <FormControl>
                  <FormLabel
                    id="payment-method-label"
                    sx={{ fontWeight: 700, color: 'text.primary', mb: 1.5, fontSize: '1.25rem' }}
                  >
                    Payment method
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby="payment-method-label"
                    name="method"
                    value={method}
                    onChange={(event) => setMethod(event.target.value as PaymentMethod)}
                    sx={{ gap: 1.5 }}
                  >
                    {PAYMENT_METHODS.map((value) => (
                      <MethodOption key={value} method={value} isChosen={method === value} />
                    ))}
                  </RadioGroup>
                </FormControl>

                {method !== 'crypto' && (
                  <Alert severity="info">
                    {liveChatUrl
                      ? 'Card and PayPal payments are completed with our team in live chat. Your request is prefilled for you.'
                      : 'Card and PayPal payments are completed with our team. We will open a support ticket with your request and staff will follow up there.'}
                  </Alert>
                )}

                <Box
                  component="section"
                  aria-labelledby="summary-title"
                  sx={{ p: 2.5, borderRadius: 2, bgcolor: 'action.hover' }}
                >
                  <Typography id="summary-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                    Payment Summary
                  </Typography>
                  <SummaryRow label="Amount" value={formatDollars(amountCents)} />
                  <SummaryRow label={`Fee (${FEE_PERCENT[method]}%)`} value={formatDollars(fee)} />
                  <Divider sx={{ my: 1 }} />
                  <SummaryRow label="Total to pay" value={formatDollars(total)} isStrong />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {formatDollars(amountCents)} will be added to your balance.
                  </Typography>
                </Box>

                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={isBusy}
                  startIcon={<LockIcon />}
                >
                  {isBusy ? 'Please wait...' : submitLabel}
                </Button>
              </Stack>
            </Paper>
          )}
        </Grid>

        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                <AccountBalanceWalletIcon color="primary" />
                <Typography component="h2" sx={{ fontWeight: 700 }}>
                  Account Balance
                </Typography>
              </Stack>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                {formatPrice(user?.balance)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Your balance never expires and pays for any product in the store.
              </Typography>
            </Paper>

            <Paper
              variant="outlined"
              component="section"
              aria-label="How payments work"
              sx={{ p: 3 }}
            >
              <Stack spacing={1.5}>
                {PAYMENT_NOTES.map((note) => (
                  <Stack key={note} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.25 }} />
                    <Typography variant="body2" color="text.secondary">
                      {note}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
