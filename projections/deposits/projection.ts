/**
 * The deposits read model: each top-up with its status, for the customer's payment
 * wait, the sandbox payment page and staff. Amounts in integer cents.
 */
import type { DepositEvent } from '../../domain/deposit/deposit';
import { defineProjection, type SetBuild, type TableRow } from '../projection';

/** The set-based build: each deposit's row folded in memory as the handlers below write it. */
function buildDeposits(): SetBuild<DepositEvent> {
  const deposits = new Map<number, TableRow>();
  const update = (depositId: number, changes: TableRow) => {
    const deposit = deposits.get(depositId);
    if (deposit) Object.assign(deposit, changes);
  };
  return {
    rows: () => ({ deposits: deposits.values() }),
    folds: {
      DepositRequested: (data, event) => {
        deposits.set(data.depositId, {
          id: data.depositId,
          deposit_number: data.depositNumber,
          user_id: data.userId,
          amount_cents: data.amountCents,
          fee_cents: data.feeCents,
          method: data.method,
          provider: data.provider,
          provider_payment_id: data.providerPaymentId ?? null,
          provider_transaction_id: null,
          pay_url: data.payUrl ?? null,
          status: 'pending',
          ticket_id: data.ticketId ?? null,
          expires_at: data.expiresAt ?? null,
          credited_cents: null,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        });
      },
      DepositConfirmed: (data, event) =>
        update(data.depositId, {
          status: 'confirmed',
          provider_transaction_id: data.providerTransactionId ?? null,
          credited_cents: data.amountCents,
          updated_at: event.recordedAt,
        }),
      DepositFailed: (data, event) =>
        update(data.depositId, { status: 'failed', updated_at: event.recordedAt }),
      DepositExpired: (data, event) =>
        update(data.depositId, { status: 'expired', updated_at: event.recordedAt }),
    },
  };
}

export const depositsProjection = defineProjection<DepositEvent>({
  name: 'deposits',
  tables: ['deposits'],
  writesOnly: true,
  setBuild: buildDeposits,
  handlers: {
    DepositRequested: async (client, data, event) => {
      await client.query(
        `INSERT INTO deposits (id, deposit_number, user_id, amount_cents, fee_cents, method, provider,
           provider_payment_id, pay_url, status, ticket_id, expires_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $12)`,
        [
          data.depositId,
          data.depositNumber,
          data.userId,
          data.amountCents,
          data.feeCents,
          data.method,
          data.provider,
          data.providerPaymentId,
          data.payUrl,
          data.ticketId,
          data.expiresAt,
          event.recordedAt,
        ],
      );
    },
    DepositConfirmed: async (client, data, event) => {
      await client.query(
        `UPDATE deposits SET status = 'confirmed', provider_transaction_id = $2, credited_cents = $3,
           updated_at = $4 WHERE id = $1`,
        [data.depositId, data.providerTransactionId, data.amountCents, event.recordedAt],
      );
    },
    DepositFailed: async (client, data, event) => {
      await client.query(`UPDATE deposits SET status = 'failed', updated_at = $2 WHERE id = $1`, [
        data.depositId,
        event.recordedAt,
      ]);
    },
    DepositExpired: async (client, data, event) => {
      await client.query(`UPDATE deposits SET status = 'expired', updated_at = $2 WHERE id = $1`, [
        data.depositId,
        event.recordedAt,
      ]);
    },
  },
});
