/**
 * One order in My Orders (customer-area.md section 2): number, product, status, quantity, total,
 * date; opens /orders/{id}. Below it, the order's warranty claim status and, when a claim can be
 * made (warranty/eligibility.ts), the Claim Warranty button.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { OrderDto } from '@contracts/responses';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { ClaimStatusChip } from '@/components/claim-status-chip';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';

interface OrderCardProps {
  order: OrderDto;
  /** The order's latest warranty claim, shown as a chip. */
  latestClaim?: WarrantyClaimDto | null;
  /** Shows Claim Warranty, which calls this. */
  onClaimWarranty?: (() => void) | undefined;
}

export function OrderCard({ order, latestClaim, onClaimWarranty }: OrderCardProps) {
  const hasFooter = Boolean(latestClaim || onClaimWarranty);
  return (
    <Card variant="outlined" component="li">
      <CardActionArea href={paths.order(order.id)}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography component="h2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
                  {orderNumberOf(order)}
                </Typography>
                <OrderStatusChip status={order.status} />
              </Stack>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {order.product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Quantity: {order.quantity} · {formatDate(order.createdAt)}
              </Typography>
            </Stack>
            <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
              <Typography variant="body2" color="text.secondary">
                Total
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
                {formatPrice(order.totalAmount)}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
      {hasFooter && (
        <>
          <Divider />
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{
              px: 2,
              py: 1.25,
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            {latestClaim ? <ClaimStatusChip status={latestClaim.status} /> : <span />}
            {onClaimWarranty && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<VerifiedUserIcon />}
                onClick={onClaimWarranty}
                aria-label={`Claim Warranty for ${orderNumberOf(order)}`}
              >
                Claim Warranty
              </Button>
            )}
          </Stack>
        </>
      )}
    </Card>
  );
}
