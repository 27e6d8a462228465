/**
 * Purchase panel of the product page (docs/specs/customer-area.md sections 2, 4, 5, 6, 8, 9):
 * quantity (at least 1; at most the product's maximum per order when it has one, whose limits
 * are shown under the quantity: contracts/purchase-limits.ts), the coupon box, total = discounted unit price x quantity
 * in integer cents, the balance of a signed-in customer, and a Buy button that is disabled with
 * "Need $X more" when the balance is short. The purchase sends the applied coupon's code. Visitors
 * are asked to sign up and sent to /auth after 2 s. Buy opens a confirm dialog; the purchase's
 * answers map to the toasts and redirects of section 8. On phones, a buy bar with the total and the
 * same Buy button stays at the bottom of the screen while this one is out of view. A customer
 * whose wallet is frozen sees Buy disabled as "Wallet frozen" (contracts/wallet-freeze.ts).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useLocation } from 'wouter';
import { couponPrice } from '@contracts/coupon-price';
import { perOrderLimitMessage, purchaseLimitsNote } from '@contracts/purchase-limits';
import type { ProductDto } from '@contracts/responses';
import { useUser } from '@/api/get-user';
import { paths } from '@/config/paths';
import { errorMessage, hasStatus } from '@/lib/api-client';
import { justPlacedState } from '@/lib/just-placed-order';
import { formatCents, formatDollars, toCents } from '@/lib/money';
import { toast } from '@/lib/toast';
import { usePurchase } from '../api/purchase';
import { ConfirmPurchaseDialog } from './confirm-purchase-dialog';
import { CouponBox } from './coupon-box';
import type { AppliedCoupon } from './coupon-box';
import { StickyBuyBar, useIsOnScreen } from './sticky-buy-bar';

/** Delay before the redirects that follow a refused purchase (docs/specs/customer-area.md section 9). */
const PURCHASE_REDIRECT_DELAY_MS = 2000;

/** Reads the quantity box: a whole number of at least 1 (1 while the box is empty or invalid). */
function parseQuantity(text: string): number {
  if (!/^\d{1,9}$/.test(text.trim())) return 1;
  return Math.max(1, Number(text.trim()));
}

