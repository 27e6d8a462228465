/**
 * The wallets read model: each customer's balance and transaction list (the ledger as rows; a
 * row's id is its event's global position). Amounts in integer cents, signed.
 */
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

export const walletsProjection = defineProjection<WalletEvent>({
  name: 'wallets',
  tables: ['wallet_transactions', 'wallets'],
  handlers: {
    BalanceAdjusted: (client, data, event) =>
      record(client, event, {
        userId: data.userId,
        type: data.amountCents >= 0 ? 'credit' : 'debit',
        amountCents: balanceChange({ type: 'BalanceAdjusted', data }),
        description:
          data.reason ||
          (data.amountCents >= 0 ? 'Balance added by admin' : 'Balance deducted by admin'),
        relatedId: null,
      }),
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
