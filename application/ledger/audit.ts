/**
 * The ledger audit (ARCHITECTURE.md "Money and the ledger"): replays every wallet stream from
 * the event store and compares each balance and each ledger row with the wallets read model. It
 * runs in one repeatable-read snapshot and replays only the events the read model has handled
 * (every event in the snapshot, the read model being inline; else up to its checkpoint), so a
 * store that keeps selling while it runs shows no false differences.
 */
import { formatDollars as dollars } from '../../contracts/money';
import { ledgerEntryOf } from '../../domain/wallet/ledger';
import type { WalletEvent } from '../../domain/wallet/wallet';
import { WALLET_EVENT_TYPES } from '../../domain/wallet/ledger';
import { checkpointKey } from '../../projections/projection';
import { emailsOf } from '../../projections/users/queries';
import { walletsProjection } from '../../projections/wallets/projection';
import type { Pool, PoolClient } from '../db/pool';

/** One thing the read model gets wrong about a customer's money. */
export interface LedgerDifference {
  userId: number;
  email: string | null;
  /** What differs, e.g. "balance: read model $10.00, ledger $12.50". */
  detail: string;
}

export interface LedgerAudit {
  /** Wallet events replayed. */
  events: number;
  /** Customers with a wallet stream or a wallet row. */
  customers: number;
  differences: LedgerDifference[];
}

const BATCH_SIZE = 5_000;
const WALLETS_PROJECTION = checkpointKey(walletsProjection);

interface ExpectedRow {
  userId: number;
  type: string;
  amountCents: number;
  position: bigint;
}

/**
 * Audits every wallet. `onProgress(done, total)` reports replayed events.
 * @throws Error when the database cannot be read
 */
