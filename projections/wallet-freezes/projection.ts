/**
 * The wallet freezes read model: one row per wallet frozen now (`wallet_freezes`: the reason,
 * who froze it and when), from the freeze streams (domain/wallet/freeze.ts). Staff read it on the
 * user's page; the customer's own session reads whether a row exists (projections/users/queries.ts).
 */
import type { WalletFreezeEvent } from '../../domain/wallet/freeze';
import { defineProjection } from '../projection';

export const walletFreezesProjection = defineProjection<WalletFreezeEvent>({
  name: 'wallet-freezes',
  tables: ['wallet_freezes'],
  writesOnly: true,
  handlers: {
    WalletFrozen: async (client, data) => {
      await client.query(
        `INSERT INTO wallet_freezes (user_id, reason, frozen_by, frozen_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET reason = $2, frozen_by = $3, frozen_at = $4`,
        [data.userId, data.reason, data.frozenBy, data.frozenAt],
      );
    },
    WalletUnfrozen: async (client, data) => {
      await client.query('DELETE FROM wallet_freezes WHERE user_id = $1', [data.userId]);
    },
  },
});
