/**
 * Freeze an account's wallet while it is under investigation (a reason, shown to staff only; the
 * customer can still sign in and read, but cannot buy or file a warranty claim), or lift the
 * freeze (contracts/wallet-freeze.ts).
 */
import type { UserDto } from '@contracts/responses';
import type { WalletFreezeDto } from '@contracts/wallet-freeze';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useFreezeWallet, useUnfreezeWallet } from '../api/wallet-freeze';
import { ReasonedToggleDialog } from './reasoned-toggle-dialog';

export function WalletFreezeDialog({
  user,
  freeze,
  onClose,
}: {
  user: UserDto;
  /** The freeze in force; null to freeze. */
  freeze: WalletFreezeDto | null;
  onClose: () => void;
}) {
  const freezeWallet = useFreezeWallet();
  const unfreezeWallet = useUnfreezeWallet();
  const done = (title: string) => () => {
    toast({ title, description: user.email });
    onClose();
  };

  return (
    <ReasonedToggleDialog
      titleId="wallet-freeze-title"
      inForce={freeze && { label: 'Frozen for', reason: freeze.reason, severity: 'warning' }}
      apply={{
        title: 'Freeze this wallet?',
        description: `${user.email} can still sign in and see their orders and balance, but cannot buy or file a warranty claim until the wallet is unfrozen.`,
        confirm: 'Freeze wallet',
        color: 'warning',
      }}
      lift={{
        title: 'Unfreeze this wallet?',
        description: `${user.email} will be able to buy and file warranty claims again.`,
        confirm: 'Unfreeze wallet',
      }}
      pending={freezeWallet.isPending || unfreezeWallet.isPending}
      onApply={(reason) =>
        freezeWallet.mutate(
          { userId: user.id, reason },
          {
            onSuccess: done('Wallet frozen'),
            onError: (failure) => toastAdminError(failure, 'Failed to freeze the wallet'),
          },
        )
      }
      onLift={() =>
        unfreezeWallet.mutate(user.id, {
          onSuccess: done('Wallet unfrozen'),
          onError: (failure) => toastAdminError(failure, 'Failed to unfreeze the wallet'),
        })
      }
      onClose={onClose}
    />
  );
}
