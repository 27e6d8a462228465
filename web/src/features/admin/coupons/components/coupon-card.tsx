/**
 * One coupon as a card (docs/specs/admin-area.md sections 2.9, 3 and 4, Coupon): code, discount,
 * usage currentUsage/maxUsage with a bar, expiry, the status badge (Active, Inactive, Expired or
 * Used up, as the server would apply it), and the actions: the active toggle, Edit and Delete.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { couponStatus, isCouponExpired, isCouponUsedUp } from '@contracts/coupon-status';
import type { CouponStatus } from '@contracts/coupon-status';
import type { CouponDto } from '@contracts/coupons';
import { formatDateTime } from '@/lib/format-date';
import { usagePercent } from '../coupon-form';

/** The badge of each status: its text, colour and variant. */
const STATUS_BADGES: Record<CouponStatus, Pick<ChipProps, 'label' | 'color' | 'variant'>> = {
  active: { label: 'Active', color: 'success', variant: 'filled' },
  inactive: { label: 'Inactive', color: 'default', variant: 'outlined' },
  expired: { label: 'Expired', color: 'error', variant: 'outlined' },
  'used-up': { label: 'Used up', color: 'warning', variant: 'outlined' },
};

export interface CouponCardActions {
  onToggleActive: (coupon: CouponDto) => void;
  onEdit: (coupon: CouponDto) => void;
  onDelete: (coupon: CouponDto) => void;
}

export function CouponCard({
  coupon,
  now,
  onToggleActive,
  onEdit,
  onDelete,
}: { coupon: CouponDto; now: Date } & CouponCardActions) {
  const headingId = `coupon-${coupon.id}-code`;
  const expired = isCouponExpired(coupon.expiresAt, now);
  const isUsedUp = isCouponUsedUp(coupon);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ fontFamily: 'monospace', fontWeight: 800, overflowWrap: 'anywhere' }}
          >
            {coupon.code}
          </Typography>
          <Chip size="small" {...STATUS_BADGES[couponStatus(coupon, now)]} />
        </Stack>
        <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800, my: 1 }}>
          {coupon.discountPercentage}% off
        </Typography>
        <Box sx={{ mb: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              Usage
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {coupon.currentUsage}/{coupon.maxUsage}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={usagePercent(coupon)}
            color={isUsedUp ? 'error' : 'primary'}
            aria-label={`Usage of ${coupon.code}: ${coupon.currentUsage} of ${coupon.maxUsage}`}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <Typography variant="body2" color={expired ? 'error' : 'text.secondary'}>
          {coupon.expiresAt
            ? `${expired ? 'Expired' : 'Expires'} ${formatDateTime(coupon.expiresAt)}`
            : 'No expiry'}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={coupon.isActive}
              onChange={() => onToggleActive(coupon)}
              slotProps={{ input: { 'aria-label': `Active: ${coupon.code}` } }}
            />
          }
          label="Active"
        />
        <Box>
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={() => onEdit(coupon)}
            aria-label={`Edit ${coupon.code}`}
          >
            Edit
          </Button>
          <IconButton
            aria-label={`Delete ${coupon.code}`}
            color="error"
            onClick={() => onDelete(coupon)}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      </CardActions>
    </Card>
  );
}
