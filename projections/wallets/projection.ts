/**
 * The wallets read model: each customer's balance and transaction list (the ledger as rows; a
 * row's id is its event's global position). Amounts in integer cents, signed. A crypto deposit is
 * one row from its request (pending, balance unchanged) to its end: completed when credited,
 * failed, or cancelled when it expired unpaid.
 */
import { depositNumberFor, type DepositEvent } from '../../domain/deposit/deposit';
import { ledgerEntryOf } from '../../domain/wallet/ledger';
import type { WalletEvent } from '../../domain/wallet/wallet';
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import { defineProjection, type SetBuild, type TableRow } from '../projection';

/** Applies a wallet event: the balance moves and its ledger entry becomes a completed row. */
async function record(
  client: PoolClient,
  event: RecordedEvent,
  wallet: WalletEvent,
): Promise<void> {
  const entry = ledgerEntryOf(wallet);
  await client.query(
    `INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET balance_cents = wallets.balance_cents + excluded.balance_cents, updated_at = excluded.updated_at`,
    [wallet.data.userId, entry.amountCents, event.recordedAt],
  );
  // A crypto deposit already has its row (pending since its request): it completes; any other
  // entry (a deposit credited by staff too) gets its row now. One statement, whose answer is not
  // read: inline, it goes with the append's COMMIT.
  await client.query(
    `WITH completed AS (
       UPDATE wallet_transactions SET status = 'completed', amount_cents = $4, description = $5
        WHERE $8 AND type = 'deposit' AND related_id = $6
       RETURNING 1)
     INSERT INTO wallet_transactions (id, user_id, type, amount_cents, status, description, related_id, created_at)
     SELECT $1::bigint, $2::int, $3::text, $4::bigint, 'completed', $5::text, $6::int, $7::timestamptz
      WHERE NOT EXISTS (SELECT FROM completed)`,
    [
      event.position.toString(),
      wallet.data.userId,
      entry.type,
      entry.amountCents,
      entry.description,
      entry.relatedId,
      event.recordedAt,
      wallet.type === 'DepositCredited',
    ],
  );
}

/**
 * `record` for a run of adjustments, purchases or refunds in two statements: the balance moves
 * per customer (the run's sum, with the time of the customer's last event) and every entry
 * becomes its completed row.
 */
async function recordMany(
  client: PoolClient,
  items: { event: RecordedEvent; wallet: WalletEvent }[],
): Promise<void> {
  const entries = items.map((item) => ({ ...item, entry: ledgerEntryOf(item.wallet) }));
  const wallets = new Map<number, { cents: number; at: Date }>();
  for (const { event, wallet, entry } of entries) {
    const total = wallets.get(wallet.data.userId)?.cents ?? 0;
    wallets.set(wallet.data.userId, { cents: total + entry.amountCents, at: event.recordedAt });
  }
  await client.query(
    `INSERT INTO wallets (user_id, balance_cents, updated_at)
     SELECT * FROM unnest($1::int[], $2::bigint[], $3::timestamptz[])
     ON CONFLICT (user_id) DO UPDATE SET balance_cents = wallets.balance_cents + excluded.balance_cents, updated_at = excluded.updated_at`,
    [
      [...wallets.keys()],
      [...wallets.values()].map((w) => w.cents),
      [...wallets.values()].map((w) => w.at),
    ],
  );
  await client.query(
    `INSERT INTO wallet_transactions (id, user_id, type, amount_cents, status, description, related_id, created_at)
     SELECT id, user_id, type, amount_cents, 'completed', description, related_id, created_at
       FROM unnest($1::bigint[], $2::int[], $3::text[], $4::bigint[], $5::text[], $6::int[], $7::timestamptz[])
         AS row(id, user_id, type, amount_cents, description, related_id, created_at)`,
    [
      entries.map(({ event }) => event.position.toString()),
      entries.map(({ wallet }) => wallet.data.userId),
      entries.map(({ entry }) => entry.type),
      entries.map(({ entry }) => entry.amountCents),
      entries.map(({ entry }) => entry.description),
      entries.map(({ entry }) => entry.relatedId),
      entries.map(({ event }) => event.recordedAt),
    ],
  );
}

/** What a crypto deposit's row becomes when its payment failed or it expired unpaid. */
function endedDeposit(depositId: number, end: 'failed' | 'expired') {
  return end === 'failed'
    ? {
        status: 'failed',
        description: `Crypto deposit ${depositNumberFor(depositId)} (payment failed)`,
      }
    : {
        status: 'cancelled',
        description: `Crypto deposit ${depositNumberFor(depositId)} (expired unpaid)`,
      };
}

/** Sets the status and description of deposit `depositId`'s row as `endedDeposit` says. */
async function setDepositRow(
  client: PoolClient,
  depositId: number,
  end: 'failed' | 'expired',
): Promise<void> {
  const { status, description } = endedDeposit(depositId, end);
  await client.query(
    `UPDATE wallet_transactions SET status = $2, description = $3 WHERE type = 'deposit' AND related_id = $1`,
    [depositId, status, description],
  );
}

