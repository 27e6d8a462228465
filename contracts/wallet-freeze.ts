/**
 * Wallet freeze: staff who manage users freeze an account's wallet while it is under
 * investigation (POST /api/admin/users/{id}/wallet-freeze, DELETE to lift it). The account can
 * still sign in and read, but cannot buy, file a warranty claim or move value out; each refusal
 * (HTTP 422) and the customer's notice are written here for the server and the web app.
 */
import { z } from 'zod';

/** POST /api/admin/users/{id}/wallet-freeze: why (shown to staff only). */
export const walletFreezeSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: 'Reason is required' })
    .max(500, { message: 'Reason must be at most 500 characters' }),
});
export type WalletFreezeRequest = z.infer<typeof walletFreezeSchema>;

/** What staff see of a freeze: the reason, since when (ISO 8601) and who froze the wallet. */
export interface WalletFreezeDto {
  reason: string;
  since: string;
  frozenBy: number;
}

/** The refusal of a purchase while the wallet is frozen. */
export const WALLET_FROZEN_PURCHASE =
  'Your wallet is frozen while your account is under review, so purchases are paused. Please contact support.';

/** The refusal of a warranty claim while the wallet is frozen. */
export const WALLET_FROZEN_CLAIM =
  'Your wallet is frozen while your account is under review, so warranty claims are paused. Please contact support.';

/** The notice a customer whose wallet is frozen sees in the store. */
export const WALLET_FROZEN_NOTICE =
  'Your wallet is frozen while we review your account. You can still sign in and see your orders and balance, but purchases and warranty claims are paused. Please contact support if you have questions.';
