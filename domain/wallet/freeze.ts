/**
 * The wallet freeze of an account under investigation (stream `freeze-<userId>`,
 * contracts/wallet-freeze.ts). Kept apart from the wallet stream, which is the balance's ledger
 * (every event of it is an entry; domain/wallet/ledger.ts). The purchase and the warranty claim
 * lock and load this stream with their other streams, so a freeze committed before them always
 * stops them, and one committed after them never half-applies.
 */
import type { Event } from '../shared/event';

export type WalletFreezeEvent =
  /** Staff froze the wallet; `frozenAt` is the command's time (ISO), so a rebuild reads the same. */
  | Event<'WalletFrozen', { userId: number; reason: string; frozenBy: number; frozenAt: string }>
  | Event<'WalletUnfrozen', { userId: number; unfrozenBy: number }>;

/** The freeze in force, or null when the wallet is not frozen. */
export interface WalletFreeze {
  frozen: { reason: string; since: string; frozenBy: number } | null;
}

export const initialWalletFreeze: WalletFreeze = { frozen: null };

/** The freeze stream of customer `userId`. */
export const walletFreezeStream = (userId: number) => `freeze-${userId}`;

export function evolveWalletFreeze(state: WalletFreeze, event: WalletFreezeEvent): WalletFreeze {
  switch (event.type) {
    case 'WalletFrozen':
      return {
        frozen: {
          reason: event.data.reason,
          since: event.data.frozenAt,
          frozenBy: event.data.frozenBy,
        },
      };
    case 'WalletUnfrozen':
      return { frozen: null };
  }
}
