/**
 * Suspend an account (a reason, then a confirmation: the customer is signed out everywhere and
 * can no longer sign in or buy; the balance stays), or lift a suspension.
 */
import type { UserDto } from '@contracts/responses';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useSuspendUser, useUnsuspendUser } from '../api/administer-staff';
import { ReasonedToggleDialog } from './reasoned-toggle-dialog';

export function SuspensionDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const done = (title: string) => () => {
    toast({ title, description: user.email });
    onClose();
  };

  return (
    <ReasonedToggleDialog
      titleId="suspension-title"
      inForce={
        user.suspension && {
          label: 'Suspended for',
          reason: user.suspension.reason,
          severity: 'info',
        }
      }
      apply={{
        title: 'Suspend this account?',
        description: `${user.email} will be signed out everywhere and can no longer sign in or buy. Their balance stays.`,
        confirm: 'Suspend account',
        color: 'error',
      }}
      lift={{
        title: 'Lift the suspension?',
        description: `${user.email} will be able to sign in and buy again.`,
        confirm: 'Lift suspension',
      }}
      pending={suspend.isPending || unsuspend.isPending}
      onApply={(reason) =>
        suspend.mutate(
          { userId: user.id, reason },
          {
            onSuccess: done('Account suspended'),
            onError: (failure) => toastAdminError(failure, 'Failed to suspend the account'),
          },
        )
      }
      onLift={() =>
        unsuspend.mutate(user.id, {
          onSuccess: done('Suspension lifted'),
          onError: (failure) => toastAdminError(failure, 'Failed to lift the suspension'),
        })
      }
      onClose={onClose}
    />
  );
}