/**
 * The set-based build: balances and ledger rows folded in memory as `record` and the deposit
 * handlers below write them (a crypto deposit's row found by its deposit id).
 */
function buildWallets(): SetBuild<WalletEvent | DepositEvent> {
  const wallets = new Map<number, TableRow>();
  const transactions: TableRow[] = [];
  /** The rows of type deposit, by deposit id. */
  const depositRows = new Map<number, TableRow[]>();
  const insert = (row: TableRow) => {
    transactions.push(row);
    if (row.type === 'deposit' && row.related_id !== null) {
      const rows = depositRows.get(row.related_id as number);
      if (rows) rows.push(row);
      else depositRows.set(row.related_id as number, [row]);
    }
  };
  const fold = (event: RecordedEvent, wallet: WalletEvent) => {
    const entry = ledgerEntryOf(wallet);
    const balance = wallets.get(wallet.data.userId);
    if (balance) {
      balance.balance_cents = (balance.balance_cents as number) + entry.amountCents;
      balance.updated_at = event.recordedAt;
    } else
      wallets.set(wallet.data.userId, {
        user_id: wallet.data.userId,
        balance_cents: entry.amountCents,
        updated_at: event.recordedAt,
      });
    const pending =
      wallet.type === 'DepositCredited' && entry.relatedId !== null
        ? depositRows.get(entry.relatedId)
        : undefined;
    if (pending) {
      for (const row of pending)
        Object.assign(row, {
          status: 'completed',
          amount_cents: entry.amountCents,
          description: entry.description,
        });
      return;
    }
    insert({
      id: event.position.toString(),
      user_id: wallet.data.userId,
      type: entry.type,
      amount_cents: entry.amountCents,
      status: 'completed',
      description: entry.description,
      related_id: entry.relatedId,
      created_at: event.recordedAt,
    });
  };
  const end = (depositId: number, ended: 'failed' | 'expired') => {
    for (const row of depositRows.get(depositId) ?? [])
      Object.assign(row, endedDeposit(depositId, ended));
  };
  return {
    rows: () => ({ wallets: wallets.values(), wallet_transactions: transactions }),
    folds: {
      BalanceAdjusted: (data, event) => fold(event, { type: 'BalanceAdjusted', data }),
      PurchaseDebited: (data, event) => fold(event, { type: 'PurchaseDebited', data }),
      PurchaseRefunded: (data, event) => fold(event, { type: 'PurchaseRefunded', data }),
      DepositCredited: (data, event) => fold(event, { type: 'DepositCredited', data }),
      DeliveryCompensationCredited: (data, event) =>
        fold(event, { type: 'DeliveryCompensationCredited', data }),
      DepositRequested: (data, event) => {
        if (data.provider === 'manual') return;
        insert({
          id: event.position.toString(),
          user_id: data.userId,
          type: 'deposit',
          amount_cents: data.amountCents,
          status: 'pending',
          description: `Crypto deposit ${data.depositNumber}`,
          related_id: data.depositId,
          created_at: event.recordedAt,
        });
      },
      DepositFailed: (data) => end(data.depositId, 'failed'),
      DepositExpired: (data) => end(data.depositId, 'expired'),
    },
  };
}

export const walletsProjection = defineProjection<WalletEvent | DepositEvent>({
  name: 'wallets',
  // 2: inline (its checkpoint now marks what its last rebuild replayed).
  version: 2,
  // A balance is written by its wallet stream's events only; a deposit's row by its deposit
  // stream's events and its DepositCredited, whose append also holds the deposit stream's lock.
  inline: true,
  tables: ['wallet_transactions', 'wallets'],
  setBuild: buildWallets,
  batchHandlers: {
    BalanceAdjusted: (client, items) =>
      recordMany(
        client,
        items.map(({ data, event }) => ({ event, wallet: { type: 'BalanceAdjusted', data } })),
      ),
    PurchaseDebited: (client, items) =>
      recordMany(
        client,
        items.map(({ data, event }) => ({ event, wallet: { type: 'PurchaseDebited', data } })),
      ),
    PurchaseRefunded: (client, items) =>
      recordMany(
        client,
        items.map(({ data, event }) => ({ event, wallet: { type: 'PurchaseRefunded', data } })),
      ),
  },
  handlers: {
    BalanceAdjusted: (client, data, event) =>
      record(client, event, { type: 'BalanceAdjusted', data }),
    PurchaseDebited: (client, data, event) =>
      record(client, event, { type: 'PurchaseDebited', data }),
    PurchaseRefunded: (client, data, event) =>
      record(client, event, { type: 'PurchaseRefunded', data }),
    DepositCredited: (client, data, event) =>
      record(client, event, { type: 'DepositCredited', data }),
    DeliveryCompensationCredited: (client, data, event) =>
      record(client, event, { type: 'DeliveryCompensationCredited', data }),
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
    DepositFailed: (client, data) => setDepositRow(client, data.depositId, 'failed'),
    DepositExpired: (client, data) => setDepositRow(client, data.depositId, 'expired'),
  },
});