export async function auditLedger(
  pool: Pool,
  onProgress?: (done: number, total: number) => void,
): Promise<LedgerAudit> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const audit = await auditInSnapshot(client, onProgress);
    await client.query('COMMIT');
    return audit;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function auditInSnapshot(
  client: PoolClient,
  onProgress?: (done: number, total: number) => void,
): Promise<LedgerAudit> {
  const checkpoint = await client.query<{ transaction_id: string; position: string }>(
    `SELECT coalesce(c.transaction_id, '0'::xid8)::text AS transaction_id, coalesce(c.position, 0)::text AS position
       FROM (SELECT 1) AS one LEFT JOIN checkpoints c ON c.subscriber = $1`,
    [WALLETS_PROJECTION],
  );
  // An inline read model was written by the transactions of the events themselves.
  const handled = walletsProjection.inline
    ? [null, null]
    : [checkpoint.rows[0]!.transaction_id, checkpoint.rows[0]!.position];
  const HANDLED = `($2::text IS NULL OR (transaction_id, position) <= ($2::text::xid8, $3::bigint)) AND event_type = ANY($1::text[])`;
  const types = [...WALLET_EVENT_TYPES];
  const total = Number(
    (
      await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM events WHERE ${HANDLED}`, [
        types,
        ...handled,
      ])
    ).rows[0]!.n,
  );

  const differences: { userId: number; detail: string }[] = [];
  const balances = new Map<number, number>();
  const rowCounts = new Map<number, number>();
  let done = 0;
  let after = '0';
  onProgress?.(0, total);
  for (;;) {
    const { rows } = await client.query<{ position: string; event_type: string; data: object }>(
      `SELECT position::text, event_type, data FROM events
        WHERE ${HANDLED} AND position > $4::bigint ORDER BY events.position LIMIT ${BATCH_SIZE}`,
      [types, ...handled, after],
    );
    if (rows.length === 0) break;
    const byId: ExpectedRow[] = [];
    const byDeposit = new Map<number, ExpectedRow>();
    for (const row of rows) {
      const event = { type: row.event_type, data: row.data } as WalletEvent;
      const entry = ledgerEntryOf(event);
      const userId = event.data.userId;
      balances.set(userId, (balances.get(userId) ?? 0) + entry.amountCents);
      rowCounts.set(userId, (rowCounts.get(userId) ?? 0) + 1);
      const expected = {
        userId,
        type: entry.type,
        amountCents: entry.amountCents,
        position: BigInt(row.position),
      };
      // A credited crypto deposit completes the row its request opened; others have their own.
      if (event.type === 'DepositCredited') byDeposit.set(event.data.depositId, expected);
      else byId.push(expected);
    }
    differences.push(...(await compareRows(client, byId, byDeposit)));
    done += rows.length;
    after = rows[rows.length - 1]!.position;
    onProgress?.(done, total);
  }

  const wallets = await client.query<{ user_id: number; balance_cents: string }>(
    'SELECT user_id, balance_cents::text FROM wallets',
  );
  const readBalances = new Map(wallets.rows.map((r) => [r.user_id, Number(r.balance_cents)]));
  const customers = new Set([...balances.keys(), ...readBalances.keys()]);
  for (const userId of customers) {
    const ledger = balances.get(userId) ?? 0;
    const read = readBalances.get(userId) ?? 0;
    if (ledger !== read)
      differences.push({
        userId,
        detail: `balance: read model ${dollars(read)}, ledger ${dollars(ledger)}`,
      });
  }
  const completed = await client.query<{ user_id: number; n: number }>(
    `SELECT user_id, count(*)::int AS n FROM wallet_transactions WHERE status = 'completed' GROUP BY user_id`,
  );
  for (const row of completed.rows) {
    const expected = rowCounts.get(row.user_id) ?? 0;
    if (row.n > expected)
      differences.push({
        userId: row.user_id,
        detail: `${row.n - expected} completed transaction row(s) that no ledger entry explains`,
      });
  }
  return {
    events: done,
    customers: customers.size,
    differences: await withEmails(client, differences),
  };
}

/** Checks that each ledger entry has its completed row with the same customer, type and amount. */
async function compareRows(
  client: PoolClient,
  byId: ExpectedRow[],
  byDeposit: Map<number, ExpectedRow>,
): Promise<{ userId: number; detail: string }[]> {
  const found = await client.query<{
    id: string;
    user_id: number;
    type: string;
    amount_cents: string;
    status: string;
    related_id: number | null;
  }>(
    // Two index lookups (the primary key, the deposits' partial index) rather than one OR,
    // which the planner may turn into a scan of the whole table.
    `SELECT id::text, user_id, type, amount_cents::text, status, related_id FROM wallet_transactions
      WHERE id = ANY($1::bigint[])
     UNION ALL
     SELECT id::text, user_id, type, amount_cents::text, status, related_id FROM wallet_transactions
      WHERE type = 'deposit' AND related_id = ANY($2::int[])`,
    [byId.map((row) => row.position.toString()), [...byDeposit.keys()]],
  );
  const rowsById = new Map(found.rows.map((row) => [row.id, row]));
  const depositRows = new Map(
    found.rows.filter((row) => row.type === 'deposit').map((row) => [row.related_id, row]),
  );
  const differences: { userId: number; detail: string }[] = [];
  const check = (expected: ExpectedRow, row: (typeof found.rows)[number] | undefined) => {
    const what = `ledger entry at position ${expected.position} (${expected.type} ${dollars(expected.amountCents)})`;
    if (!row) differences.push({ userId: expected.userId, detail: `${what}: no transaction row` });
    else if (
      row.user_id !== expected.userId ||
      row.type !== expected.type ||
      Number(row.amount_cents) !== expected.amountCents ||
      row.status !== 'completed'
    )
      differences.push({
        userId: expected.userId,
        detail: `${what}: row ${row.id} says user ${row.user_id}, ${row.type} ${dollars(Number(row.amount_cents))}, ${row.status}`,
      });
  };
  for (const expected of byId) check(expected, rowsById.get(expected.position.toString()));
  for (const [depositId, expected] of byDeposit) check(expected, depositRows.get(depositId));
  return differences;
}

async function withEmails(
  client: PoolClient,
  differences: { userId: number; detail: string }[],
): Promise<LedgerDifference[]> {
  const emails = await emailsOf(client, [...new Set(differences.map((d) => d.userId))]);
  return differences
    .map((d) => ({ ...d, email: emails.get(d.userId) ?? null }))
    .sort((a, b) => a.userId - b.userId);
}
