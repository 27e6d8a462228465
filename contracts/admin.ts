/** Response shapes of the admin calls with paging, figures and reports (admin-area.md 2.3, 2.5, 2.12, 2.13). */
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

/** GET /api/admin/reports. Compare today with yesterday per admin-area.md section 9. */
export interface ReportsDto {
  timeZone: string;
  deposits: ReportPeriodsDto;
  orders: ReportPeriodsDto;
  /** The last 30 days, newest first; date is YYYY-MM-DD in the store's time zone. */
  daily: { date: string; deposits: ReportFigureDto; orders: ReportFigureDto }[];
}
