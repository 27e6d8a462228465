/**
 * Recent Orders and Recent Transactions of the customer dashboard (docs/specs/admin-area.md
 * 2.2 and section 9): a titled panel with a View all link, and one row per order or transaction.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { OrderDto, TransactionDto } from '@contracts/responses';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { humanize, isCreditTransaction, signedAmount } from '@/lib/transaction-display';

export function Panel({
  title,
  href,
  linkLabel,
  children,
}: {
  title: string;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 2 }}
      >
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Link
          href={href}
          underline="hover"
          aria-label={linkLabel}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            flexShrink: 0,
          }}
        >
          View All <ArrowForwardIcon fontSize="small" />
        </Link>
      </Stack>
      {children}
    </Paper>
  );
}

const rowSx = {
  display: 'flex',
  gap: 2,
  py: 1.5,
  alignItems: 'center',
  justifyContent: 'space-between',
  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
} as const;

export function RecentOrder({ order }: { order: OrderDto }) {
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ minWidth: 0 }}>
        <Link
          href={paths.order(order.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block' }}
          noWrap
        >
          {order.product.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {orderNumberOf(order)} · {formatDate(order.createdAt)}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.totalAmount)}</Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
    </Box>
  );
}

export function RecentTransaction({ transaction }: { transaction: TransactionDto }) {
  const isCredit = isCreditTransaction(transaction.type);
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {transaction.description || humanize(transaction.type)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(transaction.createdAt)}
        </Typography>
      </Box>
      <Typography
        sx={{ fontWeight: 800, flexShrink: 0, color: isCredit ? 'success.main' : 'error.main' }}
      >
        {signedAmount(transaction)}
      </Typography>
    </Box>
  );
}
