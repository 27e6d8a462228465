/**
 * Admin coupons (/admin/coupons) (docs/specs/admin-area.md sections 2.9, 4, 5, 7 and 8):
 * the coupons as a card grid with Add Coupon, the create and edit dialog, the active toggle
 * (instant, rolled back with an Error toast when refused) and delete after a confirmation.
 * Toasts: Coupon created, Coupon updated, Coupon deleted.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { CouponDto } from '@contracts/coupons';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { toastAdminError } from '../../components/admin-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useAdminCoupons } from '../api/get-admin-coupons';
import { useUpdateCoupon } from '../api/update-coupon';
import { CouponCard } from './coupon-card';
import { CouponFormDialog } from './coupon-form-dialog';

/** Which dialog is open: create, edit one coupon, or none. */
type Editing = { mode: 'create' } | { mode: 'edit'; coupon: CouponDto } | null;

export function AdminCouponsPage() {
  const coupons = useAdminCoupons();
  const update = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<Editing>(null);
  // The coupon stays set while the confirmation fades out, so its text does not blink.
  const [deleting, setDeleting] = useState<CouponDto | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const askDelete = (coupon: CouponDto) => {
    setDeleting(coupon);
    setIsConfirmOpen(true);
  };
  // Expiry is judged against the time the list was loaded (cards show only once it is).
  const now = new Date(coupons.dataUpdatedAt);

  const onToggleActive = (coupon: CouponDto) =>
    update.mutate(
      { couponId: coupon.id, changes: { isActive: !coupon.isActive } },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Coupon updated',
            description: `${saved.code} is now ${saved.isActive ? 'active' : 'inactive'}.`,
          }),
        onError: (error) => toastAdminError(error),
      },
    );

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Coupon deleted', description: `${deleting.code} was deleted.` });
        setIsConfirmOpen(false);
      },
      onError: (error) => toastAdminError(error),
    });
  };

  return (
    <AdminLayout title="Coupons">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          Percentage discounts customers enter on a product page.
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Add Coupon
        </Button>
      </Stack>

      <QueryStates
        query={coupons}
        errorTitle="Could not load the coupons"
        loading={<SkeletonRows label="Loading coupons" count={3} height={200} spacing={2} />}
        empty={
          <StatusMessage
            icon={<LocalOfferOutlinedIcon />}
            title="No coupons yet"
            description="Create a coupon to offer a discount."
          />
        }
      >
        {(list) => (
          <Grid container spacing={2} component="section" aria-label="Coupons">
            {list.map((coupon) => (
              <Grid key={coupon.id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
                <CouponCard
                  coupon={coupon}
                  now={now}
                  onToggleActive={onToggleActive}
                  onEdit={(chosen) => setEditing({ mode: 'edit', coupon: chosen })}
                  onDelete={askDelete}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </QueryStates>

      {editing && (
        <CouponFormDialog
          coupon={editing.mode === 'edit' ? editing.coupon : null}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={isConfirmOpen}
        title="Delete Coupon"
        message={
          deleting
            ? `Are you sure you want to delete the coupon ${deleting.code}? Customers can no longer use it; past orders keep it.`
            : ''
        }
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
        onClose={() => setIsConfirmOpen(false)}
      />
    </AdminLayout>
  );
}
