/** Queries of the wallets read model for the API. Amounts leave as signed decimal strings. */
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import type { TransactionDto, TransactionType } from '../../contracts/responses';

/** A customer's balance in integer cents (0 without a wallet). */
export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance_cents: string }>(
    'SELECT balance_cents::text FROM wallets WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.balance_cents ?? 0);
}

/** A customer's transactions, newest first (customer-area.md section 7 GET /api/transactions). */
export async function listTransactions(db: Queryable, userId: number): Promise<TransactionDto[]> {
  const { rows } = await db.query<{
    id: string;
    type: TransactionType;
    amount_cents: string;
    status: TransactionDto['status'];
    description: string;
    related_id: number | null;
    created_at: Date;
  }>(
    'SELECT id::text, type, amount_cents::text, status, description, related_id, created_at FROM wallet_transactions t WHERE t.user_id = $1 ORDER BY t.id DESC',
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    amount: formatCents(Number(row.amount_cents)),
    status: row.status,
    description: row.description,
    relatedId: row.related_id,
    createdAt: row.created_at.toISOString(),
  }));
}
