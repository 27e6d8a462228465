/**
 * The wallets read model: each customer's balance and transaction list (the ledger as rows; a
 * row's id is its event's global position). Amounts in integer cents, signed. A crypto deposit is
 * one row from its request (pending, balance unchanged) to its end: completed when credited,
 * failed, or cancelled when it expired unpaid.
 */
import { depositNumberFor, type DepositEvent } from '../../domain/deposit/deposit';
import type { WalletEvent } from '../../domain/wallet/wallet';
import { balanceChange } from '../../domain/wallet/wallet';
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import { defineProjection } from '../projection';

async function record(
  client: PoolClient,
  event: RecordedEvent,
  row: {
    userId: number;
    type: string;
    amountCents: number;
    description: string;
    relatedId: number | null;
  },
): Promise<void> {
  await client.query(
    `INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET balance_cents = wallets.balance_cents + excluded.balance_cents, updated_at = excluded.updated_at`,
    [row.userId, row.amountCents, event.recordedAt],
  );
  await client.query(
    `INSERT INTO wallet_transactions (id, user_id, type, amount_cents, status, description, related_id, created_at)
     VALUES ($1, $2, $3, $4, 'completed', $5, $6, $7)`,
    [
      event.position.toString(),
      row.userId,
      row.type,
      row.amountCents,
      row.description,
      row.relatedId,
      event.recordedAt,
    ],
  );
}

/** Sets the status (and description) of deposit `depositId`'s row. */
async function setDepositRow(
  client: PoolClient,
  depositId: number,
  status: 'failed' | 'cancelled',
  description: string,
): Promise<void> {
  await client.query(
    `UPDATE wallet_transactions SET status = $2, description = $3 WHERE type = 'deposit' AND related_id = $1`,
    [depositId, status, description],
  );
}

const DEPOSIT_METHODS = { crypto: 'Crypto', credit_card: 'Card', paypal: 'PayPal' } as const;

export const walletsProjection = defineProjection<WalletEvent | DepositEvent>({
  name: 'wallets',
  tables: ['wallet_transactions', 'wallets'],
  handlers: {
    BalanceAdjusted: (client, data, event) =>
      record(client, event, {
        userId: data.userId,
        type: data.amountCents >= 0 ? 'credit' : 'debit',
        amountCents: balanceChange({ type: 'BalanceAdjusted', data }),
        description:
          (data.reason ||
            (data.amountCents >= 0 ? 'Balance added by admin' : 'Balance deducted by admin')) +
          (data.depositId === undefined
            ? ''
            : ` (top-up request ${depositNumberFor(data.depositId)})`),
        relatedId: data.depositId ?? null,
      }),
    DepositRequested: async (client, data, event) => {
      // Card and PayPal requests are not money yet: they appear when staff credit them.
      if (data.provider === 'manual') return;
      await client.query(
        `INSERT INTO wallet_transactions (id, user_id, type, amount_cents, status, description, related_id, created_at)
         VALUES ($1, $2, 'deposit', $3, 'pending', $4, $5, $6)`,
        [
          event.position.toString(),
          data.userId,
          data.amountCents,
          `Crypto deposit ${data.depositNumber}`,
          data.depositId,
          event.recordedAt,
        ],
      );
    },
    DepositCredited: async (client, data, event) => {
      const description = `${DEPOSIT_METHODS[data.method]} deposit ${data.depositNumber}`;
      await client.query(
        `INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET balance_cents = wallets.balance_cents + excluded.balance_cents, updated_at = excluded.updated_at`,
        [data.userId, data.amountCents, event.recordedAt],
      );
      const updated = await client.query(
        `UPDATE wallet_transactions SET status = 'completed', amount_cents = $2, description = $3
          WHERE type = 'deposit' AND related_id = $1`,
        [data.depositId, data.amountCents, description],
      );
      if (updated.rowCount === 0) {
        await client.query(
          `INSERT INTO wallet_transactions (id, user_id, type, amount_cents, status, description, related_id, created_at)
           VALUES ($1, $2, 'deposit', $3, 'completed', $4, $5, $6)`,
          [
            event.position.toString(),
            data.userId,
            data.amountCents,
            description,
            data.depositId,
            event.recordedAt,
          ],
        );
      }
    },
    DepositFailed: (client, data) =>
      setDepositRow(
        client,
        data.depositId,
        'failed',
        `Crypto deposit ${depositNumberFor(data.depositId)} (payment failed)`,
      ),
    DepositExpired: (client, data) =>
      setDepositRow(
        client,
        data.depositId,
        'cancelled',
        `Crypto deposit ${depositNumberFor(data.depositId)} (expired unpaid)`,
      ),
    PurchaseDebited: (client, data, event) =>
      record(client, event, {
        userId: data.userId,
        type: 'purchase',
        amountCents: balanceChange({ type: 'PurchaseDebited', data }),
        description: `Purchase ${data.orderNumber}: ${data.productName} x${data.quantity}`,
        relatedId: data.orderId,
      }),
    PurchaseRefunded: (client, data, event) =>
      record(client, event, {
        userId: data.userId,
        type: 'refund',
        amountCents: balanceChange({ type: 'PurchaseRefunded', data }),
        description: `Refund for cancelled order ${data.orderNumber}`,
        relatedId: data.orderId,
      }),
  },
});
