/**
 * Response shapes of the admin calls with paging, figures and reports (docs/specs/admin-area.md
 * 2.3, 2.5, 2.12, 2.13).
 */
import type { OrderDto, TransactionDto } from './responses';

/** GET /api/admin/orders?page&limit&search&status. */
export interface OrderPageDto {
  orders: OrderDto[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/admin/transactions?search&type&status&page&limit. */
export interface TransactionPageDto {
  transactions: TransactionDto[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/admin/dashboard: the six tiles and the latest 5 orders. */
export interface AdminDashboardDto {
  totalOrders: number;
  totalUsers: number;
  pendingOrders: number;
  /** Dollars: the sum of the absolute amounts of purchase transactions. */
  totalRevenue: string;
  /** Orders placed today in the store's time zone. */
  todaysOrders: number;
  completedOrders: number;
  latestOrders: OrderDto[];
}

/** Amount in dollars (decimal string) and count. */
export interface ReportFigureDto {
  amount: string;
  count: number;
}

export interface ReportPeriodsDto {
  today: ReportFigureDto;
  yesterday: ReportFigureDto;
  /** The last 7 days including today. */
  weekly: ReportFigureDto;
  /** The last 30 days including today. */
  monthly: ReportFigureDto;
}

/** GET /api/admin/reports. Compare today with yesterday per docs/specs/admin-area.md section 9. */
export interface ReportsDto {
  timeZone: string;
  deposits: ReportPeriodsDto;
  orders: ReportPeriodsDto;
  /** The last 30 days, newest first; date is YYYY-MM-DD in the store's time zone. */
  daily: { date: string; deposits: ReportFigureDto; orders: ReportFigureDto }[];
}

/** One ledger entry with the balance after it (amounts in dollars, signed). */
export interface LedgerLineDto {
  /** The event's global position (a string: it is a bigint). */
  position: string;
  createdAt: string;
  type: 'credit' | 'debit' | 'purchase' | 'refund' | 'deposit';
  description: string;
  amount: string;
  balance: string;
  /**
   * Who acted: the admin for adjustments (the real admin when impersonating); null for the system.
   */
  actor: { id: number; email: string | null } | null;
  /** The customer an admin acted as, when impersonating. */
  onBehalfOf: number | null;
}

/** GET /api/admin/users/{id}/ledger[?asOf=ISO]: the customer's ledger replayed from the events. */
export interface LedgerDto {
  userId: number;
  /** The balance after the last entry (at `asOf` when given). */
  balance: string;
  asOf: string | null;
  entries: LedgerLineDto[];
}
