/**
 * A signed transaction amount in the admin screens: "+$40.00" in green for money in, "-$5.00"
 * in red for money out (docs/specs/customer-area.md section 5, transaction display).
 */
import Typography from '@mui/material/Typography';
import { signedTransactionAmount } from '../transaction-amount';

const AMOUNT_COLORS = { in: 'success.main', out: 'error.main', none: 'text.primary' } as const;

/** `amount` is a signed decimal string in dollars ("-5.00"). */
export function SignedAmount({ amount }: { amount: string }) {
  const { text, direction } = signedTransactionAmount(amount);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontWeight: 700, color: AMOUNT_COLORS[direction], whiteSpace: 'nowrap' }}
    >
      {text}
    </Typography>
  );
}
