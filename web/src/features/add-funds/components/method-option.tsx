/**
 * One payment method to choose on Add Funds (docs/specs/customer-area.md sections 5 and 9):
 * its icon, title, fee and minimum.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import PaymentsIcon from '@mui/icons-material/Payments';
import { FEE_PERCENT } from '@contracts/deposit-fee';
import { MINIMUM_DEPOSIT_CENTS } from '@contracts/deposit-limits';
import type { PaymentMethod } from '@contracts/payments';
import { METHOD_TITLES } from '@/lib/payment-method-titles';
import { dollarsLabel } from '../deposit';

const METHOD_ICONS = {
  crypto: CurrencyBitcoinIcon,
  credit_card: CreditCardIcon,
  paypal: PaymentsIcon,
} as const;

export function MethodOption({ method, isChosen }: { method: PaymentMethod; isChosen: boolean }) {
  const Icon = METHOD_ICONS[method];
  const fee = FEE_PERCENT[method];
  return (
    <FormControlLabel
      value={method}
      control={<Radio />}
      sx={{
        m: 0,
        pr: 2,
        py: 0.5,
        border: 1,
        borderRadius: 2,
        borderColor: isChosen ? 'primary.main' : 'divider',
        bgcolor: isChosen ? 'action.selected' : 'transparent',
        '& .MuiFormControlLabel-label': { flexGrow: 1 },
      }}
      label={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.5 }}>
          <Icon color={isChosen ? 'primary' : 'action'} />
          <Box sx={{ flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{METHOD_TITLES[method]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {fee === 0 ? 'No fee' : `${fee}% fee`} · Minimum{' '}
              {dollarsLabel(MINIMUM_DEPOSIT_CENTS[method])}
            </Typography>
          </Box>
        </Stack>
      }
    />
  );
}
