/**
 * A customer's ledger (ARCHITECTURE.md "Money and the ledger"): every entry of their wallet
 * stream, replayed from the event store, with a running balance, optionally only up to an instant.
 * Amounts are integer cents.
 */
import { ledgerEntryOf, type LedgerEntry } from '../../domain/wallet/ledger';
import { walletStream, type WalletEvent } from '../../domain/wallet/wallet';
import type { Queryable } from '../db/pool';
import type { PostgresEventStore } from '../event-store/postgres-event-store';

/** One entry with when it happened, who acted, and the balance after it. */
export interface LedgerLine extends LedgerEntry {
  position: bigint;
  recordedAt: Date;
  /** The acting user (an admin for adjustments, the real admin when impersonating); null for the system. */
  actorId: number | null;
  /** The customer an admin acted for while impersonating, if any. */
  onBehalfOf: number | null;
  /** Balance after this entry, integer cents. */
  balanceCents: number;
}

export interface LedgerHistory {
  lines: LedgerLine[];
  /** The balance after the last line (at `asOf` when given), integer cents. */
  balanceCents: number;
}

/** Replays `userId`'s wallet stream, up to and including `asOf` when given. */
export async function ledgerHistory(
  db: Queryable,
  store: PostgresEventStore,
  userId: number,
  asOf?: Date,
): Promise<LedgerHistory> {
  const streamId = walletStream(userId);
  const stream = (await store.readStreams(db, [streamId])).get(streamId);
  const lines: LedgerLine[] = [];
  let balanceCents = 0;
  for (const event of stream?.events ?? []) {
    if (asOf && event.recordedAt.getTime() > asOf.getTime()) break;
    const entry = ledgerEntryOf({ type: event.type, data: event.data } as unknown as WalletEvent);
    balanceCents += entry.amountCents;
    lines.push({
      ...entry,
      position: event.position,
      recordedAt: event.recordedAt,
      actorId: event.metadata.actorId ?? null,
      onBehalfOf: event.metadata.onBehalfOf ?? null,
      balanceCents,
    });
  }
  return { lines, balanceCents };
}