export function PurchasePanel({ product }: { product: ProductDto }) {
  const { user, isAuthenticated } = useUser();
  const [, navigate] = useLocation();
  const purchase = usePurchase();
  const [quantityText, setQuantityText] = useState('1');
  const [isConfirming, setIsConfirming] = useState(false);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);

  const quantity = parseQuantity(quantityText);
  const listUnitCents = toCents(product.price) ?? 0;
  const price = couponPrice(listUnitCents, quantity, coupon?.discountPercentage ?? null);
  const { discountCents, totalCents } = price;
  const balanceCents = toCents(user?.balance) ?? 0;
  const shortfallCents = totalCents - balanceCents;
  const isShort = isAuthenticated && shortfallCents > 0;
  const isFrozen = user?.walletFrozen === true;
  const { maxPerOrder } = product.purchaseLimits;
  const overOrderLimit = maxPerOrder > 0 && quantity > maxPerOrder;
  const limitsNote = purchaseLimitsNote(product.purchaseLimits);
  const buyLabel = isFrozen
    ? 'Wallet frozen'
    : isShort
      ? `Need $${formatCents(shortfallCents)} more`
      : 'Buy Now';
  const isBuyDisabled = isFrozen || isShort || overOrderLimit || purchase.isPending;
  const [buyButtonRef, isBuyButtonOnScreen] = useIsOnScreen();

  const redirectLater = (to: string) => {
    window.setTimeout(() => navigate(to), PURCHASE_REDIRECT_DELAY_MS);
  };

  const askToSignUp = () => {
    toast({
      title: 'Authentication Required',
      description: 'Please signup and place order to get instant access!',
      variant: 'destructive',
    });
    redirectLater(paths.auth);
  };

  const onBuy = () => {
    if (!isAuthenticated) askToSignUp();
    else setIsConfirming(true);
  };

  const onConfirm = () => {
    purchase.mutate(
      { productId: product.id, quantity, ...(coupon ? { couponCode: coupon.code } : {}) },
      {
        onSuccess: ({ order }) => {
          setIsConfirming(false);
          toast({
            title: 'Purchase Successful!',
            description:
              'Your order has been placed successfully. Check your orders page for details.',
          });
          navigate(paths.orders, { state: justPlacedState(order.id) });
        },
        onError: (error) => {
          setIsConfirming(false);
          const raw = error instanceof Error ? error.message : '';
          if (/insufficient balance/i.test(raw)) {
            toast({
              title: 'Insufficient Balance',
              description: 'Please add funds to your account to complete this purchase.',
              variant: 'destructive',
            });
            redirectLater(paths.addFunds);
          } else if (/authentication/i.test(raw) || hasStatus(error, 401)) {
            askToSignUp();
          } else {
            toast({
              title: 'Purchase Failed',
              description: errorMessage(error),
              variant: 'destructive',
            });
          }
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Purchase">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label="One less"
            onClick={() => setQuantityText(String(Math.max(1, quantity - 1)))}
            disabled={quantity <= 1}
          >
            <RemoveIcon />
          </IconButton>
          <TextField
            label="Quantity"
            type="number"
            size="small"
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            onBlur={() => setQuantityText(String(quantity))}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            sx={{ width: 110 }}
          />
          <IconButton
            aria-label="One more"
            onClick={() => setQuantityText(String(quantity + 1))}
            disabled={maxPerOrder > 0 && quantity >= maxPerOrder}
          >
            <AddIcon />
          </IconButton>
        </Stack>
        {(limitsNote || overOrderLimit) && (
          <Typography
            variant="body2"
            color={overOrderLimit ? 'error' : 'text.secondary'}
            role={overOrderLimit ? 'alert' : undefined}
          >
            {overOrderLimit ? perOrderLimitMessage(maxPerOrder) : limitsNote}
          </Typography>
        )}

        <CouponBox applied={coupon} onApply={setCoupon} />

        {coupon && (
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography color="text.secondary">Subtotal</Typography>
              <Typography>{formatDollars(listUnitCents * quantity)}</Typography>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography color="success.main">Discount ({coupon.discountPercentage}%)</Typography>
              <Typography color="success.main" sx={{ fontWeight: 600 }} aria-label="Discount">
                -{formatDollars(discountCents)}
              </Typography>
            </Stack>
          </Stack>
        )}

        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography color="text.secondary">Total</Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} aria-label="Total price">
            {formatDollars(totalCents)}
          </Typography>
        </Stack>

        {isAuthenticated && (
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography color="text.secondary">Your balance</Typography>
            <Typography sx={{ fontWeight: 600 }} color={isShort ? 'error' : 'success.main'}>
              {formatDollars(balanceCents)}
            </Typography>
          </Stack>
        )}

        <Button
          ref={buyButtonRef}
          variant="contained"
          size="large"
          startIcon={<ShoppingCartIcon />}
          onClick={onBuy}
          disabled={isBuyDisabled}
          fullWidth
        >
          {buyLabel}
        </Button>
        {isShort && (
          <Box sx={{ textAlign: 'center' }}>
            <Button href={paths.addFunds} size="small">
              Add Funds
            </Button>
          </Box>
        )}
      </Stack>

      <ConfirmPurchaseDialog
        open={isConfirming}
        productName={product.name}
        quantity={quantity}
        price={price}
        coupon={coupon}
        balanceCents={balanceCents}
        isPending={purchase.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onConfirm}
      />
      <StickyBuyBar
        isShown={!isBuyButtonOnScreen}
        productName={product.name}
        total={formatDollars(totalCents)}
        buyLabel={buyLabel}
        isBuyDisabled={isBuyDisabled}
        onBuy={onBuy}
      />
    </Paper>
  );
}
