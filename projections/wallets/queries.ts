/** Queries of the wallets read model for the API. Amounts leave as signed decimal strings. */
import { containsPattern } from '../../application/db/like-pattern';
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import type { TransactionPageDto } from '../../contracts/admin';
import type { TransactionDto, TransactionType } from '../../contracts/responses';

/** A customer's balance in integer cents (0 without a wallet). */
export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance_cents: string }>(
    'SELECT balance_cents::text FROM wallets WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.balance_cents ?? 0);
}

/** A wallet_transactions row with its customer's e-mail (TRANSACTION_SELECT). */
export interface TransactionRow {
  id: string;
  type: TransactionType;
  amount_cents: string;
  status: TransactionDto['status'];
  description: string;
  related_id: number | null;
  created_at: Date;
  user_id: number;
  email: string | null;
}

const TRANSACTION_SELECT = `SELECT t.id::text, t.type, t.amount_cents::text, t.status, t.description, t.related_id,
    t.created_at, t.user_id, u.email
  FROM wallet_transactions t LEFT JOIN users u ON u.id = t.user_id`;

function toTransaction(row: TransactionRow, withUser: boolean): TransactionDto {
  return {
    id: Number(row.id),
    type: row.type,
    amount: formatCents(Number(row.amount_cents)),
    status: row.status,
    description: row.description,
    relatedId: row.related_id,
    createdAt: row.created_at.toISOString(),
    ...(withUser ? { user: { id: row.user_id, email: row.email ?? '' } } : {}),
  };
}

/**
 * A customer's transactions, newest first (docs/specs/customer-area.md section 7 GET
 * /api/transactions).
 */
export async function listTransactions(db: Queryable, userId: number): Promise<TransactionDto[]> {
  const { rows } = await db.query<TransactionRow>(
    `${TRANSACTION_SELECT} WHERE t.user_id = $1 ORDER BY t.id DESC`,
    [userId],
  );
  return rows.map((row) => toTransaction(row, false));
}

/** The filters of the admin transactions list, shared by its pages and its CSV export. */
export interface TransactionFilters {
  search?: string | undefined;
  type?: string | undefined;
  status?: string | undefined;
}

/**
 * The WHERE clause (or '') of `filters` over `wallet_transactions t LEFT JOIN users u`, its values
 * appended to `params`: one type, one status, and `search` in the description or the customer's
 * e-mail (case-insensitive).
 */
function transactionsWhere(filters: TransactionFilters, params: unknown[]): string {
  const where: string[] = [];
  if (filters.type) {
    params.push(filters.type);
    where.push(`t.type = $${params.length}`);
  }
  if (filters.status) {
    params.push(filters.status);
    where.push(`t.status = $${params.length}`);
  }
  if (filters.search) {
    params.push(containsPattern(filters.search));
    where.push(`(t.description ILIKE $${params.length} OR u.email ILIKE $${params.length})`);
  }
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** All transactions newest first, `limit` per page, filtered by `options` (transactionsWhere). */
export async function listTransactionsPage(
  db: Queryable,
  options: TransactionFilters & { page: number; limit: number },
): Promise<TransactionPageDto> {
  const params: unknown[] = [];
  const filter = transactionsWhere(options, params);
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM wallet_transactions t LEFT JOIN users u ON u.id = t.user_id ${filter}`,
    params,
  );
  params.push(options.limit, (options.page - 1) * options.limit);
  const { rows } = await db.query<TransactionRow>(
    `${TRANSACTION_SELECT} ${filter} ORDER BY t.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    transactions: rows.map((row) => toTransaction(row, true)),
    total: count.rows[0]!.total,
    page: options.page,
    limit: options.limit,
  };
}

/** Every transaction `filters` match, newest first as the list pages them, as TransactionRow. */
export function transactionExportQuery(filters: TransactionFilters): {
  text: string;
  values: unknown[];
} {
  const values: unknown[] = [];
  const where = transactionsWhere(filters, values);
  return { text: `${TRANSACTION_SELECT} ${where} ORDER BY t.id DESC`, values };
}
