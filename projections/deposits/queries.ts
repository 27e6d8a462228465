/** Queries of the deposits read model. Amounts leave as decimal strings. */
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import type { DepositDto, DepositStatus, PaymentMethod } from '../../contracts/payments';

interface DepositRow {
  id: number;
  deposit_number: string;
  user_id: number;
  amount_cents: string;
  fee_cents: string;
  method: PaymentMethod;
  provider: string;
  status: DepositStatus;
  pay_url: string | null;
  ticket_id: number | null;
  expires_at: Date | null;
  created_at: Date;
}

const DEPOSIT_SELECT = `SELECT id, deposit_number, user_id, amount_cents::text, fee_cents::text, method, provider,
    status, pay_url, ticket_id, expires_at, created_at FROM deposits`;

function toDeposit(row: DepositRow): DepositDto {
  return {
    id: row.id,
    depositNumber: row.deposit_number,
    amount: formatCents(Number(row.amount_cents)),
    fee: formatCents(Number(row.fee_cents)),
    method: row.method,
    status: row.status,
    paymentUrl: row.pay_url,
    ticketId: row.ticket_id,
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Deposit `id` of `userId`; null when it does not exist or belongs to someone else. */
export async function findOwnDeposit(
  db: Queryable,
  userId: number,
  id: number,
): Promise<DepositDto | null> {
  const { rows } = await db.query<DepositRow>(`${DEPOSIT_SELECT} WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ? toDeposit(rows[0]) : null;
}

/** The deposit paid through `provider` with `providerPaymentId` (the sandbox payment page). */
export async function findDepositByPayment(
  db: Queryable,
  provider: string,
  providerPaymentId: string,
): Promise<DepositDto | null> {
  const { rows } = await db.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE provider = $1 AND provider_payment_id = $2`,
    [provider, providerPaymentId],
  );
  return rows[0] ? toDeposit(rows[0]) : null;
}

/** A customer's card and PayPal requests still waiting for staff, newest first. */
export async function listOpenTopUpRequests(db: Queryable, userId: number): Promise<DepositDto[]> {
  const { rows } = await db.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE user_id = $1 AND provider = 'manual' AND status = 'pending' ORDER BY id DESC`,
    [userId],
  );
  return rows.map(toDeposit);
}

/** Every deposit of a customer, newest first (the admin's customer page). */
export async function listUserDeposits(db: Queryable, userId: number): Promise<DepositDto[]> {
  const { rows } = await db.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
  return rows.map(toDeposit);
}
