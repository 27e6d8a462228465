/**
 * GET /api/admin/users/{id}: one customer as staff see them on their page: the profile and
 * balance, and their orders, deposits, tickets and warranty claims, each list only for staff
 * whose roles may read it (null otherwise; contracts/staff-roles.ts). Keys are never in this
 * answer: a delivered item or a claim's response is MASKED_STOCK_ITEM (contracts/stock-items.ts),
 * read on the order's page.
 */
import type { DepositDto } from './payments';
import type { OrderDto, UserDto } from './responses';
import type { SupportTicketDto } from './support';
import type { WalletFreezeDto } from './wallet-freeze';
import type { WarrantyClaimDto } from './warranty';

export interface AdminUserDetailDto {
  user: UserDto;
  /** The wallet's freeze (why, since when, by whom); null when it is not frozen. */
  walletFreeze: WalletFreezeDto | null;
  /** Newest first; `orders.read`. */
  orders: OrderDto[] | null;
  /** Top-ups of every method, newest first; `balances`. */
  deposits: DepositDto[] | null;
  /** Newest first; `tickets`. */
  tickets: SupportTicketDto[] | null;
  /** Newest first; `warranty`. */
  claims: WarrantyClaimDto[] | null;
}
