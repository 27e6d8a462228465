/**
 * The statistics of the Users screen (docs/specs/admin-area.md section 2.7, "statistics"), computed
 * from the full user list in integer cents (ARCHITECTURE.md "Money and the ledger").
 */
import type { UserDto } from '@contracts/responses';
import { toCents } from '@/lib/money';

export interface UserStats {
  totalUsers: number;
  admins: number;
  /** Sum of every balance, in cents. */
  totalBalanceCents: number;
  /** Users whose balance is above zero. */
  usersWithBalance: number;
}

/** Totals over `users`; an unreadable balance counts as 0. */
export function userStats(users: readonly Pick<UserDto, 'isAdmin' | 'balance'>[]): UserStats {
  let admins = 0;
  let totalBalanceCents = 0;
  let usersWithBalance = 0;
  for (const user of users) {
    const cents = toCents(user.balance) ?? 0;
    if (user.isAdmin) admins += 1;
    totalBalanceCents += cents;
    if (cents > 0) usersWithBalance += 1;
  }
  return { totalUsers: users.length, admins, totalBalanceCents, usersWithBalance };
}
