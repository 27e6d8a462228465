/**
 * The confirm step of the purchase flow (docs/specs/customer-area.md section 4: Buy, then a confirm
 * dialog, then the purchase request). Its lines add up: list unit price x quantity, less the
 * coupon's discount, is the total (all from contracts/coupon-price, as in the panel behind it).
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CouponPrice } from '@contracts/coupon-price';
import { formatDollars } from '@/lib/money';

interface ConfirmPurchaseDialogProps {
  open: boolean;
  productName: string;
  quantity: number;
  /** The price lines for this quantity and coupon. */
  price: CouponPrice;
  balanceCents: number;
  /** The applied coupon, if any. */
  coupon?: { code: string; discountPercentage: number } | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600 }}>{value}</Typography>
    </Stack>
  );
}

export function ConfirmPurchaseDialog(props: ConfirmPurchaseDialogProps) {
  const { open, productName, quantity, price, balanceCents, isPending } = props;
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : props.onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-purchase-title"
    >
      <DialogTitle id="confirm-purchase-title">Confirm your order</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          You are about to buy <strong>{productName}</strong>. The total is paid from your balance.
        </Typography>
        <Stack spacing={1}>
          <Row label="Unit price" value={formatDollars(price.listUnitCents)} />
          <Row label="Quantity" value={String(quantity)} />
          {props.coupon && (
            <Row
              label={`Coupon ${props.coupon.code} (${props.coupon.discountPercentage}% off)`}
              value={`-${formatDollars(price.discountCents)}`}
            />
          )}
          <Divider />
          <Row label="Total" value={formatDollars(price.totalCents)} strong />
          <Row
            label="Balance after purchase"
            value={formatDollars(balanceCents - price.totalCents)}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={props.onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Confirm Purchase
        </Button>
      </DialogActions>
    </Dialog>
  );
}
