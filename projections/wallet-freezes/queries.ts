/** Reads of the wallet freezes read model for the API. */
import type { Queryable } from '../../application/db/pool';
import type { WalletFreezeDto } from '../../contracts/wallet-freeze';

/** The freeze of `userId`'s wallet, or null when it is not frozen. */
export async function findWalletFreeze(
  db: Queryable,
  userId: number,
): Promise<WalletFreezeDto | null> {
  const { rows } = await db.query<{ reason: string; frozen_by: number; frozen_at: Date }>(
    'SELECT reason, frozen_by, frozen_at FROM wallet_freezes WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row
    ? { reason: row.reason, since: row.frozen_at.toISOString(), frozenBy: row.frozen_by }
    : null;
}
